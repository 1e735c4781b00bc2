"""The command's time limit: an alarm that stops even work between two looks at the
deadline, switched off after the block; a search out of time or without its extra is a
run error."""

from __future__ import annotations

import os
import signal
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
from ripple_fp.shell.clock import searching, time_limit, within_time


def busy(steps: int) -> int:
    """Work that never looks at a deadline, like a propagation before its first guess."""
    total = 0
    for step in range(steps):
        total += step
    return total


def test_the_alarm_stops_a_loop_that_never_looks_at_the_deadline() -> None:
    with pytest.raises(SearchTimeoutError), time_limit(0.05):
        busy(10**10)


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
        with pytest.raises(SearchTimeoutError), time_limit(0.2):
            read()
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
    with time_limit(None):
        assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_the_alarm_is_switched_off_and_the_handler_restored() -> None:
    before = signal.getsignal(signal.SIGALRM)
    with time_limit(0.05):
        pass
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


def test_an_alarm_going_off_as_the_limit_is_lifted_stays_inside(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The block leaves with its own time-out while the alarm goes off on the way out
    (a web job's search ran out of its budget at the moment of the alarm): the block's
    exception leaves, not the alarm's."""
    real = signal.setitimer
    lifted: list[float] = []

    def going_off(which: int, seconds: float, *rest: float) -> Any:
        if seconds == 0 and not lifted:
            lifted.append(seconds)
            raise clock._Rang
        return real(which, seconds, *rest)

    monkeypatch.setattr(signal, "setitimer", going_off)
    with pytest.raises(SearchTimeoutError, match="the budget ran out"), clock.time_limit(30):
        raise SearchTimeoutError("the budget ran out")
    assert lifted == [0]


def test_an_alarm_whose_handler_runs_as_the_handler_is_put_back_stays_inside(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The alarm's signal arrived as the block ended, its handler not yet run: Python
    runs it first thing in ``signal.signal``, as the handler before is put back (a web
    worker died of it, under load). The block's value leaves, not the alarm."""
    real = signal.signal
    pending: list[int] = [signal.SIGALRM]

    def putting_back(signum: int, handler: Any) -> Any:
        if pending and signum == signal.SIGALRM:
            pending.pop()
            ringing = signal.getsignal(signal.SIGALRM)
            assert callable(ringing)
            ringing(signal.SIGALRM, None)
        return real(signum, handler)

    with clock.time_limit(30):
        monkeypatch.setattr(signal, "signal", putting_back)
        found = "the answer"
    assert found == "the answer"
    assert pending == []
