"""``ripple-effect --batch IN_DIR OUT_DIR``: every puzzle of a folder, one per task.

Haskell counterpart::

    batch :: Voice t -> Batch -> [ExceptT t IO t]
    batch voice cmd = checkFolders : map report attempts ++ [summary]
      where attempts = parallelMapIO (place cmd) (solveEntry (kind cmd) (target cmd)) files

Each puzzle is solved start to finish by one worker process (for many puzzles that is
the right grain: no branch splitting, no waiting on each other). The worker runs the
same steps as ``ripple-effect IN OUT`` and sends back their ``Result`` with the time
it took. The parent turns each into a reply (:mod:`ripple_fp.commands.replies`: a line for a
failure, the progress bar) and, at the end, the summary, and hands them to
:mod:`.runner` as they come: a stream
of programs, which the runner stops at the first failure (the folders cannot be used).
A bad puzzle file is not a failure of the batch: it is reported, and the batch goes on.
Every solution is written atomically, each to a file of its own: two puzzle files whose
solutions would share a name (``a.txt`` and ``a.x-janko``, both ``a.sol``) stop the batch
before anything is solved, as a usage error naming them. Ctrl-C or SIGTERM ends the
workers and still gives the summary of what finished, before the runner's line about
the signal.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator
from concurrent import futures
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TypeVar

from pyrsistent import PVector, pvector
from returns.io import IOFailure, IOResult, IOSuccess
from returns.result import Failure, Result

from ..commands import Batch
from ..commands.batch import Outcome
from ..commands.replies import (
    Printout,
    Voice,
    closing,
    cut_short,
    failure,
    outcome_of,
    progressed,
)
from ..grid.text import decode
from ..kinds import kind_named
from ..kinds.errors import Crashed, RunError, Unreadable, UsageError
from ..kinds.janko import named_by
from ..kinds.kind import DEFAULT_LIMITS, Kind, Limits, solve_and_look, within_limits
from ..search.meter import Meter
from ..search.stats import Stats
from .clock import searching
from .cluster import ClusterError
from .executors import executor
from .files import contents, make_folder, puzzle_from_bytes, unreadable, write_atomically
from .runner import voiced
from .stopping import Terminated

P = TypeVar("P")
S = TypeVar("S")
T = TypeVar("T")


@dataclass(frozen=True)
class Task:
    """One puzzle for a worker: everything it needs, picklable, and no file to open (a
    worker of a cluster may not share this machine's files)."""

    kind: str | None
    """The kind's name (a worker looks it up: a kind does not travel between
    processes); ``None``: the default kind."""
    name: str
    """The file's name, for messages."""
    data: bytes
    strategy: str | None
    limits: Limits = DEFAULT_LIMITS
    timeout: float | None = None


@dataclass(frozen=True)
class Attempt:
    """What a worker sends back: the file's name, how long it took, and the solution's
    text or why there is none."""

    name: str
    seconds: float
    result: Result[str, RunError]
    unique: bool | None = None
    """Is the solution the only one? ``False`` when the search, looked at further as a
    single solve looks at it, found another (:attr:`~ripple_fp.kinds.kind.Solved.unique`)."""


Tally = IOResult[PVector[Outcome], Printout]
"""The outcomes so far, inside the IO they came from."""


def solve_entry(task: Task) -> Attempt:
    """Worker: solve one puzzle's text within the time limit; never raises for a bad
    puzzle, nor for a bug its puzzle runs into (that is a :class:`Crashed` outcome of
    one file: the batch goes on)."""
    started = time.perf_counter()
    result: Result[tuple[str, bool | None], RunError]
    try:
        kind = kind_named(task.kind)
        result = searching(
            task.name,
            task.timeout,
            Stats(),
            lambda meter: kind.into(partial(_solution_text, task, meter)),
        )
    except Exception as bug:
        result = Failure(Crashed(f"{type(bug).__name__}: {bug}"))
    unique = result.map(lambda found: found[1]).value_or(None)
    text = result.map(lambda found: found[0])
    return Attempt(task.name, time.perf_counter() - started, text, unique)


def _solution_text(
    task: Task, meter: Meter, kind: Kind[P, S]
) -> Result[tuple[str, bool | None], RunError]:
    """The solution of the task's puzzle, rendered, and whether it is the only one; or
    why there is none."""
    path = Path(task.name)
    read: Result[P, RunError] = puzzle_from_bytes(kind, path, task.data)
    return (
        read.bind(partial(within_limits, kind, task.limits, path))
        .bind(lambda problem: solve_and_look(kind, problem, task.strategy, meter))
        .map(lambda solved: (kind.render_solution(solved.solution), solved.unique))
    )


PATTERNS = ("*.txt", "*.x-janko")
"""The puzzle files of a folder: the course formats' and janko.at's texts."""


def batch(command: Batch, voice: Voice[T]) -> Iterator[IOResult[T, T]]:
    """Solve every puzzle file (:data:`PATTERNS`) of the source folder into
    ``target/NAME.sol``: first the folders (a failure there ends the run), then a
    printout per file as it is done, then the summary (exit code 0 when every puzzle was
    solved). A file's kind, unless the command names one, is the one its janko.at text
    names, else the default."""
    started, source, target = time.perf_counter(), command.source, command.target
    said = partial(failure, command.program)
    puzzles = sorted(path for pattern in PATTERNS for path in source.glob(pattern))
    yield voiced(voice, _folders(command, puzzles).map(lambda _: Printout()).alt(said))
    tally: Tally = IOSuccess(pvector())
    try:
        for done, attempt in enumerate(_attempts(puzzles, command), start=1):
            found = outcome(attempt, written(attempt, target))
            tally = tally.bind(_appending(found))
            yield voiced(voice, found.map(partial(progressed, done=done, total=len(puzzles))))
    except ClusterError as none:
        yield IOFailure(voice.said(said(none.run_error())))
        return
    except (KeyboardInterrupt, Terminated):
        # Stopped from outside: the workers are ended (the pool's block has closed).
        # What finished is said, then the signal goes on to the runner's one line.
        seconds = time.perf_counter() - started
        cut = tally.map(lambda outcomes: cut_short(tuple(outcomes), len(puzzles), seconds))
        yield voiced(voice, cut)
        raise
    seconds = time.perf_counter() - started
    yield voiced(voice, tally.map(lambda outcomes: closing(tuple(outcomes), seconds)))


def _folders(command: Batch, puzzles: list[Path]) -> IOResult[None, RunError]:
    """Check the input folder and that no two of its ``puzzles`` share a solution file,
    then make the output folder."""
    source = command.source
    if not source.is_dir():
        reason = "not a directory" if source.exists() else "no such file or directory"
        return IOFailure(Unreadable(str(source), reason))
    shared = sharing(path.name for path in puzzles)
    if shared:
        return IOFailure(UsageError(_shared(command, shared)))
    return make_folder(command.target)


def solution_name(name: str) -> str:
    """The file a puzzle file's solution is written to, in the output folder:
    ``hakyuu_001.txt`` to ``hakyuu_001.sol``."""
    return f"{Path(name).stem}.sol"


def sharing(names: Iterable[str]) -> dict[str, tuple[str, ...]]:
    """Pure: each solution file that two or more of the puzzle files ``names`` would be
    written to, with those files, in order."""
    by_solution: dict[str, list[str]] = {}
    for name in names:
        by_solution.setdefault(solution_name(name), []).append(name)
    return {sol: tuple(found) for sol, found in by_solution.items() if len(found) > 1}


def _shared(command: Batch, shared: dict[str, tuple[str, ...]]) -> str:
    """The usage error of puzzle files whose solutions would overwrite each other."""
    pairs = "; ".join(
        f"{' and '.join(names)} into {command.target / sol}" for sol, names in shared.items()
    )
    return (
        f"{command.program}: error: puzzles of {command.source} would be solved into one "
        f"file: {pairs} (rename all but one of each; nothing was solved)"
    )


def _attempts(puzzles: list[Path], command: Batch) -> Iterator[Attempt]:
    """Every puzzle's attempt, as they finish: read here, solved where the command says."""
    with executor(command.place) as pool:
        tasks = (_task(path, command) for path in puzzles)
        if pool is None:
            yield from (solve_entry(task) if isinstance(task, Task) else task for task in tasks)
            return
        running: dict[futures.Future[Attempt], str] = {}
        for task in tasks:
            if isinstance(task, Attempt):
                yield task
            else:
                running[pool.submit(solve_entry, task)] = task.name
        yield from (_outcome_of(task, running[task]) for task in futures.as_completed(running))


def _task(path: Path, command: Batch) -> Task | Attempt:
    """The task for one puzzle file, or the attempt of a file that cannot be read."""
    try:
        data = contents(path)
    except OSError as error:
        return Attempt(path.name, 0.0, Failure(unreadable(path, error)))
    kind = command.kind.name if command.kind is not None else _named_in(data)
    return Task(kind, path.name, data, command.strategy, command.limits, command.timeout)


def _named_in(data: bytes) -> str | None:
    """The kind a janko.at text names (``None``: the default kind's file)."""
    return named_by(decode(data).value_or("")) if b"begin" in data else None


def _outcome_of(task: futures.Future[Attempt], name: str) -> Attempt:
    """The attempt a worker sent back, or a crash if the worker died on the way (a
    dead worker breaks the pool: every puzzle not yet solved then reports it)."""
    try:
        return task.result()
    except BrokenProcessPool as broken:
        return Attempt(name, 0.0, Failure(Crashed(f"a worker process died ({broken})")))


def written(attempt: Attempt, target: Path) -> IOResult[Attempt, RunError]:
    """The attempt, once its solution is written to ``target/NAME.sol``; or why not."""
    sol = target / solution_name(attempt.name)
    return IOResult.from_result(attempt.result).bind(
        lambda text: write_atomically(sol, text).map(lambda _: attempt)
    )


def outcome(attempt: Attempt, done: IOResult[Attempt, RunError]) -> IOResult[Outcome, Printout]:
    """The attempt's outcome, whichever way it went: a failed puzzle is an outcome too,
    so the failure side is never taken (its type is the stream's)."""
    solved = outcome_of(attempt.name, attempt.seconds, None, attempt.unique)
    return done.map(lambda _: solved).lash(
        lambda error: IOSuccess(outcome_of(attempt.name, attempt.seconds, error))
    )


def _appending(found: IOResult[Outcome, Printout]) -> Callable[[PVector[Outcome]], Tally]:
    return lambda seen: found.map(seen.append)
