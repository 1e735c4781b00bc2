"""``ripple-effect-check PUZZLE [SOLUTION]``: the viewer and the solution checker.

Haskell counterpart::

    checkFiles :: CheckOptions -> Prog CheckReport
    checkFiles opts = do problem <- readPuzzle (puzzle opts)
                         claim   <- traverse (readSolution (layout problem)) (solution opts)
                         return (CheckReport problem claim (maybe [] (violations problem) claim))

With one argument it draws the puzzle; with two it draws the claimed solution and then
says ``Solution correct`` or lists every broken rule in the course checker's wording.
The judging is :func:`ripple_fp.ripple.referee.violations`; this module only reads and
formats, and :mod:`.runner` prints. Exit codes: 0 correct (or only shown), 1 rules
broken, 2 usage or bad input.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from returns.io import IOResult, IOSuccess
from returns.result import Result

from ..ripple.errors import RippleError, describe
from ..ripple.pictures import draw, to_svg
from ..ripple.puzzle import Problem, Solution, givens
from ..ripple.referee import Violation, explain, faulty_cells, violations
from .command_line import ArgumentParser, add_common_options, parse_command_line
from .files import read_puzzle, read_solution, write_atomically
from .runner import Printout, run

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


@dataclass(frozen=True)
class CheckReport:
    """A puzzle, the claimed solution if there is one, and the rules it breaks."""

    problem: Problem
    claim: Solution | None = None
    found: tuple[Violation, ...] = ()


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``ripple-effect-check`` with ``argv``; return the exit code."""
    args = sys.argv[1:] if argv is None else list(argv)
    program = IOResult.from_result(check_options(args)).bind(check_files)
    return run(program.map(printout).alt(_failure))


def printout(report: CheckReport) -> Printout:
    """Pure: the report, and its exit code."""
    return Printout(
        stdout=report_text(report), code=EXIT_VIOLATIONS if report.found else EXIT_CORRECT
    )


def _failure(error: RippleError) -> Printout:
    return Printout(stderr=describe(error, PROGRAM) + "\n", code=EXIT_ERROR)


def check_files(options: CheckOptions) -> IOResult[CheckReport, RippleError]:
    """Read the puzzle and the claim, judge the claim, and draw the picture if asked."""
    return (
        read_puzzle(options.puzzle)
        .bind(lambda problem: read_claim(options, problem))
        .bind(lambda report: write_picture(options, report))
    )


def read_claim(options: CheckOptions, problem: Problem) -> IOResult[CheckReport, RippleError]:
    """The report on the claimed solution, or on the bare puzzle when there is none."""
    if options.solution is None:
        return IOSuccess(CheckReport(problem))
    return read_solution(options.solution, problem.layout).map(
        lambda claim: CheckReport(problem, claim, violations(problem, claim))
    )


def report_text(report: CheckReport) -> str:
    """Pure: the grid, then (for a claim) the verdict, one violation after another."""
    shown = report.problem if report.claim is None else report.claim
    grid = draw(shown.layout, shown.grid)
    if report.claim is None:
        return grid
    verdict = [explain(v) for v in report.found] or [CORRECT]
    return grid + "".join(line + "\n" for line in verdict)


def write_picture(
    options: CheckOptions, report: CheckReport
) -> IOResult[CheckReport, RippleError]:
    """Write the SVG picture if ``--svg`` asked for one: the claim if there is one (its
    faulty cells shaded), else the puzzle."""
    if options.svg is None:
        return IOSuccess(report)
    given = givens(report.problem)
    if report.claim is None:
        picture = to_svg(report.problem.layout, report.problem.grid, given, title="Puzzle")
    else:
        faulty = faulty_cells(report.found, report.claim)
        title = "Claimed solution: " + ("correct" if not report.found else "rules broken")
        picture = to_svg(report.claim.layout, report.claim.grid, given, faulty, title)
    return write_atomically(options.svg, picture).map(lambda _: report)


def check_options(argv: list[str]) -> Result[CheckOptions, RippleError]:
    """The options of ``ripple-effect-check``, or a usage message."""
    parser = ArgumentParser(
        prog=PROGRAM,
        usage=f"{PROGRAM} [--svg FILE] <puzzle file> [<solution file>]",
        description="Draw a Ripple Effect puzzle, or check a claimed solution of it.",
        epilog="Exit codes: 0 solution correct (or puzzle shown), 1 rules broken, "
        "2 usage error or unreadable or invalid input.",
    )
    parser.add_argument("puzzle", type=Path, help="the puzzle file")
    parser.add_argument("solution", type=Path, nargs="?", help="a claimed solution to check")
    add_common_options(parser)
    return parse_command_line(parser, argv).map(
        lambda parsed: CheckOptions(parsed.puzzle, parsed.solution, parsed.svg)
    )
