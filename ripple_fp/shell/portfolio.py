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

Most puzzles take less time than starting the processes does, so the first member gets
a head start (:data:`HEAD_START`) in the command's own process: when it answers in that
time, no process is started at all (Haskell: ``timeout headStart first`` before
``raceAll``).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from ..kinds.catalogue import kind_named
from ..search.stats import SearchTimeoutError, Stats

if TYPE_CHECKING:
    from concurrent.futures import Future
    from multiprocessing.context import BaseContext

    from ..kinds.kind import Kind

HEAD_START: Final = 0.1
"""Seconds the first member searches alone, in the command's own process, before any
worker starts. Starting them costs about 0.03-0.05 s of a 2-core machine's time (the
pool's modules, the processes; docs/performance.md), so a member that answers within
twice that never pays it, and one that does not has lost at most this much."""


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
    head_start: float = HEAD_START,
) -> Any:
    """The first answer any of the ``members`` (strategies of ``kind``) finds for
    ``problem``: a solution, or ``None`` for none. The first member searches alone for
    ``head_start`` seconds; if it has not answered by then, every member races on a
    process of its own (the first from the start again). ``SearchTimeoutError`` after
    ``timeout`` seconds, or at ``stats``'s own deadline. ``stats`` gets the winner's
    counts and name (``answered_by``) and the number of processes that searched."""
    if not members:
        raise ValueError("a race needs at least one strategy")
    deadline = None if timeout is None else time.monotonic() + timeout
    if stats is not None and stats.deadline is not None:  # the command's --timeout
        deadline = _earliest(stats.deadline, deadline)
    finish = _alone(kind, problem, members[0], deadline, head_start)
    workers = 1 if finish is not None else len(members)
    if finish is None:
        finish = _on_workers(kind, problem, members, deadline, mp_context)
    if stats is not None:
        stats.add(finish.counts)
        inner = finish.counts.answered_by  # the engine within, when the member hands on
        stats.answered_by = f"{finish.strategy} ({inner})" if inner else finish.strategy
        stats.workers = workers
    return finish.solution


def _alone(
    kind: Kind[Any, Any], problem: Any, strategy: str, deadline: float | None, head_start: float
) -> Finish | None:
    """The first member's answer within its head start, here; ``None`` if it has none
    by then (``SearchTimeoutError`` if the race's own time is up)."""
    if head_start <= 0:
        return None
    counts = Stats(deadline=_earliest(deadline, time.monotonic() + head_start))
    try:
        found = next(kind.solutions(problem, strategy, counts), None)
    except SearchTimeoutError:
        if deadline is not None and time.monotonic() >= deadline:
            raise
        return None
    return Finish(strategy, found, counts)


def _on_workers(
    kind: Kind[Any, Any],
    problem: Any,
    members: Sequence[str],
    deadline: float | None,
    mp_context: BaseContext | None,
) -> Finish:
    """The first member to answer, each on a process of its own; the others ended."""
    from .workers import end_workers, worker_pool  # noqa: PLC0415 - only when racing

    with worker_pool(len(members), mp_context) as pool:
        runs = [pool.submit(run_member, kind.name, problem, name) for name in members]
        try:
            return _first(runs, deadline)
        finally:
            end_workers(pool)


def _first(runs: list[Future[Finish]], deadline: float | None) -> Finish:
    """The first member to finish (its exception, if it raised one)."""
    from concurrent.futures import FIRST_COMPLETED, wait  # noqa: PLC0415 - only when racing

    remaining = None if deadline is None else max(0.0, deadline - time.monotonic())
    done, _ = wait(runs, timeout=remaining, return_when=FIRST_COMPLETED)
    if not done:
        raise SearchTimeoutError("no strategy of the race answered in time")
    return next(iter(done)).result()


def _earliest(deadline: float | None, other: float | None) -> float | None:
    """The earlier of two deadlines (``None``: none)."""
    if deadline is None or other is None:
        return other if deadline is None else deadline
    return min(deadline, other)


def run_member(kind: str, problem: Any, strategy: str) -> Finish:
    """In a worker: the named kind's first solution by ``strategy``."""
    counts = Stats()
    found = next(kind_named(kind).solutions(problem, strategy, counts), None)
    return Finish(strategy, found, counts)
