"""Parallel search: every executor finds the same answers, and stops when told.

The split itself (pure) is tested in test_branches.py."""

from __future__ import annotations

import multiprocessing
import threading
from concurrent.futures import ThreadPoolExecutor
from itertools import islice
from pathlib import Path
from typing import Any, NoReturn

import pytest
from hypothesis import given, settings

from ripple_fp import Problem, Stats, is_solution, parse_puzzle, solutions
from ripple_fp import solve_in_parallel as solve_ripple
from ripple_fp.creek import CREEK
from ripple_fp.kinds.kind import Kind
from ripple_fp.ripple import RIPPLE
from ripple_fp.ripple.deductions import Deductions
from ripple_fp.ripple.model import RippleModel
from ripple_fp.search.branches import split
from ripple_fp.search.engine import Context
from ripple_fp.search.meter import Meter
from ripple_fp.search.order import Mrv
from ripple_fp.shell import parallel
from ripple_fp.shell.parallel import BranchResult, solve_branch, solve_in_parallel, split_search
from ripple_fp.takuzu import TAKUZU_KIND
from ripple_fp.vergleich import VERGLEICH

from ..conftest import DATA, PUZZLES, SPECIAL, load_problem
from ..test_properties import problems

BOARD7 = SPECIAL / "board7_nonunique.txt"


@pytest.mark.parametrize("method", ["fork", "spawn"])
def test_a_process_pool_finds_a_solution(method: str) -> None:
    problem = load_problem(BOARD7)
    stats = Stats()
    found = solve_ripple(problem, 2, mp_context=multiprocessing.get_context(method), stats=stats)
    assert found is not None
    assert is_solution(problem, found)
    assert stats.nodes > 0


@pytest.mark.parametrize("method", ["fork", "spawn"])
def test_no_solution_is_reported_after_every_branch(method: str) -> None:
    problem = parse_puzzle("1 1 2 2\n\n- - 2 -\n").unwrap()
    assert solve_ripple(problem, 2, mp_context=multiprocessing.get_context(method)) is None


def test_any_executor_will_do() -> None:
    problem = load_problem(SPECIAL / "multiplesolutions2_nonunique.txt")
    with ThreadPoolExecutor(max_workers=3) as executor:
        found = solve_ripple(problem, 3, "mrv", executor=executor)
    assert found is not None
    assert is_solution(problem, found)


def test_a_worker_stops_when_told(monkeypatch: pytest.MonkeyPatch) -> None:
    """Told at once, a worker gives up at its first look; untold, the same branch is
    solved, in 147 nodes, fewer than the worker searches between two looks: a worker that
    missed the stop, or looked first only after ``CHECK_EVERY`` nodes, would answer."""
    problem = load_problem(SPECIAL / "multiplesolutions2_nonunique.txt")
    stop = threading.Event()
    monkeypatch.setattr(parallel, "_stop", stop)
    [root] = split(Context(RippleModel(problem, Deductions.FORWARD), Mrv(), Meter()), 1)
    stop.set()
    stopped = solve_branch("ripple", problem, "mrv", root)
    assert stopped == BranchResult(None, stopped.counts)
    assert stopped.counts.nodes < parallel.CHECK_EVERY
    stop.clear()
    assert solve_branch("ripple", problem, "mrv", root).domains is not None


def test_a_strategy_the_engine_does_not_run_is_refused() -> None:
    with pytest.raises(
        ValueError,
        match="'naive' cannot be split across processes: choose from mrv, full, lookahead",
    ):
        solve_ripple(load_problem(BOARD7), 2, "naive")


class RefusingExecutor(ThreadPoolExecutor):
    """An executor that fails the test if anything is submitted to it."""

    def submit(self, *args: object, **kwargs: object) -> NoReturn:
        raise AssertionError("a puzzle decided by the split started a search")


@pytest.mark.parametrize("name", ["hakyuu_001.txt", "hakyuu_002.txt"])
def test_a_puzzle_that_needs_no_guess_starts_no_worker(name: str) -> None:
    problem = load_problem(PUZZLES / name)
    with RefusingExecutor() as executor:
        searched = split_search(RIPPLE, problem, 2, None, Meter(), executor=executor)
    found, workers = searched
    assert found is not None
    assert is_solution(problem, found)
    assert workers == 1


def test_an_unsolvable_puzzle_decided_by_the_split_starts_no_worker() -> None:
    problem = load_problem(SPECIAL / "nosolution_from_janko_002.txt")
    with RefusingExecutor() as executor:
        assert solve_ripple(problem, 2, executor=executor) is None


@settings(max_examples=20)
@given(problems())
def test_parallel_and_sequential_agree_on_solvability(problem: Problem) -> None:
    with ThreadPoolExecutor(max_workers=2) as executor:
        found = solve_ripple(problem, 2, executor=executor)
    expected = list(islice(solutions(problem, "full"), 1))
    assert (found is None) == (not expected)
    if found is not None:
        assert is_solution(problem, found)


@pytest.mark.parametrize(
    ("kind", "sample"),
    [
        (CREEK, DATA / "creek" / "001.txt"),
        (TAKUZU_KIND, DATA / "takuzu" / "0hh1" / "013.txt"),
        (VERGLEICH, DATA / "vergleich" / "001.txt"),
    ],
)
def test_every_kind_searches_in_processes(kind: Kind[Any, Any], sample: Path) -> None:
    problem, stats = kind.parse_puzzle(sample.read_text()).unwrap(), Stats()
    fork = multiprocessing.get_context("fork")
    found = solve_in_parallel(problem, 2, "mrv", kind=kind, mp_context=fork, stats=stats)
    assert found is not None
    assert kind.render_solution(found) == sample.with_suffix(".sol").read_text()
    assert stats.nodes > 0  # a search ran (on workers, unless the split alone found it)


def test_workers_must_be_at_least_one() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        solve_ripple(load_problem(BOARD7), 0)
