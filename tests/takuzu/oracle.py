"""A brute-force oracle for tiny Takuzu grids, and hypothesis strategies that draw them.

The oracle shares nothing with the search: it tries every row that could be a row of a
solution (right givens, balanced, no three alike), stacks them while every column prefix
could still be a column of a solution, and lets the referee judge each full grid. The
pruning uses only conditions every solution meets, so it loses none.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import groupby, product

from hypothesis import strategies as st

from ripple_fp.grid.matrix import Matrix
from ripple_fp.takuzu.puzzle import TAKUZU, TOHU_WA_VOHU, Colour, Problem, Rules, Solution, side
from ripple_fp.takuzu.referee import is_solution

R, B = Colour.RED, Colour.BLUE

PLANTED = {
    2: ("RB BR",),
    4: ("RBRB BRBR RRBB BBRR", "RBRB RBRB BRBR BRBR"),
    6: (
        "RRBRBB RRBRBB BBRBRR RRBRBB BBRBRR BBRBRR",
        "RRBRBB BBRBRR BRBRRB RBBRBR RBRBBR BRRBRB",
    ),
}
"""Valid grids to hide puzzles in: the second 4 x 4 and the first 6 x 6 have identical
lines (Tohu-Wa-Vohu only), the others obey every rule."""


def could_be_line(cells: Sequence[Colour], size: int) -> bool:
    """Could ``cells`` start a line of ``size`` cells: at most half of each colour, and
    no run of three?"""
    halves = 2 * cells.count(R) <= size and 2 * cells.count(B) <= size
    return halves and all(len(list(run)) < 3 for _, run in groupby(cells))


def brute_force(rules: Rules, problem: Problem) -> list[Solution]:
    """Every solution of ``problem`` under ``rules``, in no particular order."""
    size = side(problem)
    choices = [
        [
            row
            for row in product((R, B), repeat=size)
            if could_be_line(row, size)
            and all(g in (None, c) for g, c in zip(given, row, strict=True))
        ]
        for given in problem.rows()
    ]
    return [
        grid
        for rows in _stacks(choices, [], size)
        if is_solution(rules, problem, grid := Matrix.from_rows(rows))
    ]


def _stacks(
    choices: list[list[tuple[Colour, ...]]], chosen: list[tuple[Colour, ...]], size: int
) -> Iterator[list[tuple[Colour, ...]]]:
    if len(chosen) == size:
        yield chosen
        return
    for row in choices[len(chosen)]:
        rows = [*chosen, row]
        if all(could_be_line([r[c] for r in rows], size) for c in range(size)):
            yield from _stacks(choices, rows, size)


HIDDEN = {"planted": 24, "random": 18}
"""At most this many empty cells in a 6 x 6 puzzle: an empty 6 x 6 grid takes the oracle
seconds, one with a dozen givens a few milliseconds."""


def rule_sets() -> st.SearchStrategy[Rules]:
    """Either rule set: 0h h1's or Tohu-Wa-Vohu's."""
    return st.sampled_from([TAKUZU, TOHU_WA_VOHU])


@st.composite
def problems(draw: st.DrawFn) -> Problem:
    """A tiny puzzle, to be played under either rule set: 2 x 2, 4 x 4 or 6 x 6, its
    givens taken from a valid grid (turned, mirrored, recoloured) or drawn at random; a
    6 x 6 puzzle has at most ``HIDDEN`` empty cells."""
    size = draw(st.sampled_from([2, 4, 6]))
    kind = draw(st.sampled_from(["planted", "random"]))
    full = draw(_planted(size) if kind == "planted" else _random(size))
    most = HIDDEN[kind] if size == 6 else size * size
    count = draw(st.integers(0, most))
    hidden = draw(st.sets(st.integers(0, size * size - 1), min_size=count, max_size=count))
    cells = [
        [None if size * r + c in hidden else cell for c, cell in enumerate(row)]
        for r, row in enumerate(full)
    ]
    return Matrix.from_rows(cells)


def _random(size: int) -> st.SearchStrategy[list[list[Colour]]]:
    row = st.lists(st.sampled_from([R, B]), min_size=size, max_size=size)
    return st.lists(row, min_size=size, max_size=size)


@st.composite
def _planted(draw: st.DrawFn, size: int) -> list[list[Colour]]:
    """A valid grid, turned, mirrored or recoloured."""
    word = draw(st.sampled_from(PLANTED[size]))
    rows = [[R if letter == "R" else B for letter in line] for line in word.split()]
    if draw(st.booleans()):
        rows = [list(column) for column in zip(*rows, strict=True)]
    if draw(st.booleans()):
        rows = [row[::-1] for row in rows]
    if draw(st.booleans()):
        rows = [[cell.other for cell in row] for row in rows]
    return rows
