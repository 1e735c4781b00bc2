"""Escalation: each stage within its budget, the next when it is spent, every solution
once, and a budget of the caller's own left to the caller."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from ripple_fp import Problem, Solution, is_solution, solutions
from ripple_fp.ripple import SEARCH, StrategyName
from ripple_fp.search.escalation import Stage, escalate
from ripple_fp.search.meter import UNLIMITED, Budget, Meter, NodeLimitReachedError
from ripple_fp.search.stats import Stats

from ..conftest import DATA, SPECIAL, load_problem

Solve = Callable[[StrategyName, Meter], Iterator[Solution]]


def by_name(problem: Problem) -> Solve:
    def solve(name: StrategyName, meter: Meter) -> Iterator[Solution]:
        return SEARCH.search(problem, name, meter)

    return solve


def test_a_step_that_spends_its_budget_hands_over_to_the_next() -> None:
    problem, stats = load_problem(DATA / "hard-06.txt"), Stats()
    meter = Meter(stats)
    stages: list[Stage[StrategyName]] = [Stage("mrv", 5), Stage("lookahead")]
    found = next(escalate(stages, by_name(problem), meter))
    assert is_solution(problem, found)
    assert stats.answered_by == "lookahead"
    assert meter.budget == UNLIMITED


def test_each_step_runs_on_a_meter_of_its_own_with_the_callers_counts() -> None:
    problem, stats = load_problem(DATA / "hard-06.txt"), Stats(nodes=100)

    def watch() -> None:
        pass

    meter = Meter(stats, Budget(deadline=1e12), watch)
    given: list[Meter] = []

    def solve(name: StrategyName, stage: Meter) -> Iterator[Solution]:
        given.append(stage)
        return SEARCH.search(problem, name, stage)

    stages: list[Stage[StrategyName]] = [Stage("mrv", 5), Stage("lookahead")]
    next(escalate(stages, solve, meter))
    first, last = given
    assert first.stats is last.stats is stats
    assert first.watch is last.watch is watch
    assert first.budget == Budget(nodes=105, deadline=1e12)  # counted from where it stands
    assert last.budget == Budget(deadline=1e12)
    assert meter.budget == Budget(deadline=1e12)


def test_a_step_that_ends_within_its_budget_is_the_last() -> None:
    problem, stats = load_problem(SPECIAL / "nosolution_from_janko_002.txt"), Stats()
    stages: list[Stage[StrategyName]] = [Stage("full", 1000), Stage("naive")]
    assert list(escalate(stages, by_name(problem), Meter(stats))) == []
    assert stats.answered_by == "full"


@pytest.mark.parametrize("budget", [0, 1, 2, 3, 5, 8])
def test_every_solution_comes_once_whichever_step_finds_it(budget: int) -> None:
    problem = load_problem(SPECIAL / "multiplesolutions1_nonunique.txt")
    stages: list[Stage[StrategyName]] = [Stage("mrv", budget), Stage("full")]
    found = list(escalate(stages, by_name(problem), Meter()))
    assert sorted(map(str, found)) == sorted(map(str, solutions(problem, "full")))
    assert len(set(found)) == len(found) == 3


def test_a_budget_of_the_callers_own_is_the_callers() -> None:
    problem = load_problem(DATA / "hard-06.txt")
    meter = Meter(Stats(), Budget(nodes=3))
    stages: list[Stage[StrategyName]] = [Stage("mrv", 50), Stage("lookahead")]
    with pytest.raises(NodeLimitReachedError) as raised:
        next(escalate(stages, by_name(problem), meter))
    assert raised.value.args == (3,)
    assert meter.budget == Budget(nodes=3)


def test_the_last_step_has_no_budget() -> None:
    solve = by_name(load_problem(DATA / "hard-06.txt"))
    budgeted: list[Stage[StrategyName]] = [Stage("mrv", 5)]
    with pytest.raises(ValueError, match="no budget"):
        next(escalate(budgeted, solve, Meter()))
    with pytest.raises(ValueError, match="no budget"):
        next(escalate([], solve, Meter()))
