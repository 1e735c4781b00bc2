"""The command's time limit: an alarm that stops even work between two looks at the
deadline, switched off after the block; a search out of time or without its extra is a
run error."""

from __future__ import annotations

import gc
import os
import signal
import sys
import time
from typing import Any

import pytest
from returns.io import IOFailure, IOResult, IOSuccess
from returns.result import Failure, Success

from ripple_fp.kinds.errors import MissingExtra, RunError, TimedOut
from ripple_fp.search.meter import UNLIMITED, Budget, Meter, SearchTimeoutError
from ripple_fp.search.stats import Stats
from ripple_fp.search.strategy import MissingExtraError
from ripple_fp.shell import clock
from ripple_fp.shell.clock import limited, searching, within_time

from ..signs import until


def busy(steps: int) -> int:
    """Work that never looks at a deadline, like a propagation before its first guess."""
    total = 0
    for step in range(steps):
        total += step
    return total


def test_the_alarm_stops_a_loop_that_never_looks_at_the_deadline() -> None:
    with pytest.raises(SearchTimeoutError):
        limited(0.05, lambda _: busy(10**10))


def test_the_alarm_is_no_error_of_the_step_it_stops() -> None:
    """A read that catches ``OSError`` (``SearchTimeoutError`` is one) does not take
    the alarm for its own failure: the block still ends out of time."""
    reader, writer = os.pipe()  # a pipe that never writes: the read waits for ever

    def read() -> bytes:
        try:
            return os.read(reader, 1)
        except OSError:
            return b"the alarm was caught as a failure of the read"

    try:
        with pytest.raises(SearchTimeoutError):
            limited(0.2, lambda _: read())
    finally:
        os.close(reader)
        os.close(writer)


def test_reading_and_searching_share_one_deadline() -> None:
    """``within_time`` stops steps stuck before their search (reading a pipe that
    never writes) as it stops the search, and hands the steps the limit's budget."""
    reader, writer = os.pipe()
    budgets: list[Budget] = []

    def stuck(budget: Budget) -> IOResult[bytes, RunError]:
        budgets.append(budget)
        return IOSuccess(os.read(reader, 1))

    try:
        before = time.monotonic()
        assert within_time("-", 0.2, stuck) == IOFailure(TimedOut("-", 0.2))
    finally:
        os.close(reader)
        os.close(writer)
    [budget] = budgets
    assert budget.deadline is not None
    assert before + 0.2 <= budget.deadline <= time.monotonic() + 0.2
    assert within_time("-", None, IOSuccess) == IOSuccess(UNLIMITED)


def test_no_limit_sets_no_alarm() -> None:
    assert limited(None, lambda _: signal.getitimer(signal.ITIMER_REAL)) == (0.0, 0.0)


def test_the_alarm_is_switched_off_and_the_handler_restored() -> None:
    before = signal.getsignal(signal.SIGALRM)
    limited(0.05, lambda _: None)
    assert signal.getsignal(signal.SIGALRM) == before
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_the_search_gets_a_meter_with_the_deadline_and_the_stats() -> None:
    stats, seen = Stats(), []

    def search(meter: Meter) -> Success[float]:
        seen.append(meter)
        assert meter.stats is stats
        assert meter.budget.deadline is not None
        return Success(meter.budget.deadline)

    before = time.monotonic()
    deadline = searching("p.txt", 30.0, stats, search).unwrap()
    assert before + 30 <= deadline <= time.monotonic() + 30


def test_out_of_time_and_a_missing_extra_are_run_errors() -> None:
    def slow(meter: Meter) -> Success[int]:
        return Success(busy(10**10))

    def wanting(meter: Meter) -> Success[int]:
        raise MissingExtraError("the sat strategy needs python-sat")

    assert searching("p.txt", 0.05, Stats(), slow) == Failure(TimedOut("p.txt", 0.05))
    assert searching("p.txt", None, Stats(), wanting) == Failure(
        MissingExtra("the sat strategy needs python-sat")
    )


def test_an_alarm_ringing_as_it_is_disarmed_is_the_time_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The run leaves with its own time-out (a web job's search ran out of its budget
    at the moment of the alarm) and the alarm's handler runs as the alarm is being
    disarmed: a time-out leaves, not the alarm, and the handler before is back."""
    before = signal.getsignal(signal.SIGALRM)
    disarm = clock._Alarm.disarm
    rung: list[bool] = []

    def ringing_first(alarm: clock._Alarm, handler: Any) -> None:
        if not rung:
            rung.append(True)
            alarm.ring(signal.SIGALRM, None)
        disarm(alarm, handler)

    def out_of_budget(_: Budget) -> None:
        raise SearchTimeoutError("the budget ran out")

    monkeypatch.setattr(clock._Alarm, "disarm", ringing_first)
    with pytest.raises(SearchTimeoutError):
        limited(30, out_of_budget)
    assert rung == [True]
    assert signal.getsignal(signal.SIGALRM) == before
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_an_alarm_whose_handler_runs_as_the_handler_is_put_back_stays_inside(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The alarm's signal arrived as the run ended, its handler not yet run: Python
    runs it first thing in ``signal.signal``, as the handler before is put back (a web
    worker died of it, under load). The run's value leaves, not the alarm."""
    real = signal.signal
    pending: list[int] = [signal.SIGALRM]

    def putting_back(signum: int, handler: Any) -> Any:
        if pending and signum == signal.SIGALRM:
            pending.pop()
            ringing = signal.getsignal(signal.SIGALRM)
            assert callable(ringing)
            ringing(signal.SIGALRM, None)
        return real(signum, handler)

    def answered(_: Budget) -> str:
        monkeypatch.setattr(signal, "signal", putting_back)
        return "the answer"

    assert limited(30, answered) == "the answer"
    assert pending == []


def test_an_alarm_dropped_by_a_garbage_collector_callback_rings_again() -> None:
    """The alarm's handler may run inside a callback of the garbage collector (hypothesis
    registers one): Python drops what it raises there. The time limit is not lost with
    it: the alarm rings again, where it ends the run, and nothing is printed."""
    dropped: list[sys.UnraisableHookArgs] = []

    def ring_inside(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            signal.raise_signal(signal.SIGALRM)  # its handler raises here: dropped

    def run(budget: Budget) -> str:
        gc.callbacks.append(ring_inside)
        try:
            gc.collect()
        finally:
            gc.callbacks.remove(ring_inside)
        until(lambda: False)  # what never looks at its budget, as a read of a pipe
        return "the time limit was lost"

    before = sys.unraisablehook
    sys.unraisablehook = dropped.append
    try:
        with pytest.raises(SearchTimeoutError):
            limited(3600, run)
        assert sys.unraisablehook == dropped.append  # the hook before is back
    finally:
        sys.unraisablehook = before
    assert dropped == []  # the alarm's own ring is not printed
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_other_dropped_exceptions_still_reach_the_hook_before() -> None:
    dropped: list[type[BaseException] | None] = []

    class Finalized:
        def __del__(self) -> None:
            raise ValueError("in a finalizer")

    def run(budget: Budget) -> None:
        Finalized()  # dropped at once, as Python drops what a finalizer raises

    before = sys.unraisablehook
    sys.unraisablehook = lambda unraisable: dropped.append(unraisable.exc_type)
    try:
        limited(3600, run)
    finally:
        sys.unraisablehook = before
    assert dropped == [ValueError]
