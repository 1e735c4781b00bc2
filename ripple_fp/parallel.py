"""Solving one puzzle on several processes: top-level branches in parallel.

Haskell counterpart (the assignment's ``par``)::

    parSolutions :: Int -> Puzzle (Maybe Int) -> Maybe (Puzzle Int)
    parSolutions n p = firstJust (parMap rseq (headMay . solveBelow p) (split n p))

The pure core splits the search into independent branches (:func:`branches.split`: each
the state a few guesses lead to, as plain tuples). This module, part of the IO shell,
hands each branch to an executor as ``(puzzle text, strategy, branch)``, picklable (a
``PMap`` pickles slowly), and returns the first solution any branch finds. When the
split alone decides the puzzle (no guess needed, or no solution), no process is started.

Stopping the others: ``Future.cancel`` only stops branches that have not started. A
running worker stops itself: it walks the lazy stream of search states and looks at a
shared ``Event`` every few hundred states. With :func:`solve_in_parallel`'s own process
pool the event reaches the workers through the pool's initializer; with an executor of
your own, pending branches are cancelled and running ones finish.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from concurrent import futures
from concurrent.futures import Executor, Future, as_completed
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pyrsistent import pmap

from . import candidates as cs
from .board import make_board
from .branches import Branch, split, states_below
from .engine import Context, complete
from .parse import parse_puzzle
from .propagate import FORWARD_CHECKING, FULL, LOOKAHEAD
from .puzzle import Problem, Puzzle, Solution
from .render import render_puzzle
from .stats import Stats
from .strategies import DEFAULT

if TYPE_CHECKING:  # multiprocessing is imported only when a pool is started
    from multiprocessing.context import BaseContext
    from multiprocessing.synchronize import Event

RULES = {"mrv": FORWARD_CHECKING, "full": FULL, "lookahead": LOOKAHEAD}
"""The strategies that can run in parallel (the engine's)."""

CHECK_EVERY = 256
"""How many search states a worker visits between looks at the stop event."""

_stop: Event | None = None
"""In a worker of our own pool: set when another branch has found a solution."""


@dataclass(frozen=True)
class BranchResult:
    """What a worker sends back: the cell values of a solution, if any, and its counts."""

    values: tuple[int, ...] | None
    counts: Stats


def available_cores() -> int:
    """The CPUs this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def solve_in_parallel(
    problem: Problem,
    workers: int,
    strategy: str = DEFAULT,
    *,
    executor: Executor | None = None,
    mp_context: BaseContext | None = None,
    stats: Stats | None = None,
) -> Solution | None:
    """The first solution found by ``workers`` branches searched at once, or ``None``
    once every branch has finished without one.

    With ``executor=None`` a process pool of ``workers`` processes is started (with
    ``mp_context``, default the platform's) and shut down before returning.
    """
    branches = split(problem, RULES[strategy], workers, stats)
    if not branches:
        return None
    solved = next((branch for branch in branches if branch.complete), None)
    if solved is not None:  # found by the split: no need for a worker
        return _solution(problem, solved.values)
    job = _Job(problem, render_puzzle(problem), strategy, branches)
    if stats is not None:
        stats.workers = min(workers, len(branches))
    if executor is not None:
        return _first_solution(job, executor, None, stats)
    import multiprocessing  # noqa: PLC0415 - a pool is rare; keep start-up light

    context = mp_context or multiprocessing.get_context()
    stop = context.Event()
    with futures.ProcessPoolExecutor(
        max_workers=min(workers, len(branches)),
        mp_context=context,
        initializer=start_worker,
        initargs=(stop,),
    ) as pool:
        return _first_solution(job, pool, stop, stats)


@dataclass(frozen=True)
class _Job:
    """One puzzle to search in branches: the puzzle, its text for the workers, the
    strategy, and the branches."""

    problem: Problem
    text: str
    strategy: str
    branches: list[Branch]


def _first_solution(
    job: _Job, executor: Executor, stop: Event | None, stats: Stats | None
) -> Solution | None:
    futures = [executor.submit(solve_branch, job.text, job.strategy, b) for b in job.branches]
    try:
        for result in _results(futures):
            if stats is not None:
                stats.add(result.counts)
            if result.values is not None:
                return _solution(job.problem, result.values)
        return None
    finally:
        if stop is not None:
            stop.set()
        for future in futures:
            future.cancel()


def _solution(problem: Problem, values: tuple[int, ...]) -> Solution:
    """The solution whose cells, in reading order, hold ``values``."""
    return Puzzle(problem.layout, pmap(dict(zip(problem.layout.positions, values, strict=True))))


def _results(futures: list[Future[BranchResult]]) -> Iterator[BranchResult]:
    for future in as_completed(futures):
        yield future.result()


# --- in the worker -------------------------------------------------------------------------


def start_worker(stop: Event) -> None:
    """Pool initializer: remember the stop event (it cannot travel with ``submit``)."""
    global _stop  # noqa: PLW0603 - one per worker process, set once at its start
    _stop = stop


def solve_branch(text: str, strategy: str, branch: Branch) -> BranchResult:
    """Search ``branch``'s subtree; give up when the stop event is set."""
    problem = parse_puzzle(text).unwrap()
    counts = Stats()
    context = Context(make_board(problem.layout), RULES[strategy], counts)
    values = None
    for visited, state in enumerate(states_below(context, branch)):
        if complete(state):
            values = tuple(cs.only_value(cands) for cands in state.grid)
            break
        if visited % CHECK_EVERY == 0 and _stop is not None and _stop.is_set():
            break
    return BranchResult(values, counts)
