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
import os
from dataclasses import dataclass
from pathlib import Path

from returns.result import Failure, Result, Success

from ..kinds.catalogue import KIND_NAMES, KindName, kind_named
from ..kinds.errors import RunError
from ..kinds.limits import DEFAULT_LIMITS, MAX_CANDIDATES, MAX_CELLS, Limits
from .command_line import (
    ArgumentParser,
    add_common_options,
    add_puzzle_option,
    parse_command_line,
    usage_error,
)
from .exits import EXIT_CODES, PROGRAM

STDOUT = "-"
"""The output file name that means standard output."""


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


def output_of(options: SolveOptions) -> Path:
    """The output file (folder, with ``--batch``): every run has one but ``--explain``
    without one and ``--hint`` (:func:`solve_options` refuses anything else)."""
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
        "optional with --explain, none with --hint)",
    )
    parser.add_argument(
        "--batch",
        action="store_true",
        help="solve every *.txt of the input folder into output folder/NAME.sol",
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
        "--jobs",
        type=_jobs,
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
        type=_limit,
        default=MAX_CELLS,
        metavar="N",
        help=f"refuse a puzzle of more than N cells (default {MAX_CELLS:,})",
    )
    parser.add_argument(
        "--max-candidates",
        type=_limit,
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
    )
    refusal = (
        _missing_output(options)
        or _refusal(options)
        or _explain_refusal(options)
        or _bad_names(parsed.input, parsed.output or "", options.batch)
    )
    return Success(options) if refusal is None else Failure(usage_error(parser, refusal))


def _bad_names(source: str, target: str, batch: bool) -> str | None:
    """Why the file names cannot be used, if they cannot (``Path`` forgets a final
    ``/``, so the names are looked at as typed)."""
    if batch and STDOUT in (source, target):
        return "--batch reads and writes folders: not - (standard input or output)"
    if not batch and target.endswith(("/", os.sep)):
        return f"the output {target!r} names a folder: give a file name"
    return None


def _missing_output(options: SolveOptions) -> str | None:
    """The output is required, as argparse words it, except to explain or to hint."""
    if options.output is None and not (options.explain or options.hint):
        return "the following arguments are required: output"
    return None


def _explain_refusal(options: SolveOptions) -> str | None:
    """Why ``--explain`` or ``--hint`` cannot be honoured with the other options."""
    if not (options.explain or options.hint):
        return None
    asked = "--hint" if options.hint else "--explain"
    if options.explain and options.hint:
        return "--explain prints every step, --hint the next one: choose one"
    if options.kind != "ripple":
        return f"{asked} explains Ripple Effect puzzles only"
    searching = options.batch or options.stats or options.strategy or options.jobs != 1
    if searching:
        return f"{asked} reasons like a person: not with --batch, --strategy, --stats or --jobs"
    if options.hint and (options.output is not None or options.show or options.svg):
        return "--hint prints one step: no output file, --show or --svg"
    return None


def _refusal(options: SolveOptions) -> str | None:
    """Why the options cannot all be honoured, if they cannot."""
    strategies = kind_named(options.kind).strategies
    name = strategy_of(options)
    if name not in strategies:
        choices = ", ".join(map(repr, strategies))
        return f"argument --strategy: invalid choice: {name!r} (choose from {choices})"
    if options.batch and (options.show or options.svg or options.stats):
        return "--show, --svg and --stats are for one puzzle: not with --batch"
    if not options.batch and (options.jobs or 1) > 1 and not strategies[name].parallel:
        splittable = ", ".join(n for n, s in strategies.items() if s.parallel)
        return f"--jobs {options.jobs}: strategy {name!r} runs on one process ({splittable} split)"
    if (
        options.svg is not None
        and options.output is not None
        and _same_file(options.svg, options.output)
    ):
        return "--svg FILE must not be the output file"
    return None


def _same_file(a: Path, b: Path) -> bool:
    """Do the two paths name one file (``b`` need not exist)?"""
    return a.resolve() == b.resolve() or (a.exists() and b.exists() and a.samefile(b))


MAX_JOBS = 1024
"""The most processes ``--jobs`` may ask for."""


def _jobs(text: str) -> int | None:
    """``--jobs``: a number from 1 to :data:`MAX_JOBS` in ASCII digits (``٣`` and ``²``
    are digits to Python, not here), or ``auto`` (``None``)."""
    if text == "auto":
        return None
    if text.isascii() and text.isdigit() and len(text) <= 4 and 0 < int(text) <= MAX_JOBS:
        return int(text)
    shown = text if len(text) <= 20 else f"{text[:20]}..."
    raise argparse.ArgumentTypeError(
        f"expected a positive number up to {MAX_JOBS} or 'auto', not {shown!r}"
    )


def _limit(text: str) -> int:
    """``--max-cells`` and ``--max-candidates``: a positive number in ASCII digits, with
    ``_`` or ``,`` between groups of digits if wished (``4_000_000``, ``4,000,000``)."""
    digits = text.replace("_", "").replace(",", "")
    if digits.isascii() and digits.isdigit() and len(digits) <= 18 and int(digits) > 0:
        return int(digits)
    shown = text if len(text) <= 20 else f"{text[:20]}..."
    raise argparse.ArgumentTypeError(f"expected a positive number, not {shown!r}")
