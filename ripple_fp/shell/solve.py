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
``--show``, the counts for ``--stats``, the error) is turned into a
:class:`~.runner.Printout` by a pure function and printed by :mod:`.runner`. The
puzzle's own functions come from its declaration
(:class:`~ripple_fp.kinds.kind.Kind`).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from functools import partial
from typing import Any, TypeVar

from returns.io import IOResult
from returns.result import Failure, Result

from ..commands import STANDARD, Solve
from ..kinds import kind_named
from ..kinds.errors import Crashed, Malformed, RunError, Unreadable, UsageError
from ..kinds.kind import Kind, Solved, checked, solve_and_look, within_limits
from ..search.meter import Meter
from ..search.stats import Stats
from .clock import searching
from .files import read_puzzle, same_files, write_all
from .runner import Printout, Program, failure

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
    apart: IOResult[None, RunError] = same_files(
        command.program, command.source, command.target, command.svg
    )
    solved = apart.bind(lambda _: solve_file(kind, command, effort))
    return solved.map(partial(printout, kind, command, effort)).alt(
        partial(failed, kind, command, effort)
    )


def solve_file(
    kind: Kind[P, S], command: Solve, effort: Effort
) -> IOResult[Solved[P, S], RunError]:
    """Read, parse, solve, check, and write the solution (and the picture, if asked)."""
    read: IOResult[P, RunError] = read_puzzle(kind, command.source)
    return (
        read.bind_result(partial(within_limits, kind, command.limits, command.source))
        .bind(lambda problem: solve_timed(kind, command, problem, effort))
        .bind(lambda solved: write_results(kind, command, solved))
    )


def solve_timed(
    kind: Kind[P, S], command: Solve, problem: P, effort: Effort
) -> IOResult[Solved[P, S], RunError]:
    """Solve, on one process or several, within the time limit, and measure the
    effort. Reads the clock and may start processes, so this is IO."""
    started = time.perf_counter()
    try:
        search = partial(_solved, kind, command, problem, effort)
        return IOResult.from_result(
            searching(command.source, command.timeout, effort.stats, search)
        )
    finally:
        effort.seconds = time.perf_counter() - started


def _solved(
    kind: Kind[P, S], command: Solve, problem: P, effort: Effort, meter: Meter
) -> Result[Solved[P, S], RunError]:
    """The first solution, checked: on this process with a second look at whether it is
    the only one, or on several (a race of strategies, or the branches of one search)."""
    plan = parallel_plan(kind, command)
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


@dataclass(frozen=True)
class Race:
    """Race these strategies, one process each."""

    members: tuple[str, ...]


@dataclass(frozen=True)
class Split:
    """Split one engine search into branches for this many processes."""

    workers: int


def parallel_plan(kind: Kind[Any, Any], command: Solve) -> Race | Split | None:
    """How ``--jobs`` searches (``None``: on this process). The kind's default with a
    portfolio races its first N strategies; an engine strategy splits into branches;
    any other strategy runs on one process (``--jobs auto``; ``--jobs N`` is refused
    when the command line is read)."""
    jobs = command.jobs or _cores()
    search = kind.strategies
    if jobs <= 1:
        return None
    if search.portfolio and command.strategy in (None, search.default):
        members = search.racing(jobs)
        return Race(members) if len(members) > 1 else None
    return Split(jobs) if search.named(command.strategy).parallel else None


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

            raced: tuple[S | None, int] = race(kind, problem, members, meter)
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


def printout(kind: Kind[P, S], command: Solve, effort: Effort, solved: Solved[P, S]) -> Printout:
    """Pure: what a solve prints: the counts if asked (stderr), the grid if asked, and
    the solution itself for target ``-``."""
    shown = kind.pictures().draw(solved.problem, solved.solution) if command.show else ""
    if str(command.target) == STANDARD:
        shown += kind.render_solution(solved.solution)
    warning = ""
    if solved.unique is False:
        warning = (
            f"{command.program}: warning: {command.source} has more than one solution; "
            f"the one written is one of them (--count N counts them)\n"
        )
    return Printout(stdout=shown, stderr=_statistics(kind, command, effort) + warning)


def failed(kind: Kind[Any, Any], command: Solve, effort: Effort, error: RunError) -> Printout:
    """Pure: what a failed run prints: the error, after the counts if asked and the
    search ran (every failure but reading the puzzle)."""
    said = failure(command.program, error)
    if isinstance(error, Unreadable | Malformed | UsageError):
        return said
    return Printout(said.stdout, _statistics(kind, command, effort) + said.stderr, said.code)


def _statistics(kind: Kind[Any, Any], command: Solve, effort: Effort) -> str:
    """The ``--stats`` line, or nothing when it was not asked for."""
    if not command.stats:
        return ""
    return effort.line(command.strategy or kind.strategies.default)
