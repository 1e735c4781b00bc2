"""Solve one puzzle of any kind and write its solution, or count its solutions: the IO
shell around the pure core, written once for every kind.

Haskell counterpart (the assignment's program monad)::

    type Prog = ExceptT RunError IO

    solve :: Voice t -> Solve -> IO (Either t t)
    solve voice cmd = do loaded  <- load (source cmd) (kind cmd)   -- within --timeout,
                         solved  <- solveTimed cmd loaded           -- reading included
                         writeAll (target cmd) (renderSolution kind (solution solved))
                         decided <- prove cmd solved      -- ripple-fp: the search to its end,
                         return (solved voice cmd loaded decided)    -- in what time is left

``IOResult`` from returns is ``ExceptT e IO``: ``bind`` chains IO steps, ``bind_result``
lifts a pure ``Either`` step, ``map`` a pure function. Unlike Haskell's ``IO``, an
``IOResult`` is not a recipe run later: each step has already happened when it
returns, and the type marks that it did. The puzzle is read once, with its kind
(:func:`~.files.load`), and everything after is typed in the kind's own puzzle and
solution (``into``). What the command says (the grid for ``--show``, the counts for
``--stats``, the error) is its voice's (:class:`~ripple_fp.commands.replies.Voice`: the
command line's replies, printed by :mod:`.runner`, or the page's answers).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from returns.io import IOResult
from returns.result import Failure, Result

from ..commands import STANDARD, Files, Proof, Solve
from ..commands.arguments import counting, solving
from ..commands.replies import Voice, answer
from ..kinds.errors import Crashed, OtherKind, RunError, WrongAnswer
from ..kinds.kind import (
    Kind,
    Loaded,
    Solved,
    SomeKind,
    SomeLoaded,
    checked,
    count_checked,
    proved,
    solve_and_keep,
    solve_and_look,
)
from ..search.meter import Budget, Meter, SearchTimeoutError
from ..search.stats import Stats
from ..search.strategy import Race, Split
from . import progress
from .clock import limited, within_time
from .files import load, same_files, write_all

if TYPE_CHECKING:
    from ..commands import Count

P = TypeVar("P")
S = TypeVar("S")
T = TypeVar("T")


@dataclass
class Effort:
    """What a run measured: the search's counts, its seconds and its processes, the
    strategy that searched, and the note said before the reply (which other kinds read
    the puzzle)."""

    stats: Stats = field(default_factory=Stats)
    seconds: float = 0.0
    workers: int = 1
    strategy: str = ""
    note: str = ""

    def line(self, asked: bool) -> str:
        """The ``--stats`` line, if ``asked``; nothing before the search has run."""
        if not asked or not self.strategy:
            return ""
        by = f", answered by {self.stats.answered_by}" if self.stats.answered_by else ""
        return (
            f"{self.strategy}, {self.workers} worker(s): {self.stats.summary()}, "
            f"time {self.seconds:.3f} s{by}\n"
        )

    @contextmanager
    def spent(self, kind: Kind[P, S], program: str) -> Iterator[None]:
        """Within the block, a search of ``kind``: its progress shown on a terminal, and
        its seconds added to the run's, however it ends."""
        started = time.perf_counter()
        try:
            with progress.shown(kind, program, self.strategy, self.stats):
                yield
        finally:
            self.seconds += time.perf_counter() - started


Proving = Callable[[], Result[bool, WrongAnswer]]
"""What decides, once the solution is written, whether it is the only one (the search
taken on to its end, or a second search): past the deadline it raises
:class:`~ripple_fp.search.meter.SearchTimeoutError`."""

Found = tuple[Solved[P, S], Proving | None]
"""A solution, checked, and what proves it the only one (``None``: the solve does not
prove it, and ``unique`` says what its glance saw)."""

LEAST = 0.001
"""Seconds a proof is given when the deadline has passed as the solution was written:
enough for a search that ends at once to end."""

Then = Callable[[], IOResult[T, RunError]]
"""What is left to do once the time limit is over (write the solution), and what to
say: typed in the puzzle's kind inside, in what is said outside."""


def timed(
    command: Solve | Count,
    files: Files,
    effort: Effort,
    fits: Callable[[SomeKind], str | None],
    then: Callable[[SomeLoaded, Budget], IOResult[Then[T], RunError]],
) -> IOResult[T, RunError]:
    """Check that ``files`` are apart, then read the command's puzzle (a kind that
    ``fits`` refuses is an error) and search (``then``) within its ``--timeout``, one
    deadline for both (a pipe that never writes is stopped by the same limit as a search
    that never ends), then what is left (writing, past the limit)."""
    read = partial(load, command.source, command.kind, command.limits, command.program, fits)

    def steps(budget: Budget) -> IOResult[Then[T], RunError]:
        def noted(got: tuple[SomeLoaded, str]) -> IOResult[Then[T], RunError]:
            effort.note = got[1]
            return then(got[0], budget)

        return read().bind(noted)

    apart: IOResult[None, RunError] = same_files(command.program, files)
    return apart.bind(
        lambda _: within_time(command.source, command.timeout, steps).bind(lambda rest: rest())
    )


