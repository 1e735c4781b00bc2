"""``ripple-effect IN OUT``: the IO shell around the pure core.

Haskell counterpart (the assignment's program monad)::

    type Prog = ExceptT RippleError IO

    solveFile :: SolveOptions -> Prog Solved
    solveFile opts = do problem <- readPuzzle (input opts)
                        solved  <- solveTimed opts problem
                        writeAtomically (output opts) (renderSolution (solution solved))
                        return solved

    main = do opts <- either usage return . solveOptions =<< getArgs
              runProg (either (failed opts) (printout opts) <$> runExceptT (solveFile opts))

``IOResult`` from returns is ``ExceptT e IO``: ``bind`` chains IO steps, ``bind_result``
lifts a pure ``Either`` step, ``map`` a pure function. Unlike Haskell's ``IO``, an
``IOResult`` is not a recipe run later: each step has already happened when it
returns, and the type marks that it did. What the command prints (the grid for
``--show``, the statistics for ``--stats``, the error) is turned into a
:class:`~.runner.Printout` by a pure function and printed by :mod:`.runner`.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path

from returns.io import IOFailure, IOResult, IOSuccess
from returns.result import Failure, Result, Success

from ..ripple.errors import Malformed, RippleError, Unreadable
from ..ripple.puzzle import Problem, givens
from ..ripple.render import render_solution
from ..ripple.strategies import (
    DEFAULT,
    STRATEGIES,
    Solved,
    StrategyName,
    checked,
    solve_checked,
    strategy_named,
)
from ..search.stats import Stats
from .command_line import ArgumentParser, add_common_options, parse_command_line
from .exits import PROGRAM, failure
from .files import read_puzzle, write_atomically
from .runner import Printout, run, run_all


@dataclass(frozen=True)
class SolveOptions:
    """What the command line asked for."""

    input: Path
    output: Path
    show: bool = False
    svg: Path | None = None
    strategy: StrategyName = DEFAULT
    stats: bool = False
    jobs: int | None = 1
    """Processes for the search; ``None`` means ``auto``."""
    batch: bool = False


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``ripple-effect`` with ``argv`` (default: the process's arguments); return the
    exit code. Every failure is one message and a non-zero code."""
    args = sys.argv[1:] if argv is None else list(argv)
    match solve_options(args):
        case Success(SolveOptions(batch=True) as options):
            from .batch import batch  # noqa: PLC0415 - only --batch needs a pool of processes

            return run_all(batch(options.input, options.output, options.jobs, options.strategy))
        case Success(options):
            stats = Stats()
            program = solve_file(options, stats).map(partial(printout, options, stats))
            return run(program.alt(partial(failed, options, stats)))
        case Failure(error):
            return run(IOFailure(failure(PROGRAM, error)))
    raise AssertionError("unreachable: a Result is a Success or a Failure")


def printout(options: SolveOptions, stats: Stats, solved: Solved) -> Printout:
    """Pure: what a solve prints: the statistics if asked (stderr), the grid if asked."""
    solution = solved.solution
    shown = ""
    if options.show:
        from ..ripple.pictures import draw  # noqa: PLC0415 - pictures load only when asked for

        shown = draw(solution.layout, solution.grid)
    return Printout(stdout=shown, stderr=statistics(options, stats))


def failed(options: SolveOptions, stats: Stats, error: RippleError) -> Printout:
    """Pure: what a failed run prints: the error, after the statistics if asked and the
    search ran (every failure but reading the puzzle)."""
    said = failure(PROGRAM, error)
    if isinstance(error, Unreadable | Malformed):
        return said
    return replace(said, stderr=statistics(options, stats) + said.stderr)


def statistics(options: SolveOptions, stats: Stats) -> str:
    """The ``--stats`` line, or nothing when it was not asked for."""
    if not options.stats:
        return ""
    return f"{options.strategy}, {stats.workers} worker(s): {stats.summary()}\n"


def solve_file(options: SolveOptions, stats: Stats) -> IOResult[Solved, RippleError]:
    """Read, parse, solve, check and write; draw the picture if asked. The search's
    counts go to ``stats``."""
    return (
        read_puzzle(options.input)
        .bind(lambda problem: solve_timed(options, problem, stats))
        .bind(lambda solved: write_solution(options, solved))
        .bind(lambda solved: write_picture(options, solved))
    )


def solve_timed(
    options: SolveOptions, problem: Problem, stats: Stats
) -> IOResult[Solved, RippleError]:
    """Solve, on one core or several, and count the work. Reads the clock and may start
    processes, so this is IO."""
    started = time.perf_counter()
    workers = workers_for(options)
    if workers > 1:
        from .parallel import solve_in_parallel  # noqa: PLC0415 - pools cost start-up time

        found = solve_in_parallel(problem, workers, options.strategy, stats=stats)
        solved = checked(problem, found)
    else:
        solved = solve_checked(problem, options.strategy, stats)
    stats.seconds = time.perf_counter() - started
    return IOResult.from_result(solved)


def workers_for(options: SolveOptions) -> int:
    """How many processes to search with at most: ``--jobs N``, or for ``--jobs auto``
    every core, when the strategy can be split. The parallel search starts no process
    when the puzzle needs no guess."""
    if not strategy_named(options.strategy).parallel:
        return 1
    if options.jobs is None:
        from .parallel import available_cores  # noqa: PLC0415 - pools cost start-up time

        return available_cores()
    return options.jobs


def write_solution(options: SolveOptions, solved: Solved) -> IOResult[Solved, RippleError]:
    """Write the solution file, all or nothing."""
    text = render_solution(solved.solution)
    return write_atomically(options.output, text).map(lambda _: solved)


def write_picture(options: SolveOptions, solved: Solved) -> IOResult[Solved, RippleError]:
    """Write the SVG picture if ``--svg`` asked for one."""
    if options.svg is None:
        return IOSuccess(solved)
    from ..ripple.pictures import to_svg  # noqa: PLC0415 - pictures load only when asked for

    solution, problem = solved.solution, solved.problem
    picture = to_svg(solution.layout, solution.grid, givens(problem), title="Solution")
    return write_atomically(options.svg, picture).map(lambda _: solved)


# --- the command line ---------------------------------------------------------------------------


def solve_options(argv: list[str]) -> Result[SolveOptions, RippleError]:
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
    _add_search_options(parser)
    parser.add_argument(
        "--batch",
        action="store_true",
        help="solve every *.txt of the input folder into output folder/NAME.sol",
    )
    add_common_options(parser)
    return parse_command_line(parser, argv).map(_options)


def _add_search_options(parser: ArgumentParser) -> None:
    """``--strategy``, ``--stats`` and ``--jobs``."""
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


def _options(parsed: argparse.Namespace) -> SolveOptions:
    return SolveOptions(
        parsed.input,
        parsed.output,
        parsed.show,
        parsed.svg,
        strategy_named(parsed.strategy).name,
        parsed.stats,
        parsed.jobs,
        parsed.batch,
    )


def _jobs(text: str) -> int | None:
    """``--jobs``: a positive number, or ``auto`` (``None``)."""
    if text == "auto":
        return None
    if text.isdigit() and int(text) > 0:
        return int(text)
    raise argparse.ArgumentTypeError(f"expected a positive number or 'auto', not {text!r}")
