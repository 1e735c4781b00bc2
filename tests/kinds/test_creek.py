"""Creek's record: its functions agree on the puzzle's own files."""

from __future__ import annotations

from ripple_fp.creek import CREEK
from ripple_fp.creek.puzzle import EMPTY, FILLED, Solution

from .laws import DATA, has_its_strategies, judges_and_draws, solves_its_files


def spoil(solution: Solution) -> Solution:
    return solution.set((0, 0), FILLED if solution[(0, 0)] == EMPTY else EMPTY)


def test_solves_the_published_puzzles() -> None:
    solves_its_files(CREEK, DATA / "creek")


def test_judges_and_draws() -> None:
    judges_and_draws(CREEK, DATA / "creek" / "001.txt", spoil)


def test_has_its_strategies() -> None:
    has_its_strategies(CREEK, DATA / "creek" / "001.txt")
    assert CREEK.title == "Creek puzzle"
