"""Strategies by name: a registry keeps the given order, and an unknown name says the choices."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from ripple_fp.search.order import LookAhead, Mrv
from ripple_fp.search.stats import Stats
from ripple_fp.search.strategy import OnEngine, Strategy, named, on_engine, registry

from .colouring import ColouringModel, brute_force

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


def test_on_engine_builds_the_model_with_the_plans_deductions_and_searches_it() -> None:
    def path(given: tuple[int | None, ...], colours: int) -> ColouringModel:
        return ColouringModel(((1,), (0, 2), (1,)), colours, given)

    stats = Stats()
    found = list(on_engine(path, OnEngine(Mrv(), 3), (None, 2, None), stats))
    assert found == list(brute_force(path((None, 2, None), 3)))
    assert len(found) == 4
    assert stats.nodes > 0
