"""Vergleichssudoku's record: its functions agree on the puzzle's own files."""

from __future__ import annotations

from ripple_fp.vergleich import VERGLEICH
from ripple_fp.vergleich.puzzle import Solution

from .laws import DATA, has_its_strategies, judges_and_draws, solves_its_files


def spoil(solution: Solution) -> Solution:
    return solution.set((0, 0), solution[(0, 1)])


def test_solves_the_published_puzzles() -> None:
    solves_its_files(VERGLEICH, DATA / "vergleich")


def test_judges_and_draws() -> None:
    judges_and_draws(VERGLEICH, DATA / "vergleich" / "001.txt", spoil)


def test_has_its_strategies() -> None:
    has_its_strategies(VERGLEICH, DATA / "vergleich" / "001.txt")
    assert VERGLEICH.title == "Vergleichssudoku puzzle"
