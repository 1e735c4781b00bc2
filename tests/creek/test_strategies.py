"""The named strategies: every corpus puzzle solved and shown unique, every strategy exact."""

from __future__ import annotations

from itertools import islice

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.creek.puzzle import Problem
from ripple_fp.creek.referee import is_solution
from ripple_fp.creek.strategies import (
    DEFAULT,
    NAMES,
    STRATEGIES,
    StrategyName,
    solutions,
    strategy_named,
)
from ripple_fp.search.stats import Stats

from .conftest import CORPUS, load, oracle, problems

SAMPLE = ["028", "145", "244"]
"""Puzzles every strategy solves in milliseconds (mrv and dom/deg need a few guesses)."""


@pytest.mark.parametrize("name", CORPUS)
def test_the_default_strategy_solves_every_corpus_puzzle_and_finds_no_other(name: str) -> None:
    problem, expected = load(name)
    assert list(islice(solutions(problem), 2)) == [expected]


@pytest.mark.parametrize("strategy", NAMES)
@pytest.mark.parametrize("name", SAMPLE)
def test_every_strategy_solves_the_sample(strategy: StrategyName, name: str) -> None:
    problem, expected = load(name)
    assert list(solutions(problem, strategy)) == [expected]


def test_a_changed_clue_leaves_no_solution() -> None:
    problem, _ = load("001")
    changed = Problem(problem.size, problem.clues.set((2, 2), 2))  # it was 1
    for strategy in NAMES:
        assert next(solutions(changed, strategy), None) is None


def test_a_removed_clue_leaves_two_solutions() -> None:
    problem, expected = load("001")
    loose = Problem(problem.size, problem.clues.remove((0, 2)))
    found = list(solutions(loose))
    assert len(found) == len(set(found)) == 2
    assert expected in found
    assert all(is_solution(loose, answer) for answer in found)
    assert not all(is_solution(problem, answer) for answer in found)


@pytest.mark.parametrize("strategy", NAMES)
@given(problem=problems())
def test_every_strategy_finds_exactly_the_solutions(
    strategy: StrategyName, problem: Problem
) -> None:
    found = list(solutions(problem, strategy))
    assert all(is_solution(problem, answer) for answer in found)
    assert len(found) == len(set(found))
    assert set(found) == oracle(problem)


@given(problem=problems(max_boxes=16), strategy=st.sampled_from(NAMES))
def test_the_first_answer_on_larger_grids_is_a_solution(
    problem: Problem, strategy: StrategyName
) -> None:
    found = next(solutions(problem, strategy), None)
    assert found is None or is_solution(problem, found)


def test_the_registry_holds_exactly_the_names_of_its_type() -> None:
    assert tuple(STRATEGIES) == NAMES == ("mrv", "sealed", "full", "lookahead")
    assert DEFAULT == "lookahead"
    assert all(STRATEGIES[name].name == name for name in NAMES)
    assert strategy_named("mrv") is STRATEGIES["mrv"]


def test_an_unknown_strategy_names_the_choices() -> None:
    with pytest.raises(ValueError, match="choose from mrv, sealed, full, lookahead"):
        strategy_named("naive")


def test_the_search_counts_into_the_stats_it_is_given() -> None:
    problem, _ = load("019")
    stats = Stats()
    list(islice(solutions(problem, "lookahead", stats), 1))
    assert stats.probes > 0
    assert stats.propagations > 0
    stats = Stats()
    list(solutions(load("145")[0], "mrv", stats))
    assert stats.nodes > 0
