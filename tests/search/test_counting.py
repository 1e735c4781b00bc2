"""Counting a lazy stream: no further than asked, and what a count of two says."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import count

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.search.counting import Uniqueness, count_up_to, uniqueness


@given(st.lists(st.integers()), st.integers(0, 50))
def test_a_count_is_the_length_cut_at_the_limit(items: list[int], limit: int) -> None:
    assert count_up_to(limit, iter(items)) == min(len(items), limit)


def test_counting_stops_at_the_limit_on_an_endless_stream() -> None:
    taken: list[int] = []

    def endless() -> Iterator[int]:
        for n in count():
            taken.append(n)
            yield n

    assert count_up_to(3, endless()) == 3
    assert taken == [0, 1, 2]


def test_a_negative_limit_is_refused() -> None:
    with pytest.raises(ValueError, match="not -1"):
        count_up_to(-1, iter(()))


@pytest.mark.parametrize(
    ("found", "answer"),
    [
        (0, Uniqueness.NONE),
        (1, Uniqueness.UNIQUE),
        (2, Uniqueness.SEVERAL),
        (7, Uniqueness.SEVERAL),
    ],
)
def test_a_count_up_to_two_answers_the_question(found: int, answer: Uniqueness) -> None:
    assert uniqueness(found) is answer
