"""``ripple-effect IN OUT``: the IO shell around the pure core.

Haskell counterpart (the assignment's program monad)::

    type Prog = ExceptT RippleError IO

    solveFile :: Options -> Prog Solution
    solveFile opts = do bytes    <- readInput (input opts)
                        problem  <- liftEither (parseInput (input opts) bytes)
                        solution <- liftEither (solveChecked problem)
                        writeAtomically (output opts) (renderSolution solution)
                        return solution

    runProg :: Prog a -> IO ExitCode     -- prints the error, if any, and picks the code
    main = getArgs >>= runProg . (liftEither . parseArgs >=> solveFile)

``IOResult`` from returns is ``ExceptT e IO``: ``@impure_safe`` is ``try``, ``alt`` turns
an exception into our own error type at once, ``bind_result`` lifts a pure ``Either``
step. :func:`main` is ``runProg``: the one place where IO is performed and unwrapped.
"""

from __future__ import annotations

import argparse
import errno
import os
import sys
import tempfile
from collections.abc import Sequence
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn, assert_never

from returns.io import IO, IOResult, impure_safe
from returns.result import Failure, Result, Success
from returns.unsafe import unsafe_perform_io

from . import __version__
from .display import draw
from .errors import (
    Malformed,
    NoSolution,
    ParseError,
    RippleError,
    Unreadable,
    Unwritable,
    UsageError,
    WrongAnswer,
    describe,
)
from .parse import decode, parse_puzzle
from .puzzle import Problem, Solution
from .render import render_solution
from .rules import explain, violations
from .solver import solutions

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


# --- runProg ------------------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``ripple-effect`` with ``argv`` (default: the process's arguments); return the
    exit code. Every failure is one message on stderr and a non-zero code."""
    args = sys.argv[1:] if argv is None else list(argv)
    return run_prog(IOResult.from_result(_arguments(args)).bind(solve_file))


def run_prog(program: IOResult[Solution, RippleError]) -> int:
    """``runProg``: the one place where an IO result is unwrapped. Prints the error, if
    any (the no-solution line on stdout, everything else on stderr), and returns the code."""
    match unsafe_perform_io(IO.from_ioresult(program)):
        case Success(_):
            return EXIT_SOLVED
        case Failure(NoSolution() as error):
            print(describe(error))
            return exit_code(error)
        case Failure(error):
            print(describe(error), file=sys.stderr)
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


def solve_file(options: Options) -> IOResult[Solution, RippleError]:
    """Read, parse, solve, check and write; show the solution if asked."""
    return (
        read_input(options.input)
        .bind_result(lambda data: parse_input(options.input, data))
        .bind_result(solve_checked)
        .bind(lambda solution: write_solution(options, solution))
    )


def read_input(path: Path) -> IOResult[bytes, RippleError]:
    """The bytes of the input file, or why they could not be read."""
    return _read_bytes(path).alt(lambda error: _unreadable(path, error))


def parse_input(path: Path, data: bytes) -> Result[Problem, RippleError]:
    """Pure: the puzzle in the file's bytes, or where the text stops being a puzzle."""
    return decode(data).bind(parse_puzzle).alt(lambda error: _malformed(path, error))


def solve_checked(problem: Problem) -> Result[Solution, RippleError]:
    """Pure: the first solution, trusted only after the independent checker agrees."""
    solution = next(solutions(problem), None)
    if solution is None:
        return Failure(NoSolution())
    if found := violations(problem, solution):
        return Failure(WrongAnswer(tuple(map(explain, found))))
    return Success(solution)


def write_solution(options: Options, solution: Solution) -> IOResult[Solution, RippleError]:
    """Write the solution file atomically, then print the grid if ``--show`` asked."""
    written = _replace_atomically(options.output, render_solution(solution)).alt(
        lambda error: _unwritable(options.output, error)
    )
    return written.map(lambda _: _shown(solution) if options.show else solution)


# --- the command line ---------------------------------------------------------------------------


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is a value, not a ``SystemExit``."""

    def error(self, message: str) -> NoReturn:
        raise _UsageError(f"{self.format_usage().rstrip()}\n{self.prog}: error: {message}")


class _UsageError(Exception):
    """Carries argparse's message out of ``error``."""


def _arguments(argv: list[str]) -> Result[Options, RippleError]:
    parser = _Parser(
        prog="ripple-effect",
        usage="ripple-effect [--show] <input file> <output file>",
        description="Solve a Ripple Effect (Hakyuu) puzzle and write its solution.",
        epilog="Exit codes: 0 solved, 1 no solution, 2 usage, 3 input unreadable, "
        "4 input not a puzzle, 5 output unwritable.",
    )
    parser.add_argument("input", type=Path, help="the puzzle file")
    parser.add_argument("output", type=Path, help="where to write the solution")
    parser.add_argument("--show", action="store_true", help="also print the solved grid")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    try:
        parsed = parser.parse_args(argv)
    except _UsageError as problem:
        return Failure(UsageError(str(problem)))
    return Success(Options(parsed.input, parsed.output, parsed.show))


# --- the IO primitives: each does one thing and may raise OSError ----------------------------


@impure_safe(exceptions=(OSError,))
def _read_bytes(path: Path) -> bytes:
    return path.read_bytes()


@impure_safe(exceptions=(OSError,))
def _replace_atomically(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file beside ``path``, then rename it over ``path``:
    readers see the old file or the whole new one, never a part, and a failure leaves
    ``path`` as it was."""
    if path.is_dir():
        raise IsADirectoryError(errno.EISDIR, "is a directory")
    if not path.parent.is_dir():
        raise FileNotFoundError(errno.ENOENT, f"no such directory: {path.parent}")
    if path.exists() and not os.access(path, os.W_OK):
        raise PermissionError(errno.EACCES, "permission denied")
    fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.chmod(temporary, 0o666 & ~_umask())
        os.replace(temporary, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _shown(solution: Solution) -> Solution:
    print(draw(solution.layout, solution.grid), end="")
    return solution


def _unreadable(path: Path, error: OSError) -> RippleError:
    return Unreadable(str(path), _reason(error))


def _unwritable(path: Path, error: OSError) -> RippleError:
    return Unwritable(str(path), _reason(error))


def _malformed(path: Path, error: ParseError) -> RippleError:
    return Malformed(str(path), error)


def _reason(error: OSError) -> str:
    """``No such file or directory`` and the like, without Python's decoration."""
    return (error.strerror or str(error)).lower()
