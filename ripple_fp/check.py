"""``ripple-effect-check PUZZLE [SOLUTION]``: the viewer and the solution checker.

Haskell counterpart::

    checkFiles :: Options -> Prog Report
    checkFiles opts = do problem <- readPuzzle (puzzle opts)
                         claim   <- traverse (readSolution (layout problem)) (solution opts)
                         return (Report problem claim (maybe [] (violations problem) claim))

With one argument it draws the puzzle; with two it draws the claimed solution and then
says ``Solution correct`` or lists every broken rule in the course checker's wording.
The judging is :func:`ripple_fp.rules.violations`; this module only reads, formats and
prints. Exit codes: 0 correct (or only shown), 1 rules broken, 2 usage or bad input.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from returns.io import IO, IOResult, IOSuccess
from returns.result import Failure, Result, Success
from returns.unsafe import unsafe_perform_io

from .arguments import ArgumentParser, add_common_options, parse_arguments
from .display import draw
from .errors import RippleError, describe
from .files import read_puzzle, read_solution, write_atomically
from .puzzle import Problem, Solution, givens
from .rules import Violation, explain, faulty_cells, violations
from .svg import to_svg

PROGRAM = "ripple-effect-check"

EXIT_CORRECT = 0
EXIT_VIOLATIONS = 1
EXIT_ERROR = 2

CORRECT = "Solution correct"


@dataclass(frozen=True)
class Options:
    """What the command line asked for."""

    puzzle: Path
    solution: Path | None = None
    svg: Path | None = None


@dataclass(frozen=True)
class Report:
    """A puzzle, the claimed solution if there is one, and the rules it breaks."""

    problem: Problem
    claim: Solution | None = None
    found: tuple[Violation, ...] = ()


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``ripple-effect-check`` with ``argv``; return the exit code."""
    args = sys.argv[1:] if argv is None else list(argv)
    return run_check(IOResult.from_result(arguments(args)).bind(check_files))


def run_check(program: IOResult[Report, RippleError]) -> int:
    """The one place where the IO result is unwrapped: print the report or the error."""
    match unsafe_perform_io(IO.from_ioresult(program)):
        case Success(report):
            print(report_text(report), end="")
            return EXIT_VIOLATIONS if report.found else EXIT_CORRECT
        case Failure(error):
            print(describe(error, PROGRAM), file=sys.stderr)
            return EXIT_ERROR
    raise AssertionError("unreachable: a Result is a Success or a Failure")


def check_files(options: Options) -> IOResult[Report, RippleError]:
    """Read the puzzle and the claim, judge the claim, and draw the picture if asked."""
    return (
        read_puzzle(options.puzzle)
        .bind(lambda problem: read_claim(options, problem))
        .bind(lambda report: write_picture(options, report))
    )


def read_claim(options: Options, problem: Problem) -> IOResult[Report, RippleError]:
    """The report on the claimed solution, or on the bare puzzle when there is none."""
    if options.solution is None:
        return IOSuccess(Report(problem))
    return read_solution(options.solution, problem.layout).map(
        lambda claim: Report(problem, claim, violations(problem, claim))
    )


def report_text(report: Report) -> str:
    """Pure: the grid, then (for a claim) the verdict, one violation after another."""
    shown = report.problem if report.claim is None else report.claim
    grid = draw(shown.layout, shown.grid)
    if report.claim is None:
        return grid
    verdict = [explain(v) for v in report.found] or [CORRECT]
    return grid + "".join(line + "\n" for line in verdict)


def write_picture(options: Options, report: Report) -> IOResult[Report, RippleError]:
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


def arguments(argv: list[str]) -> Result[Options, RippleError]:
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
    return parse_arguments(parser, argv).map(
        lambda parsed: Options(parsed.puzzle, parsed.solution, parsed.svg)
    )
