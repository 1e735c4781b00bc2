"""``ripple-effect IN OUT``: the IO shell around the pure core.

Haskell counterpart (the assignment's program monad)::

    type Prog = ExceptT RippleError IO

    solveFile :: Options -> Prog Solution
    solveFile opts = do problem  <- readPuzzle (input opts)
                        solution <- liftEither (solveChecked problem)
                        writeAtomically (output opts) (renderSolution solution)
                        return solution

    runProg :: Prog a -> IO ExitCode     -- prints the error, if any, and picks the code
    main = getArgs >>= runProg . (liftEither . parseArgs >=> solveFile)

``IOResult`` from returns is ``ExceptT e IO``: ``bind`` chains IO steps, ``bind_result``
lifts a pure ``Either`` step, ``map`` a pure function. :func:`run_prog` is ``runProg``,
the one place where IO is unwrapped. Unlike Haskell's ``IO``, an ``IOResult`` is not a
recipe run later: each step has already happened when it returns, and the type marks
that it did.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import assert_never

from returns.io import IO, IOResult, IOSuccess
from returns.result import Failure, Result, Success
from returns.unsafe import unsafe_perform_io

from .arguments import ArgumentParser, add_common_options, parse_arguments
from .batch import run_batch
from .display import draw
from .errors import (
    Malformed,
    NoSolution,
    RippleError,
    Unreadable,
    Unwritable,
    UsageError,
    WrongAnswer,
    describe,
)
from .files import read_puzzle, write_atomically
from .parallel import RULES as PARALLEL_RULES
from .parallel import available_cores, solve_in_parallel
from .puzzle import Problem, givens
from .render import render_solution
from .solving import Solved, checked, solve_checked
from .stats import Stats
from .strategies import DEFAULT, STRATEGIES
from .svg import to_svg

PROGRAM = "ripple-effect"

EXIT_SOLVED = 0
EXIT_NO_SOLUTION = 1
EXIT_USAGE = 2
EXIT_UNREADABLE = 3
EXIT_MALFORMED = 4
EXIT_UNWRITABLE = 5
EXIT_INTERNAL = 70


@dataclass(frozen=True)
class Options:
    """What the command line asked for."""

    input: Path
    output: Path
    show: bool = False
    svg: Path | None = None
    strategy: str = DEFAULT
    stats: bool = False
    jobs: int | None = 1
    """Processes for the search; ``None`` means ``auto``."""
    batch: bool = False


# --- runProg ------------------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``ripple-effect`` with ``argv`` (default: the process's arguments); return the
    exit code. Every failure is one message on stderr and a non-zero code."""
    args = sys.argv[1:] if argv is None else list(argv)
    match arguments(args):
        case Success(Options(batch=True) as options):
            return run_batch(
                options.input, options.output, options.jobs or available_cores(), options.strategy
            )
        case parsed:
            return run_prog(IOResult.from_result(parsed).bind(solve_file))


def run_prog(program: IOResult[Solved, RippleError]) -> int:
    """``runProg``: the one place where an IO result is unwrapped. Prints the error, if
    any (the no-solution line on stdout, everything else on stderr), and returns the code."""
    match unsafe_perform_io(IO.from_ioresult(program)):
        case Success(_):
            return EXIT_SOLVED
        case Failure(NoSolution() as error):
            print(describe(error, PROGRAM))
            return exit_code(error)
        case Failure(error):
            print(describe(error, PROGRAM), file=sys.stderr)
            return exit_code(error)
    raise AssertionError("unreachable: a Result is a Success or a Failure")


def exit_code(error: RippleError) -> int:
    """The process exit code that tells a script what went wrong."""
    match error:
        case UsageError():
            return EXIT_USAGE
        case Unreadable():
            return EXIT_UNREADABLE
        case Malformed():
            return EXIT_MALFORMED
        case NoSolution():
            return EXIT_NO_SOLUTION
        case Unwritable():
            return EXIT_UNWRITABLE
        case WrongAnswer():
            return EXIT_INTERNAL
        case _:
            assert_never(error)


# --- the program ------------------------------------------------------------------------------


def solve_file(options: Options) -> IOResult[Solved, RippleError]:
    """Read, parse, solve, check and write; draw the solution if asked."""
    return (
        read_puzzle(options.input)
        .bind(lambda problem: solve_timed(options, problem))
        .bind(lambda solved: write_solution(options, solved))
        .bind(lambda solved: write_picture(options, solved))
        .map(lambda solved: show(options, solved))
    )


