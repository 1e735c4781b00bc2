"""``ripple-effect IN OUT`` and ``ripple-fp solve --puzzle KIND IN OUT``: the IO shell
around the pure core, written once for every kind of puzzle.

Haskell counterpart (the assignment's program monad)::

    type Prog = ExceptT RunError IO

    solveFile :: Kind p s -> SolveOptions -> Prog (Solved p s)
    solveFile kind opts = do problem <- readPuzzle kind (input opts)
                             solved  <- solveTimed kind opts problem
                             writeAtomically (output opts) (renderSolution kind (solution solved))
                             return solved

    main = do opts <- either usage return . solveOptions =<< getArgs
              runProg (either (failed opts) (printout opts) <$> runExceptT (solveFile opts))

``IOResult`` from returns is ``ExceptT e IO``: ``bind`` chains IO steps, ``bind_result``
lifts a pure ``Either`` step, ``map`` a pure function. Unlike Haskell's ``IO``, an
``IOResult`` is not a recipe run later: each step has already happened when it
returns, and the type marks that it did. What the command prints (the grid for
``--show``, the statistics for ``--stats``, the error) is turned into a
:class:`~.runner.Printout` by a pure function and printed by :mod:`.runner`. The
puzzle's own functions come from its :class:`~ripple_fp.kinds.kind.Kind`.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import Any, TypeVar

from returns.io import IOFailure, IOResult
from returns.result import Failure, Result, Success

from ..kinds.catalogue import kind_named
from ..kinds.errors import Crashed, Malformed, MissingExtra, RunError, TimedOut, Unreadable
from ..kinds.kind import Kind, Solved, checked, solve_and_look, within_limits
from ..search.sat import MissingExtraError
from ..search.stats import SearchTimeoutError, Stats
from .clock import time_limit
from .command_line import STDOUT
from .exits import PROGRAM, failure
from .files import read_puzzle, write_all
from .options import SolveOptions, solve_options, strategy_of
from .runner import Printout, interruptible, run, run_all

P = TypeVar("P")
S = TypeVar("S")


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``ripple-effect`` with ``argv`` (default: the process's arguments); return the
    exit code. Every failure is one message and a non-zero code."""
    args = sys.argv[1:] if argv is None else list(argv)
    return interruptible(PROGRAM, lambda: command(solve_options(args), PROGRAM))


def command(options: Result[SolveOptions, RunError], program: str) -> int:
    """Run a solve (or a batch) with the options read from a command line."""
    match options:
        case Success(SolveOptions(batch=True) as chosen):
            from .batch import batch  # noqa: PLC0415 - only --batch needs a pool of processes

            return run_all(batch(chosen))
        case Success(SolveOptions(explain=True) | SolveOptions(hint=True) as chosen):
            from .explain import explain_command  # noqa: PLC0415 - only these need the trace

            return explain_command(chosen)
        case Success(SolveOptions(to=str()) as chosen):
            from .convert import convert_command  # noqa: PLC0415 - loaded when converting

            return convert_command(chosen)
        case Success(SolveOptions(unique=True) | SolveOptions(count=int()) as chosen):
            from .count import count_command  # noqa: PLC0415 - loaded when a count is asked

            return count_command(chosen)
        case Success(chosen):
            stats, kind = Stats(), kind_named(chosen.kind)
            solved = solve_file(kind, chosen, stats)
            said = solved.map(partial(printout, kind, chosen, stats))
            return run(said.alt(partial(failed, chosen, stats)))
        case Failure(error):
            return run(IOFailure(failure(program, error)))
    raise AssertionError("unreachable: a Result is a Success or a Failure")


def printout(
    kind: Kind[P, S], options: SolveOptions, stats: Stats, solved: Solved[P, S]
) -> Printout:
    """Pure: what a solve prints: the statistics if asked (stderr), the grid if asked,
    and the solution itself for output ``-``."""
    shown = kind.draw(solved.problem, solved.solution) if options.show else ""
    if to_stdout(options):
        shown += kind.render_solution(solved.solution)
    return Printout(stdout=shown, stderr=statistics(options, stats) + warning(options, solved))


def warning(options: SolveOptions, solved: Solved[Any, Any]) -> str:
    """Pure: the warning for a puzzle seen to have more than one solution."""
    if solved.unique is not False:
        return ""
    return (
        f"{options.program}: warning: {options.input} has more than one solution; "
        f"the one written is one of them (--count N counts them)\n"
    )


def failed(options: SolveOptions, stats: Stats, error: RunError) -> Printout:
    """Pure: what a failed run prints: the error, after the statistics if asked and the
    search ran (every failure but reading the puzzle)."""
    said = failure(options.program, error)
    if isinstance(error, Unreadable | Malformed):
        return said
    return replace(said, stderr=statistics(options, stats) + said.stderr)


