"""Branches: the split is a partition of the search, and a branch resumes it exactly."""

from __future__ import annotations

import pickle
from itertools import islice

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ripple_fp import Problem, Solution
from ripple_fp.ripple.deductions import Deductions
from ripple_fp.ripple.model import RippleModel
from ripple_fp.search.branches import solutions_below, split, states_below
from ripple_fp.search.engine import Context, search, solve
from ripple_fp.search.meter import Meter
from ripple_fp.search.order import DomDeg, LookAhead, Mrv, Order

from ..conftest import PUZZLES, SPECIAL, load_problem
from ..test_properties import problems

BOARD7 = SPECIAL / "board7_nonunique.txt"
PLANS = pytest.mark.parametrize(
    ("order", "level"),
    [(Mrv(), Deductions.FORWARD), (DomDeg(), Deductions.FULL), (LookAhead(), Deductions.FULL)],
    ids=["mrv", "full", "lookahead"],
)


def context_for(problem: Problem, order: Order, level: Deductions) -> Context[Solution]:
    return Context(RippleModel(problem, level), order, Meter())


@PLANS
@given(problem=problems(), count=st.integers(1, 6))
def test_the_branches_hold_exactly_the_solutions(
    order: Order, level: Deductions, problem: Problem, count: int
) -> None:
    context = context_for(problem, order, level)
    below = [s for branch in split(context, count) for s in solutions_below(context, branch)]
    assert len(below) == len(set(below))
    assert set(below) == set(solve(RippleModel(problem, level), order))


@PLANS
def test_the_root_branch_searches_in_the_order_of_the_whole_search(
    order: Order, level: Deductions
) -> None:
    context = context_for(load_problem(BOARD7), order, level)
    [root] = split(context, 1)
    resumed = [state.domains for state in islice(states_below(context, root), 200)]
    whole = [state.domains for state in islice(search(context), 200)]
    assert resumed == whole


@PLANS
def test_a_branch_resumes_at_the_state_it_carries(order: Order, level: Deductions) -> None:
    context = context_for(load_problem(BOARD7), order, level)
    for branch in split(context, 3):
        first = next(states_below(context, branch))
        assert tuple(first.domains) == branch.domains
        assert first.guide == branch.guide


def test_split_gives_at_least_as_many_branches_as_asked() -> None:
    context = context_for(load_problem(BOARD7), DomDeg(), Deductions.FULL)
    for count in (1, 2, 4, 8):
        assert len(split(context, count)) >= count


def test_split_of_a_puzzle_solved_by_propagation_is_its_solution() -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    context = context_for(problem, DomDeg(), Deductions.FULL)
    [branch] = split(context, 4)
    assert branch.complete
    [solution] = solve(RippleModel(problem, Deductions.FULL), DomDeg())
    [found] = solutions_below(context, branch)
    assert found == solution
    nothing = load_problem(SPECIAL / "nosolution_from_janko_002.txt")
    assert split(context_for(nothing, DomDeg(), Deductions.FULL), 4) == []


def test_split_counts_its_work() -> None:
    context = context_for(load_problem(BOARD7), LookAhead(), Deductions.FULL)
    split(context, 4)
    assert context.meter.stats.nodes >= 2
    assert context.meter.stats.probes > 0


def test_a_branch_survives_pickling() -> None:
    context = context_for(load_problem(BOARD7), LookAhead(), Deductions.FULL)
    for branch in split(context, 3):
        assert pickle.loads(pickle.dumps(branch)) == branch
