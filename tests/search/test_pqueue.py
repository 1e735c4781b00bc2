"""The leftist heap: a priority queue, and a persistent one."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.search import pqueue

keys = st.lists(st.integers(0, 10**9))


@given(keys)
def test_draining_gives_the_keys_in_order(items: list[int]) -> None:
    assert pqueue.sorted_keys(pqueue.from_keys(items)) == sorted(items)


@given(keys, keys)
def test_merge_holds_both(a: list[int], b: list[int]) -> None:
    merged = pqueue.merge(pqueue.from_keys(a), pqueue.from_keys(b))
    assert pqueue.sorted_keys(merged) == sorted(a + b)


@given(keys, st.integers(0, 10**9))
def test_insert_and_pop_leave_the_old_heap_alone(items: list[int], key: int) -> None:
    heap = pqueue.from_keys(items)
    bigger = pqueue.insert(heap, key)
    smaller = pqueue.pop(heap)
    assert pqueue.sorted_keys(heap) == sorted(items)
    assert pqueue.sorted_keys(bigger) == sorted([*items, key])
    assert pqueue.sorted_keys(smaller) == sorted(items)[1:]


@given(keys)
def test_the_right_spine_is_logarithmic(items: list[int]) -> None:
    heap = pqueue.from_keys(items)
    assert pqueue.rank(heap) <= (len(items) + 1).bit_length()


def test_the_empty_heap() -> None:
    assert pqueue.peek(pqueue.EMPTY) is None
    assert pqueue.pop(pqueue.EMPTY) is None
    assert pqueue.from_keys([]) is None
