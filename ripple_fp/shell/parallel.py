"""Solving one puzzle on several processes: top-level branches in parallel.

Haskell counterpart (the assignment's ``par``)::

    parSolutions :: Int -> Puzzle (Maybe Int) -> Maybe (Puzzle Int)
    parSolutions n p = firstJust (parMap rseq (headMay . solutionsBelow p) (split n p))

The pure core splits the search into independent branches
(:func:`ripple_fp.search.branches.split`: each the state a few guesses lead to). This
module, part of the IO shell, hands each branch to an executor with what a worker needs
to rebuild the puzzle's model (the kind's name, the problem and the strategy's name, all
picklable), and returns the first solution any branch finds. It works for every kind of
puzzle (``ripple_fp.solve_in_parallel`` is this for Ripple Effect). When the split alone
decides the puzzle (no guess needed, or no solution), no process is started.

Stopping the others: ``Future.cancel`` only stops branches that have not started. A
running worker stops itself: it walks the lazy stream of search states and looks at a
shared ``Event`` every few hundred states. With :func:`solve_in_parallel`'s own process
pool the event reaches the workers through the pool's initializer; with an executor of
your own, pending branches are cancelled and running ones finish.
"""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import Executor, Future, as_completed
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar, cast

from pyrsistent import pvector

from ..kinds import kind_named
from ..kinds.kind import Kind
from ..search.branches import Branch, split, states_below
from ..search.candidates import Candidates
from ..search.engine import Context, complete
from ..search.meter import Meter
from ..search.stats import Stats
from ..search.strategy import OnEngine
from .workers import worker_pool

if TYPE_CHECKING:  # multiprocessing is imported only when a pool is started
    from multiprocessing.context import BaseContext
    from multiprocessing.synchronize import Event

P = TypeVar("P")
S = TypeVar("S")

CHECK_EVERY = 256
"""How many search states a worker visits between looks at the stop event."""

_stop: Event | None = None
"""In a worker of our own pool: set when another branch has found a solution."""


@dataclass(frozen=True)
class BranchResult:
    """What a worker sends back: the domains of a solution, if any, and its counts."""

    domains: tuple[Candidates, ...] | None
    counts: Stats


def solve_in_parallel(
    problem: P,
    workers: int,
    strategy: str | None = None,
    *,
    kind: Kind[P, S],
    executor: Executor | None = None,
    mp_context: BaseContext | None = None,
    stats: Stats | None = None,
) -> S | None:
    """The first solution of ``problem``, a puzzle of ``kind``, found by ``workers``
    branches searched at once, or ``None`` once every branch has finished without one.
    ``strategy`` is one of the kind's strategies the engine runs (``Strategy.parallel``;
    default the kind's choice for splits); ``ValueError`` otherwise.

    With ``executor=None`` a process pool of ``workers`` processes is started (with
    ``mp_context``, default the platform's) and shut down before returning.
    """
    found = split_search(
        kind, problem, workers, strategy, Meter(stats), executor=executor, mp_context=mp_context
    )
    return found[0]


def split_search(
    kind: Kind[P, S],
    problem: P,
    workers: int,
    strategy: str | None,
    meter: Meter,
    *,
    executor: Executor | None = None,
    mp_context: BaseContext | None = None,
) -> tuple[S | None, int]:
    """:func:`solve_in_parallel` with a meter: the first solution (``None``: none) and
    how many processes searched."""
    if workers < 1:
        raise ValueError(f"workers must be at least 1, not {workers}")
    name = strategy or kind.strategies.split or kind.strategies.default
    plan = kind.strategies.named(name).plan
    if not isinstance(plan, OnEngine):
        splittable = ", ".join(n for n, s in kind.strategies.table.items() if s.parallel)
        raise ValueError(
            f"strategy {name!r} cannot be split across processes: choose from {splittable}"
        )
    model = plan.model(problem)
    branches = split(Context(model, plan.order, meter), workers)
    found = next((branch.domains for branch in branches if branch.complete), None)
    started = 1
    if found is None and branches:  # the split alone did not decide it: start workers
        job = _Job(kind.name, problem, name, branches)
        started = min(workers, len(branches))
        found = _searched(job, workers, executor, mp_context, meter.stats)
    return None if found is None else model.read_out(pvector(found)), started


@dataclass(frozen=True)
class _Job:
    """One puzzle to search in branches: what a worker rebuilds the model from, and the
    branches."""

    kind: str
    problem: object
    strategy: str
    branches: list[Branch]


def _searched(
    job: _Job,
    workers: int,
    executor: Executor | None,
    mp_context: BaseContext | None,
    stats: Stats,
) -> tuple[Candidates, ...] | None:
    """The domains of the first solution the job's branches hold, searched by workers."""
    if executor is not None:
        return _first_found(job, executor, None, stats)
    import multiprocessing  # noqa: PLC0415 - a pool is rare; keep start-up light

    context = mp_context or multiprocessing.get_context()
    stop = context.Event()
    with worker_pool(min(workers, len(job.branches)), context, remember_stop, (stop,)) as pool:
        return _first_found(job, pool, stop, stats)


def _first_found(
    job: _Job, executor: Executor, stop: Event | None, stats: Stats
) -> tuple[Candidates, ...] | None:
    tasks = [
        executor.submit(solve_branch, job.kind, job.problem, job.strategy, b) for b in job.branches
    ]
    try:
        for result in _results(tasks):
            stats.add(result.counts)
            if result.domains is not None:
                return result.domains
        return None
    finally:
        if stop is not None:
            stop.set()
        for task in tasks:
            task.cancel()


def _results(tasks: list[Future[BranchResult]]) -> Iterator[BranchResult]:
    for task in as_completed(tasks):
        yield task.result()


# --- in the worker -------------------------------------------------------------------------


def remember_stop(stop: Event) -> None:
    """Pool initializer: remember the stop event (it cannot travel with ``submit``)."""
    global _stop  # noqa: PLW0603 - one per worker process, set once at its start
    _stop = stop


def solve_branch(kind: str, problem: object, strategy: str, branch: Branch) -> BranchResult:
    """Search ``branch``'s subtree of the named kind's puzzle by the named strategy (an
    engine plan); give up when the stop event is set. (The kind comes by name, and
    ``problem`` is one of its puzzles: a kind does not travel between processes.)"""
    return kind_named(kind).into(lambda named: _below(named, problem, strategy, branch))


def _below(kind: Kind[P, S], sent: object, strategy: str, branch: Branch) -> BranchResult:
    problem = cast("P", sent)  # one of the kind's puzzles, as it was sent
    plan = kind.strategies.named(strategy).plan
    if not isinstance(plan, OnEngine):
        raise ValueError(f"strategy {strategy!r} is not the engine's")
    meter = Meter()
    context = Context(plan.model(problem), plan.order, meter)
    found = None
    for visited, state in enumerate(states_below(context, branch)):
        if complete(state):
            found = tuple(state.domains)
            break
        if visited % CHECK_EVERY == 0 and _stop is not None and _stop.is_set():
            break
    return BranchResult(found, meter.stats)
