"""``ripple-effect``'s name, exit codes and messages: how an error becomes a printout.

Haskell counterpart::

    exitCode :: RunError -> ExitCode
    failure  :: String -> RunError -> Printout

The no-solution line goes to stdout (it is the program's answer, as the assignment
prints it), and so does ``--unique``'s "more than one solution"; every other message to
stderr. 124 for a run out of time is the code ``timeout(1)`` gives.
"""

from __future__ import annotations

from typing import assert_never

from ..kinds.errors import (
    Crashed,
    Malformed,
    MissingExtra,
    NoCluster,
    NoSolution,
    RunError,
    Several,
    TimedOut,
    TooLarge,
    Unreadable,
    Unwritable,
    UsageError,
    WrongAnswer,
    describe,
)
from .runner import Printout

PROGRAM = "ripple-effect"

EXIT_SOLVED = 0
EXIT_NO_SOLUTION = 1
EXIT_USAGE = 2
EXIT_UNREADABLE = 3
EXIT_MALFORMED = 4
EXIT_UNWRITABLE = 5
EXIT_TOO_LARGE = 6
EXIT_SEVERAL = 7
EXIT_NO_CLUSTER = 8
EXIT_MISSING_EXTRA = 9
EXIT_INTERNAL = 70
EXIT_TIMED_OUT = 124

EXIT_CODES = (
    "Exit codes: 0 solved (or counted, or unique), 1 no solution, 2 usage, 3 input "
    "unreadable, 4 input not a puzzle, 5 output unwritable, 6 puzzle past the limits, "
    "7 more than one solution (--unique), 8 no Dask cluster to run on (--scheduler), "
    "9 an optional extra is not installed (--strategy sat), "
    "124 out of time (--timeout)."
)
"""The codes, as ``--help`` lists them."""


def exit_code(error: RunError) -> int:
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
        case TooLarge():
            return EXIT_TOO_LARGE
        case Several():
            return EXIT_SEVERAL
        case TimedOut():
            return EXIT_TIMED_OUT
        case NoCluster():
            return EXIT_NO_CLUSTER
        case MissingExtra():
            return EXIT_MISSING_EXTRA
        case WrongAnswer() | Crashed():
            return EXIT_INTERNAL
        case _:
            assert_never(error)


def failure(program: str, error: RunError) -> Printout:
    """What ``program`` says when ``error`` stops it."""
    message = describe(error, program) + "\n"
    if isinstance(error, NoSolution | Several):
        return Printout(stdout=message, code=exit_code(error))
    return Printout(stderr=message, code=exit_code(error))
