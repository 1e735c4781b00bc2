"""Everything that can go wrong with a run of a command, as data: one closed union.

Haskell counterpart::

    data RunError = UsageError String
                  | Unreadable FilePath String
                  | Malformed FilePath ParseError String
                  | OtherKind FilePath String [(String, String)] FilePath
                  | TooLarge FilePath String
                  | TimedOut FilePath Double
                  | NoSolution
                  | Several FilePath
                  | WrongAnswer [String]
                  | Crashed String
                  | Unwritable FilePath String
                  | NoCluster String
                  | MissingExtra String

Pure code returns these inside ``Result`` (the ``Either`` of returns); the IO shell
returns them inside ``IOResult`` (its ``ExceptT RunError IO``). Only ``describe`` turns
them into text, and only the shell prints it; ``exit_code`` is what each tells a script
(124 for a run out of time is the code ``timeout(1)`` gives).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import assert_never

from ..grid.text import ParseError


@dataclass(frozen=True)
class UsageError:
    """The command line was not understood."""

    message: str


@dataclass(frozen=True)
class FileFault:
    """What went wrong with one file (``path``), and why, in one line (``reason``): the
    shape every fault of a file to read, write or solve shares."""

    path: str
    reason: str


@dataclass(frozen=True)
class Fault:
    """What went wrong with the run, in one line (``reason``): the shape every fault of
    the run itself (no file to name) shares."""

    reason: str


@dataclass(frozen=True)
class Unreadable(FileFault):
    """The input file could not be read (missing, a directory, no permission, not text)."""


@dataclass(frozen=True)
class Malformed:
    """A file was read, but its text is not what it should be: ``what`` names it, a
    puzzle of one kind (``Ripple Effect puzzle``) or ``solution of this puzzle``."""

    path: str
    error: ParseError
    what: str


@dataclass(frozen=True)
class OtherKind:
    """A file read as a puzzle of one kind (``what``: ``Ripple Effect puzzle``) that
    another kind's parser reads: ``kinds`` holds the name and title of each kind that
    reads it (``("creek", "Creek puzzle")``), and ``target`` is the output file of the
    command line that would solve it (``OUT`` where the command wrote none)."""

    path: str
    what: str
    kinds: tuple[tuple[str, str], ...]
    target: str = "OUT"

    @property
    def advice(self) -> str:
        """The command line that solves it as the first of those kinds."""
        import shlex  # noqa: PLC0415 - only a puzzle of another kind needs it

        return shlex.join(
            ["ripple-fp", "solve", "--puzzle", self.kinds[0][0], self.path, self.target]
        )

    @property
    def reason(self) -> str:
        """What it is, in one line, and how to solve it."""
        others = "".join(f" (or --puzzle {name})" for name, _ in self.kinds[1:])
        return (
            f"{self.path} is not a {self.what} but {self.titles}: {self.advice} solves it{others}"
        )

    @property
    def titles(self) -> str:
        """What it is: ``a Creek puzzle``, ``a 0h h1 puzzle or a Tohu-Wa-Vohu puzzle``."""
        return " or ".join(f"a {title}" for _, title in self.kinds)


@dataclass(frozen=True)
class NoSolution:
    """The search space is empty: no grid satisfies the rules."""


@dataclass(frozen=True)
class WrongAnswer:
    """The solver produced a grid that the independent checker rejects (a bug, never shown
    to a user unless the solver is broken)."""

    problems: tuple[str, ...]


@dataclass(frozen=True)
class Crashed(Fault):
    """The search could not finish: a worker process died (killed from outside, or out
    of memory), or the solver raised where it never should (a bug)."""


@dataclass(frozen=True)
class Unwritable(FileFault):
    """The solution could not be written to the output file."""


@dataclass(frozen=True)
class TooLarge(FileFault):
    """The puzzle is past the limits of the run (:class:`~ripple_fp.kinds.kind.Limits`);
    ``reason`` says which, and how to raise it."""


@dataclass(frozen=True)
class TimedOut:
    """The search had not answered when its time ran out (``--timeout``)."""

    path: str
    seconds: float


@dataclass(frozen=True)
class Several:
    """The puzzle has more than one solution, where exactly one was asked for
    (``--unique``)."""

    path: str


@dataclass(frozen=True)
class NoCluster(Fault):
    """The work was to run on a Dask cluster, and its scheduler cannot be reached
    (without Dask installed, the run lacks an extra: :class:`MissingExtra`). ``reason``
    says where and why, in one line."""


@dataclass(frozen=True)
class MissingExtra(Fault):
    """The run needs an optional extra that is not installed (python-sat for ``--strategy
    sat``, Dask for a cluster, Starlette and uvicorn for ``ripple-fp serve``): one exit
    code for all three; ``reason`` says which, and how to install it, in one line."""


RunError = (
    UsageError
    | Unreadable
    | Malformed
    | OtherKind
    | TooLarge
    | TimedOut
    | NoSolution
    | Several
    | WrongAnswer
    | Crashed
    | Unwritable
    | NoCluster
    | MissingExtra
)


NO_SOLUTION_MESSAGE = "This puzzle has no solution"


def describe(error: RunError, program: str) -> str:
    """The message a person reads, prefixed with the command's name where it helps."""
    match error:
        case UsageError(message):
            return message
        case Unreadable(path, reason):
            return f"{program}: cannot read {path}: {reason}"
        case Malformed(path, parse_error, what):
            return f"{program}: {path} is not a {what}: {parse_error}"
        case TooLarge(path, reason):
            return f"{program}: {path} is too large to solve: {reason}"
        case TimedOut(path, seconds):
            return f"{program}: no answer for {path} within {seconds:g} s (--timeout)"
        case NoSolution():
            return NO_SOLUTION_MESSAGE
        case Several(path):
            return f"{path} has more than one solution"
        case WrongAnswer(problems):
            lines = "\n".join(problems)
            return f"{program}: internal error, the solver's answer is wrong:\n{lines}"
        case Crashed(reason):
            return f"{program}: internal error, the search stopped: {reason}"
        case Unwritable(path, reason):
            return f"{program}: cannot write {path}: {reason}"
        case NoCluster(reason=reason) | MissingExtra(reason=reason) | OtherKind(reason=reason):
            return f"{program}: {reason}"
        case _:
            assert_never(error)


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


def exit_code(error: RunError) -> int:
    """The process exit code that tells a script what went wrong."""
    match error:
        case UsageError():
            return EXIT_USAGE
        case Unreadable():
            return EXIT_UNREADABLE
        case Malformed() | OtherKind():
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
