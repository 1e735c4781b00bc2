"""The options of a solve: what ``ripple-effect`` and ``ripple-fp solve`` were asked.

Haskell counterpart (optparse-applicative)::

    data SolveOptions = SolveOptions { input, output :: FilePath, show :: Bool, ... }

    solveOptions :: String -> Bool -> [String] -> Either RunError SolveOptions

Besides what argparse checks, a command line is refused when it asks for something the
run could not honour: a strategy the puzzle does not have, ``--jobs N`` with a strategy
that cannot be split, ``--batch`` with options that draw or count one puzzle, or the
picture written over the solution.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

from returns.result import Failure, Result, Success

from ..kinds.catalogue import KIND_NAMES, KindName, kind_named
from ..kinds.errors import RunError
from ..kinds.limits import DEFAULT_LIMITS, MAX_CANDIDATES, MAX_CELLS, Limits
from ..ripple.formats import FORMATS
from .command_line import (
    ArgumentParser,
    add_common_options,
    add_puzzle_option,
    count_value,
    jobs_value,
    limit_value,
    parse_command_line,
    seconds_value,
    usage_error,
)
from .exits import EXIT_CODES, PROGRAM
from .refusals import why_not


@dataclass(frozen=True)
class SolveOptions:
    """What the command line asked for."""

    input: Path
    output: Path | None
    """``None`` only with ``--explain`` or ``--hint``, which print what they find."""
    show: bool = False
    svg: Path | None = None
    strategy: str | None = None
    """The strategy's name; ``None``: the puzzle's default."""
    stats: bool = False
    jobs: int | None = 1
    """Processes for the search; ``None`` means ``auto``."""
    batch: bool = False
    kind: KindName = "ripple"
    program: str = PROGRAM
    """The command's name, as its messages begin."""
    limits: Limits = DEFAULT_LIMITS
    """How large a puzzle the run takes on."""
    explain: bool = False
    """Print the steps of a solve a person could follow, and the puzzle's grade."""
    hint: bool = False
    """Print the next step only, or which filled cell is wrong."""
    count: int | None = None
    """Print how many solutions there are, counting no further than this."""
    unique: bool = False
    """Answer whether the puzzle has exactly one solution."""
    timeout: float | None = None
    """Seconds the search may take (``None``: no limit)."""
    cluster: bool = False
    """Run ``--batch`` on a Dask cluster (``--executor dask``)."""
    scheduler: str | None = None
    """The Dask scheduler's address (``--scheduler``; implies ``cluster``)."""
    to: str | None = None
    """Write the puzzle in this format instead of solving it (``--to``)."""

    @property
    def writes_solution(self) -> bool:
        """Does the run write a solution (not explain, hint, count, ask for uniqueness or
        convert)?"""
        return not (self.explain or self.hint or self.unique or self.count is not None or self.to)


def output_of(options: SolveOptions) -> Path:
    """The output file (folder, with ``--batch``): every run that writes a solution has
    one (:func:`solve_options` refuses anything else)."""
    if options.output is None:
        raise ValueError("this run writes no output")
    return options.output


def strategy_of(options: SolveOptions) -> str:
    """The name of the strategy the run uses."""
    return options.strategy or kind_named(options.kind).default


def solve_options(
    argv: list[str], program: str = PROGRAM, *, puzzles: bool = False
) -> Result[SolveOptions, RunError]:
    """The options of the solver called ``program``, or a usage message. With
    ``puzzles`` it takes ``--puzzle KIND``; without, it solves Ripple Effect."""
    parser = ArgumentParser(
        prog=program,
        usage=f"{program} [options] <input file> <output file>",
        description="Solve a puzzle and write its solution."
        if puzzles
        else "Solve a Ripple Effect (Hakyuu) puzzle and write its solution.",
        epilog=EXIT_CODES,
    )
    _add_files(parser)
    if puzzles:
        add_puzzle_option(parser)
    parser.add_argument("--show", action="store_true", help="also print the solved grid")
    _add_explain_options(parser)
    _add_count_options(parser)
    _add_search_options(parser, _strategy_help(puzzles, argv))
    _add_limit_options(parser)
    add_common_options(parser)
    return parse_command_line(parser, argv).bind(lambda parsed: _checked(parser, parsed))


def _add_files(parser: ArgumentParser) -> None:
    """The input and output, and ``--batch`` that makes them folders."""
    parser.add_argument(
        "input", help="the puzzle file, - for standard input (with --batch: a folder)"
    )
    parser.add_argument(
        "output",
        nargs="?",
        help="where to write the solution, - for standard output (with --batch: a folder; "
        "optional with --explain, none with --hint, --count or --unique)",
    )
    parser.add_argument(
        "--batch",
        action="store_true",
        help="solve every *.txt of the input folder into output folder/NAME.sol",
    )
    parser.add_argument(
        "--executor",
        choices=("local", "dask"),
        default="local",
        help="where --batch runs: local processes (--jobs), or a Dask cluster (needs the "
        "dask extra; Dask's configured scheduler, else a cluster on this machine)",
    )
    parser.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="run --batch on the Dask cluster of this scheduler (tcp://HOST:PORT)",
    )


