"""Counting solutions: exact counts of the puzzles with several, every published puzzle
unique, every strategy counting the same, and a count that runs out of time."""

from __future__ import annotations

from pathlib import Path

import pytest

from ripple_fp import SearchTimeoutError, count_solutions, is_unique
from ripple_fp.ripple import NAMES, StrategyName

from ...conftest import DATA, SPECIAL, installed, load_problem

COUNTS = {
    "multiplesolutions1_nonunique": 3,
    "multiplesolutions2_nonunique": 19_260,
    "nosolution_from_janko_002": 0,
    "nosolution_from_janko_010": 0,
}
"""Puzzles of the special folder and how many solutions each has (counted by every
strategy that enumerates them in reasonable time)."""

PUBLISHED = sorted((DATA / "corpus").glob("*/*.txt"))


@pytest.mark.parametrize(("name", "count"), COUNTS.items())
def test_the_special_puzzles_have_their_exact_counts(name: str, count: int) -> None:
    problem = load_problem(SPECIAL / f"{name}.txt")
    assert count_solutions(problem, 10**6) == count
    assert is_unique(problem) is False


@pytest.mark.parametrize("strategy", installed(n for n in NAMES if n not in ("naive", "mrv-spec")))
def test_every_engine_strategy_counts_the_same(strategy: StrategyName) -> None:
    problem = load_problem(SPECIAL / "multiplesolutions1_nonunique.txt")
    assert count_solutions(problem, 10, strategy) == 3
    assert count_solutions(problem, 2, strategy) == 2


@pytest.mark.parametrize("path", PUBLISHED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_published_puzzle_is_unique(path: Path) -> None:
    assert is_unique(load_problem(path))


def test_a_count_stops_at_its_limit() -> None:
    problem = load_problem(SPECIAL / "board7_nonunique.txt")
    assert count_solutions(problem, 5) == 5
    assert count_solutions(problem, 0) == 0


def test_a_count_past_its_timeout_raises_a_timeout_error() -> None:
    """large-03's count to two takes seconds (4.5 s here), hundreds of times its limit;
    huge-06's root alone took seconds before the search first looked at the clock."""
    problem = load_problem(DATA / "large-03.txt")
    with pytest.raises(SearchTimeoutError):
        count_solutions(problem, 2, timeout=0.01)
    assert issubclass(SearchTimeoutError, TimeoutError)


def test_a_timeout_must_be_positive() -> None:
    problem = load_problem(SPECIAL / "multiplesolutions1_nonunique.txt")
    with pytest.raises(ValueError, match="positive"):
        count_solutions(problem, 2, timeout=0)
