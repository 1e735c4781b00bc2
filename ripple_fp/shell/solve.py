"""Solve one puzzle of any kind and write its solution: the IO shell around the pure
core, written once for every kind.

Haskell counterpart (the assignment's program monad)::

    type Prog = ExceptT RunError IO

    solve :: Solve -> Prog (Solved p s)
    solve cmd = do problem <- readPuzzle kind (source cmd) >>= withinLimits
                   solved  <- solveTimed kind cmd problem
                   writeAll (target cmd) (renderSolution kind (solution solved))
                   return solved

``IOResult`` from returns is ``ExceptT e IO``: ``bind`` chains IO steps, ``bind_result``
lifts a pure ``Either`` step, ``map`` a pure function. Unlike Haskell's ``IO``, an
``IOResult`` is not a recipe run later: each step has already happened when it
returns, and the type marks that it did. What the command prints (the grid for
``--show``, the counts for ``--stats``, the error) is a reply
(:mod:`ripple_fp.commands.replies`), printed by :mod:`.runner`. The
puzzle's own functions come from its declaration
(:class:`~ripple_fp.kinds.kind.Kind`).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

from returns.io import IOResult
from returns.result import Failure, Result

from ..commands import STANDARD, Solve, replies
from ..kinds import kind_named
from ..kinds.errors import Crashed, OtherKind, RunError
from ..kinds.kind import Kind, Solved, checked, solve_and_look, within_limits
from ..search.meter import Budget, Meter
from ..search.stats import Stats
from ..search.strategy import Race, Split
from . import progress
from .clock import within_time
from .files import read_puzzle, write_all
from .runner import Program

P = TypeVar("P")
S = TypeVar("S")


@dataclass
class Effort:
    """What a run measured: the search's counts, its seconds and its processes."""

    stats: Stats = field(default_factory=Stats)
    seconds: float = 0.0
    workers: int = 1

    def line(self, strategy: str) -> str:
        """The ``--stats`` line."""
        by = f", answered by {self.stats.answered_by}" if self.stats.answered_by else ""
        return (
            f"{strategy}, {self.workers} worker(s): {self.stats.summary()}, "
            f"time {self.seconds:.3f} s{by}\n"
        )


def solve(command: Solve) -> Program:
    """Read, solve, check and write; what to say either way."""
    kind, effort = kind_named(command.kind), Effort()
    found = solve_file(kind, command, effort)
    statistics = partial(_statistics, kind, command, effort)
    return found.map(lambda done: replies.solved(kind, command, statistics(), done)).alt(
        lambda error: replies.after_search(
            error, statistics(), replies.failure(command.program, _aimed(command.target, error))
        )
    )


def solve_file(
    kind: Kind[P, S], command: Solve, effort: Effort
) -> IOResult[Solved[P, S], RunError]:
    """Read, parse, solve and check within the time limit, then write the solution (and
    the picture, if asked)."""
    return within_time(
        command.source, command.timeout, partial(read_and_solve, kind, command, effort)
    ).bind(lambda solved: write_results(kind, command, solved))


def read_and_solve(
    kind: Kind[P, S], command: Solve, effort: Effort, budget: Budget
) -> IOResult[Solved[P, S], RunError]:
    """Read and parse the puzzle, and solve it within ``budget`` (a pipe that never
    writes is stopped by the same limit as a search that never ends)."""
    read: IOResult[P, RunError] = read_puzzle(kind, command.source)
    return read.bind_result(partial(within_limits, kind, command.limits, command.source)).bind(
        lambda problem: solve_timed(kind, command, problem, Meter(effort.stats, budget), effort)
    )


def _aimed(target: Path, error: RunError) -> RunError:
    """``error``; when it is a puzzle of another kind, the command line it advises
    writes to ``target``, as this one would have."""
    return replace(error, target=str(target)) if isinstance(error, OtherKind) else error


def solve_timed(
    kind: Kind[P, S], command: Solve, problem: P, meter: Meter, effort: Effort
) -> IOResult[Solved[P, S], RunError]:
    """Solve, on one process or several, held to ``meter``, and measure the effort; a
    long search shows its progress on a terminal. Reads the clock and may start
    processes, so this is IO."""
    started = time.perf_counter()
    strategy = command.strategy or kind.strategies.default
    try:
        with progress.shown(kind, command.program, strategy, effort.stats):
            found = _solved(kind, command, problem, effort, meter)
        return IOResult.from_result(found)
    finally:
        effort.seconds = time.perf_counter() - started


def _solved(
    kind: Kind[P, S], command: Solve, problem: P, effort: Effort, meter: Meter
) -> Result[Solved[P, S], RunError]:
    """The first solution, checked: on this process with a second look at whether it is
    the only one, or on several (a race of strategies, or the branches of one search)."""
    plan = kind.strategies.spread(command.jobs or _cores(), command.strategy)
    if plan is None:
        return solve_and_look(kind, problem, command.strategy, meter)
    try:
        found = _on_processes(kind, plan, problem, command, meter, effort)
    except RuntimeError as error:  # a BrokenProcessPool, when a worker died
        from concurrent.futures.process import BrokenProcessPool  # noqa: PLC0415

        if not isinstance(error, BrokenProcessPool):
            raise
        return Failure(Crashed(f"a worker process died ({error})"))
    return checked(kind, problem, found)


def _cores() -> int:
    """Every core, for ``--jobs auto`` (the executors are imported for nothing else)."""
    from .executors import available_cores  # noqa: PLC0415

    return available_cores()


def _on_processes(  # noqa: PLR0917 - each argument a different thing
    kind: Kind[P, S], plan: Race | Split, problem: P, command: Solve, meter: Meter, effort: Effort
) -> S | None:
    """The first solution found by several processes (``None``: there is none)."""
    match plan:
        case Race(members):
            from .portfolio import race  # noqa: PLC0415 - pools cost start-up time

            raced = race(kind, problem, members, meter)
            effort.workers = raced[1]
            return raced[0]
        case Split(workers):
            from .parallel import split_search  # noqa: PLC0415 - pools cost start-up time

            split = split_search(kind, problem, workers, command.strategy, meter)
            effort.workers = split[1]
            return split[0]


def write_results(
    kind: Kind[P, S], command: Solve, solved: Solved[P, S]
) -> IOResult[Solved[P, S], RunError]:
    """Write the solution file, and the SVG picture if ``--svg`` asked for one: both or
    neither. The solution of target ``-`` goes to standard output instead."""
    files = []
    if str(command.target) != STANDARD:
        files.append((command.target, kind.render_solution(solved.solution)))
    if command.svg is not None:
        picture = kind.pictures().to_svg(solved.problem, solved.solution, frozenset(), "Solution")
        files.append((command.svg, picture))
    return write_all(files).map(lambda _: solved)


def _statistics(kind: Kind[Any, Any], command: Solve, effort: Effort) -> str:
    """The ``--stats`` line, or nothing when it was not asked for."""
    if not command.stats:
        return ""
    return effort.line(command.strategy or kind.strategies.default)
