"""The command's time limit: an alarm that stops even work between two looks at the
deadline, switched off after the block."""

from __future__ import annotations

import signal
import time

import pytest

from ripple_fp.search.stats import SearchTimeoutError, Stats
from ripple_fp.shell.clock import time_limit


def test_no_limit_changes_nothing() -> None:
    stats = Stats()
    with time_limit(None, stats):
        pass
    assert stats.deadline is None


def busy(steps: int) -> int:
    """Work that never looks at a deadline, like a propagation before its first guess."""
    total = 0
    for step in range(steps):
        total += step
    return total


def test_the_alarm_stops_a_loop_that_never_looks_at_the_deadline() -> None:
    with time_limit(0.05, Stats()), pytest.raises(SearchTimeoutError):
        busy(10**10)


def test_the_deadline_is_set_for_the_search_to_see() -> None:
    stats = Stats()
    with time_limit(30.0, stats):
        assert stats.deadline is not None
        assert stats.deadline - time.monotonic() > 29


def test_the_alarm_is_switched_off_and_the_handler_restored() -> None:
    before = signal.getsignal(signal.SIGALRM)
    with time_limit(0.05, Stats()):
        pass
    time.sleep(0.1)  # an alarm left on would raise here
    assert signal.getsignal(signal.SIGALRM) == before
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
