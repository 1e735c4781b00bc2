"""The counters of a search: one line for people, and sums of several searches."""

from __future__ import annotations

from ripple_fp.search.stats import Stats


def test_the_summary_is_one_line() -> None:
    stats = Stats(nodes=3, backtracks=1, propagations=40, probes=7)
    assert stats.summary() == "nodes 3, backtracks 1, propagations 40, probes 7"


def test_adding_counts_the_work_but_not_who_answered() -> None:
    total = Stats(nodes=1, answered_by="learn")
    total.add(Stats(nodes=2, backtracks=1, propagations=5, probes=3, answered_by="sat"))
    assert total == Stats(nodes=3, backtracks=1, propagations=5, probes=3, answered_by="learn")


def test_the_summary_holds_the_counts_alone_not_who_answered() -> None:
    # Who answered, and the time, are the command's to print (``--stats``).
    assert Stats(answered_by="sat").summary() == (
        "nodes 0, backtracks 0, propagations 0, probes 0"
    )
