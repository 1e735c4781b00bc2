"""Shared helpers of the Suguru tests: the corpus, a brute-force oracle, and random small
room grids for the properties.

The oracle fills every room with every ordering of ``1..n`` and keeps the fillings in
which no two touching cells are equal and every given is kept, checked here by its own
few lines: it shares no code with the search or the referee.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from functools import cache
from itertools import permutations, product
from pathlib import Path

from hypothesis import strategies as st

from ripple_fp.grid.matrix import Matrix, Pos
from ripple_fp.grid.rooms import Cell, Layout, Problem, Puzzle, Solution, make_layout
from ripple_fp.grid.rooms_text import parse_puzzle, parse_solution

DATA = Path(__file__).resolve().parent.parent / "data" / "suguru"
CORPUS = sorted(DATA.glob("*.txt"))
"""The 30 published puzzles (janko.at), each with its unique solution."""
PZPRJS = DATA / "pzprjs" / "suguru_pzprjs.txt"
"""pzprjs's own test puzzle, beside its URL (``.url``) and its solution."""

Filling = tuple[int, ...]
"""Every cell's number, in reading order."""


def load(path: Path) -> tuple[Problem, Solution]:
    """A puzzle and the solution beside it; the test fails if either does not parse."""
    problem = parse_puzzle(path.read_text()).unwrap()
    return problem, parse_solution(path.with_suffix(".sol").read_text(), problem.layout).unwrap()


def puzzle(rooms: list[list[int]], *givens: tuple[Pos, int]) -> Problem:
    """A puzzle of these rooms, empty but for the ``givens``."""
    layout = make_layout(rooms)
    cells: list[Cell] = [None] * len(layout.positions)
    for (r, c), value in givens:
        cells[r * layout.size[1] + c] = value
    return Puzzle(layout, Matrix.of(layout.size, cells))


def flat(solution: Solution) -> Filling:
    return tuple(solution.grid.cells)


def oracle(problem: Problem) -> set[Filling]:
    """Every solution of a small puzzle, by trying every filling of its rooms."""
    givens = [(at, given) for at, given in enumerate(problem.grid.cells) if given is not None]
    return {f for f in fillings(problem.layout) if all(f[at] == given for at, given in givens)}


@cache
def fillings(layout: Layout) -> tuple[Filling, ...]:
    """Every filling of ``layout``'s rooms in which no two touching cells are equal."""
    rows, cols = layout.size
    rooms: dict[int, list[int]] = {}
    for index, room in enumerate(layout.room_of.cells):
        rooms.setdefault(room, []).append(index)
    found = []
    for orders in product(*(permutations(range(1, len(m) + 1)) for m in rooms.values())):
        cells = [0] * (rows * cols)
        for members, order in zip(rooms.values(), orders, strict=True):
            for index, value in zip(members, order, strict=True):
                cells[index] = value
        if not any(cells[a] == cells[b] for a, b in _touching(rows, cols)):
            found.append(tuple(cells))
    return tuple(found)


def _touching(rows: int, cols: int) -> Iterator[tuple[int, int]]:
    for r, c in product(range(rows), range(cols)):
        for y, x in ((r, c + 1), (r + 1, c - 1), (r + 1, c), (r + 1, c + 1)):
            if y < rows and 0 <= x < cols:
                yield r * cols + c, y * cols + x


LARGEST = 4
"""The most cells a room of a random grid has (the oracle tries ``n!`` orders a room)."""


@st.composite
def layouts(draw: st.DrawFn) -> Layout:
    """A random grid of up to 3 x 4 cells split into rooms of up to :data:`LARGEST`
    cells, not always connected (the course format allows that); about two in three
    can be filled."""
    rows, cols = draw(st.integers(1, 3)), draw(st.integers(1, 4))
    rooms = max(1, rows * cols // 3)  # about three cells a room: most such grids solve
    ids = draw(st.lists(st.integers(0, rooms - 1), min_size=rows * cols, max_size=rows * cols))
    seen: Counter[int] = Counter()
    split = []
    for room in ids:  # a room's cells past the LARGEST-th go to a new room
        split.append(room + 10 * (seen[room] // LARGEST))
        seen[room] += 1
    return make_layout(split[r * cols : (r + 1) * cols] for r in range(rows))


@st.composite
def small_problems(draw: st.DrawFn) -> Problem:
    """A random room grid with givens: some taken from one of its fillings (if it has
    any), now and then one changed, so that some have one solution, some several, some
    none."""
    layout = draw(layouts())
    every = fillings(layout)
    sizes = [layout.sizes[room] for room in layout.room_of.cells]
    base = draw(st.sampled_from(every)) if every else tuple(sizes)
    shown = draw(st.lists(st.booleans(), min_size=len(sizes), max_size=len(sizes)))
    cells = [value if keep else None for value, keep in zip(base, shown, strict=True)]
    if draw(st.integers(0, 4)) == 0:
        at = draw(st.integers(0, len(cells) - 1))
        cells[at] = draw(st.integers(1, sizes[at]))
    return Puzzle(layout, Matrix.of(layout.size, cells))