def solve_timed(options: Options, problem: Problem) -> IOResult[Solved, RippleError]:
    """Solve, on one core or several, and print the statistics if asked. Reads the clock
    and may start processes, so this is IO."""
    stats = Stats()
    started = time.perf_counter()
    workers = workers_for(options)
    if workers > 1:
        found = solve_in_parallel(problem, workers, options.strategy, stats=stats)
        solved = checked(problem, found)
    else:
        solved = solve_checked(problem, options.strategy, stats)
    stats.seconds = time.perf_counter() - started
    if options.stats:
        print(f"{options.strategy}, {stats.workers} worker(s): {stats.summary()}", file=sys.stderr)
    return IOResult.from_result(solved)


def workers_for(options: Options) -> int:
    """How many processes to search with at most: ``--jobs N``, or for ``--jobs auto``
    every core, when the strategy can be split (``parallel.RULES``). The parallel search
    starts no process when the puzzle needs no guess."""
    if options.strategy not in PARALLEL_RULES:
        return 1
    return available_cores() if options.jobs is None else options.jobs


def write_solution(options: Options, solved: Solved) -> IOResult[Solved, RippleError]:
    """Write the solution file, all or nothing."""
    text = render_solution(solved.solution)
    return write_atomically(options.output, text).map(lambda _: solved)


def write_picture(options: Options, solved: Solved) -> IOResult[Solved, RippleError]:
    """Write the SVG picture if ``--svg`` asked for one."""
    if options.svg is None:
        return IOSuccess(solved)
    solution = solved.solution
    picture = to_svg(solution.layout, solution.grid, givens(solved.problem), title="Solution")
    return write_atomically(options.svg, picture).map(lambda _: solved)


def show(options: Options, solved: Solved) -> Solved:
    """Print the solved grid if ``--show`` asked for it."""
    if options.show:
        print(draw(solved.solution.layout, solved.solution.grid), end="")
    return solved


# --- the command line ---------------------------------------------------------------------------


def arguments(argv: list[str]) -> Result[Options, RippleError]:
    """The options of ``ripple-effect``, or a usage message."""
    parser = ArgumentParser(
        prog=PROGRAM,
        usage=f"{PROGRAM} [options] <input file> <output file>",
        description="Solve a Ripple Effect (Hakyuu) puzzle and write its solution.",
        epilog="Exit codes: 0 solved, 1 no solution, 2 usage, 3 input unreadable, "
        "4 input not a puzzle, 5 output unwritable.",
    )
    parser.add_argument("input", type=Path, help="the puzzle file (with --batch: a folder)")
    parser.add_argument(
        "output", type=Path, help="where to write the solution (with --batch: a folder)"
    )
    parser.add_argument("--show", action="store_true", help="also print the solved grid")
    parser.add_argument(
        "--strategy",
        choices=STRATEGIES,
        default=DEFAULT,
        help="how to search: "
        + "; ".join(f"{name}: {s.description}" for name, s in STRATEGIES.items()),
    )
    parser.add_argument(
        "--stats",
        action="store_true",
        help="print nodes, backtracks, propagations, probes and time",
    )
    parser.add_argument(
        "--jobs",
        type=_jobs,
        default=1,
        metavar="N|auto",
        help="search with N processes (mrv, full, lookahead); auto: every core, when the "
        "puzzle needs guessing. With --batch: solve N puzzles at once (auto: one per core)",
    )
    parser.add_argument(
        "--batch",
        action="store_true",
        help="solve every *.txt of the input folder into output folder/NAME.sol",
    )
    add_common_options(parser)
    return parse_arguments(parser, argv).map(
        lambda parsed: Options(
            parsed.input,
            parsed.output,
            parsed.show,
            parsed.svg,
            parsed.strategy,
            parsed.stats,
            parsed.jobs,
            parsed.batch,
        )
    )


def _jobs(text: str) -> int | None:
    """``--jobs``: a positive number, or ``auto`` (``None``)."""
    if text == "auto":
        return None
    if text.isdigit() and int(text) > 0:
        return int(text)
    raise argparse.ArgumentTypeError(f"expected a positive number or 'auto', not {text!r}")
