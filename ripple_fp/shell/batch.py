"""``ripple-effect --batch IN_DIR OUT_DIR``: every puzzle of a folder, one per task.

Haskell counterpart::

    batch :: SolveOptions -> [ExceptT Printout IO Printout]
    batch opts = checkFolders : map report attempts ++ [summary]
      where attempts = parallelMapIO (jobs opts) (solveEntry (kind opts) (output opts)) files

Each puzzle is solved start to finish by one worker process (for many puzzles that is
the right grain: no branch splitting, no waiting on each other). The worker runs the
same steps as ``ripple-effect IN OUT`` and sends back their ``IOResult`` with the time
it took. The parent turns each into a printout (a line for a failure, the progress bar)
and, at the end, the summary, and hands them to :mod:`.runner` as they come: a stream
of programs, which the runner stops at the first failure (the folders cannot be used).
A bad puzzle file is not a failure of the batch: it is reported, and the batch goes on.
Every solution is written atomically.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from concurrent import futures
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Literal

from pyrsistent import PVector, pvector
from returns.io import IOFailure, IOResult, IOSuccess

from ..kinds.catalogue import KindName, kind_named
from ..kinds.errors import (
    Crashed,
    Malformed,
    NoSolution,
    RunError,
    Several,
    TimedOut,
    TooLarge,
    Unreadable,
    Unwritable,
    UsageError,
    WrongAnswer,
)
from ..kinds.kind import solve_checked, within_limits
from ..kinds.limits import DEFAULT_LIMITS, Limits
from .exits import failure
from .files import make_folder, read_puzzle, write_atomically
from .options import SolveOptions, output_of, strategy_of
from .parallel import available_cores
from .runner import Printout, Program
from .workers import worker_pool

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
class Attempt:
    """What a worker sends back: the file's name, how long it took, how it went."""

    name: str
    seconds: float
    result: IOResult[None, RunError]


@dataclass(frozen=True)
class Outcome:
    """What became of one puzzle file, for the report."""

    name: str
    status: Status
    seconds: float
    message: str = ""


Tally = IOResult[PVector[Outcome], Printout]
"""The outcomes so far, inside the IO they came from."""


def solve_entry(
    kind_name: KindName, source: Path, target: Path, strategy: str, limits: Limits = DEFAULT_LIMITS
) -> Attempt:
    """Worker: solve ``source`` and write ``target``; never raises for a bad file, nor
    for a bug its puzzle runs into (that is a :class:`Crashed` outcome of one file: the
    batch goes on)."""
    started, kind = time.perf_counter(), kind_named(kind_name)
    try:
        read: IOResult[object, RunError] = read_puzzle(kind, source)
        result = (
            read.bind_result(partial(within_limits, kind, limits, source))
            .bind_result(lambda problem: solve_checked(kind, problem, strategy))
            .bind(lambda solved: write_atomically(target, kind.render_solution(solved.solution)))
        )
    except Exception as bug:
        result = IOFailure(Crashed(f"{type(bug).__name__}: {bug}"))
    return Attempt(source.name, time.perf_counter() - started, result)


def batch(options: SolveOptions) -> Iterator[Program]:
    """Solve every ``*.txt`` of the input folder into ``output/NAME.sol``: first the
    folders (a failure there ends the run), then a printout per file as it is done, then
    the summary (exit code 0 when every puzzle was solved)."""
    started, source, target = time.perf_counter(), options.input, output_of(options)
    said = partial(failure, options.program)
    yield _folders(source, target).map(lambda _: Printout()).alt(said)
    puzzles = sorted(source.glob("*.txt"))
    tally: Tally = IOSuccess(pvector())
    attempts = _attempts(puzzles, options)
    for done, attempt in enumerate(attempts, start=1):
        found = outcome(attempt)
        tally = tally.bind(_appending(found))
        yield found.map(partial(_line, done=done, total=len(puzzles)))
    yield tally.map(lambda outcomes: _closing(outcomes, time.perf_counter() - started))


