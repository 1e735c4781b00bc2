"""What the exercise tests share: small random puzzles and the sample puzzles.

Haskell counterpart: the ``Arbitrary`` instances a QuickCheck suite would declare.
"""

from __future__ import annotations

from hypothesis import strategies as st

from ripple_fp.grid.matrix import Matrix
from ripple_fp.grid.rooms import Problem, Puzzle, Solution, make_layout

from ..conftest import PUZZLES, SPECIAL, load_problem, load_solution

MAX_ROOM = 4
SOLVED = ("hakyuu_001", "hakyuu_002", "hakyuu_010", "level145")
"""Sample puzzles with a unique solution, each with its ``.sol``."""


@st.composite
def room_grids(draw: st.DrawFn, max_side: int = 4) -> list[list[int]]:
    """A grid of connected rooms of at most ``MAX_ROOM`` cells: cells start as rooms of
    their own, and neighbours are merged at random while the room stays small."""
    rows, cols = draw(st.integers(1, max_side)), draw(st.integers(1, max_side))
    room = {(r, c): r * cols + c for r in range(rows) for c in range(cols)}
    for _ in range(draw(st.integers(0, rows * cols * 2))):
        a = (draw(st.integers(0, rows - 1)), draw(st.integers(0, cols - 1)))
        b = draw(st.sampled_from([(a[0] + 1, a[1]), (a[0], a[1] + 1)]))
        if b not in room:
            continue
        merged = [p for p in room if room[p] in (room[a], room[b])]
        if len(merged) <= MAX_ROOM:
            room.update((p, room[a]) for p in merged)
    return [[room[(r, c)] for c in range(cols)] for r in range(rows)]


@st.composite
def problems(draw: st.DrawFn) -> Problem:
    """A random puzzle: many have no solution, some one, some several."""
    layout = make_layout(draw(room_grids()))
    cells = [draw(st.none() | st.integers(1, layout.room_size(pos))) for pos in layout.positions]
    return Puzzle(layout, Matrix.of(layout.size, cells))


@st.composite
def filled_grids(draw: st.DrawFn, largest: int = 4) -> Solution:
    """A grid of numbers ``1..largest`` (rooms ignored: every cell is a room of its own),
    the kind of grid the cross rule is checked on."""
    rows, cols = draw(st.integers(1, 6)), draw(st.integers(1, 6))
    layout = make_layout([[r * cols + c for c in range(cols)] for r in range(rows)])
    values = draw(st.lists(st.integers(1, largest), min_size=rows * cols, max_size=rows * cols))
    return Puzzle(layout, Matrix.of(layout.size, values))


def sample(name: str) -> Problem:
    """The sample puzzle ``puzzles/NAME.txt`` (or ``puzzles/special/NAME.txt``)."""
    path = PUZZLES / f"{name}.txt"
    return load_problem(path if path.exists() else SPECIAL / f"{name}.txt")


def sample_solution(name: str) -> Solution:
    """The solution of the sample puzzle ``puzzles/NAME.txt``, from its ``.sol``."""
    return load_solution(PUZZLES / f"{name}.sol", sample(name))
