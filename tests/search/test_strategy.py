"""Strategies by name: a table keeps the given order, an unknown name says the choices,
and a plan is run on the engine or as the puzzle's own search."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator

import pytest

from ripple_fp.search.meter import Budget, Meter
from ripple_fp.search.order import DomDeg, LookAhead, Mrv
from ripple_fp.search.stats import Stats
from ripple_fp.search.strategy import (
    SAT,
    Built,
    Extra,
    MissingExtraError,
    OnEngine,
    OwnSearch,
    Strategies,
    Strategy,
    engine,
    ladder,
    strategies,
)

from .colouring import Colouring, ColouringModel, brute_force

Given = tuple[int | None, ...]
"""A problem of this test's puzzle: the colours given on a path of three vertices."""


def path(given: Given, colours: int) -> ColouringModel:
    """The path 0 - 1 - 2 with ``colours`` colours (the deductions: how many colours)."""
    return ColouringModel(((1,), (0, 2), (1,)), colours, given)


def own(problem: Given, meter: Meter) -> Iterator[Colouring]:
    """A search of the puzzle's own: the given colours, the others 1 (no search at all)."""
    meter.tried()
    yield tuple(1 if colour is None else colour for colour in problem)


TABLE: Strategies[Given, Colouring] = strategies(
    Strategy("quick", "no reasoning", engine(Mrv(), path, 3)),
    Strategy("other", "something else", OwnSearch(own)),
    Strategy("deep", "look ahead", engine(LookAhead(), path, 2)),
    default="other",
    portfolio=("deep", "quick"),
    enumerate="deep",
)


def test_the_table_keeps_the_order_given_and_finds_by_name() -> None:
    assert list(TABLE) == ["quick", "other", "deep"]
    assert list(TABLE.table) == ["quick", "other", "deep"]
    assert TABLE.named("deep").plan == OnEngine(LookAhead(), Built(path, 2))
    assert TABLE.named("deep") is TABLE.table["deep"]


def test_no_name_is_the_default() -> None:
    assert TABLE.default == "other"
    assert TABLE.named(None) is TABLE.named() is TABLE.table["other"]


def test_an_unknown_name_lists_the_choices() -> None:
    with pytest.raises(
        ValueError, match="unknown strategy 'slow': choose from quick, other, deep"
    ):
        TABLE.named("slow")


def test_the_table_keeps_the_roles_it_is_given_and_none_others() -> None:
    assert (TABLE.portfolio, TABLE.enumerate, TABLE.split) == (("deep", "quick"), "deep", None)
    bare = strategies(Strategy("other", "something else", OwnSearch(own)), default="other")
    assert (bare.portfolio, bare.enumerate, bare.split) == ((), None, None)


def test_a_table_refuses_a_name_twice_or_a_role_for_a_name_it_lacks() -> None:
    quick = Strategy("quick", "no reasoning", engine(Mrv(), path, 3))
    with pytest.raises(ValueError, match="do not hold"):
        strategies(quick, quick, default="quick")
    with pytest.raises(ValueError, match="do not hold"):
        strategies(quick, default="slow")
    for role in ("portfolio", "enumerate", "split"):
        chosen: dict[str, object] = {role: ("slow",) if role == "portfolio" else "slow"}
        with pytest.raises(ValueError, match="do not hold"):
            strategies(quick, default="quick", **chosen)  # type: ignore[arg-type]


def test_only_engine_plans_can_be_split_across_processes() -> None:
    assert [s.name for s in TABLE.table.values() if s.parallel] == ["quick", "deep"]


def test_an_engine_plan_builds_the_model_with_its_deductions() -> None:
    plan = engine(Mrv(), path, 3)
    assert plan.order == Mrv()
    assert isinstance(plan.model, Built)
    assert plan.model.deductions == 3
    assert plan.model((None, 2, None)) == path((None, 2, None), 3)


def test_on_engine_builds_the_model_with_the_plans_deductions_and_searches_it() -> None:
    stats = Stats()
    found = list(TABLE.solutions((None, 2, None), "quick", stats))
    assert found == list(brute_force(path((None, 2, None), 3)))
    assert len(found) == 4
    assert stats.nodes > 0
    # the same search with two colours: the plan's deductions, not the first plan's
    assert list(TABLE.solutions((None, 2, None), "deep")) == [(1, 2, 1)]


def test_an_own_search_is_run_with_the_meter() -> None:
    stats = Stats()
    assert list(TABLE.solutions((None, 2, None), stats=stats)) == [(1, 2, 1)]
    assert stats.nodes == 1
    meters: list[Meter] = []

    def recorded(problem: Given, meter: Meter) -> Iterator[Colouring]:
        meters.append(meter)
        return own(problem, meter)

    table = strategies(Strategy("own", "its own", OwnSearch(recorded)), default="own")
    budget = Budget(nodes=7)
    meter = Meter(stats, budget)
    assert list(table.search((3, None, None), "own", meter)) == [(3, 1, 1)]
    assert meters == [meter]
    list(table.solutions((None, None, None), timeout=60.0))
    assert meters[1].budget.deadline is not None
    assert meters[1].budget.nodes is None


def test_the_ladder_is_mrv_full_and_lookahead() -> None:
    mrv, full, lookahead = ladder(path, 2, 3)
    assert [s.name for s in (mrv, full, lookahead)] == ["mrv", "full", "lookahead"]
    assert mrv.plan == engine(Mrv(), path, 2)
    assert full.plan == engine(DomDeg(), path, 3)
    assert lookahead.plan == engine(LookAhead(), path, 3)
    assert all(s.parallel and s.description for s in (mrv, full, lookahead))


def test_a_strategy_whose_extra_is_missing_says_what_to_install_and_leaves_the_race() -> None:
    absent = Extra("nothing", "no_such_module_anywhere", "no-such-package")
    assert not absent.installed()
    assert SAT.installed() == (importlib.util.find_spec("pysat") is not None)
    table: Strategies[int, int] = strategies(
        Strategy("plain", "always there", OwnSearch(lambda n, m: iter([n]))),
        Strategy("fancy", "needs an extra", OwnSearch(lambda n, m: iter([n])), absent),
        default="plain",
        portfolio=("fancy", "plain"),
    )
    with pytest.raises(MissingExtraError, match=r"^the fancy strategy needs no-such-package: pip"):
        table.search(1, "fancy", Meter())
    assert table.racing(2) == ("plain",)  # replaced by the default, and not twice
