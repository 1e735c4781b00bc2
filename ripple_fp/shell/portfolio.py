"""Several strategies race on several processes: the first answer wins, the others are
ended (``--jobs N``).

Haskell counterpart (``async``'s ``race``, for a list)::

    raceAll :: [IO (Maybe s)] -> IO (Maybe s)     -- the first to finish; the rest killed

On the hard generated puzzles splitting one search into branches does not pay: the
branches are as hard as the whole (docs/performance.md). Different strategies on the
same puzzle do: how long a puzzle takes differs from one strategy (or seed) to the next,
and a race takes the fastest. Each member is a complete strategy, so whichever finishes
first decides: its solution, or that there is none. The others are killed at once (a
member may be inside a compiled SAT solver, which no stop event reaches), and so is every
member when the time runs out or the command is interrupted.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from concurrent.futures import FIRST_COMPLETED, Future, wait
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..kinds.catalogue import kind_named
from ..search.stats import SearchTimeoutError, Stats
from .workers import end_workers, worker_pool

if TYPE_CHECKING:
    from multiprocessing.context import BaseContext

    from ..kinds.kind import Kind


@dataclass(frozen=True)
class Finish:
    """What a member sends back: its strategy, the first solution it found (``None``:
    there is none), and its counts."""

    strategy: str
    solution: Any
    counts: Stats


def race(
    kind: Kind[Any, Any],
    problem: Any,
    members: Sequence[str],
    *,
    timeout: float | None = None,
    mp_context: BaseContext | None = None,
    stats: Stats | None = None,
) -> Any:
    """The first answer any of the ``members`` (strategies of ``kind``) finds for
    ``problem``, each on a process of its own: a solution, or ``None`` for none.
    ``SearchTimeoutError`` after ``timeout`` seconds. ``stats`` gets the winner's counts
    and name (``answered_by``) and the number of processes."""
    if not members:
        raise ValueError("a race needs at least one strategy")
    deadline = None if timeout is None else time.monotonic() + timeout
    with worker_pool(len(members), mp_context) as pool:
        runs = [pool.submit(run_member, kind.name, problem, name) for name in members]
        try:
            finish = _first(runs, deadline)
        finally:
            end_workers(pool)
    if stats is not None:
        stats.add(finish.counts)
        inner = finish.counts.answered_by  # the engine within, when the member hands on
        stats.answered_by = f"{finish.strategy} ({inner})" if inner else finish.strategy
        stats.workers = len(members)
    return finish.solution


def _first(runs: list[Future[Finish]], deadline: float | None) -> Finish:
    """The first member to finish (its exception, if it raised one)."""
    remaining = None if deadline is None else max(0.0, deadline - time.monotonic())
    done, _ = wait(runs, timeout=remaining, return_when=FIRST_COMPLETED)
    if not done:
        raise SearchTimeoutError("no strategy of the race answered in time")
    return next(iter(done)).result()


def run_member(kind: str, problem: Any, strategy: str) -> Finish:
    """In a worker: the named kind's first solution by ``strategy``."""
    counts = Stats()
    found = next(kind_named(kind).solutions(problem, strategy, counts), None)
    return Finish(strategy, found, counts)
