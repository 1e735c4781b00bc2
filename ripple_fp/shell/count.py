"""``ripple-effect --count N IN`` and ``ripple-effect --unique IN``: how many solutions
a puzzle has, and whether exactly one.

Haskell counterpart::

    countFile :: SolveOptions -> Prog Int            -- read, count (checked), up to N+1
    answer    :: SolveOptions -> Int -> Printout     -- pure: what to print

Both take the lazy stream of solutions of the chosen strategy no further than they
must (:func:`~ripple_fp.kinds.kind.count_checked`): ``--count N`` to the ``N+1``-th
solution, so that it can tell "exactly N" from "more than N"; ``--unique`` to the
second. Every solution counted is checked by the referee first.
"""

from __future__ import annotations

import time
from functools import partial
from typing import Any, TypeVar

from returns.io import IOFailure, IOResult
from returns.result import Result

from ..kinds.catalogue import kind_named
from ..kinds.errors import (
    Malformed,
    MissingExtra,
    NoSolution,
    RunError,
    Several,
    TimedOut,
    Unreadable,
)
from ..kinds.kind import Kind, count_checked, within_limits
from ..search.counting import Uniqueness, uniqueness
from ..search.sat import MissingExtraError
from ..search.stats import SearchTimeoutError, Stats
from .clock import time_limit
from .exits import failure
from .files import read_puzzle
from .options import SolveOptions
from .runner import Printout, run

P = TypeVar("P")
S = TypeVar("S")


def count_command(options: SolveOptions) -> int:
    """Run ``--count N`` or ``--unique``; return the exit code."""
    stats, kind = Stats(), kind_named(options.kind)
    found = count_file(kind, options, stats).bind_result(partial(answer, options))
    shown = partial(_with_stats, options, stats)
    return run(found.map(shown).alt(lambda error: _failed(options, stats, error)))


def count_file(kind: Kind[P, S], options: SolveOptions, stats: Stats) -> IOResult[int, RunError]:
    """Read the puzzle and count its solutions, as far as the question needs."""
    read: IOResult[P, RunError] = read_puzzle(kind, options.input)
    return read.bind_result(partial(within_limits, kind, options.limits, options.input)).bind(
        lambda problem: count_timed(kind, options, problem, stats)
    )


def _limit(options: SolveOptions) -> int:
    """How far the count goes: to the second solution for ``--unique``, to the
    ``N+1``-th for ``--count N``."""
    return 2 if options.unique else (options.count or 0) + 1


def counting_strategy(kind: Kind[Any, Any], options: SolveOptions) -> str:
    """The strategy named, or the kind's choice for a count that far: past two
    solutions a count enumerates (:data:`ripple_fp.ripple.counting.ENUMERATE`)."""
    if options.strategy is not None:
        return options.strategy
    return kind.count_default or kind.default if _limit(options) > 2 else kind.default


def count_timed(
    kind: Kind[P, S], options: SolveOptions, problem: P, stats: Stats
) -> IOResult[int, RunError]:
    """Count within the time limit: reads the clock, so this is IO."""
    limit, started = _limit(options), time.perf_counter()
    try:
        with time_limit(options.timeout, stats):
            found = kind.solutions(problem, counting_strategy(kind, options), stats)
            counted: Result[int, RunError] = count_checked(kind, problem, found, limit)
    except SearchTimeoutError:
        return IOFailure(TimedOut(str(options.input), options.timeout or 0.0))
    except MissingExtraError as missing:
        return IOFailure(MissingExtra(str(missing)))
    finally:
        stats.seconds = time.perf_counter() - started
    return IOResult.from_result(counted)


def answer(options: SolveOptions, count: int) -> Result[Printout, RunError]:
    """Pure: the answer to print. ``--count N``: the number alone on the first line (no
    more than N), and a second line when there are more. ``--unique``: ``unique``, or
    the failure that says why not (no solution, exit 1; several, exit 7)."""
    if options.unique:
        match uniqueness(count):
            case Uniqueness.UNIQUE:
                return Result.from_value(Printout(stdout="unique\n"))
            case Uniqueness.NONE:
                return Result.from_failure(NoSolution())
            case Uniqueness.SEVERAL:
                return Result.from_failure(Several(str(options.input)))
    limit = options.count or 0
    more = f"more than {limit} solutions (counting stopped there)\n" if count > limit else ""
    return Result.from_value(Printout(stdout=f"{min(count, limit)}\n{more}"))


def _failed(options: SolveOptions, stats: Stats, error: RunError) -> Printout:
    """What a count that did not answer prints: the error, after the statistics if the
    search ran."""
    said = failure(options.program, error)
    return said if isinstance(error, Unreadable | Malformed) else _with_stats(options, stats, said)


def _with_stats(options: SolveOptions, stats: Stats, said: Printout) -> Printout:
    """The answer, after the ``--stats`` line if asked for."""
    if not options.stats:
        return said
    chosen = counting_strategy(kind_named(options.kind), options)
    line = f"{chosen}, {stats.workers} worker(s): {stats.summary()}\n"
    return Printout(stdout=said.stdout, stderr=line + said.stderr, code=said.code)
