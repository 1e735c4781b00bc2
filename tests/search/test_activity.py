"""Activity: the most active open variable is guessed first."""

from __future__ import annotations

from ripple_fp.search.activity import Activity
from ripple_fp.search.formula import Var, positive
from ripple_fp.search.tables import Ints, ints
from ripple_fp.search.trail import UNSET


def values(variables: int, *set_: Var) -> Ints:
    """A trail's values, by literal, with the variables ``set_`` true and the others open."""
    value = [UNSET] * (2 * variables)
    for var in set_:
        value[positive(var)], value[positive(var) + 1] = 1, 0
    return ints(value)


def test_the_most_active_open_variable_comes_first() -> None:
    activity = Activity(4)
    activity.raise_([2])
    activity.decay()
    activity.raise_([1])
    activity.reopen([positive(1), positive(2)])  # raised while set, then undone
    assert activity.pick(values(4)) == 1  # raised later: counts more
    assert activity.pick(values(4, 1)) == 2
    assert activity.pick(values(4, 0, 1, 2, 3)) is None


def test_scores_are_rescaled_before_they_overflow_and_keep_their_order() -> None:
    activity = Activity(3)
    for _ in range(5000):
        activity.decay()
    activity.raise_([0])
    activity.raise_([0])
    activity.raise_([1])
    activity.reopen([positive(0), positive(1)])
    assert max(activity.scores) < 1e100
    assert activity.pick(values(3)) == 0


def test_reopened_variables_come_back() -> None:
    activity = Activity(2)
    activity.raise_([1])
    assert activity.pick(values(2, 1)) == 0
    activity.reopen([positive(1)])
    activity.tidy(values(2))
    assert activity.pick(values(2)) == 1


def test_a_variable_raised_while_set_is_queued_once_when_reopened() -> None:
    activity = Activity(3)
    entries = len(activity.queue)
    for _ in range(10):  # ten conflicts while variable 2 stays set
        activity.raise_([2])
        activity.decay()
    assert len(activity.queue) == entries
    assert activity.pick(values(3, 2)) == 0
    activity.reopen([positive(2)])
    assert activity.pick(values(3)) == 2
    assert len(activity.queue) == entries + 1


def test_a_variable_reopened_but_set_again_before_the_next_pick_is_not_pushed() -> None:
    activity = Activity(3)
    entries = len(activity.queue)
    activity.raise_([2])
    activity.decay()
    activity.raise_([0])
    activity.reopen([positive(0), positive(2)])  # undone; 2 is set again by propagation
    assert activity.pick(values(3, 2)) == 0
    assert len(activity.queue) == entries + 1  # 0's new entry only
    activity.reopen([positive(2)])  # undone again, and open at the next pick
    assert activity.pick(values(3, 0)) == 2