def solve(command: Solve, voice: Voice[T]) -> IOResult[T, T]:
    """Read, solve, check and write; what to say either way."""
    effort = Effort()
    written = ((command.target, "the output file"),)
    svg = () if command.svg is None else ((command.svg, "--svg FILE"),)
    files = Files(((command.source, "the input file"),), (*written, *svg))
    found = timed(
        command,
        files,
        effort,
        partial(_fits, command),
        lambda got, budget: got.into(partial(_solved, command, voice, effort, budget)),
    )
    return _said(voice, command.program, effort, command.stats, found, target=command.target)


def _fits(command: Solve, kind: SomeKind) -> str | None:
    return kind.into(partial(solving, command))


def _said(
    voice: Voice[T],
    program: str,
    effort: Effort,
    stats: bool,
    found: IOResult[T, RunError],
    *,
    target: Path | None = None,
) -> IOResult[T, T]:
    """What a search's command says, after the note: its reply, or its failure (after
    the ``--stats`` line if the search ran)."""
    return found.map(partial(voice.noted, effort.note)).alt(
        lambda error: voice.noted(
            effort.note, voice.failed(program, _aimed(target, error), effort.line(stats))
        )
    )


def _aimed(target: Path | None, error: RunError) -> RunError:
    """``error``; when it is a puzzle of another kind, the command line it advises
    writes to ``target``, as this one would have."""
    if isinstance(error, OtherKind) and target is not None:
        return replace(error, target=str(target))
    return error


def _solved(
    command: Solve, voice: Voice[T], effort: Effort, budget: Budget, loaded: Loaded[P, S]
) -> IOResult[Then[T], RunError]:
    """Solve within ``budget``, then (past the limit) write the results, decide whether
    the solution is the only one (within what is left of ``budget``) and say so."""
    kind = loaded.kind
    found = solve_timed(kind, command, loaded.problem, Meter(effort.stats, budget), effort)

    def rest(found: Found[P, S]) -> Then[T]:
        solved, proving = found
        return lambda: (
            write_results(kind, command, solved)
            .bind(lambda _: _decided(kind, command, solved, proving, budget, effort))
            .map(lambda told: voice.solved(command, loaded, effort.line(command.stats), told))
        )

    return found.map(rest)


def _decided(  # noqa: PLR0917 - each argument a different thing
    kind: Kind[P, S],
    command: Solve,
    solved: Solved[P, S],
    proving: Proving | None,
    budget: Budget,
    effort: Effort,
) -> IOResult[Solved[P, S], RunError]:
    """``solved``, saying whether it is the only one as ``proving`` decides it, within
    what is left of ``budget`` (``unique`` ``None`` when the time runs out first); a
    long proof shows its progress on a terminal, and its counts and seconds are the
    run's. Reads the clock, so this is IO."""
    if proving is None:
        return IOResult.from_value(solved)
    deadline = budget.deadline
    left = None if deadline is None else max(deadline - time.monotonic(), LEAST)
    try:
        with effort.spent(kind, command.program):
            decided = limited(left, lambda _: proving())
    except SearchTimeoutError:
        return IOResult.from_value(solved)
    unique: Result[bool, RunError] = decided
    return IOResult.from_result(unique.map(lambda alone: replace(solved, unique=alone)))


def solve_timed(
    kind: Kind[P, S], command: Solve, problem: P, meter: Meter, effort: Effort
) -> IOResult[Found[P, S], RunError]:
    """Solve, on one process or several, held to ``meter``, and measure the effort; a
    long search shows its progress on a terminal. Reads the clock and may start
    processes, so this is IO."""
    effort.strategy = command.strategy or kind.strategies.default
    with effort.spent(kind, command.program):
        found = _solved_here_or_there(kind, command, problem, effort, meter)
    return IOResult.from_result(found)


