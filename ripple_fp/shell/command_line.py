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
from pathlib import Path
from typing import NoReturn

from returns.result import Failure, Result, Success

from .. import __version__
from ..kinds.catalogue import KIND_NAMES
from ..kinds.errors import RunError, UsageError


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
