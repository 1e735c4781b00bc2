"""Steps are data: frozen, comparable, and the rules are ranked simplest first."""

from __future__ import annotations

from dataclasses import FrozenInstanceError

import pytest

from ripple_fp.ripple.explaining.steps import Eliminate, Place, Rule, Step


def test_the_rules_are_ranked_in_the_order_a_trace_tries_them() -> None:
    assert [rule.rank for rule in Rule] == list(range(7))
    assert Rule.ROOM_RULE.rank < Rule.HIDDEN_SINGLE.rank < Rule.CONTRADICTION.rank
    assert Rule.GUESS.rank == max(rule.rank for rule in Rule)


def test_a_step_is_a_frozen_value() -> None:
    step = Step(Rule.NAKED_SINGLE, ((0, 0),), Place((0, 0), 1), room=3)
    assert step == Step(Rule.NAKED_SINGLE, ((0, 0),), Place((0, 0), 1), room=3)
    assert step != Step(Rule.NAKED_SINGLE, ((0, 0),), Place((0, 0), 2), room=3)
    assert len({step, step}) == 1
    with pytest.raises(FrozenInstanceError):
        step.rule = Rule.GUESS  # type: ignore[misc]


def test_an_elimination_names_one_value_and_its_cells() -> None:
    gone = Eliminate(2, ((0, 1), (3, 0)))
    assert gone.value == 2
    assert gone.cells == ((0, 1), (3, 0))
