"""A purely functional priority queue: Okasaki's leftist heap of int keys.

Haskell counterpart (Purely Functional Data Structures, section 3.1)::

    data Heap = E | T Int Int Heap Heap        -- rank, key, left, right

    merge h E = h
    merge E h = h
    merge h1@(T _ x a1 b1) h2@(T _ y a2 b2)
      | x <= y    = makeT x a1 (merge b1 h2)
      | otherwise = makeT y a2 (merge h1 b2)

Every operation returns a new heap and shares the rest with the old one, so each search
branch keeps its own queue for free. The right spine of a leftist heap is at most
log2(n + 1) long, so ``merge``, ``insert`` and ``pop`` take O(log n) steps and recurse
no deeper than that.

The engine stores ``key(priority, variable)`` and deletes lazily: when a priority
changes, a new key is inserted, and an old key is dropped when it
reaches the top and no longer matches (see :mod:`ripple_fp.search.engine`).

>>> h = from_keys([5, 3, 8])
>>> peek(h)
3
>>> peek(pop(h)), peek(h)
(5, 3)
>>> sorted_keys(insert(h, 1))
[1, 3, 5, 8]
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

Heap = tuple[int, int, "Heap", "Heap"] | None
"""``None`` is the empty heap; a node is ``(rank, key, left, right)``."""

EMPTY: Heap = None


def rank(heap: Heap) -> int:
    """The length of the right spine (0 for the empty heap)."""
    return 0 if heap is None else heap[0]


def merge(a: Heap, b: Heap) -> Heap:
    """One heap with the keys of both."""
    if a is None:
        return b
    if b is None:
        return a
    if b[1] < a[1]:
        a, b = b, a
    _, key, left, right = a
    merged = merge(right, b)
    if rank(left) >= rank(merged):
        return (rank(merged) + 1, key, left, merged)
    return (rank(left) + 1, key, merged, left)


def insert(heap: Heap, key: int) -> Heap:
    """The heap with ``key`` added."""
    return merge((1, key, None, None), heap)


def peek(heap: Heap) -> int | None:
    """The smallest key, or ``None`` when the heap is empty."""
    return None if heap is None else heap[1]


def pop(heap: Heap) -> Heap:
    """The heap without its smallest key (the empty heap stays empty)."""
    return None if heap is None else merge(heap[2], heap[3])


def from_keys(keys: Iterable[int]) -> Heap:
    """A heap of all ``keys`` in O(n), by merging pairs of heaps until one is left."""
    heaps: list[Heap] = [(1, key, None, None) for key in keys]
    while len(heaps) > 1:
        paired = [merge(heaps[i], heaps[i + 1]) for i in range(0, len(heaps) - 1, 2)]
        heaps = paired + heaps[len(heaps) - len(heaps) % 2 :]
    return heaps[0] if heaps else None


def insert_all(heap: Heap, keys: Iterable[int]) -> Heap:
    """The heap with every key added (one merge of a heap built from them)."""
    return merge(heap, from_keys(keys))


def sorted_keys(heap: Heap) -> list[int]:
    """Every key, smallest first (for tests and debugging)."""
    return list(_drain(heap))


def _drain(heap: Heap) -> Iterator[int]:
    while heap is not None:
        yield heap[1]
        heap = pop(heap)
