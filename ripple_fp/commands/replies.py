"""What each command says, as data: a :class:`Printout`, made by pure functions from what
the command found (the shell finds it; :mod:`ripple_fp.shell.runner` prints it).

Haskell counterpart (the assignment's program returns what to print)::

    data Printout = Printout { out, err :: String, code :: ExitCode, progress :: String }

    failure :: String -> RunError -> Printout
    solved  :: Kind p s -> Solve -> String -> Solved p s -> Printout   -- and one per mode

A command is a request (:mod:`ripple_fp.commands`) and a reply (this module): both
data, both pure. Between them the shell reads, searches and writes. A ``--stats`` line
comes in as text (the shell measured the run), and goes before the rest of the reply,
on stderr, as the counts of a solve come before its grid.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, Literal, TypeVar, assert_never

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
from ..kinds.kind import CLEAN, Kind, Solved, Verdict
from . import STANDARD, Count, Explain, Solve, Unique, UpTo

if TYPE_CHECKING:
    from ..kinds.capabilities import Advice, Explained

P = TypeVar("P")
S = TypeVar("S")


@dataclass(frozen=True)
class Printout:
    """What a command has to say: text for stdout and stderr, and its exit code.

    ``progress`` is a status line for a person watching: shown on a terminal only,
    and replaced by the next one."""

    stdout: str = ""
    stderr: str = ""
    code: int = 0
    progress: str = ""


def failure(program: str, error: RunError) -> Printout:
    """What ``program`` says when ``error`` stops it: the no-solution line on stdout (it
    is the program's answer, as the assignment prints it), and so ``--unique``'s "more
    than one solution"; every other message on stderr."""
    message = describe(error, program) + "\n"
    if isinstance(error, NoSolution | Several):
        return Printout(stdout=message, code=exit_code(error))
    return Printout(stderr=message, code=exit_code(error))


def after_search(error: RunError, statistics: str, said: Printout) -> Printout:
    """``said`` about ``error``, after the ``--stats`` line if the search ran (every
    failure but reading the puzzle or the command line)."""
    if isinstance(error, Unreadable | Malformed | OtherKind | UsageError):
        return said
    return Printout(said.stdout, statistics + said.stderr, said.code)


def other_readers(program: str, path: str, title: str, others: tuple[tuple[str, str], ...]) -> str:
    """The note of a file read as a ``title`` (the default kind's), which ``others``
    (each a kind's name and title) read too, and the option that picks each: empty when
    there are none."""
    if not others:
        return ""
    options = " or ".join(f"a {other} (--puzzle {name})" for name, other in others)
    said = f"{program}: note: {path} is read as a {title}, the default;"
    return f"{said} it reads as {options} too\n"


# --- solve ---------------------------------------------------------------------------------

SEVERAL = "more than one solution; the one written is one of them (--count N counts them)"
"""The warning about a solution the search, looked at further, found not alone."""


def solved(kind: Kind[P, S], command: Solve, statistics: str, found: Solved[P, S]) -> Printout:
    """A solve's reply: the counts if asked (stderr), the grid if asked, and the
    solution itself for target ``-``; a warning when it was not the only one."""
    shown = kind.pictures().draw(found.problem, found.solution) if command.show else ""
    if str(command.target) == STANDARD:
        shown += kind.render_solution(found.solution)
    warning = ""
    if found.unique is False:
        warning = f"{command.program}: warning: {command.source} has {SEVERAL}\n"
    return Printout(stdout=shown, stderr=statistics + warning)


# --- count ---------------------------------------------------------------------------------


def counted(command: Count, count: int) -> Result[Printout, RunError]:
    """A count's reply. ``--count N``: the number alone on the first line (no more than
    N), and a second line when there are more. ``--unique``: ``unique``, or the failure
    that says why not (no solution, exit 1; several, exit 7)."""
    match command.question:
        case Unique():
            if count == 1:
                return Success(Printout(stdout="unique\n"))
            return Failure(NoSolution() if count == 0 else Several(str(command.source)))
        case UpTo(most):
            more = f"more than {most} solutions (counting stopped there)\n" if count > most else ""
            return Success(Printout(stdout=f"{min(count, most)}\n{more}"))
        case _:
            assert_never(command.question)


# --- check ---------------------------------------------------------------------------------

EXIT_CORRECT = 0
EXIT_VIOLATIONS = 1
EXIT_ERROR = 2
CORRECT = "Solution correct"


@dataclass(frozen=True)
class Report(Generic[P, S]):
    """A puzzle, the claimed solution if there is one, and the referee's verdict on it."""

    problem: P
    claim: S | None = None
    verdict: Verdict = CLEAN


def judged(kind: Kind[P, S], report: Report[P, S]) -> Printout:
    """A check's reply: the grid, then (for a claim) the verdict, one broken rule after
    another; exit 1 when a rule is broken."""
    grid = kind.pictures().draw(report.problem, report.claim)
    if report.claim is None:
        return Printout(stdout=grid)
    verdict = report.verdict.complaints or (CORRECT,)
    code = EXIT_VIOLATIONS if report.verdict.complaints else EXIT_CORRECT
    return Printout(stdout=grid + "".join(line + "\n" for line in verdict), code=code)


def unchecked(program: str, error: RunError) -> Printout:
    """A check that could not judge: every error is exit 2, as the course's checker."""
    return Printout(stderr=describe(error, program) + "\n", code=EXIT_ERROR)


# --- explain and hint ----------------------------------------------------------------------


def explained(kind: Kind[P, S], command: Explain, problem: P, found: Explained[S]) -> Printout:
    """An explained solve's reply: every step numbered, then the grade, and the grid or
    the solution if asked; or, for a puzzle without solution, the steps to the dead end
    and the message."""
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


def hinted(found: Advice) -> Printout:
    """A hint's reply: the hint in words; exit 1 when the filled cells leave no
    solution."""
    return Printout(stdout=found.text, code=EXIT_NO_SOLUTION if found.stuck else 0)


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


@dataclass(frozen=True)
class Outcome:
    """What became of one puzzle file, for the report."""

    name: str
    status: Status
    seconds: float
    message: str = ""
    """Why it was not solved; for a solved file, what to warn about (another solution)."""


def outcome_of(
    name: str, seconds: float, error: RunError | None, unique: bool | None = None
) -> Outcome:
    """The outcome of a file that was solved (``error`` ``None``; ``unique`` whether
    its solution is the only one, as :attr:`~ripple_fp.kinds.kind.Solved.unique`) or
    was not."""
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