def _solved_here_or_there(
    kind: Kind[P, S], command: Solve, problem: P, effort: Effort, meter: Meter
) -> Result[Found[P, S], RunError]:
    """The first solution, checked, and what proves it the only one when the command
    asks for a proof: on this process, the rest of the same search (else a second look
    at it, :func:`~ripple_fp.kinds.kind.solve_and_look`), or on several (a race of
    strategies, or the branches of one search), a second search on this process."""
    name = command.strategy
    plan = kind.strategies.spread(command.jobs or _cores(), name)
    proof = isinstance(command.uniqueness, Proof)
    if plan is None and proof:
        return solve_and_keep(kind, problem, name, meter).map(
            lambda kept: (kept[0], partial(proved, kind, problem, kept[1]))
        )
    if plan is None:
        return solve_and_look(kind, problem, name, meter).map(lambda solved: (solved, None))
    try:
        found = _on_processes(kind, plan, problem, command, meter, effort)
    except RuntimeError as error:  # a BrokenProcessPool, when a worker died
        from concurrent.futures.process import BrokenProcessPool  # noqa: PLC0415

        if not isinstance(error, BrokenProcessPool):
            raise
        return Failure(Crashed(f"a worker process died ({error})"))
    afresh = partial(_afresh, kind, problem, name, meter) if proof else None
    return checked(kind, problem, found).map(lambda solved: (solved, afresh))


def _afresh(
    kind: Kind[P, S], problem: P, name: str | None, meter: Meter
) -> Result[bool, WrongAnswer]:
    """Whether a puzzle has only one solution, by a search of its own on this process,
    as ``--unique`` counts (the strategy it would use)."""
    search = kind.strategies.search(problem, kind.strategies.counting(2, name), meter)
    return proved(kind, problem, search, before=0)


def _cores() -> int:
    """Every core, for ``--jobs auto`` (the executors are imported for nothing else)."""
    from .executors import available_cores  # noqa: PLC0415

    return available_cores()


def _on_processes(  # noqa: PLR0917 - each argument a different thing
    kind: Kind[P, S], plan: Race | Split, problem: P, command: Solve, meter: Meter, effort: Effort
) -> S | None:
    """The first solution found by several processes (``None``: there is none)."""
    match plan:
        case Race(members):
            from .portfolio import race  # noqa: PLC0415 - pools cost start-up time

            raced = race(kind, problem, members, meter)
            effort.workers = raced[1]
            return raced[0]
        case Split(workers):
            from .parallel import split_search  # noqa: PLC0415 - pools cost start-up time

            split = split_search(kind, problem, workers, command.strategy, meter)
            effort.workers = split[1]
            return split[0]


def write_results(
    kind: Kind[P, S], command: Solve, solved: Solved[P, S]
) -> IOResult[Solved[P, S], RunError]:
    """Write the solution file, and the SVG picture if ``--svg`` asked for one: both or
    neither. The solution of target ``-`` goes to standard output instead."""
    files = []
    if str(command.target) != STANDARD:
        files.append((command.target, kind.render_solution(solved.solution)))
    if command.svg is not None:
        picture = kind.pictures().to_svg(solved.problem, solved.solution, frozenset(), "Solution")
        files.append((command.svg, picture))
    return write_all(files).map(lambda _: solved)


# --- count ----------------------------------------------------------------------------------


def count(command: Count, voice: Voice[T]) -> IOResult[T, T]:
    """``--count N``, ``--unique``: read the puzzle and count its solutions as far as the
    question needs (to the ``N+1``-th, so that "exactly N" and "more than N" differ; to
    the second), each checked by the referee; what to say either way."""
    effort = Effort()
    files = Files(((command.source, "the input file"),))
    found = timed(
        command,
        files,
        effort,
        partial(_counts, command),
        lambda got, budget: got.into(partial(_counted, command, effort, budget)),
    )
    counted = found.bind_result(lambda number: answer(command, number)).map(
        lambda number: voice.counted(command, effort.line(command.stats), number)
    )
    return _said(voice, command.program, effort, command.stats, counted)


def _counts(command: Count, kind: SomeKind) -> str | None:
    return kind.into(partial(counting, command))


def _counted(
    command: Count, effort: Effort, budget: Budget, loaded: Loaded[P, S]
) -> IOResult[Then[int], RunError]:
    kind, limit = loaded.kind, _limit(command)
    effort.strategy = kind.strategies.counting(limit, command.strategy)
    meter = Meter(effort.stats, budget)
    with effort.spent(kind, command.program):
        found = kind.strategies.search(loaded.problem, effort.strategy, meter)
        number = count_checked(kind, loaded.problem, found, limit)
    return IOResult.from_result(number).map(lambda n: lambda: IOResult.from_value(n))


def _limit(command: Count) -> int:
    """How far the count goes: to the second solution for ``--unique``, to the
    ``N+1``-th for ``--count N``."""
    from ..commands.count import Unique, UpTo  # noqa: PLC0415 - loaded when counting

    match command.question:
        case UpTo(most):
            return most + 1
        case Unique():
            return 2
