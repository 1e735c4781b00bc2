"""The Map-as-queue of benchmarks/map_queue.py against a sorted list, and the queue
benchmark of benchmarks/queues.py on small plans (the scripts run outside the package)."""

from __future__ import annotations

import math
import sys
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from .conftest import script

mq = script("map_queue")
sys.modules.setdefault("map_queue", mq)  # what queues.py imports, beside it
queues = script("queues")

small_keys = st.integers(0, 15)  # few keys, so deletes often find theirs
operations = st.lists(
    st.one_of(
        st.tuples(st.just("insert"), small_keys),
        st.tuples(st.just("delete"), small_keys),
        st.tuples(st.just("delete_min"), st.just(0)),
    ),
    max_size=200,
)


def valid(tree: Any, low: float = -math.inf, high: float = math.inf) -> int:
    """The size of ``tree``, after checking it is a search tree with true sizes, keys
    between ``low`` and ``high``, and every node weight-balanced."""
    if tree is None:
        return 0
    count, key, left, right = tree
    assert low < key < high
    on_left, on_right = valid(left, low, key), valid(right, key, high)
    assert count == on_left + on_right + 1
    if on_left + on_right > 1:
        assert on_left <= mq.DELTA * on_right
        assert on_right <= mq.DELTA * on_left
    return int(count)


def depth(tree: Any) -> int:
    return 0 if tree is None else 1 + max(depth(tree[2]), depth(tree[3]))


def apply(tree: Any, model: list[int], operation: tuple[str, int]) -> tuple[Any, list[int]]:
    """One operation on the tree, and the same on the sorted list."""
    name, key = operation
    if name == "insert":
        return mq.insert(tree, key), sorted({*model, key})
    if name == "delete":
        return mq.delete(tree, key), [k for k in model if k != key]
    return mq.delete_min(tree), model[1:]


@given(operations)
def test_the_map_agrees_with_a_sorted_list(steps: list[tuple[str, int]]) -> None:
    tree: Any = None
    model: list[int] = []
    for operation in steps:
        tree, model = apply(tree, model, operation)
        assert mq.keys(tree) == model
        assert mq.lookup_min(tree) == (model[0] if model else None)
        assert valid(tree) == mq.size(tree) == len(model)


@given(st.lists(st.integers(0, 10**6), unique=True, max_size=150), st.data())
def test_deleting_every_key_keeps_the_map_balanced(items: list[int], data: st.DataObject) -> None:
    tree, model = None, sorted(items)
    for key in items:
        tree = mq.insert(tree, key)
    for key in data.draw(st.permutations(items)):
        tree, model = mq.delete(tree, key), [k for k in model if k != key]
        assert mq.keys(tree) == model
        assert valid(tree) == len(model)


@given(st.lists(st.integers(0, 10**6), max_size=150))
def test_deleting_the_root_again_and_again_keeps_the_map_balanced(items: list[int]) -> None:
    tree, model = mq.from_keys(items), sorted(set(items))
    while tree is not None:
        root = tree[1]
        tree, model = mq.delete(tree, root), [k for k in model if k != root]
        assert mq.keys(tree) == model
        assert valid(tree) == len(model)


@given(st.lists(small_keys), operations)
def test_every_operation_leaves_the_old_map_alone(start: list[int], steps: Any) -> None:
    tree = mq.from_keys(start)
    for operation in steps:
        apply(tree, sorted(set(start)), operation)
        assert mq.keys(tree) == sorted(set(start))


@given(st.lists(st.integers(0, 10**9)))
def test_from_keys_builds_a_balanced_map_of_the_keys(items: list[int]) -> None:
    tree = mq.from_keys(items)
    assert mq.keys(tree) == sorted(set(items))
    assert valid(tree) == len(set(items))


def test_keys_in_order_keep_the_map_shallow() -> None:
    tree = None
    for key in range(4096):
        tree = mq.insert(tree, key)
    assert valid(tree) == 4096
    assert depth(tree) <= math.log(4097, 4 / 3)  # the bound of a weight-balanced tree
    for _ in range(3000):
        tree = mq.delete_min(tree)
    assert valid(tree) == 1096
    assert mq.lookup_min(tree) == 3000


def test_the_empty_map() -> None:
    assert mq.lookup_min(None) is None
    assert mq.delete_min(None) is None
    assert mq.delete(None, 3) is None
    assert mq.keys(None) == []


@given(st.integers(1, 300), st.integers(0, 12), st.integers(0, 1000))
def test_both_queues_decide_the_variables_of_the_plan_in_its_order(
    size: int, changes: int, seed: int
) -> None:
    plan = queues.make_plan(size, changes, seed)
    heap, tree = queues.pqueue.from_keys(plan.keys()), mq.from_keys(plan.keys())
    assert queues.heap_descent(plan, heap) == list(plan.order)
    assert queues.map_descent(plan, tree) == list(plan.order)
    forced = [var for step in plan.steps for var, lowered in step if lowered == queues.FORCED]
    assert sorted([*plan.order, *forced]) == list(range(size))


def test_the_table_has_a_row_per_size() -> None:
    lines = queues.table([16, 32], 4, 1)
    assert len(lines) == 4
    assert all(line.startswith("| ") and line.count("|") == 9 for line in lines)
