"""Candidate bitmasks behave as the sets of values they stand for."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.search import candidates as cs

value_sets = st.frozensets(st.integers(1, 40))


@given(value_sets)
def test_of_and_values_are_inverse(values: frozenset[int]) -> None:
    assert list(cs.values(cs.of(values))) == sorted(values)
    assert cs.count(cs.of(values)) == len(values)


@given(value_sets, st.integers(1, 40))
def test_has_and_remove_are_membership_and_difference(values: frozenset[int], v: int) -> None:
    c = cs.of(values)
    assert cs.has(c, v) == (v in values)
    assert set(cs.values(cs.remove(c, v))) == values - {v}


@given(value_sets)
def test_single_is_exactly_one_value(values: frozenset[int]) -> None:
    assert cs.is_single(cs.of(values)) == (len(values) == 1)


def test_full_and_single() -> None:
    assert list(cs.values(cs.full(11))) == list(range(1, 12))
    assert cs.only_value(cs.single(13)) == 13
    assert cs.full(0) == cs.NONE
