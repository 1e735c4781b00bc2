"""A command held to a time limit, ``--timeout SECONDS``, and what stops it as errors.

Haskell counterpart (``System.Timeout``)::

    timeout :: Int -> IO a -> IO (Maybe a)    -- Nothing when the time ran out

Two clocks stop a search, and both end in the same
:class:`~ripple_fp.search.meter.SearchTimeoutError`. The pure search looks at its own
deadline (its meter's :class:`~ripple_fp.search.meter.Budget`) at every guess and every
probe: that is all the library's ``timeout=`` needs, and it works in any thread. The
command adds an alarm (``SIGALRM``, where the system has one, in the main thread only),
which also stops what the search does between two looks, such as propagating a very
large grid before its first guess, and what comes before the search: reading the
puzzle from a pipe that never writes (``sleep 100 | ripple-effect --timeout 2 - out``).
The signal handler raises at the next Python instruction, as Haskell's ``timeout``
throws an asynchronous exception to the thread; like that exception (and like
``KeyboardInterrupt``), it is no ``Exception``, so no ``except OSError`` on its way (a
file read's) takes it for a failure of its own, and the block's edge turns it into the
``SearchTimeoutError`` of the deadline. The alarm is switched off when the search ends,
before anything is written, so a file is never cut short by it. A command that stops for
want of time, or of an optional extra, ends in a :data:`~ripple_fp.kinds.errors.RunError`.

The handler may run where Python cannot raise: inside a garbage collector's callback
(hypothesis registers one), a weak reference's callback or a finalizer, whose exceptions
Python prints ("Exception ignored in ...") and drops. The time limit is not lost with it:
while the alarm is set, ``sys.unraisablehook`` passes every dropped exception to the hook
before, but the alarm's own, which sets the alarm again :data:`AGAIN` seconds later, to
ring where it can end the run (and is not printed). The search's own deadline, the same
moment, stops it at its next look besides.
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Callable
from types import FrameType
from typing import TypeVar

from returns.io import IOFailure, IOResult
from returns.result import Failure, Result

from ..commands import Source
from ..kinds.errors import MissingExtra, RunError, TimedOut
from ..search.meter import Budget, Meter, SearchTimeoutError
from ..search.stats import Stats
from ..search.strategy import MissingExtraError

T = TypeVar("T")

Handler = Callable[[int, FrameType | None], object] | int | signal.Handlers | None
"""What ``signal.signal`` takes and gives back: a function, ``SIG_DFL``, ``SIG_IGN``,
or ``None`` (a handler not installed from Python)."""


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
        return limited(seconds, lambda budget: search(Meter(stats, budget)))
    except (SearchTimeoutError, MissingExtraError) as stopped:
        return Failure(_stopped(source, seconds, stopped))


def within_time(
    source: Source | str,
    seconds: float | None,
    steps: Callable[[Budget], IOResult[T, RunError]],
) -> IOResult[T, RunError]:
    """What ``steps`` (reading ``source``, then searching with the budget they are
    given) come to within ``seconds`` from now, the one deadline of both; out of time
    or without an extra, the error that says so about ``source``."""
    try:
        return limited(seconds, steps)
    except (SearchTimeoutError, MissingExtraError) as stopped:
        return IOFailure(_stopped(source, seconds, stopped))


def _stopped(
    source: Source | str, seconds: float | None, error: SearchTimeoutError | MissingExtraError
) -> RunError:
    if isinstance(error, SearchTimeoutError):
        return TimedOut(str(source), seconds or 0.0)
    return MissingExtra(str(error))


def limited(seconds: float | None, run: Callable[[Budget], T]) -> T:
    """``run`` given a budget ending ``seconds`` from now (``None``: no limit), and,
    while it runs, an alarm at that moment: :class:`SearchTimeoutError` is raised out
    of ``run`` then, wherever it is (inside a file's ``read``, a propagation).

    The alarm rings once, at most, and may ring on the way out: as ``run`` leaves
    with its own :exc:`SearchTimeoutError` (its budget ran out at the same moment), and
    even as the alarm is disarmed (its signal arrived, its handler not yet run). It
    is disarmed in this frame's own ``finally``, and again if it rang as that began;
    what leaves is ``run``'s value or exception, or the time-out, never the alarm
    itself, and the handler before is back in place. (A generator-based context
    manager could not promise it: the alarm may ring in its ``__exit__`` before the
    generator's ``finally`` runs.)"""
    budget = Budget.lasting(seconds)
    if seconds is None or not _alarm_available():
        return run(budget)
    alarm = _Alarm(sys.unraisablehook)
    before = signal.signal(signal.SIGALRM, alarm.ring)
    try:
        try:
            sys.unraisablehook = alarm.dropped
            signal.setitimer(signal.ITIMER_REAL, seconds)
            return run(budget)
        finally:
            alarm.disarm(before)
    except _Rang:
        alarm.disarm(before)  # it rang as it was first disarmed: done now, for it rang
        raise SearchTimeoutError("the time ran out") from None


AGAIN = 0.05
"""Seconds after a ring that Python dropped (:meth:`_Alarm.dropped`) that the alarm rings
again: time enough for the callback that dropped it to have returned."""


class _Rang(BaseException):
    """The alarm, on its way out of the block: no ``except Exception`` (or ``OSError``,
    as :exc:`SearchTimeoutError` is one) on the way catches it."""


class _Alarm:
    """One run's alarm: it rings (raises :class:`_Rang`) until it is disarmed, and rings
    again when Python drops its ring (:meth:`dropped`). ``hook`` is the
    ``sys.unraisablehook`` it replaces while it is armed."""

    def __init__(self, hook: Callable[[sys.UnraisableHookArgs], object]) -> None:
        self._disarmed = False
        self._hook = hook

    def ring(self, signum: int, frame: FrameType | None) -> None:
        if not self._disarmed:
            raise _Rang

    def dropped(self, unraisable: sys.UnraisableHookArgs) -> None:
        """A dropped exception: the alarm's own ring (its handler raised inside a
        callback) rings again a moment later; anything else goes to the hook before."""
        if not isinstance(unraisable.exc_value, _Rang):
            self._hook(unraisable)
        elif not self._disarmed:
            signal.setitimer(signal.ITIMER_REAL, AGAIN)

    def disarm(self, before: Handler) -> None:
        """Stop the alarm and put the handler ``before`` back, and the unraisable hook
        before it; from the first step on, it rings no more (``signal.signal`` runs a
        handler whose signal has arrived before it replaces it)."""
        self._disarmed = True
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, before)
        if sys.unraisablehook == self.dropped:
            sys.unraisablehook = self._hook


def _alarm_available() -> bool:
    """Can this thread of this system set an alarm?"""
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