def _add_explain_options(parser: ArgumentParser) -> None:
    """``--explain`` and ``--hint`` (Ripple Effect only)."""
    parser.add_argument(
        "--explain",
        action="store_true",
        help="print the steps of a solve a person could follow, simplest rule first, and "
        "the puzzle's grade (with --svg FILE: an HTML page of one picture per step)",
    )
    parser.add_argument(
        "--hint",
        action="store_true",
        help="print the next step only, or which filled cell is wrong",
    )


def _add_count_options(parser: ArgumentParser) -> None:
    """``--count N`` and ``--unique``: questions about the solutions, answered on stdout;
    and ``--to FORMAT``, which does not solve at all."""
    parser.add_argument(
        "--to",
        choices=FORMATS,
        metavar="FORMAT",
        help="write the puzzle as a puzz.link URL (url) or in the course's format (course) "
        "instead of solving it; the input may be either",
    )
    parser.add_argument(
        "--count",
        type=count_value,
        metavar="N",
        help="print how many solutions the puzzle has, counting no further than N (then "
        "a second line says there are more)",
    )
    parser.add_argument(
        "--unique",
        action="store_true",
        help="answer whether the puzzle has exactly one solution (exit 0), none (1) or "
        "several (7)",
    )


def _strategy_help(puzzles: bool, argv: list[str]) -> str:
    """What ``--help`` says of ``--strategy``: Ripple's strategies described, or every
    kind's names (the kinds are loaded for that only when help is asked for)."""
    if not puzzles:
        ripple = kind_named("ripple").strategies
        return "how to search: " + "; ".join(f"{n}: {s.description}" for n, s in ripple.items())
    if not {"-h", "--help"} & set(argv):
        return "how to search"
    names = (f"{name}: {', '.join(kind_named(name).strategies)}" for name in KIND_NAMES)
    return "how to search, lookahead by default; the strategies of each kind: " + "; ".join(names)


def _add_search_options(parser: ArgumentParser, strategy_help: str) -> None:
    """``--strategy``, ``--stats`` and ``--jobs``."""
    parser.add_argument("--strategy", help=strategy_help)
    parser.add_argument(
        "--stats",
        action="store_true",
        help="print nodes, backtracks, propagations, probes and time",
    )
    parser.add_argument(
        "--timeout",
        type=seconds_value,
        metavar="SECONDS",
        help="give up when the search has not answered within SECONDS (exit 124; with "
        "--batch: for each puzzle)",
    )
    parser.add_argument(
        "--jobs",
        type=jobs_value,
        default=1,
        metavar="N|auto",
        help="search with N processes (strategies that can be split); auto: every core, "
        "when the puzzle needs guessing. With --batch: solve N puzzles at once (auto: one "
        "per core)",
    )


def _add_limit_options(parser: ArgumentParser) -> None:
    """``--max-cells`` and ``--max-candidates``."""
    parser.add_argument(
        "--max-cells",
        type=limit_value,
        default=MAX_CELLS,
        metavar="N",
        help=f"refuse a puzzle of more than N cells (default {MAX_CELLS:,})",
    )
    parser.add_argument(
        "--max-candidates",
        type=limit_value,
        default=MAX_CANDIDATES,
        metavar="N",
        help="refuse a puzzle whose empty cells have more than N candidates, each as many "
        f"as the values it could hold (default {MAX_CANDIDATES:,})",
    )


def _checked(parser: ArgumentParser, parsed: argparse.Namespace) -> Result[SolveOptions, RunError]:
    """The options, if the run can honour them all."""
    options = SolveOptions(
        Path(parsed.input),
        None if parsed.output is None else Path(parsed.output),
        parsed.show,
        parsed.svg,
        parsed.strategy,
        parsed.stats,
        parsed.jobs,
        parsed.batch,
        getattr(parsed, "kind", "ripple"),
        parser.prog,
        Limits(parsed.max_cells, parsed.max_candidates),
        parsed.explain,
        parsed.hint,
        parsed.count,
        parsed.unique,
        parsed.timeout,
        parsed.executor == "dask",
        parsed.scheduler,
        parsed.to,
    )
    refusal = why_not(options, parsed.input, parsed.output or "")
    return Success(options) if refusal is None else Failure(usage_error(parser, refusal))
