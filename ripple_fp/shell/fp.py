"""``ripple-fp solve|check --puzzle KIND ...``: one command for every kind of puzzle.

Haskell counterpart (optparse-applicative's ``subparser``)::

    main = do args <- getArgs
              case args of
                "solve" : rest -> Solve.command (solveOptions "ripple-fp solve" rest)
                "check" : rest -> Check.command (checkOptions "ripple-fp check" rest)
                _              -> usage

``ripple-fp solve`` is ``ripple-effect`` with ``--puzzle KIND`` (default ``ripple``), and
``ripple-fp check`` is ``ripple-effect-check`` with it: the same options, messages and
exit codes, run by the same code (:mod:`.solve`, :mod:`.check`).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from returns.io import IOFailure
from returns.result import Failure, Success

from . import check, solve
from .command_line import ArgumentParser, add_version_option, parse_command_line, usage_error
from .exits import failure
from .options import solve_options
from .runner import interruptible, run

PROGRAM = "ripple-fp"


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``ripple-fp`` with ``argv``; return the exit code."""
    args = sys.argv[1:] if argv is None else list(argv)
    return interruptible(PROGRAM, lambda: dispatch(args))


def dispatch(args: list[str]) -> int:
    """Run the command ``args`` name."""
    match args[:1]:
        case ["solve"]:
            program = f"{PROGRAM} solve"
            return solve.command(solve_options(args[1:], program, puzzles=True), program)
        case ["check"]:
            program = f"{PROGRAM} check"
            return check.command(check.check_options(args[1:], program, puzzles=True), program)
    parser = _parser()
    match parse_command_line(parser, args):  # prints --help and --version, and exits
        case Failure(error):
            return run(IOFailure(failure(PROGRAM, error)))
        case Success(parsed):  # a command given after options: name it first
            wanted = f"{parsed.command} must come first"
            return run(IOFailure(failure(PROGRAM, usage_error(parser, wanted))))
    raise AssertionError("unreachable: a Result is a Success or a Failure")


def _parser() -> ArgumentParser:
    parser = ArgumentParser(
        prog=PROGRAM,
        usage=f"{PROGRAM} {{solve,check}} --puzzle KIND [options] ...",
        description="Solve or check a grid puzzle: Ripple Effect, 0h h1, Tohu-Wa-Vohu, "
        "Creek or Vergleichssudoku.",
        epilog=f"'{PROGRAM} solve --help' and '{PROGRAM} check --help' show the options.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "command",
        choices=("solve", "check"),
        help="solve: solve a puzzle and write its solution; check: draw a puzzle or check "
        "a claimed solution",
    )
    add_version_option(parser)
    return parser
