"""Branches: the split is a partition of the search, and a branch resumes it exactly."""

from __future__ import annotations

import pickle
from itertools import islice

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ripple_fp import Problem, Stats
from ripple_fp.board import make_board
from ripple_fp.branches import solutions_below, split, states_below
from ripple_fp.engine import Context, follow, initial_state, search, solutions
from ripple_fp.propagate import FORWARD_CHECKING, FULL, LOOKAHEAD, Rules

from .conftest import PUZZLES, SPECIAL, load_problem
from .test_properties import problems

BOARD7 = SPECIAL / "board7_nonunique.txt"
RULES = pytest.mark.parametrize(
    "rules", [FORWARD_CHECKING, FULL, LOOKAHEAD], ids=["mrv", "full", "lookahead"]
)


@RULES
@given(problem=problems(), count=st.integers(1, 6))
def test_the_branches_hold_exactly_the_solutions(
    rules: Rules, problem: Problem, count: int
) -> None:
    below = [
        s
        for branch in split(problem, rules, count)
        for s in solutions_below(problem, rules, branch)
    ]
    assert len(below) == len(set(below))
    assert set(below) == set(solutions(problem, rules))


@RULES
@given(problem=problems(), count=st.integers(1, 6))
def test_a_branch_holds_the_state_its_path_leads_to(
    rules: Rules, problem: Problem, count: int
) -> None:
    context = Context(make_board(problem.layout), rules, Stats())
    for branch in split(problem, rules, count):
        [root] = initial_state(context, problem)
        [state] = follow(context, root, branch.path)
        assert tuple(state.grid) == branch.grid
        assert tuple(state.impacts) == branch.impacts


@RULES
def test_the_root_branch_searches_in_the_order_of_the_whole_search(rules: Rules) -> None:
    problem = load_problem(BOARD7)
    context = Context(make_board(problem.layout), rules, Stats())
    [root] = split(problem, rules, 1)
    resumed = [state.grid for state in islice(states_below(context, root), 200)]
    whole = [state.grid for state in islice(search(context, problem), 200)]
    assert resumed == whole


def test_split_gives_at_least_as_many_branches_as_asked() -> None:
    problem = load_problem(BOARD7)
    for count in (1, 2, 4, 8):
        assert len(split(problem, FULL, count)) >= count


def test_split_of_a_puzzle_solved_by_propagation_is_its_solution() -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    [branch] = split(problem, FULL, 4)
    assert branch.path == ()
    assert branch.complete
    [solution] = solutions(problem, FULL)
    assert branch.values == tuple(solution[pos] for pos in problem.layout.positions)
    assert split(load_problem(SPECIAL / "nosolution_from_janko_002.txt"), FULL, 4) == []


def test_split_counts_its_work() -> None:
    stats = Stats()
    split(load_problem(BOARD7), LOOKAHEAD, 4, stats)
    assert stats.nodes >= 2
    assert stats.probes > 0


def test_a_branch_survives_pickling() -> None:
    for branch in split(load_problem(BOARD7), LOOKAHEAD, 3):
        assert pickle.loads(pickle.dumps(branch)) == branch
