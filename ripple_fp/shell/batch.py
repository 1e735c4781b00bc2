"""``ripple-effect --batch IN_DIR OUT_DIR``: every puzzle of a folder, one per task.

Haskell counterpart::

    batch :: Int -> FilePath -> FilePath -> [ExceptT Printout IO Printout]
    batch jobs inDir outDir = map report (parallelMapIO jobs (solveEntry outDir) files)
                              ++ [summary]

Each puzzle is solved start to finish by one worker process (for many puzzles that is
the right grain: no branch splitting, no waiting on each other). The worker runs the
same steps as ``ripple-effect IN OUT`` and sends back their ``IOResult`` with the time
it took; the parent turns each into a printout (a line for a failure, the progress
bar) and, at the end, the summary, and hands them to :mod:`.runner` as they come. A bad
file never stops the batch, and every solution is written atomically.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from concurrent import futures
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from returns.io import IOFailure, IOResult, IOSuccess
from returns.pipeline import is_successful

from ..grid.errors import Malformed, NoSolution, RippleError, Unreadable, describe
from ..ripple.render import render_solution
from ..ripple.strategies import StrategyName, solve_checked
from .exits import failure
from .files import make_folder, read_puzzle, write_atomically
from .runner import Printout, Program
from .solve import PROGRAM, available_cores

SOLVED, NO_SOLUTION, INVALID, ERROR = "solved", "no solution", "invalid", "error"
_LABELS = {SOLVED: "solved", NO_SOLUTION: "without solution", INVALID: "invalid", ERROR: "failed"}


@dataclass(frozen=True)
class Attempt:
    """What a worker sends back: the file's name, how long it took, how it went."""

    name: str
    seconds: float
    result: IOResult[None, RippleError]


@dataclass(frozen=True)
class Outcome:
    """What became of one puzzle file, for the report."""

    name: str
    status: str
    seconds: float
    message: str = ""


def solve_entry(source: Path, target: Path, strategy: StrategyName) -> Attempt:
    """Worker: solve ``source`` and write ``target``; never raises for a bad file."""
    started = time.perf_counter()
    result = (
        read_puzzle(source)
        .bind_result(lambda problem: solve_checked(problem, strategy))
        .bind(lambda solved: write_atomically(target, render_solution(solved.solution)))
    )
    return Attempt(source.name, time.perf_counter() - started, result)


def batch(
    source: Path, target: Path, jobs: int | None, strategy: StrategyName
) -> Iterator[Program]:
    """Solve every ``*.txt`` of ``source`` into ``target/NAME.sol``: a printout per file
    as it is done, then the summary (exit code 0 when every puzzle was solved)."""
    started = time.perf_counter()
    ready = _folders(source, target)
    if not is_successful(ready):
        yield ready.map(lambda _: Printout()).alt(lambda error: failure(PROGRAM, error))
        return
    puzzles = sorted(source.glob("*.txt"))
    tally: IOResult[tuple[Outcome, ...], Printout] = IOSuccess(())
    attempts = _attempts(puzzles, target, jobs or available_cores(), strategy)
    for done, attempt in enumerate(attempts, start=1):
        found = outcome(attempt)
        tally = tally.bind(_appending(found))
        yield found.map(partial(_line, done=done, total=len(puzzles)))
    yield tally.map(lambda outcomes: _closing(outcomes, time.perf_counter() - started))


def _folders(source: Path, target: Path) -> IOResult[None, RippleError]:
    """Check the input folder and make the output folder."""
    if not source.is_dir():
        return IOFailure(Unreadable(str(source), "not a directory"))
    return make_folder(target)


def _attempts(
    puzzles: list[Path], target: Path, jobs: int, strategy: StrategyName
) -> Iterator[Attempt]:
    tasks = [(path, target / f"{path.stem}.sol") for path in puzzles]
    if jobs <= 1:
        yield from (solve_entry(source, out, strategy) for source, out in tasks)
        return
    with futures.ProcessPoolExecutor(max_workers=jobs) as pool:
        running = [pool.submit(solve_entry, source, out, strategy) for source, out in tasks]
        yield from (task.result() for task in futures.as_completed(running))


def outcome(attempt: Attempt) -> IOResult[Outcome, Printout]:
    """The attempt's outcome, whichever way it went (the failure side is never taken)."""
    solved = Outcome(attempt.name, SOLVED, attempt.seconds)
    return attempt.result.map(lambda _: solved).lash(
        lambda error: IOSuccess(_failed(attempt, error))
    )


def _failed(attempt: Attempt, error: RippleError) -> Outcome:
    if isinstance(error, NoSolution):
        return Outcome(attempt.name, NO_SOLUTION, attempt.seconds)
    status = INVALID if isinstance(error, Malformed) else ERROR
    return Outcome(attempt.name, status, attempt.seconds, describe(error, PROGRAM))


def _appending(
    found: IOResult[Outcome, Printout],
) -> Callable[[tuple[Outcome, ...]], IOResult[tuple[Outcome, ...], Printout]]:
    return lambda seen: found.map(lambda o: (*seen, o))


def _line(outcome: Outcome, done: int, total: int) -> Printout:
    """Pure: a failure's line, and the progress bar."""
    detail = f": {outcome.message}" if outcome.message else ""
    line = "" if outcome.status == SOLVED else f"{outcome.name}: {outcome.status}{detail}\n"
    filled = 30 * done // total
    return Printout(stderr=line, progress=f"[{'#' * filled}{' ' * (30 - filled)}] {done}/{total}")


def _closing(outcomes: tuple[Outcome, ...], seconds: float) -> Printout:
    solved = all(o.status == SOLVED for o in outcomes)
    return Printout(stdout=summary(outcomes, seconds) + "\n", code=0 if solved else 1)


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
