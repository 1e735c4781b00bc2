"""Solving one puzzle on several processes: top-level branches in parallel.

Haskell counterpart (the assignment's ``par``)::

    parSolutions :: Int -> Puzzle (Maybe Int) -> Maybe (Puzzle Int)
    parSolutions n p = firstJust (parMap rseq (headMay . solveBelow p) (split n p))

The pure core splits the search into independent branches (:func:`engine.split`, a list
of guess paths). This module, part of the IO shell, hands each branch to an executor as
``(puzzle text, strategy, path)``, small and picklable (a ``PMap`` pickles slowly), and
returns the first solution any branch finds.

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
from .engine import Context, Path, complete, search, split
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
    paths = split(problem, RULES[strategy], workers)
    if not paths:
        return None
    job = _Job(problem, render_puzzle(problem), strategy, paths)
    if executor is not None:
        return _first_solution(job, executor, None, stats)
    import multiprocessing  # noqa: PLC0415 - a pool is rare; keep start-up light

    context = mp_context or multiprocessing.get_context()
    stop = context.Event()
    with futures.ProcessPoolExecutor(
        max_workers=min(workers, len(paths)),
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
    paths: list[Path]


def _first_solution(
    job: _Job, executor: Executor, stop: Event | None, stats: Stats | None
) -> Solution | None:
    futures = [executor.submit(solve_branch, job.text, job.strategy, p) for p in job.paths]
    try:
        for result in _results(futures):
            if stats is not None:
                stats.add(result.counts)
            if result.values is not None:
                layout = job.problem.layout
                return Puzzle(
                    layout, pmap(dict(zip(layout.positions, result.values, strict=True)))
                )
        return None
    finally:
        if stop is not None:
            stop.set()
        for future in futures:
            future.cancel()


def _results(futures: list[Future[BranchResult]]) -> Iterator[BranchResult]:
    for future in as_completed(futures):
        yield future.result()


# --- in the worker -------------------------------------------------------------------------


def start_worker(stop: Event) -> None:
    """Pool initializer: remember the stop event (it cannot travel with ``submit``)."""
    global _stop  # noqa: PLW0603 - one per worker process, set once at its start
    _stop = stop


def solve_branch(text: str, strategy: str, path: Path) -> BranchResult:
    """Search the branch below ``path``; give up when the stop event is set."""
    problem = parse_puzzle(text).unwrap()
    counts = Stats()
    context = Context(make_board(problem.layout), RULES[strategy], counts)
    values = None
    for visited, state in enumerate(search(context, problem, path)):
        if complete(state):
            values = tuple(cs.only_value(cands) for cands in state.grid)
            break
        if visited % CHECK_EVERY == 0 and _stop is not None and _stop.is_set():
            break
    return BranchResult(values, counts)
