"""``ripple-effect-check PUZZLE [SOLUTION]`` and ``ripple-fp check --puzzle KIND ...``:
the viewer and the solution checker, written once for every kind of puzzle.

Haskell counterpart::

    check :: Check -> Prog (Report p s)
    check cmd = do problem <- readPuzzle kind (puzzle cmd)
                   claim   <- traverse (readSolution kind problem) (claim cmd)
                   return (Report problem claim (judge kind problem <$> claim))

With one argument it draws the puzzle (or, when the puzzle's file holds a solution, as
a janko.at text may, checks that one); with two it draws the claimed solution and then
says ``Solution correct`` or lists every broken rule in the course checker's wording.
The judging is the kind's referee; this module only reads and formats, and
:mod:`.runner` prints. Exit codes: 0 correct (or only shown), 1 rules broken, 2 usage or
bad input.
"""

from __future__ import annotations

from functools import partial
from typing import TypeVar

from returns.io import IOResult, IOSuccess, impure_safe
from returns.result import Result, Success

from ..commands import Check, Source, replies
from ..commands.replies import Report
from ..grid.text import decode
from ..kinds import kind_named
from ..kinds.errors import Malformed, RunError
from ..kinds.janko import claimed
from ..kinds.kind import Kind
from .files import SOLUTION, load, read_puzzle, read_solution, unreadable, write_atomically
from .runner import Program

P = TypeVar("P")
S = TypeVar("S")


def check(command: Check) -> Program:
    """Read, judge and draw; what to say either way."""
    kind = kind_named(command.kind)
    failed = partial(replies.unchecked, command.program)
    return check_files(kind, command).map(partial(replies.judged, kind)).alt(failed)


def check_files(kind: Kind[P, S], command: Check) -> IOResult[Report[P, S], RunError]:
    """Read the puzzle and the claim, judge the claim, and draw the picture if asked."""
    read: IOResult[P, RunError] = read_puzzle(kind, command.puzzle)
    return read.bind(lambda problem: read_claim(kind, command, problem)).bind(
        lambda report: write_picture(kind, command, report)
    )


def read_claim(kind: Kind[P, S], command: Check, problem: P) -> IOResult[Report[P, S], RunError]:
    """The report on the claimed solution, or on the bare puzzle when there is none. A
    puzzle's file that holds a solution (a janko.at text's) claims it, unless a
    solution file is given."""
    if command.claim is None:
        return read_own_claim(kind, command.puzzle, problem).map(
            lambda claim: Report(problem) if claim is None else judge(kind, problem, claim)
        )
    return read_solution(kind, command.claim, problem).map(
        lambda claim: judge(kind, problem, claim)
    )


def judge(kind: Kind[P, S], problem: P, claim: S) -> Report[P, S]:
    """The report on ``claim``: the referee's verdict."""
    return Report(problem, claim, kind.judge(problem, claim))


def read_own_claim(kind: Kind[P, S], path: Source, problem: P) -> IOResult[S | None, RunError]:
    """The solution the puzzle's file holds besides the puzzle (a janko.at text's
    ``solution``), read; ``None`` when it holds none."""
    if kind.janko is None:
        return IOSuccess(None)
    text = _loaded(path).map(lambda data: decode(data).value_or(""))

    def claim(text: str) -> Result[S | None, RunError]:
        found = claimed(kind, text, problem)
        if found is None:
            return Success(None)
        return found.alt(lambda error: Malformed(str(path), error, SOLUTION))

    read: IOResult[str, RunError] = text.alt(lambda error: unreadable(path, error))
    return read.bind_result(claim)


@impure_safe(exceptions=(OSError,))
def _loaded(path: Source) -> bytes:
    return load(path)


def write_picture(
    kind: Kind[P, S], command: Check, report: Report[P, S]
) -> IOResult[Report[P, S], RunError]:
    """Write the SVG picture if ``--svg`` asked for one: the claim if there is one (its
    faulty cells shaded), else the puzzle."""
    if command.svg is None:
        return IOSuccess(report)
    if report.claim is None:
        title = "Puzzle"
    else:
        title = "Claimed solution: " + ("rules broken" if report.verdict.complaints else "correct")
    picture = kind.pictures().to_svg(report.problem, report.claim, report.verdict.faulty, title)
    return write_atomically(command.svg, picture).map(lambda _: report)
