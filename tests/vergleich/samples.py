"""Shared helpers of the Vergleichssudoku tests: the corpus, a brute-force oracle, and
random puzzles for the properties.

The oracle lists every 4 x 4 sudoku (there are 288) by trying rows one after another,
and keeps those that obey the signs, checked here by its own few lines: it shares no
code with the search or the referee.
"""

from __future__ import annotations

from functools import cache
from itertools import permutations
from pathlib import Path

from hypothesis import strategies as st

from ripple_fp.grid.matrix import Matrix, Pos
from ripple_fp.vergleich.parse import parse_puzzle, parse_solution
from ripple_fp.vergleich.puzzle import (
    Problem,
    Sign,
    Solution,
    relations,
    signs_of,
    with_signs,
)

DATA = Path(__file__).resolve().parent.parent / "data" / "vergleich"
CORPUS = sorted(DATA.glob("[0-9]*.txt"))
"""The 31 published puzzles (janko.at), each with its unique solution."""
SIX = DATA / "six-01.txt"
"""A 6 x 6 puzzle made from a random grid, unique (the corpus has none of this size)."""

Grid = tuple[tuple[int, ...], ...]


def load(path: Path) -> tuple[Problem, Solution]:
    """A puzzle and the solution beside it; the test fails if either does not parse."""
    problem = parse_puzzle(path.read_text()).unwrap()
    return problem, parse_solution(path.with_suffix(".sol").read_text(), problem).unwrap()


@cache
def all_grids_4() -> tuple[Grid, ...]:
    """Every 4 x 4 sudoku, row after row, each row a permutation that fits the ones above."""
    grids: list[Grid] = [()]
    for _ in range(4):
        grids = [
            (*grid, row) for grid in grids for row in permutations(range(1, 5)) if _fits(grid, row)
        ]
    return tuple(grids)


def _fits(grid: Grid, row: tuple[int, ...]) -> bool:
    columns_free = all(row[c] != above[c] for above in grid for c in range(4))
    if len(grid) % 2 == 0:
        return columns_free
    above = grid[-1]
    return columns_free and {above[0], above[1], row[0], row[1]} == {1, 2, 3, 4}


def oracle(problem: Problem) -> set[Solution]:
    """Every solution of a 4 x 4 puzzle, by trying all 288 sudokus."""
    return {Matrix.from_rows(grid) for grid in all_grids_4() if _obeys(problem, grid)}


def _obeys(problem: Problem, grid: Grid) -> bool:
    for (r, c), clue in problem.items():
        for sign, (r2, c2) in ((clue.right, (r, c + 1)), (clue.below, (r + 1, c))):
            if sign is Sign.GREATER and not grid[r][c] > grid[r2][c2]:
                return False
            if sign is Sign.LESS and not grid[r][c] < grid[r2][c2]:
                return False
    return True


def grid_6(digits: list[int], bands: list[int], stacks: list[int], swaps: list[bool]) -> Solution:
    """A 6 x 6 sudoku: the pattern ``3 (r mod 2) + r div 2 + c``, its digits renamed, its
    bands and stacks reordered, the rows of a band swapped where ``swaps`` says."""
    rows = [2 * b + (1 - r if swaps[b] else r) for b in bands for r in range(2)]
    cols = [3 * s + c for s in stacks for c in range(3)]
    return Matrix.from_rows([[digits[(3 * (r % 2) + r // 2 + c) % 6] for c in cols] for r in rows])


@st.composite
def tiny_problems(draw: st.DrawFn) -> Problem:
    """A 4 x 4 puzzle from a random sudoku's signs, each kept, dropped or turned round:
    some have one solution, some several, some none."""
    base = Matrix.from_rows(draw(st.sampled_from(all_grids_4())))
    pairs: list[tuple[Pos, Pos]] = []
    for greater, smaller in relations(signs_of(base)):
        choice = draw(st.sampled_from(["keep", "keep", "drop", "turn"]))
        if choice != "drop":
            pairs.append((greater, smaller) if choice == "keep" else (smaller, greater))
    return with_signs(4, pairs)


@st.composite
def grids_6(draw: st.DrawFn) -> Solution:
    """A random 6 x 6 sudoku."""
    return grid_6(
        draw(st.permutations(range(1, 7))),
        draw(st.permutations(range(3))),
        draw(st.permutations(range(2))),
        draw(st.lists(st.booleans(), min_size=3, max_size=3)),
    )
