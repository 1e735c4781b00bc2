"""Command lines as values: argparse, with a usage error returned instead of raised.

Haskell counterpart (optparse-applicative's ``execParserPure``)::

    parseCommandLine :: ParserInfo a -> [String] -> Either RunError a
    usageError       :: ParserInfo a -> String -> RunError

argparse reports a usage error by printing and calling ``sys.exit``; here it becomes a
``Failure(UsageError(message))`` that flows through the program like every other error.
``--help`` and ``--version`` still print and exit 0, as users expect.
"""

from __future__ import annotations

import argparse
import math
from pathlib import Path
from typing import NoReturn

from returns.result import Failure, Result, Success

from .. import __version__
from ..kinds.catalogue import KIND_NAMES
from ..kinds.errors import RunError, UsageError

STDOUT = "-"
"""The output file name that means standard output (and the input name, standard input)."""

MAX_JOBS = 1024
"""The most processes ``--jobs`` may ask for."""


class ArgumentParser(argparse.ArgumentParser):
    """argparse, but a usage error is a value, not a ``SystemExit``."""

    def error(self, message: str) -> NoReturn:
        raise BadUsageError(usage_error(self, message).message)


class BadUsageError(Exception):
    """Carries argparse's message out of ``error``."""


def parse_command_line(
    parser: ArgumentParser, argv: list[str]
) -> Result[argparse.Namespace, RunError]:
    """``parser.parse_args`` as a Result."""
    try:
        return Success(parser.parse_args(argv))
    except BadUsageError as problem:
        return Failure(UsageError(str(problem)))


def add_common_options(parser: ArgumentParser) -> None:
    """The options both commands share: ``--svg FILE`` and ``--version``."""
    parser.add_argument("--svg", type=Path, metavar="FILE", help="also draw it as SVG in FILE")
    add_version_option(parser)


def add_version_option(parser: ArgumentParser) -> None:
    """``--version``: the program's name and version."""
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")


def usage_error(parser: argparse.ArgumentParser, message: str) -> UsageError:
    """A usage error worded as argparse words its own: the usage line, then the reason."""
    return UsageError(f"{parser.format_usage().rstrip()}\n{parser.prog}: error: {message}")


def add_puzzle_option(parser: ArgumentParser) -> None:
    """``--puzzle KIND``, for the commands that solve every kind."""
    parser.add_argument(
        "--puzzle",
        dest="kind",
        choices=KIND_NAMES,
        default="ripple",
        metavar="KIND",
        help=f"the kind of puzzle: {', '.join(KIND_NAMES)} (default ripple)",
    )


def jobs_value(text: str) -> int | None:
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


def limit_value(text: str) -> int:
    """``--max-cells`` and ``--max-candidates``: a positive number in ASCII digits, with
    ``_`` or ``,`` between groups of digits if wished (``4_000_000``, ``4,000,000``)."""
    digits = text.replace("_", "").replace(",", "")
    if digits.isascii() and digits.isdigit() and len(digits) <= 18 and int(digits) > 0:
        return int(digits)
    shown = text if len(text) <= 20 else f"{text[:20]}..."
    raise argparse.ArgumentTypeError(f"expected a positive number, not {shown!r}")


def count_value(text: str) -> int:
    """``--count``: a number of solutions, from 1, in ASCII digits."""
    if text.isascii() and text.isdigit() and len(text) <= 18 and int(text) > 0:
        return int(text)
    shown = text if len(text) <= 20 else f"{text[:20]}..."
    raise argparse.ArgumentTypeError(f"expected a positive number, not {shown!r}")


def seconds_value(text: str) -> float:
    """``--timeout``: a positive, finite number of seconds (``0.5``, ``30``, ``1e3``)."""
    try:
        seconds = float(text) if text.isascii() else math.nan
    except ValueError:
        seconds = math.nan
    if math.isfinite(seconds) and 0 < seconds <= 10**9:
        return seconds
    shown = text if len(text) <= 20 else f"{text[:20]}..."
    raise argparse.ArgumentTypeError(f"expected a positive number of seconds, not {shown!r}")
