"""Ripple Effect's record: its functions agree on the puzzle's own files."""

from __future__ import annotations

from ripple_fp.grid.rooms import Solution
from ripple_fp.ripple import RIPPLE, SEARCH
from ripple_fp.search.sat import sat_available

from ..conftest import PUZZLES
from .laws import has_its_strategies, judges_and_draws, solves_its_files


def spoil(solution: Solution) -> Solution:
    return solution.set((0, 0), solution[(0, 0)] + 1)


def test_solves_the_sample_puzzles() -> None:
    solves_its_files(RIPPLE, PUZZLES)


def test_judges_and_draws() -> None:
    judges_and_draws(RIPPLE, PUZZLES / "hakyuu_001.txt", spoil)


def test_has_its_strategies() -> None:
    has_its_strategies(RIPPLE, PUZZLES / "hakyuu_001.txt")
    assert RIPPLE.title == "Ripple Effect puzzle"


def test_declares_its_race_its_count_its_split_and_its_extras() -> None:
    assert RIPPLE.strategies is SEARCH
    assert RIPPLE.strategies.default == "auto"
    assert RIPPLE.strategies.portfolio == ("sat", "learn")
    assert RIPPLE.strategies.racing(2) == (
        ("sat", "learn") if sat_available() else ("auto", "learn")
    )
    assert RIPPLE.strategies.enumerate == RIPPLE.strategies.split == "lookahead"
    assert tuple(RIPPLE.formats) == ("course", "url", "janko")
    assert RIPPLE.explainer is not None
    assert RIPPLE.maker is not None
