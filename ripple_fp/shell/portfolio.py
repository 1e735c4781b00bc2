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

Most puzzles take less time than starting processes does, so the first member searches
on the command's own process, alone for :data:`HEAD_START` seconds: when it answers in
that time, no process is started at all. Then the others start, each on a process of its
own, from inside the first member's search: the watch of its
:class:`~ripple_fp.search.meter.Meter`, called at each look at its clock, starts them,
and stops it (:class:`Overtaken`) once one of them has answered. The first member loses
nothing to the others' start.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from contextlib import ExitStack
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Generic, TypeVar, cast

from ..kinds import kind_named
from ..search.meter import Meter, Watch
from ..search.stats import Stats

if TYPE_CHECKING:
    from concurrent.futures import Future, ProcessPoolExecutor
    from multiprocessing.context import BaseContext
    from types import TracebackType

    from ..kinds.kind import Kind

P = TypeVar("P")
S = TypeVar("S")

HEAD_START: Final = 1.0
"""Seconds the first member searches alone before the others' processes start. Starting
them costs the first member about 0.03-0.05 s (the pool's modules, the processes) and
the other core: after a second, that is at most a twentieth of any search they join, and
a search that ends sooner never pays it (docs/performance.md)."""


@dataclass(frozen=True)
class Finish(Generic[S]):
    """What a member sends back: its strategy, the first solution it found (``None``:
    there is none), and its counts."""

    strategy: str
    solution: S | None
    counts: Stats


class Overtaken(Exception):  # noqa: N818 - not an error: another member won
    """Raised inside the first member's search when another member has answered."""


def race(
    kind: Kind[P, S],
    problem: P,
    members: Sequence[str],
    meter: Meter | None = None,
    *,
    mp_context: BaseContext | None = None,
    head_start: float = HEAD_START,
) -> tuple[S | None, int]:
    """The first answer any of the ``members`` (strategies of ``kind``) finds for
    ``problem`` (a solution, or ``None`` for none), and how many processes searched. The
    first member searches on this process; after ``head_start`` seconds without an
    answer, each other member starts on a process of its own. ``SearchTimeoutError`` at
    the meter's deadline; the meter's stats get the winner's counts and name
    (``answered_by``)."""
    if not members:
        raise ValueError("a race needs at least one strategy")
    outer = Meter() if meter is None else meter
    with _Others(kind, problem, members[1:], time.monotonic() + head_start, mp_context) as others:
        own = Meter(Stats(), outer.budget, _both(outer.watch, others.watch))
        finish = _first_member(kind, problem, members[0], own, others)
        workers = 1 + others.started
    _record(outer.stats, finish)
    return finish.solution, workers


def _both(first: Watch | None, second: Watch) -> Watch:
    """A watch that calls ``first`` (if any), then ``second``."""
    if first is None:
        return second

    def both() -> None:
        first()
        second()

    return both


def _first_member(
    kind: Kind[P, S], problem: P, strategy: str, meter: Meter, others: _Others[P, S]
) -> Finish[S]:
    """The first member's answer, searched on this process by ``meter``, or the answer
    of another member that answers first (``meter`` watches ``others``)."""
    try:
        others.watch()  # with no head start, they start now
        found = next(kind.strategies.search(problem, strategy, meter), None)
        return Finish(strategy, found, meter.stats)
    except Overtaken:
        return others.winner()


def _record(stats: Stats, finish: Finish[S]) -> None:
    """Give ``stats`` the winner's counts and name."""
    stats.add(finish.counts)
    inner = finish.counts.answered_by  # the engine within, when the member hands on
    stats.answered_by = f"{finish.strategy} ({inner})" if inner else finish.strategy


class _Others(Generic[P, S]):
    """The members after the first, on processes started once the head start is over;
    ended when the race is (whoever won, or an interrupt)."""

    def __init__(
        self,
        kind: Kind[P, S],
        problem: P,
        members: Sequence[str],
        start_at: float,
        mp_context: BaseContext | None,
    ) -> None:
        self.kind, self.problem, self.members = kind, problem, members
        self.start_at, self.mp_context = start_at, mp_context
        self.stack = ExitStack()
        self.pool: ProcessPoolExecutor | None = None
        self.runs: list[Future[Finish[object]]] = []

    @property
    def started(self) -> int:
        """How many processes were started."""
        return len(self.runs)

    def watch(self) -> None:
        """At each look of the first member: start the others when their time has
        come; :class:`Overtaken` once one of them has answered."""
        if self.pool is None and self.members and time.monotonic() >= self.start_at:
            self._start()
        if any(run.done() for run in self.runs):
            raise Overtaken

    def _start(self) -> None:
        from .workers import worker_pool  # noqa: PLC0415 - only when the head start is over

        self.pool = self.stack.enter_context(worker_pool(len(self.members), self.mp_context))
        name = self.kind.name
        self.runs = [self.pool.submit(run_member, name, self.problem, m) for m in self.members]

    def winner(self) -> Finish[S]:
        """The first of the others to answer (its exception, if it raised one): a
        solution of this race's kind, as the member was sent its puzzle."""
        return cast("Finish[S]", next(run for run in self.runs if run.done()).result())

    def __enter__(self) -> _Others[P, S]:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        if self.pool is not None:  # the loser still runs, whoever won: end it now
            from .workers import end_workers  # noqa: PLC0415

            end_workers(self.pool)
        self.stack.__exit__(kind, error, trace)  # an interrupt reaches the pool's clean-up


def run_member(kind: str, problem: object, strategy: str) -> Finish[object]:
    """In a worker: the named kind's first solution by ``strategy`` (the kind comes by
    name, and ``problem`` is one of its puzzles: a kind does not travel between
    processes)."""
    return kind_named(kind).into(lambda named: _member(named, problem, strategy))


def _member(kind: Kind[P, S], problem: object, strategy: str) -> Finish[object]:
    meter = Meter()
    found = next(kind.strategies.search(cast("P", problem), strategy, meter), None)
    return Finish(strategy, found, meter.stats)
