"""A search held to a time limit: ``--timeout SECONDS``.

Haskell counterpart (``System.Timeout``)::

    timeout :: Int -> IO a -> IO (Maybe a)    -- Nothing when the time ran out

Two clocks stop a search, and both end in the same
:class:`~ripple_fp.search.stats.SearchTimeoutError`. The pure search looks at its own
deadline (``Stats.deadline``) at every guess and every probe: that is all the library's
``timeout=`` needs, and it works in any thread. The command adds an alarm
(``SIGALRM``, where the system has one, in the main thread only), which also stops what
the search does between two looks, such as propagating a very large grid before its
first guess: the signal handler raises at the next Python instruction. Haskell's
``timeout`` throws an asynchronous exception to the thread in the same way. The alarm
is switched off when the block ends, before anything is written, so a file is never cut
short by it.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

from ..search.stats import SearchTimeoutError, Stats


@contextmanager
def time_limit(seconds: float | None, stats: Stats) -> Iterator[None]:
    """Within the block, a search counting into ``stats`` stops with
    :class:`SearchTimeoutError` after ``seconds`` (``None``: no limit)."""
    if seconds is None:
        yield
        return
    stats.give(seconds)
    if not _alarm_available():
        yield
        return
    before = signal.signal(signal.SIGALRM, _out_of_time)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, before)


def _alarm_available() -> bool:
    """Can this thread of this system set an alarm?"""
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


def _out_of_time(signum: int, frame: FrameType | None) -> None:
    raise SearchTimeoutError("the search ran out of time")
