"""``ripple-effect --count N IN``, ``--unique IN`` and ``ripple-fp count``: how many
solutions a puzzle has, and whether exactly one.

Haskell counterpart::

    count :: Count -> Prog Int                 -- read, count (checked), up to N+1

Both take the lazy stream of solutions no further than they must
(:func:`~ripple_fp.kinds.kind.count_checked`): ``--count N`` to the ``N+1``-th
solution, so that it can tell "exactly N" from "more than N"; ``--unique`` to the
second. Every solution counted is checked by the referee first.
"""

from __future__ import annotations

import time
from functools import partial
from typing import Any, TypeVar

from returns.io import IOResult
from returns.result import Result

from ..commands import Count, Unique, UpTo, replies
from ..commands.replies import Printout
from ..kinds import kind_named
from ..kinds.errors import RunError
from ..kinds.kind import Kind, count_checked, within_limits
from ..search.meter import Budget, Meter
from . import progress
from .clock import within_time
from .files import read_puzzle
from .runner import Program
from .solve import Effort

P = TypeVar("P")
S = TypeVar("S")


def count(command: Count) -> Program:
    """Read the puzzle, count, and answer; what to say either way."""
    kind, effort = kind_named(command.kind), Effort()
    found = count_file(kind, command, effort).bind_result(partial(replies.counted, command))
    statistics = partial(_statistics, kind, command, effort)
    return found.map(
        lambda said: Printout(said.stdout, statistics() + said.stderr, said.code)
    ).alt(
        lambda error: replies.after_search(
            error, statistics(), replies.failure(command.program, error)
        )
    )


def count_file(kind: Kind[P, S], command: Count, effort: Effort) -> IOResult[int, RunError]:
    """Read the puzzle and count its solutions, as far as the question needs, within
    the time limit (reading included); reads the clock, so this is IO."""

    def read_and_count(budget: Budget) -> IOResult[int, RunError]:
        read: IOResult[P, RunError] = read_puzzle(kind, command.source)
        return read.bind_result(partial(within_limits, kind, command.limits, command.source)).bind(
            lambda problem: IOResult.from_result(
                _counted(kind, command, problem, Meter(effort.stats, budget), effort)
            )
        )

    return within_time(command.source, command.timeout, read_and_count)


def _counted(
    kind: Kind[P, S], command: Count, problem: P, meter: Meter, effort: Effort
) -> Result[int, RunError]:
    started, limit = time.perf_counter(), _limit(command)
    name = kind.strategies.counting(limit, command.strategy)
    try:
        with progress.shown(kind, command.program, name, effort.stats):
            found = kind.strategies.search(problem, name, meter)
            return count_checked(kind, problem, found, limit)
    finally:
        effort.seconds = time.perf_counter() - started


def _limit(command: Count) -> int:
    """How far the count goes: to the second solution for ``--unique``, to the
    ``N+1``-th for ``--count N``."""
    match command.question:
        case UpTo(most):
            return most + 1
        case Unique():
            return 2


def _statistics(kind: Kind[Any, Any], command: Count, effort: Effort) -> str:
    """The ``--stats`` line, or nothing when it was not asked for."""
    if not command.stats:
        return ""
    return effort.line(kind.strategies.counting(_limit(command), command.strategy))
