"""The named strategies (``CREEK.strategies``): every corpus puzzle solved and shown
unique, every strategy exact."""

from __future__ import annotations

from itertools import islice

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.creek import CREEK, SEARCH
from ripple_fp.creek.deductions import Deductions
from ripple_fp.creek.model import CreekModel
from ripple_fp.creek.puzzle import Problem
from ripple_fp.creek.referee import is_solution
from ripple_fp.search.order import DomDeg, LookAhead, Mrv
from ripple_fp.search.stats import Stats
from ripple_fp.search.strategy import Built, OnEngine

from .conftest import CORPUS, load, oracle, problems

NAMES = tuple(SEARCH)
solutions = CREEK.solutions

SAMPLE = ["028", "145", "244"]
"""Puzzles every strategy solves in milliseconds (mrv and dom/deg need a few guesses)."""


@pytest.mark.parametrize("name", CORPUS)
def test_the_default_strategy_solves_every_corpus_puzzle_and_finds_no_other(name: str) -> None:
    problem, expected = load(name)
    assert list(islice(solutions(problem), 2)) == [expected]


@pytest.mark.parametrize("strategy", NAMES)
@pytest.mark.parametrize("name", SAMPLE)
def test_every_strategy_solves_the_sample(strategy: str, name: str) -> None:
    problem, expected = load(name)
    assert list(solutions(problem, strategy)) == [expected]


def test_a_changed_clue_leaves_no_solution() -> None:
    problem, _ = load("001")
    changed = problem.set((2, 2), 2)  # it was 1
    for strategy in NAMES:
        assert next(solutions(changed, strategy), None) is None


def test_a_removed_clue_leaves_two_solutions() -> None:
    problem, expected = load("001")
    loose = problem.set((0, 2), None)
    found = list(solutions(loose))
    assert len(found) == len(set(found)) == 2
    assert expected in found
    assert all(is_solution(loose, answer) for answer in found)
    assert not all(is_solution(problem, answer) for answer in found)


@pytest.mark.parametrize("strategy", NAMES)
@given(problem=problems())
def test_every_strategy_finds_exactly_the_solutions(strategy: str, problem: Problem) -> None:
    found = list(solutions(problem, strategy))
    assert all(is_solution(problem, answer) for answer in found)
    assert len(found) == len(set(found))
    assert set(found) == oracle(problem)


@given(problem=problems(max_boxes=16), strategy=st.sampled_from(NAMES))
def test_the_first_answer_on_larger_grids_is_a_solution(problem: Problem, strategy: str) -> None:
    found = next(solutions(problem, strategy), None)
    assert found is None or is_solution(problem, found)


def test_the_kind_holds_every_strategy_by_name_in_order() -> None:
    assert CREEK.strategies is SEARCH
    assert tuple(SEARCH.table) == NAMES == ("mrv", "full", "lookahead", "sealed")
    assert SEARCH.default == "lookahead"
    assert SEARCH.named() is SEARCH.table["lookahead"]
    assert all(SEARCH.table[name].name == name for name in NAMES)
    assert all(SEARCH.table[name].description for name in NAMES)
    assert SEARCH.named("mrv") is SEARCH.table["mrv"]
    assert (SEARCH.portfolio, SEARCH.enumerate, SEARCH.split) == ((), None, None)


def test_every_strategy_is_the_engine_with_an_order_and_a_level_of_deductions() -> None:
    plans = {name: SEARCH.table[name].plan for name in NAMES}
    assert plans == {
        "mrv": OnEngine(Mrv(), Built(CreekModel, Deductions.FORWARD)),
        "full": OnEngine(DomDeg(), Built(CreekModel, Deductions.FULL)),
        "lookahead": OnEngine(LookAhead(), Built(CreekModel, Deductions.FULL)),
        "sealed": OnEngine(LookAhead(), Built(CreekModel, Deductions.SEALED)),
    }
    assert all(SEARCH.table[name].parallel for name in NAMES)


def test_an_unknown_strategy_names_the_choices() -> None:
    with pytest.raises(ValueError, match="choose from mrv, full, lookahead, sealed"):
        SEARCH.named("naive")
    with pytest.raises(ValueError, match="unknown strategy 'naive'"):
        solutions(load("001")[0], "naive")


def test_the_search_counts_into_the_stats_it_is_given() -> None:
    problem, _ = load("019")
    stats = Stats()
    list(islice(solutions(problem, "lookahead", stats), 1))
    assert stats.probes > 0
    assert stats.propagations > 0
    stats = Stats()
    list(solutions(load("145")[0], "mrv", stats))
    assert stats.nodes > 0
