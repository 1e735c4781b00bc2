"""``ripple-effect --batch IN_DIR OUT_DIR``: every puzzle of a folder, one per task.

Haskell counterpart::

    batch :: Int -> FilePath -> FilePath -> IO ExitCode
    batch jobs inDir outDir = do files    <- listPuzzles inDir
                                 outcomes <- parallelMapIO jobs (solveFile outDir) files
                                 report outcomes

Each puzzle is solved start to finish by one worker process (for many puzzles that is
the right grain: no branch splitting, no waiting on each other). The worker runs the
same ``IOResult`` program as ``ripple-effect IN OUT`` and turns its outcome into a small
record; the parent prints progress, every failure by name, and a summary. A bad file
never stops the batch, and every solution is written atomically.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from concurrent import futures
from dataclasses import dataclass
from pathlib import Path

from returns.io import IO
from returns.result import Failure, Success
from returns.unsafe import unsafe_perform_io

from .errors import Malformed, NoSolution, describe
from .files import read_puzzle, write_atomically
from .render import render_solution
from .solving import solve_checked

SOLVED, NO_SOLUTION, INVALID, ERROR = "solved", "no solution", "invalid", "error"
_LABELS = {SOLVED: "solved", NO_SOLUTION: "without solution", INVALID: "invalid", ERROR: "failed"}


@dataclass(frozen=True)
class Outcome:
    """What became of one puzzle file."""

    name: str
    status: str
    seconds: float
    message: str = ""


def solve_file(source: Path, target: Path, strategy: str) -> Outcome:
    """Worker: solve ``source`` and write ``target``; never raises for a bad file."""
    started = time.perf_counter()
    program = (
        read_puzzle(source)
        .bind_result(lambda problem: solve_checked(problem, strategy))
        .bind(lambda solved: write_atomically(target, render_solution(solved.solution)))
    )
    seconds = time.perf_counter() - started
    match unsafe_perform_io(IO.from_ioresult(program)):
        case Success(_):
            return Outcome(source.name, SOLVED, seconds)
        case Failure(NoSolution()):
            return Outcome(source.name, NO_SOLUTION, seconds)
        case Failure(Malformed() as error):
            return Outcome(source.name, INVALID, seconds, describe(error, "ripple-effect"))
        case Failure(error):
            return Outcome(source.name, ERROR, seconds, describe(error, "ripple-effect"))
    raise AssertionError("unreachable: a Result is a Success or a Failure")


def run_batch(source: Path, target: Path, jobs: int, strategy: str) -> int:
    """Solve every ``*.txt`` of ``source`` into ``target/NAME.sol``; print progress (on
    a terminal), each failure, and a summary. Exit code 0 when every puzzle was solved."""
    if not source.is_dir():
        print(f"ripple-effect: cannot read {source}: not a directory", file=sys.stderr)
        return 3
    try:
        target.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        print(f"ripple-effect: cannot write {target}: {error.strerror}", file=sys.stderr)
        return 5
    puzzles = sorted(source.glob("*.txt"))
    started = time.perf_counter()
    outcomes = []
    for done, outcome in enumerate(_outcomes(puzzles, target, jobs, strategy), start=1):
        outcomes.append(outcome)
        if outcome.status != SOLVED:
            _clear_progress()
            print(f"{outcome.name}: {outcome.status}" + _detail(outcome), file=sys.stderr)
        _progress(done, len(puzzles))
    _clear_progress()
    print(summary(outcomes, time.perf_counter() - started))
    return 0 if all(o.status == SOLVED for o in outcomes) else 1


def _outcomes(puzzles: list[Path], target: Path, jobs: int, strategy: str) -> Iterator[Outcome]:
    jobs_for = [(path, target / f"{path.stem}.sol") for path in puzzles]
    if jobs <= 1:
        yield from (solve_file(source, out, strategy) for source, out in jobs_for)
        return
    with futures.ProcessPoolExecutor(max_workers=jobs) as pool:  # loaded on first use
        tasks = [pool.submit(solve_file, source, out, strategy) for source, out in jobs_for]
        yield from (task.result() for task in futures.as_completed(tasks))


def summary(outcomes: list[Outcome], seconds: float) -> str:
    """Pure: the closing lines: counts per outcome, the total time, the slowest files."""
    counts = ", ".join(
        f"{sum(o.status == status for o in outcomes)} {label}" for status, label in _LABELS.items()
    )
    slowest = sorted(outcomes, key=lambda o: -o.seconds)[:3]
    lines = [f"{len(outcomes)} puzzles in {seconds:.2f} s: {counts}"]
    if slowest:
        lines.append("slowest: " + ", ".join(f"{o.name} {o.seconds:.3f} s" for o in slowest))
    return "\n".join(lines)


def _detail(outcome: Outcome) -> str:
    return f": {outcome.message}" if outcome.message else ""


def _progress(done: int, total: int) -> None:
    if sys.stderr.isatty() and total:
        filled = 30 * done // total
        print(f"\r[{'#' * filled}{' ' * (30 - filled)}] {done}/{total}", end="", file=sys.stderr)


def _clear_progress() -> None:
    if sys.stderr.isatty():
        print("\r\033[K", end="", file=sys.stderr)
