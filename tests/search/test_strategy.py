"""Strategies by name: a registry keeps the given order, and an unknown name says the choices."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from ripple_fp.search.order import LookAhead, Mrv
from ripple_fp.search.strategy import OnEngine, Strategy, named, registry

Plan = OnEngine[str] | str
"""A puzzle's plans: the engine with deductions named by a string, or a plan of its own."""

TABLE: Mapping[str, Strategy[str, Plan]] = registry(
    Strategy("quick", "no reasoning", OnEngine(Mrv(), "none")),
    Strategy("other", "something else", "a plan of the puzzle's own"),
    Strategy("deep", "look ahead", OnEngine(LookAhead(), "all")),
)


def test_the_registry_keeps_the_order_given_and_finds_by_name() -> None:
    assert list(TABLE) == ["quick", "other", "deep"]
    assert named(TABLE, "deep").plan == OnEngine(LookAhead(), "all")


def test_an_unknown_name_lists_the_choices() -> None:
    with pytest.raises(
        ValueError, match="unknown strategy 'slow': choose from quick, other, deep"
    ):
        named(TABLE, "slow")


def test_only_engine_plans_can_be_split_across_processes() -> None:
    assert [s.name for s in TABLE.values() if s.parallel] == ["quick", "deep"]
