"""Shared helpers of the Creek tests: the corpus, a brute-force oracle, random puzzles."""

from __future__ import annotations

from functools import cache
from itertools import product
from pathlib import Path

from hypothesis import strategies as st

from ripple_fp.creek.parse import parse_puzzle, parse_solution
from ripple_fp.creek.puzzle import Problem, Solution, around, crossings, size_of, with_clues
from ripple_fp.creek.referee import is_solution
from ripple_fp.grid.matrix import Matrix

DATA = Path(__file__).resolve().parent.parent / "data" / "creek"

CORPUS = sorted(path.stem for path in DATA.glob("*.txt"))


@cache
def load(name: str) -> tuple[Problem, Solution]:
    """The corpus puzzle ``name`` and its solution; the test fails if either does not
    parse."""
    problem = parse_puzzle((DATA / f"{name}.txt").read_text()).unwrap()
    return problem, parse_solution((DATA / f"{name}.sol").read_text(), problem).unwrap()


def oracle(problem: Problem) -> set[Solution]:
    """Every solution, by trying every grid and asking the referee (which shares no code
    with the search). Only for grids of a dozen boxes or so."""
    rows, cols = size_of(problem)
    grids = (
        Matrix.from_rows(tuple(bits[r * cols : (r + 1) * cols]) for r in range(rows))
        for bits in product((0, 1), repeat=rows * cols)
    )
    return {grid for grid in grids if is_solution(problem, grid)}


def clues_of(solution: Solution) -> dict[tuple[int, int], int]:
    """Every clue the filled grid ``solution`` would show."""
    return {
        crossing: sum(solution[pos] for pos in around(solution.size, crossing))
        for crossing in crossings(solution.size)
    }


@st.composite
def grids(draw: st.DrawFn, max_boxes: int = 9) -> Solution:
    """A random filled grid of at most ``max_boxes`` boxes (not always a solution)."""
    rows = draw(st.integers(1, max_boxes))
    cols = draw(st.integers(1, max(1, max_boxes // rows)))
    bits = draw(st.lists(st.integers(0, 1), min_size=rows * cols, max_size=rows * cols))
    return Matrix.from_rows(tuple(bits[r * cols : (r + 1) * cols]) for r in range(rows))


@st.composite
def problems(draw: st.DrawFn, max_boxes: int = 9) -> Problem:
    """A random small puzzle: usually some clues of a random grid (often several
    solutions, or one), sometimes with clues changed at random (often none)."""
    grid = draw(grids(max_boxes))
    shown = clues_of(grid)
    kept = draw(st.sets(st.sampled_from(sorted(shown))))
    clues = {crossing: shown[crossing] for crossing in kept}
    if draw(st.booleans()):
        for crossing in draw(st.sets(st.sampled_from(sorted(shown)), max_size=2)):
            clues[crossing] = draw(st.integers(0, len(around(grid.size, crossing))))
    return with_clues(grid.size, clues)


def empty_grid(rows: int, cols: int) -> Solution:
    """A grid of empty boxes."""
    return Matrix.filled((rows, cols), 0)
