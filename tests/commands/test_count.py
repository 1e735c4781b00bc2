"""The count's record: the question it answers."""

from __future__ import annotations

from pathlib import Path

from ripple_fp.commands.count import Count, Unique, UpTo
from ripple_fp.creek import CREEK


def test_a_count_asks_up_to_a_number_or_whether_there_is_exactly_one() -> None:
    upto = Count(CREEK, Path("in"), UpTo(2), "p")
    assert (upto.question, upto.strategy, upto.stats) == (UpTo(2), None, False)
    assert Count(CREEK, Path("in"), Unique(), "p").question == Unique()
    assert UpTo(2) != UpTo(3)
