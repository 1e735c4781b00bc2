"""What each command says, as data: a :class:`Printout`, made by pure functions from what
the command found (the shell finds it; :mod:`ripple_fp.shell.runner` prints it).

Haskell counterpart (the assignment's program returns what to print; a record of
functions, one per mode, says it to whoever listens)::

    data Printout = Printout { out, err :: String, code :: ExitCode, progress :: String }
    data Voice t = Voice { failed :: String -> RunError -> String -> t
                         , solved :: Solve -> Loaded p s -> String -> Solved p s -> t, ... }
    printed :: Voice Printout                            -- this module

A command is a request (:mod:`ripple_fp.commands`) and a reply: both data, both pure.
Between them the shell reads, searches and writes, and hands what each mode found to a
:class:`Voice`: this module's functions are the one that speaks to a person at a
terminal, :mod:`ripple_fp.web.answers` the one that answers the page, so both hear the
same program. A ``--stats`` line comes in as text (the shell measured the run), and
goes before the rest of the reply, on stderr, as the counts of a solve come before its
grid.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Protocol, TypeVar, assert_never

from returns.result import Failure, Result, Success

from ..kinds.errors import (
    EXIT_NO_SOLUTION,
    Crashed,
    Malformed,
    MissingExtra,
    NoCluster,
    NoSolution,
    OtherKind,
    RunError,
    Several,
    TimedOut,
    TooLarge,
    Unreadable,
    Unwritable,
    UsageError,
    WrongAnswer,
    describe,
    exit_code,
)
from . import STANDARD, Proof, Solve

if TYPE_CHECKING:
    from ..kinds.capabilities import Advice, Explained
    from ..kinds.kind import Loaded, Solved
    from . import Check, Convert, Count, Explain, Hint
    from .batch import Outcome
    from .check import Report

P = TypeVar("P")
S = TypeVar("S")
T = TypeVar("T")


@dataclass(frozen=True)
class Printout:
    """What a command has to say: text for stdout and stderr, and its exit code.

    ``progress`` is a status line for a person watching: shown on a terminal only,
    and replaced by the next one."""

    stdout: str = ""
    stderr: str = ""
    code: int = 0
    progress: str = ""


class Voice(Protocol[T]):
    """What the modes say, to whom: one function per thing a mode finds, each giving a
    ``T``. This module is the voice of the command line (``T``: :class:`Printout`)."""

    def said(self, printout: Printout, /) -> T: ...

    def noted(self, note: str, said: T, /) -> T: ...

    def failed(self, program: str, error: RunError, statistics: str, /) -> T: ...

    def unchecked(self, program: str, error: RunError, /) -> T: ...

    def solved(
        self, command: Solve, loaded: Loaded[P, S], statistics: str, found: Solved[P, S], /
    ) -> T: ...

    def counted(self, command: Count, statistics: str, count: int, /) -> T: ...

    def judged(self, command: Check, loaded: Loaded[P, S], report: Report[P, S], /) -> T: ...

    def explained(self, command: Explain, loaded: Loaded[P, S], found: Explained[S], /) -> T: ...

    def hinted(self, command: Hint, loaded: Loaded[P, S], found: Advice, /) -> T: ...

    def converted(self, command: Convert, text: str, /) -> T: ...


def said(printout: Printout) -> Printout:
    """What a command that says only what it prints says (a batch, the maker, help)."""
    return printout


def noted(note: str, said: Printout) -> Printout:
    """``said``, after a note on stderr (which other kinds read the puzzle)."""
    return Printout(said.stdout, note + said.stderr, said.code, said.progress)


def failure(program: str, error: RunError) -> Printout:
    """What ``program`` says when ``error`` stops it: the no-solution line on stdout (it
    is the program's answer, as the assignment prints it), and so ``--unique``'s "more
    than one solution"; every other message on stderr."""
    message = describe(error, program) + "\n"
    if isinstance(error, NoSolution | Several):
        return Printout(stdout=message, code=exit_code(error))
    return Printout(stderr=message, code=exit_code(error))


def failed(program: str, error: RunError, statistics: str) -> Printout:
    """:func:`failure`, after the ``--stats`` line if the search ran (every failure but
    reading the puzzle or the command line)."""
    said = failure(program, error)
    if isinstance(error, Unreadable | Malformed | OtherKind | UsageError):
        return said
    return Printout(said.stdout, statistics + said.stderr, said.code)


# --- solve ---------------------------------------------------------------------------------

SEVERAL = "more than one solution; the one written is one of them (--count N counts them)"
"""The warning about a solution the search, looked at further, found not alone."""

UNIQUE = "has a unique solution"
"""What a proof says of a solution it found alone."""


def solved(command: Solve, loaded: Loaded[P, S], statistics: str, found: Solved[P, S]) -> Printout:
    """A solve's reply: the counts if asked (stderr), the grid if asked, and the
    solution itself for target ``-``; and one line on stderr about its uniqueness."""
    kind = loaded.kind
    shown = kind.pictures().draw(found.problem, found.solution) if command.show else ""
    if str(command.target) == STANDARD:
        shown += kind.render_solution(found.solution)
    return Printout(stdout=shown, stderr=statistics + uniqueness_said(command, found.unique))


def uniqueness_said(command: Solve, unique: bool | None) -> str:
    """The line about whether the solution is the only one: a warning when it is not;
    when the solve proves it (:class:`~ripple_fp.commands.Proof`), that it is, or that
    ``--timeout`` ran out first; nothing else after a glance."""
    proof, name = isinstance(command.uniqueness, Proof), f"{command.program}: {command.source}"
    if unique is False:
        return f"{command.program}: warning: {command.source} has {SEVERAL}\n"
    if proof and unique:
        return f"{name} {UNIQUE}\n"
    if proof and command.timeout is not None:
        return (
            f"{name}: whether its solution is unique was not decided within "
            f"{command.timeout:g} s (--timeout)\n"
        )
    return ""


# --- count ---------------------------------------------------------------------------------


def answer(command: Count, count: int) -> Result[int, RunError]:
    """What a count answers: ``--count N``, the count; ``--unique``, the one solution, or
    the failure that says why not (no solution, exit 1; several, exit 7)."""
    from .count import Unique, UpTo  # noqa: PLC0415 - loaded when the mode is chosen

    match command.question:
        case Unique():
            if count == 1:
                return Success(count)
            return Failure(NoSolution() if count == 0 else Several(str(command.source)))
        case UpTo():
            return Success(count)
        case _:
            assert_never(command.question)


def counted(command: Count, statistics: str, count: int) -> Printout:
    """A count's reply. ``--count N``: the number alone on the first line (no more than
    N), and a second line when there are more. ``--unique``: ``unique``."""
    from .count import UpTo  # noqa: PLC0415 - loaded when the mode is chosen

    if isinstance(command.question, UpTo):
        most = command.question.most
        more = f"more than {most} solutions (counting stopped there)\n" if count > most else ""
        return Printout(stdout=f"{min(count, most)}\n{more}", stderr=statistics)
    return Printout(stdout="unique\n", stderr=statistics)


# --- check ---------------------------------------------------------------------------------

EXIT_CORRECT = 0
EXIT_VIOLATIONS = 1
EXIT_ERROR = 2
CORRECT = "Solution correct"


def judged(command: Check, loaded: Loaded[P, S], report: Report[P, S]) -> Printout:
    """A check's reply: the grid, then (for a claim) the verdict, one broken rule after
    another; exit 1 when a rule is broken."""
    grid = loaded.kind.pictures().draw(report.problem, report.claim)
    if report.claim is None:
        return Printout(stdout=grid)
    verdict = report.verdict.complaints or (CORRECT,)
    code = EXIT_VIOLATIONS if report.verdict.complaints else EXIT_CORRECT
    return Printout(stdout=grid + "".join(line + "\n" for line in verdict), code=code)


def unchecked(program: str, error: RunError) -> Printout:
    """A check that could not judge: every error is exit 2, as the course's checker."""
    return Printout(stderr=describe(error, program) + "\n", code=EXIT_ERROR)


# --- explain and hint ----------------------------------------------------------------------


def explained(command: Explain, loaded: Loaded[P, S], found: Explained[S]) -> Printout:
    """An explained solve's reply: every step numbered, then the grade, and the grid or
    the solution if asked; or, for a puzzle without solution, the steps to the dead end
    and the message."""
    kind, problem = loaded.kind, loaded.problem
    width = len(str(len(found.steps)))
    lines = [f"{n:>{width}}. {step}\n" for n, step in enumerate(found.steps, 1)]
    if found.solution is None:
        lines.append(failure(command.program, NoSolution()).stdout)
        return Printout(stdout="".join(lines), code=EXIT_NO_SOLUTION)
    lines.append(f"grade: {found.grade}\n")
    if command.show:
        lines.append(kind.pictures().draw(problem, found.solution))
    if command.target is not None and str(command.target) == STANDARD:
        lines.append(kind.render_solution(found.solution))
    return Printout(stdout="".join(lines))


def hinted(command: Hint, loaded: Loaded[P, S], found: Advice) -> Printout:
    """A hint's reply: the hint in words; exit 1 when the filled cells leave no
    solution."""
    return Printout(stdout=found.text, code=EXIT_NO_SOLUTION if found.stuck else 0)


def converted(command: Convert, text: str) -> Printout:
    """A conversion's reply: the text written, for target ``-``; else nothing."""
    return Printout(stdout=text if str(command.target) == STANDARD else "")


# --- batch ---------------------------------------------------------------------------------

Status = Literal["solved", "no solution", "invalid", "error"]
"""What became of a puzzle file."""

SOLVED: Status = "solved"
NO_SOLUTION: Status = "no solution"
INVALID: Status = "invalid"
ERROR: Status = "error"
_LABELS: dict[Status, str] = {
    SOLVED: "solved",
    NO_SOLUTION: "without solution",
    INVALID: "invalid",
    ERROR: "failed",
}


def outcome_of(
    name: str, seconds: float, error: RunError | None, unique: bool | None = None
) -> Outcome:
    """The outcome of a file that was solved (``error`` ``None``; ``unique`` whether
    its solution is the only one, as :attr:`~ripple_fp.kinds.kind.Solved.unique`) or
    was not."""
    from .batch import Outcome  # noqa: PLC0415 - loaded when the mode is chosen

    if error is None:
        return Outcome(name, SOLVED, seconds, SEVERAL if unique is False else "")
    if isinstance(error, NoSolution):
        return Outcome(name, NO_SOLUTION, seconds)
    status = INVALID if isinstance(error, Malformed | OtherKind) else ERROR
    return Outcome(name, status, seconds, fault(error))


def fault(error: RunError) -> str:
    """What went wrong with a file, for its line (which names it already)."""
    match error:
        case Malformed(_, parse_error, what):
            return f"not a {what}: {parse_error}"
        case OtherKind(_, what, kinds):
            return f"not a {what} but {error.titles} (--puzzle {kinds[0][0]})"
        case Unreadable(_, why):
            return f"cannot read it: {why}"
        case TooLarge(_, why):
            return f"too large to solve: {why}"
        case TimedOut(_, seconds):
            return f"no answer within {seconds:g} s (--timeout)"
        case Unwritable(path, why):
            return f"cannot write {path}: {why}"
        case WrongAnswer(problems):
            return "internal error, the solver's answer is wrong: " + "; ".join(problems)
        case Crashed(why):
            return f"internal error, the search stopped: {why}"
        case NoCluster(why) | MissingExtra(why):
            return why
        case NoSolution() | Several() | UsageError():
            return ""


def progressed(outcome: Outcome, done: int, total: int) -> Printout:
    """A file's reply in a batch: its line if it failed or has a warning, and the
    progress bar."""
    detail = f": {outcome.message}" if outcome.message else ""
    line = f"{outcome.name}: {outcome.status}{detail}\n"
    if outcome.status == SOLVED:
        line = f"{outcome.name}: warning: {outcome.message}\n" if outcome.message else ""
    filled = 30 * done // total
    return Printout(stderr=line, progress=f"[{'#' * filled}{' ' * (30 - filled)}] {done}/{total}")


def closing(outcomes: tuple[Outcome, ...], seconds: float) -> Printout:
    """A batch's last reply: the summary; exit 0 when every puzzle was solved."""
    solved = all(o.status == SOLVED for o in outcomes)
    return Printout(stdout=summary(outcomes, seconds) + "\n", code=0 if solved else 1)


def cut_short(outcomes: tuple[Outcome, ...], total: int, seconds: float) -> Printout:
    """A batch's last reply when a signal stopped it: the summary of the files that
    finished, and how many of the ``total`` did not (the runner then names the signal,
    whose exit code is the run's)."""
    return Printout(stdout=summary(outcomes, seconds, total - len(outcomes)) + "\n", code=1)


def summary(outcomes: tuple[Outcome, ...], seconds: float, unfinished: int = 0) -> str:
    """The closing lines: counts per outcome (and of the files a signal left
    ``unfinished``, if any), the total time, the slowest files."""
    counts = ", ".join(
        f"{sum(o.status == status for o in outcomes)} {label}" for status, label in _LABELS.items()
    )
    counts += f", {unfinished} unfinished" if unfinished else ""
    slowest = sorted(outcomes, key=lambda o: -o.seconds)[:3]
    lines = [f"{len(outcomes) + unfinished} puzzles in {seconds:.2f} s: {counts}"]
    if slowest:
        lines.append("slowest: " + ", ".join(f"{o.name} {o.seconds:.3f} s" for o in slowest))
    return "\n".join(lines)
