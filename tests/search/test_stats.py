"""The counters of a search: one line for people, and sums of several searches."""

from __future__ import annotations

import time

import pytest

from ripple_fp import StrategyName, parse_puzzle, solutions
from ripple_fp.search.stats import (
    NodeLimitReachedError,
    SearchTimeoutError,
    Stats,
    with_deadline,
)

from ..conftest import SPECIAL


def test_the_summary_is_one_line() -> None:
    stats = Stats(nodes=3, backtracks=1, propagations=40, probes=7, seconds=0.25)
    assert stats.summary() == ("nodes 3, backtracks 1, propagations 40, probes 7, time 0.250 s")


def test_adding_counts_the_work_but_not_the_time_or_the_workers() -> None:
    total = Stats(nodes=1, seconds=1.0)
    total.add(Stats(nodes=2, backtracks=1, propagations=5, probes=3, seconds=9.0, workers=4))
    assert total == Stats(nodes=3, backtracks=1, propagations=5, probes=3, seconds=1.0)


def test_a_node_counts_a_backtrack_only_when_it_fails() -> None:
    stats = Stats()
    stats.tried()
    stats.tried(ok=False)
    assert (stats.nodes, stats.backtracks) == (2, 1)


def test_a_search_past_its_node_limit_stops_with_an_error() -> None:
    stats = Stats(node_limit=2)
    stats.tried()
    stats.tried()
    with pytest.raises(NodeLimitReachedError):
        stats.tried()
    assert stats.nodes == 3


def test_the_engine_stops_at_the_node_limit() -> None:
    problem = parse_puzzle((SPECIAL / "multiplesolutions2_nonunique.txt").read_text()).unwrap()
    stats = Stats(node_limit=5)
    with pytest.raises(NodeLimitReachedError):
        list(solutions(problem, "mrv", stats))
    assert stats.nodes == 6


def test_a_search_past_its_deadline_stops_with_a_timeout_error() -> None:
    stats = Stats()
    stats.give(60.0)
    stats.tried()
    stats.deadline = time.monotonic() - 1
    with pytest.raises(SearchTimeoutError):
        stats.tried()
    with pytest.raises(SearchTimeoutError):
        stats.probed()
    assert stats.probes == 1


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

    stats = Stats(watch=watch)
    problem = parse_puzzle((SPECIAL / "board7_nonunique.txt").read_text()).unwrap()
    with pytest.raises(SeenEnoughError):
        list(solutions(problem, strategy, stats))
    assert len(looks) == 3


def test_with_deadline_sets_one_only_when_asked() -> None:
    kept = Stats(deadline=5.0)
    assert with_deadline(kept, None) is kept
    assert kept.deadline == 5.0
    fresh = with_deadline(None, 10.0)
    assert fresh.deadline is not None
    assert 9.0 < fresh.deadline - time.monotonic() <= 10.0
    with pytest.raises(ValueError, match="positive"):
        with_deadline(None, -1.0)


def test_the_summary_names_who_answered_when_it_is_known() -> None:
    assert Stats(answered_by="sat").summary().endswith("answered by sat")
