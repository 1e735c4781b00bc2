"""A propagation's rules as values: frozen records a kind declares beside its rules."""

from __future__ import annotations

from dataclasses import FrozenInstanceError

import pytest

from ripple_fp.grid.rooms import make_layout
from ripple_fp.ripple.deductions import RoomReach, rules
from ripple_fp.ripple.model import make_board
from ripple_fp.search.rules import NAKED_SINGLE, NakedSingle, Rule


def test_a_rule_is_a_frozen_value() -> None:
    rule: Rule[object] = Rule("room rule", 0, lambda work, focus: True)
    with pytest.raises(FrozenInstanceError):
        rule.level = 1  # type: ignore[misc]
    assert rule.opens is None
    assert not rule.places
    assert NakedSingle("naked single", 0) == NAKED_SINGLE


def test_a_kind_declares_its_rules_simplest_first() -> None:
    board = make_board(make_layout([[1, 1], [2, 2]]))
    declared = rules(board, RoomReach(board)).rules
    assert [rule.name for rule in declared] == [
        "room rule",
        "cross rule",
        "naked single",
        "hidden single",
        "room reach",
    ]
    assert [rule.level for rule in declared] == [0, 0, 0, 1, 2]
