"""``ripple-effect --count N IN``, ``--unique IN`` and ``ripple-fp count``: how many
solutions a puzzle has, and whether exactly one.

Haskell counterpart::

    count  :: Count -> Prog Int                 -- read, count (checked), up to N+1
    answer :: Count -> Int -> Either RunError Printout   -- pure: what to print

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

from ..commands import Count, Unique, UpTo
from ..kinds import kind_named
from ..kinds.errors import Malformed, NoSolution, RunError, Several, Unreadable
from ..kinds.kind import Kind, count_checked, within_limits
from ..search.counting import Uniqueness, uniqueness
from .clock import searching
from .files import read_puzzle
from .runner import Printout, Program, failure
from .solve import Effort

P = TypeVar("P")
S = TypeVar("S")


def count(command: Count) -> Program:
    """Read the puzzle, count, and answer; what to say either way."""
    kind, effort = kind_named(command.kind), Effort()
    found = count_file(kind, command, effort).bind_result(partial(answer, command))
    shown = partial(_with_stats, kind, command, effort)
    return found.map(shown).alt(partial(_failed, kind, command, effort))


def count_file(kind: Kind[P, S], command: Count, effort: Effort) -> IOResult[int, RunError]:
    """Read the puzzle and count its solutions, as far as the question needs; reads
    the clock, so this is IO."""
    read: IOResult[P, RunError] = read_puzzle(kind, command.source)
    return read.bind_result(partial(within_limits, kind, command.limits, command.source)).bind(
        lambda problem: IOResult.from_result(_counted(kind, command, problem, effort))
    )


def _counted(
    kind: Kind[P, S], command: Count, problem: P, effort: Effort
) -> Result[int, RunError]:
    started, limit = time.perf_counter(), _limit(command)

    def search(meter: Any) -> Result[int, RunError]:
        name = kind.strategies.counting(_limit(command), command.strategy)
        found = kind.strategies.search(problem, name, meter)
        counted: Result[int, RunError] = count_checked(kind, problem, found, limit)
        return counted

    try:
        return searching(command.source, command.timeout, effort.stats, search)
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


def answer(command: Count, count: int) -> Result[Printout, RunError]:
    """Pure: the answer to print. ``--count N``: the number alone on the first line (no
    more than N), and a second line when there are more. ``--unique``: ``unique``, or
    the failure that says why not (no solution, exit 1; several, exit 7)."""
    match command.question, uniqueness(count):
        case Unique(), Uniqueness.UNIQUE:
            return Result.from_value(Printout(stdout="unique\n"))
        case Unique(), Uniqueness.NONE:
            return Result.from_failure(NoSolution())
        case Unique(), _:
            return Result.from_failure(Several(str(command.source)))
        case UpTo(most), _:
            more = f"more than {most} solutions (counting stopped there)\n" if count > most else ""
            return Result.from_value(Printout(stdout=f"{min(count, most)}\n{more}"))
    raise AssertionError("unreachable: a question is UpTo or Unique")


def _failed(kind: Kind[Any, Any], command: Count, effort: Effort, error: RunError) -> Printout:
    """What a count that did not answer prints: the error, after the counts if the
    search ran."""
    said = failure(command.program, error)
    if isinstance(error, Unreadable | Malformed):
        return said
    return _with_stats(kind, command, effort, said)


def _with_stats(kind: Kind[Any, Any], command: Count, effort: Effort, said: Printout) -> Printout:
    """The answer, after the ``--stats`` line if asked for."""
    if not command.stats:
        return said
    line = effort.line(kind.strategies.counting(_limit(command), command.strategy))
    return Printout(stdout=said.stdout, stderr=line + said.stderr, code=said.code)
