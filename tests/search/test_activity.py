"""Activity: the most active open variable is guessed first."""

from __future__ import annotations

from ripple_fp.search.activity import Activity
from ripple_fp.search.formula import positive


def test_the_most_active_open_variable_comes_first() -> None:
    activity = Activity(4)
    activity.raise_([2])
    activity.decay()
    activity.raise_([1])
    activity.reopen([positive(1), positive(2)])  # raised while set, then undone
    assert activity.pick(lambda v: True) == 1  # raised later: counts more
    assert activity.pick(lambda v: v != 1) == 2
    assert activity.pick(lambda v: False) is None


def test_scores_are_rescaled_before_they_overflow_and_keep_their_order() -> None:
    activity = Activity(3)
    for _ in range(5000):
        activity.decay()
    activity.raise_([0])
    activity.raise_([0])
    activity.raise_([1])
    activity.reopen([positive(0), positive(1)])
    assert max(activity.scores) < 1e100
    assert activity.pick(lambda v: True) == 0


def test_reopened_variables_come_back() -> None:
    activity = Activity(2)
    activity.raise_([1])
    assert activity.pick(lambda v: v == 0) == 0
    activity.reopen([positive(1)])
    activity.tidy(lambda v: True)
    assert activity.pick(lambda v: True) == 1


def test_a_variable_raised_while_set_is_queued_once_when_reopened() -> None:
    activity = Activity(3)
    entries = len(activity.queue)
    for _ in range(10):  # ten conflicts while variable 2 stays set
        activity.raise_([2])
        activity.decay()
    assert len(activity.queue) == entries
    assert activity.pick(lambda v: v != 2) == 0
    activity.reopen([positive(2)])
    assert len(activity.queue) == entries + 1
    assert activity.pick(lambda v: True) == 2
