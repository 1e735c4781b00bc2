"""The counters of a search: one line for people, and sums of several searches."""

from __future__ import annotations

from ripple_fp.search.stats import Stats


def test_the_summary_is_one_line() -> None:
    stats = Stats(nodes=3, backtracks=1, propagations=40, probes=7, seconds=0.25)
    assert stats.summary() == ("nodes 3, backtracks 1, propagations 40, probes 7, time 0.250 s")


def test_adding_counts_the_work_but_not_the_time_or_the_workers() -> None:
    total = Stats(nodes=1, seconds=1.0)
    total.add(Stats(nodes=2, backtracks=1, propagations=5, probes=3, seconds=9.0, workers=4))
    assert total == Stats(nodes=3, backtracks=1, propagations=5, probes=3, seconds=1.0)
