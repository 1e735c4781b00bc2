"""A search held to a time limit, ``--timeout SECONDS``, and what stops it as errors.

Haskell counterpart (``System.Timeout``)::

    timeout :: Int -> IO a -> IO (Maybe a)    -- Nothing when the time ran out

Two clocks stop a search, and both end in the same
:class:`~ripple_fp.search.meter.SearchTimeoutError`. The pure search looks at its own
deadline (its meter's :class:`~ripple_fp.search.meter.Budget`) at every guess and every
probe: that is all the library's ``timeout=`` needs, and it works in any thread. The
command adds an alarm (``SIGALRM``, where the system has one, in the main thread only),
which also stops what the search does between two looks, such as propagating a very
large grid before its first guess: the signal handler raises at the next Python
instruction, as Haskell's ``timeout`` throws an asynchronous exception to the thread.
The alarm is switched off when the search ends, before anything is written, so a file
is never cut short by it. A search that stops for want of time, or of an optional extra,
becomes a :data:`~ripple_fp.kinds.errors.RunError`.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import TypeVar

from returns.result import Failure, Result

from ..commands import Source
from ..kinds.errors import MissingExtra, RunError, TimedOut
from ..search.meter import Budget, Meter, SearchTimeoutError
from ..search.stats import Stats
from ..search.strategy import MissingExtraError

T = TypeVar("T")


def searching(
    source: Source | str,
    seconds: float | None,
    stats: Stats,
    search: Callable[[Meter], Result[T, RunError]],
) -> Result[T, RunError]:
    """What ``search`` finds with a meter counting into ``stats`` and held to
    ``seconds`` (``None``: no limit); out of time or without an extra it needs, the
    error that says so about ``source``."""
    try:
        with time_limit(seconds):
            return search(Meter(stats, Budget.lasting(seconds)))
    except SearchTimeoutError:
        return Failure(TimedOut(str(source), seconds or 0.0))
    except MissingExtraError as missing:
        return Failure(MissingExtra(str(missing)))


@contextmanager
def time_limit(seconds: float | None) -> Iterator[None]:
    """Within the block, :class:`SearchTimeoutError` is raised after ``seconds``
    (``None``: no limit), wherever the block is."""
    if seconds is None or not _alarm_available():
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
