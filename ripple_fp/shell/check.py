"""``ripple-effect-check PUZZLE [SOLUTION]`` and ``ripple-fp check --puzzle KIND ...``:
the viewer and the solution checker, written once for every kind of puzzle.

Haskell counterpart::

    checkFiles :: Kind p s -> CheckOptions -> Prog (CheckReport p s)
    checkFiles kind opts = do
        problem <- readPuzzle kind (puzzle opts)
        claim   <- traverse (readSolution kind problem) (solution opts)
        return (CheckReport problem claim (judge kind problem <$> claim))

With one argument it draws the puzzle; with two it draws the claimed solution and then
says ``Solution correct`` or lists every broken rule in the course checker's wording.
The judging is the kind's referee (for Ripple Effect
:func:`ripple_fp.ripple.referee.violations`); this module only reads and formats, and
:mod:`.runner` prints. Exit codes: 0 correct (or only shown), 1 rules broken, 2 usage or
bad input.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Generic, TypeVar

from returns.io import IOResult, IOSuccess
from returns.result import Result

from ..kinds.catalogue import KindName, kind_named
from ..kinds.errors import RunError, describe
from ..kinds.kind import CLEAN, Kind, Verdict
from .command_line import (
    ArgumentParser,
    add_common_options,
    add_puzzle_option,
    parse_command_line,
)
from .files import read_puzzle, read_solution, write_atomically
from .runner import Printout, interruptible, run

P = TypeVar("P")
S = TypeVar("S")

PROGRAM = "ripple-effect-check"

EXIT_CORRECT = 0
EXIT_VIOLATIONS = 1
EXIT_ERROR = 2

CORRECT = "Solution correct"


@dataclass(frozen=True)
class CheckOptions:
    """What the command line asked for."""

    puzzle: Path
    solution: Path | None = None
    svg: Path | None = None
    kind: KindName = "ripple"
    program: str = PROGRAM
    """The command's name, as its messages begin."""


@dataclass(frozen=True)
class CheckReport(Generic[P, S]):
    """A puzzle, the claimed solution if there is one, and the referee's verdict on it."""

    problem: P
    claim: S | None = None
    verdict: Verdict = CLEAN


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``ripple-effect-check`` with ``argv``; return the exit code."""
    args = sys.argv[1:] if argv is None else list(argv)
    return interruptible(PROGRAM, lambda: command(check_options(args), PROGRAM))


def command(options: Result[CheckOptions, RunError], program: str) -> int:
    """Run a check with the options read from a command line."""
    said = options.alt(lambda error: _failure(program, error))
    checked = IOResult.from_result(said).bind(
        lambda chosen: _check(kind_named(chosen.kind), chosen)
    )
    return run(checked)


def _check(kind: Kind[P, S], options: CheckOptions) -> IOResult[Printout, Printout]:
    report = check_files(kind, options)
    return report.map(partial(printout, kind)).alt(partial(_failure, options.program))


def printout(kind: Kind[P, S], report: CheckReport[P, S]) -> Printout:
    """Pure: the report, and its exit code."""
    broken = bool(report.verdict.complaints)
    return Printout(
        stdout=report_text(kind, report), code=EXIT_VIOLATIONS if broken else EXIT_CORRECT
    )


def _failure(program: str, error: RunError) -> Printout:
    return Printout(stderr=describe(error, program) + "\n", code=EXIT_ERROR)


def check_files(kind: Kind[P, S], options: CheckOptions) -> IOResult[CheckReport[P, S], RunError]:
    """Read the puzzle and the claim, judge the claim, and draw the picture if asked."""
    read: IOResult[P, RunError] = read_puzzle(kind, options.puzzle)
    return read.bind(lambda problem: read_claim(kind, options, problem)).bind(
        lambda report: write_picture(kind, options, report)
    )


def read_claim(
    kind: Kind[P, S], options: CheckOptions, problem: P
) -> IOResult[CheckReport[P, S], RunError]:
    """The report on the claimed solution, or on the bare puzzle when there is none."""
    if options.solution is None:
        return IOSuccess(CheckReport(problem))
    return read_solution(kind, options.solution, problem).map(
        lambda claim: CheckReport(problem, claim, kind.judge(problem, claim))
    )


def report_text(kind: Kind[P, S], report: CheckReport[P, S]) -> str:
    """Pure: the grid, then (for a claim) the verdict, one broken rule after another."""
    grid = kind.draw(report.problem, report.claim)
    if report.claim is None:
        return grid
    verdict = report.verdict.complaints or (CORRECT,)
    return grid + "".join(line + "\n" for line in verdict)


def write_picture(
    kind: Kind[P, S], options: CheckOptions, report: CheckReport[P, S]
) -> IOResult[CheckReport[P, S], RunError]:
    """Write the SVG picture if ``--svg`` asked for one: the claim if there is one (its
    faulty cells shaded), else the puzzle."""
    if options.svg is None:
        return IOSuccess(report)
    if report.claim is None:
        title = "Puzzle"
    else:
        title = "Claimed solution: " + ("rules broken" if report.verdict.complaints else "correct")
    picture = kind.picture(report.problem, report.claim, report.verdict.faulty, title)
    return write_atomically(options.svg, picture).map(lambda _: report)


def check_options(
    argv: list[str], program: str = PROGRAM, *, puzzles: bool = False
) -> Result[CheckOptions, RunError]:
    """The options of the checker called ``program``, or a usage message. With
    ``puzzles`` it takes ``--puzzle KIND``; without, it checks Ripple Effect."""
    options = "[--puzzle KIND] [--svg FILE]" if puzzles else "[--svg FILE]"
    parser = ArgumentParser(
        prog=program,
        usage=f"{program} {options} <puzzle file> [<solution file>]",
        description="Draw a puzzle, or check a claimed solution of it."
        if puzzles
        else "Draw a Ripple Effect puzzle, or check a claimed solution of it.",
        epilog="Exit codes: 0 solution correct (or puzzle shown), 1 rules broken, "
        "2 usage error or unreadable or invalid input.",
    )
    parser.add_argument("puzzle", type=Path, help="the puzzle file")
    parser.add_argument("solution", type=Path, nargs="?", help="a claimed solution to check")
    if puzzles:
        add_puzzle_option(parser)
    add_common_options(parser)
    return parse_command_line(parser, argv).map(
        lambda parsed: CheckOptions(
            parsed.puzzle, parsed.solution, parsed.svg, getattr(parsed, "kind", "ripple"), program
        )
    )