def _folders(source: Path, target: Path) -> IOResult[None, RunError]:
    """Check the input folder and make the output folder."""
    if not source.is_dir():
        return IOFailure(Unreadable(str(source), "not a directory"))
    return make_folder(target)


def _attempts(puzzles: list[Path], options: SolveOptions) -> Iterator[Attempt]:
    kind, strategy, jobs = options.kind, strategy_of(options), options.jobs or available_cores()
    tasks = [
        (kind, path, output_of(options) / f"{path.stem}.sol", strategy, options.limits)
        for path in puzzles
    ]
    if jobs <= 1:
        yield from (solve_entry(*task) for task in tasks)
        return
    with worker_pool(jobs) as pool:
        running = {pool.submit(solve_entry, *task): task[1].name for task in tasks}
        yield from (_outcome_of(task, running[task]) for task in futures.as_completed(running))


def _outcome_of(task: futures.Future[Attempt], name: str) -> Attempt:
    """The attempt a worker sent back, or a crash if the worker died on the way (a
    dead worker breaks the pool: every puzzle not yet solved then reports it)."""
    try:
        return task.result()
    except BrokenProcessPool as broken:
        return Attempt(name, 0.0, IOFailure(Crashed(f"a worker process died ({broken})")))


def outcome(attempt: Attempt) -> IOResult[Outcome, Printout]:
    """The attempt's outcome, whichever way it went: a failed puzzle is an outcome too,
    so the failure side is never taken (its type is the stream's)."""
    solved = Outcome(attempt.name, SOLVED, attempt.seconds)
    return attempt.result.map(lambda _: solved).lash(
        lambda error: IOSuccess(_failed(attempt, error))
    )


def _failed(attempt: Attempt, error: RunError) -> Outcome:
    if isinstance(error, NoSolution):
        return Outcome(attempt.name, NO_SOLUTION, attempt.seconds)
    status = INVALID if isinstance(error, Malformed) else ERROR
    return Outcome(attempt.name, status, attempt.seconds, reason(error))


def reason(error: RunError) -> str:
    """Pure: what went wrong with a file, for its line (which names it already)."""
    match error:
        case Malformed(_, parse_error, what):
            return f"not a {what}: {parse_error}"
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
        case NoSolution() | Several() | UsageError():
            return ""


def _appending(found: IOResult[Outcome, Printout]) -> Callable[[PVector[Outcome]], Tally]:
    return lambda seen: found.map(seen.append)


def _line(outcome: Outcome, done: int, total: int) -> Printout:
    """Pure: a failure's line, and the progress bar."""
    detail = f": {outcome.message}" if outcome.message else ""
    line = "" if outcome.status == SOLVED else f"{outcome.name}: {outcome.status}{detail}\n"
    filled = 30 * done // total
    return Printout(stderr=line, progress=f"[{'#' * filled}{' ' * (30 - filled)}] {done}/{total}")


def _closing(outcomes: PVector[Outcome], seconds: float) -> Printout:
    solved = all(o.status == SOLVED for o in outcomes)
    return Printout(stdout=summary(tuple(outcomes), seconds) + "\n", code=0 if solved else 1)


def summary(outcomes: tuple[Outcome, ...], seconds: float) -> str:
    """Pure: the closing lines: counts per outcome, the total time, the slowest files."""
    counts = ", ".join(
        f"{sum(o.status == status for o in outcomes)} {label}" for status, label in _LABELS.items()
    )
    slowest = sorted(outcomes, key=lambda o: -o.seconds)[:3]
    lines = [f"{len(outcomes)} puzzles in {seconds:.2f} s: {counts}"]
    if slowest:
        lines.append("slowest: " + ", ".join(f"{o.name} {o.seconds:.3f} s" for o in slowest))
    return "\n".join(lines)
