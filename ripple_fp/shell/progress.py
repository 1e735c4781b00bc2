"""A long search's progress line on a terminal: how long it has run, its guesses and
conflicts so far, the strategy; updated in place, and cleared when the search ends.

Haskell counterpart::

    withProgress :: Progress -> IO a -> IO a
    withProgress p act = do ticker <- forkIO (forever (threadDelay tick >> step p))
                            act `finally` (killThread ticker >> clear p)

The search knows nothing of it: it counts into its :class:`~ripple_fp.search.stats.Stats`
as always, and a thread of the shell reads those counters a few times a second
(:func:`shown`). Whether to write, and what, is :class:`Progress`'s, given its clock
and its writer, so it is tested without a terminal or a wait. The line appears once the
search has run :data:`AFTER` seconds, only when stderr is a terminal (a pipe or a file
gets nothing), and only for one puzzle's search: a batch draws its own bar. A kind
whose fastest strategy needs an extra that is not installed says so once, above the
line.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from typing import TypeVar

from ..kinds.kind import Kind
from ..search.stats import Stats

P = TypeVar("P")
S = TypeVar("S")

AFTER = 2.0
"""Seconds of search before the line appears: a quick answer shows nothing."""

EVERY = 0.5
"""Seconds between two updates of the line."""

TICK = 0.1
"""Seconds between two looks of the thread at the clock."""

CLEAR = "\r\033[K"
"""Back to the start of the line, and blank it."""


@dataclass
class Progress:
    """The progress line of one search: :meth:`step` writes it when it is due,
    :meth:`clear` takes it away. ``clock`` gives seconds, ``write`` takes text for
    stderr."""

    program: str
    strategy: str
    stats: Stats
    clock: Callable[[], float]
    write: Callable[[str], None]
    hint: str = ""
    """Said once, on a line of its own, when the progress line first appears."""
    width: int = 80
    """The terminal's columns: the line is cut to fit one row, so that ``\\r`` returns
    to its start."""
    started: float = field(init=False)
    shown: float | None = field(init=False, default=None)
    """When the line was last written (``None``: not yet)."""

    def __post_init__(self) -> None:
        self.started = self.clock()

    def step(self) -> None:
        """Write the line if the search has run :data:`AFTER` seconds and the line
        was not written in the last :data:`EVERY`."""
        now = self.clock()
        if now - self.started < AFTER:
            return
        if self.shown is not None and now - self.shown < EVERY:
            return
        if self.shown is None and self.hint:
            self.write(f"{CLEAR}{self.hint}\n")
        self.shown = now
        self.write(CLEAR + self.line(now - self.started)[: max(self.width - 1, 1)])

    def line(self, seconds: float) -> str:
        """The line after ``seconds`` of search: the counts once there are any (a
        search on other processes counts there, and says so only at its end)."""
        stats, phase = self.stats, self.stats.answered_by
        strategy = self.strategy + (f": {phase}" if phase and phase != self.strategy else "")
        counts = f", {stats.nodes:,} guesses, {stats.backtracks:,} conflicts"
        return f"{self.program}: searching {int(seconds):,} s ({strategy})" + (
            counts if stats.nodes or stats.backtracks else ""
        )

    def clear(self) -> None:
        """Take the line away, if it was written."""
        if self.shown is not None:
            self.write(CLEAR)


def hint(kind: Kind[P, S], program: str) -> str:
    """What to say once about a long search: that the kind's SAT strategy, whose extra
    is not installed, often answers such puzzles several times sooner (on the hard
    generated puzzles measured, a median of 0.09 s against 0.48 s; the 100x100 huge-06
    still takes it tens of seconds: docs/performance.md); nothing when it has none or it
    is installed."""
    sat = kind.strategies.table.get("sat")
    if sat is None or sat.extra is None or sat.extra.installed():
        return ""
    return (
        f"{program}: a long search: with the {sat.extra.name} extra "
        f"(pip install 'ripple_fp[{sat.extra.name}]') such puzzles are often solved "
        "several times sooner"
    )


@contextmanager
def shown(kind: Kind[P, S], program: str, strategy: str, stats: Stats) -> Iterator[None]:
    """Within the block, the progress line of the search counting into ``stats``, when
    stderr is a terminal; on the block's end, whichever way, the line is cleared."""
    if not _terminal():
        yield
        return
    progress = Progress(
        program, strategy, stats, time.monotonic, _to_stderr, hint(kind, program), _columns()
    )
    stop = threading.Event()

    def tick() -> None:
        while not stop.wait(TICK):
            progress.step()

    ticker = threading.Thread(target=tick, daemon=True, name="progress")
    ticker.start()
    try:
        yield
    finally:
        stop.set()
        ticker.join()
        progress.clear()


def _terminal() -> bool:
    with suppress(ValueError, OSError):
        return sys.stderr.isatty()
    return False


def _to_stderr(text: str) -> None:
    with suppress(OSError, ValueError):
        sys.stderr.write(text)
        sys.stderr.flush()


def _columns() -> int:
    """The terminal's width (80 when it does not say)."""
    try:
        return os.get_terminal_size(sys.stderr.fileno()).columns or 80
    except (OSError, ValueError):
        return 80
