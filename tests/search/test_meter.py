"""The meter of a search: it counts into its stats, and stops the search past its
budget (a node limit, a deadline) or when its watch raises."""

from __future__ import annotations

import time

import pytest

from ripple_fp import SearchTimeoutError as PublicSearchTimeoutError
from ripple_fp import StrategyName, parse_puzzle
from ripple_fp.ripple import SEARCH
from ripple_fp.search.meter import (
    UNLIMITED,
    Budget,
    Meter,
    NodeLimitReachedError,
    SearchTimeoutError,
)
from ripple_fp.search.stats import Stats

from ..conftest import SPECIAL


def test_a_new_meter_counts_into_new_stats_without_limit_or_watch() -> None:
    meter = Meter()
    assert meter.stats == Stats()
    assert meter.budget == UNLIMITED == Budget(None, None)
    assert meter.watch is None
    stats = Stats()
    assert Meter(stats).stats is stats


def test_a_node_counts_a_backtrack_only_when_it_fails() -> None:
    stats = Stats()
    meter = Meter(stats)
    meter.tried()
    meter.tried(ok=False)
    assert (stats.nodes, stats.backtracks) == (2, 1)


def test_a_probe_is_counted() -> None:
    stats = Stats()
    Meter(stats).probed()
    assert (stats.nodes, stats.probes) == (0, 1)


def test_a_search_past_its_node_limit_stops_with_an_error() -> None:
    stats = Stats()
    meter = Meter(stats, Budget(nodes=2))
    meter.tried()
    meter.tried()
    with pytest.raises(NodeLimitReachedError) as raised:
        meter.tried()
    assert raised.value.args == (2,)
    assert stats.nodes == 3


def test_the_node_limit_counts_the_stats_from_where_they_stand() -> None:
    stats = Stats(nodes=5)
    with pytest.raises(NodeLimitReachedError):
        Meter(stats, Budget(nodes=5)).tried()
    assert stats.nodes == 6


def test_the_engine_stops_at_the_node_limit() -> None:
    problem = parse_puzzle((SPECIAL / "multiplesolutions2_nonunique.txt").read_text()).unwrap()
    stats = Stats()
    with pytest.raises(NodeLimitReachedError):
        list(SEARCH.search(problem, "mrv", Meter(stats, Budget(nodes=5))))
    assert stats.nodes == 6


def test_a_search_past_its_deadline_stops_with_a_timeout_error() -> None:
    stats = Stats()
    Meter(stats, Budget.lasting(60.0)).tried()
    late = Meter(stats, Budget(deadline=time.monotonic() - 1))
    with pytest.raises(SearchTimeoutError):
        late.tried()
    with pytest.raises(SearchTimeoutError):
        late.probed()
    with pytest.raises(SearchTimeoutError):
        late.look()
    assert (stats.nodes, stats.probes) == (2, 1)
    assert issubclass(SearchTimeoutError, TimeoutError)
    assert PublicSearchTimeoutError is SearchTimeoutError


class SeenEnoughError(Exception):
    """What the watch below raises once it has seen enough."""


@pytest.mark.parametrize("strategy", ["mrv", "lookahead", "learn"])
def test_a_watch_is_called_from_inside_the_search_and_what_it_raises_stops_it(
    strategy: StrategyName,
) -> None:
    looks: list[int] = []

    def watch() -> None:
        looks.append(stats.nodes + stats.probes)
        if len(looks) == 3:
            raise SeenEnoughError

    stats = Stats()
    problem = parse_puzzle((SPECIAL / "board7_nonunique.txt").read_text()).unwrap()
    with pytest.raises(SeenEnoughError):
        list(SEARCH.search(problem, strategy, Meter(stats, watch=watch)))
    assert len(looks) == 3


def test_a_watch_is_called_at_every_look_before_the_deadline_is() -> None:
    calls: list[str] = []
    meter = Meter(budget=Budget(deadline=time.monotonic() - 1), watch=lambda: calls.append("w"))
    with pytest.raises(SearchTimeoutError):
        meter.look()
    assert calls == ["w"]


def test_a_budget_lasting_some_seconds_has_a_deadline_only_when_asked() -> None:
    assert Budget.lasting(None) == UNLIMITED
    before = time.monotonic()
    budget = Budget.lasting(10.0)
    assert budget.nodes is None
    assert budget.deadline is not None
    assert before + 10.0 <= budget.deadline <= time.monotonic() + 10.0
    for seconds in (-1.0, 0.0):
        with pytest.raises(ValueError, match="positive"):
            Budget.lasting(seconds)


def test_solutions_refuses_a_timeout_that_is_not_positive() -> None:
    problem = parse_puzzle((SPECIAL / "multiplesolutions2_nonunique.txt").read_text()).unwrap()
    with pytest.raises(ValueError, match="positive"):
        SEARCH.solutions(problem, "mrv", timeout=-1.0)


def test_a_budget_is_a_value() -> None:
    budget = Budget(nodes=3)
    with pytest.raises(AttributeError):
        budget.nodes = 4  # type: ignore[misc]
    assert budget == Budget(nodes=3)


def test_within_takes_the_stricter_limit_of_each_kind() -> None:
    assert Budget(nodes=5).within(Budget(nodes=3)) == Budget(nodes=3)
    assert Budget(nodes=3).within(Budget(nodes=5)) == Budget(nodes=3)
    assert Budget(nodes=5).within(UNLIMITED) == Budget(nodes=5)
    assert UNLIMITED.within(Budget(deadline=7.0)) == Budget(deadline=7.0)
    assert Budget(nodes=4, deadline=2.0).within(Budget(nodes=9, deadline=1.0)) == Budget(4, 1.0)
    assert UNLIMITED.within(UNLIMITED) == UNLIMITED


def test_a_meter_within_a_budget_shares_the_counts_and_the_watch() -> None:
    def watch() -> None:
        pass

    stats, deadline = Stats(), time.monotonic() + 3600
    outer = Meter(stats, Budget(nodes=10, deadline=deadline), watch)
    inner = outer.within(Budget(nodes=2))
    assert inner.stats is stats
    assert inner.watch is watch
    assert inner.budget == Budget(nodes=2, deadline=deadline)
    assert outer.budget == Budget(nodes=10, deadline=deadline)  # the caller's is unchanged
    inner.tried()
    inner.tried()
    with pytest.raises(NodeLimitReachedError):
        inner.tried()
    assert stats.nodes == 3
    outer.tried()  # the caller's budget still allows it
    assert stats.nodes == 4
