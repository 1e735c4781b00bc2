"""Parallel search: the split is a partition, and every executor finds the same answers."""

from __future__ import annotations

import multiprocessing
import threading
from concurrent.futures import ThreadPoolExecutor
from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ripple_fp import Problem, Stats, is_solution, parallel, parse_puzzle
from ripple_fp.engine import solutions, solved_by_propagation, split
from ripple_fp.parallel import BranchResult, solve_branch, solve_in_parallel
from ripple_fp.propagate import FULL, LOOKAHEAD, Rules
from ripple_fp.render import render_puzzle

from .conftest import PUZZLES, SPECIAL, load_problem
from .test_properties import problems

BOARD7 = SPECIAL / "board7_nonunique.txt"


@pytest.mark.parametrize("rules", [FULL, LOOKAHEAD], ids=["full", "lookahead"])
@given(problem=problems(), count=st.integers(1, 6))
def test_the_branches_hold_exactly_the_solutions(
    rules: Rules, problem: Problem, count: int
) -> None:
    paths = split(problem, rules, count)
    below = [s for path in paths for s in solutions(problem, rules, path=path)]
    assert len(below) == len(set(below))
    assert set(below) == set(solutions(problem, rules))


def test_split_gives_at_least_as_many_branches_as_asked() -> None:
    problem = load_problem(BOARD7)
    for count in (1, 2, 4, 8):
        assert len(split(problem, FULL, count)) >= count


def test_split_of_a_puzzle_solved_by_propagation_is_its_root() -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    assert solved_by_propagation(problem, FULL)
    assert split(problem, FULL, 4) == [()]
    assert split(load_problem(SPECIAL / "nosolution_from_janko_002.txt"), FULL, 4) == []


@pytest.mark.parametrize("method", ["fork", "spawn"])
def test_a_process_pool_finds_a_solution(method: str) -> None:
    problem = load_problem(BOARD7)
    stats = Stats()
    found = solve_in_parallel(
        problem, 2, mp_context=multiprocessing.get_context(method), stats=stats
    )
    assert found is not None
    assert is_solution(problem, found)
    assert stats.nodes > 0


@pytest.mark.parametrize("method", ["fork", "spawn"])
def test_no_solution_is_reported_after_every_branch(method: str) -> None:
    problem = parse_puzzle("1 1 2 2\n\n- - 2 -\n").unwrap()
    assert solve_in_parallel(problem, 2, mp_context=multiprocessing.get_context(method)) is None


def test_any_executor_will_do() -> None:
    problem = load_problem(SPECIAL / "multiplesolutions2_nonunique.txt")
    with ThreadPoolExecutor(max_workers=3) as executor:
        found = solve_in_parallel(problem, 3, "mrv", executor=executor)
    assert found is not None
    assert is_solution(problem, found)


def test_a_worker_stops_when_told(monkeypatch: pytest.MonkeyPatch) -> None:
    problem = load_problem(BOARD7)
    text = render_puzzle(problem)
    stop = threading.Event()
    monkeypatch.setattr(parallel, "_stop", stop)
    stop.set()
    stopped = solve_branch(text, "mrv", ())
    assert stopped == BranchResult(None, stopped.counts)
    assert stopped.counts.nodes < parallel.CHECK_EVERY
    stop.clear()
    assert solve_branch(text, "mrv", ()).values is not None


@settings(max_examples=20)
@given(problems())
def test_parallel_and_sequential_agree_on_solvability(problem: Problem) -> None:
    with ThreadPoolExecutor(max_workers=2) as executor:
        found = solve_in_parallel(problem, 2, executor=executor)
    expected = list(islice(solutions(problem, FULL), 1))
    assert (found is None) == (not expected)
    if found is not None:
        assert is_solution(problem, found)