def statistics(options: SolveOptions, stats: Stats) -> str:
    """The ``--stats`` line, or nothing when it was not asked for."""
    if not options.stats:
        return ""
    return f"{strategy_of(options)}, {stats.workers} worker(s): {stats.summary()}\n"


def solve_file(
    kind: Kind[P, S], options: SolveOptions, stats: Stats
) -> IOResult[Solved[P, S], RunError]:
    """Read, parse, solve, check, and write the solution (and the picture, if asked for).
    The search's counts go to ``stats``."""
    read: IOResult[P, RunError] = read_puzzle(kind, options.input)
    return (
        read.bind_result(partial(within_limits, kind, options.limits, options.input))
        .bind(lambda problem: solve_timed(kind, options, problem, stats))
        .bind(lambda solved: write_results(kind, options, solved))
    )


def solve_timed(
    kind: Kind[P, S], options: SolveOptions, problem: P, stats: Stats
) -> IOResult[Solved[P, S], RunError]:
    """Solve, on one core or several, and count the work. Reads the clock and may start
    processes, so this is IO."""
    started = time.perf_counter()
    try:
        with time_limit(options.timeout, stats):
            solved = _solved(kind, options, problem, stats)
    except SearchTimeoutError:
        return IOFailure(TimedOut(str(options.input), options.timeout or 0.0))
    except MissingExtraError as missing:
        return IOFailure(MissingExtra(str(missing)))
    finally:
        stats.seconds = time.perf_counter() - started
    return solved


def _solved(
    kind: Kind[P, S], options: SolveOptions, problem: P, stats: Stats
) -> IOResult[Solved[P, S], RunError]:
    """The first solution, checked: on this process with a second look at whether it is
    the only one, or on several (a race of strategies, or the branches of one search)."""
    name, plan = strategy_of(options), parallel_plan(kind, options)
    if plan is None:
        return IOResult.from_result(solve_and_look(kind, problem, name, stats))
    try:
        found = _on_processes(kind, plan, problem, name, stats)
    except RuntimeError as error:  # a BrokenProcessPool, when a worker died
        if not _broken_pool(error):
            raise
        return IOFailure(Crashed(f"a worker process died ({error})"))
    return IOResult.from_result(checked(kind, problem, found))


def _broken_pool(error: RuntimeError) -> bool:
    """Whether ``error`` says a worker process died. (The pool's module is imported only
    here: a race its first member wins alone never loads it.)"""
    from concurrent.futures.process import BrokenProcessPool  # noqa: PLC0415

    return isinstance(error, BrokenProcessPool)


def _on_processes(
    kind: Kind[P, S], plan: Race | Split, problem: P, name: str, stats: Stats
) -> S | None:
    """The first solution found by several processes (``None``: there is none)."""
    match plan:
        case Race(members):
            from .portfolio import race  # noqa: PLC0415 - pools cost start-up time

            found: S | None = race(kind, problem, members, stats=stats)
            return found
        case Split(workers):
            from .parallel import solve_in_parallel  # noqa: PLC0415 - pools cost start-up time

            return solve_in_parallel(problem, workers, name, kind=kind, stats=stats)


@dataclass(frozen=True)
class Race:
    """Race these strategies, one process each."""

    members: tuple[str, ...]


@dataclass(frozen=True)
class Split:
    """Split one engine search into branches for this many processes."""

    workers: int


def parallel_plan(kind: Kind[Any, Any], options: SolveOptions) -> Race | Split | None:
    """Pure: how ``--jobs`` searches (``None``: on this process). The kind's default
    with a portfolio races its first N strategies; an engine strategy splits into
    branches; any other strategy runs on one process (``--jobs auto``; ``--jobs N`` is
    refused before)."""
    jobs = options.jobs or _cores()
    if jobs <= 1:
        return None
    if kind.portfolio and options.strategy in (None, kind.default):
        members = kind.portfolio[:jobs]
        return Race(members) if len(members) > 1 else None
    return Split(jobs) if kind.strategies[strategy_of(options)].parallel else None


def _cores() -> int:
    from .parallel import available_cores  # noqa: PLC0415 - pools cost start-up time

    return available_cores()


def write_results(
    kind: Kind[P, S], options: SolveOptions, solved: Solved[P, S]
) -> IOResult[Solved[P, S], RunError]:
    """Write the solution file, and the SVG picture if ``--svg`` asked for one: both or
    neither. The solution of output ``-`` goes to standard output instead."""
    files = []
    if options.output is not None and not to_stdout(options):
        files.append((options.output, kind.render_solution(solved.solution)))
    if options.svg is not None:
        picture = kind.picture(solved.problem, solved.solution, frozenset(), "Solution")
        files.append((options.svg, picture))
    return write_all(files).map(lambda _: solved)


def to_stdout(options: SolveOptions) -> bool:
    """Does the solution go to standard output (output ``-``)?"""
    return str(options.output) == STDOUT
