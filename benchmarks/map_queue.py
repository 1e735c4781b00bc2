"""The assignment's priority queue: a persistent ordered map, as ``Data.Map`` is.

    python benchmarks/queues.py     (measures it against the engine's leftist heap)

The assignment keeps the empty cells in a ``Map (Int, Pos) ()`` keyed by (priority,
position) and takes the smallest key. Python has no persistent ordered map (pyrsistent's
``PMap`` is a hash map, with no order to take a minimum from), so this module writes one:
a weight-balanced search tree, the structure of Haskell's ``Data.Map`` (Adams 1993, with
the ``delta = 3``, ``ratio = 2`` that containers uses).

Haskell counterpart (``Data.Map`` with unit values)::

    data Map = Tip | Bin Int Int Map Map          -- size, key, left, right

    insert :: Int -> Map -> Map
    insert x Tip = singleton x
    insert x t@(Bin _ y l r) = case compare x y of
      LT -> balance y (insert x l) r
      GT -> balance y l (insert x r)
      EQ -> t

Every operation returns a new tree and shares all but one path with the old one, so a
search branch keeps its own queue for free, as with the leftist heap. A key is one int,
``priority << 24 | var`` as in :mod:`ripple_fp.search.engine`, so both queues order the
same keys. A tree of n keys is at most about 2.4 log2(n) deep, so the recursion is safe.

>>> tree = from_keys([30, 10, 20])
>>> lookup_min(tree), keys(delete_min(tree)), keys(insert(tree, 5))
(10, [20, 30], [5, 10, 20, 30])
>>> keys(delete(tree, 20)), keys(tree)
([10, 30], [10, 20, 30])
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

Tree = tuple[int, int, "Tree", "Tree"] | None
"""``None`` is the empty tree; a node is ``(size, key, left, right)``."""

Node = tuple[int, int, Tree, Tree]
"""A tree that is not empty."""

DELTA = 3
"""A subtree may hold at most ``DELTA`` times as many keys as its sibling."""

RATIO = 2
"""When rebalancing, a double rotation is used if the inner grandchild is at least
``RATIO`` times the outer one."""


def size(tree: Tree) -> int:
    """How many keys the tree holds, in O(1)."""
    return 0 if tree is None else tree[0]


def node(key: int, left: Tree, right: Tree) -> Node:
    """A node over two subtrees that are already balanced with each other."""
    return (size(left) + size(right) + 1, key, left, right)


def insert(tree: Tree, key: int) -> Tree:
    """The tree with ``key`` added (the same tree if it is there already)."""
    if tree is None:
        return (1, key, None, None)
    _, here, left, right = tree
    if key < here:
        return balance(here, insert(left, key), right)
    if key > here:
        return balance(here, left, insert(right, key))
    return tree


def delete(tree: Tree, key: int) -> Tree:
    """The tree without ``key`` (the same keys if it is not there)."""
    if tree is None:
        return None
    _, here, left, right = tree
    if key < here:
        return balance(here, delete(left, key), right)
    if key > here:
        return balance(here, left, delete(right, key))
    return glue(left, right)


def lookup_min(tree: Tree) -> int | None:
    """The smallest key, or ``None`` when the tree is empty: the leftmost node."""
    if tree is None:
        return None
    while tree[2] is not None:
        tree = tree[2]
    return tree[1]


def delete_min(tree: Tree) -> Tree:
    """The tree without its smallest key (the empty tree stays empty)."""
    return None if tree is None else min_view(tree)[1]


def min_view(tree: Node) -> tuple[int, Tree]:
    """The smallest key and the tree without it (``Map.deleteFindMin``)."""
    _, key, left, right = tree
    if left is None:
        return key, right
    smallest, rest = min_view(left)
    return smallest, balance(key, rest, right)


def max_view(tree: Node) -> tuple[int, Tree]:
    """The largest key and the tree without it (``Map.deleteFindMax``)."""
    _, key, left, right = tree
    if right is None:
        return key, left
    largest, rest = max_view(right)
    return largest, balance(key, left, rest)


def glue(left: Tree, right: Tree) -> Tree:
    """One tree of two balanced with each other, every key of ``left`` below every key
    of ``right``: the larger one gives up its key nearest the other as the new root."""
    if left is None:
        return right
    if right is None:
        return left
    if size(left) > size(right):
        key, rest = max_view(left)
        return balance(key, rest, right)
    key, rest = min_view(right)
    return balance(key, left, rest)


def balance(key: int, left: Tree, right: Tree) -> Node:
    """A node over two subtrees that were balanced before one key was added to or taken
    from one of them: one rotation, single or double, restores the balance."""
    if size(left) + size(right) > 1:
        if size(right) > DELTA * size(left):
            return _rotate_left(key, left, right)
        if size(left) > DELTA * size(right):
            return _rotate_right(key, left, right)
    return node(key, left, right)


def _rotate_left(key: int, left: Tree, right: Tree) -> Node:
    """Move keys from the heavy right subtree to the left."""
    assert right is not None
    _, up, inner, outer = right
    if size(inner) < RATIO * size(outer):
        return node(up, node(key, left, inner), outer)
    assert inner is not None
    _, middle, inner_left, inner_right = inner
    return node(middle, node(key, left, inner_left), node(up, inner_right, outer))


def _rotate_right(key: int, left: Tree, right: Tree) -> Node:
    """Move keys from the heavy left subtree to the right."""
    assert left is not None
    _, up, outer, inner = left
    if size(inner) < RATIO * size(outer):
        return node(up, outer, node(key, inner, right))
    assert inner is not None
    _, middle, inner_left, inner_right = inner
    return node(middle, node(up, outer, inner_left), node(key, inner_right, right))


def from_keys(keys: Iterable[int]) -> Tree:
    """A tree of all ``keys`` (``Map.fromList``): sorted once, then built in O(n) with
    the middle key at every root."""
    ordered = sorted(set(keys))
    return _built(ordered, 0, len(ordered))


def _built(ordered: Sequence[int], low: int, high: int) -> Tree:
    if low >= high:
        return None
    middle = (low + high) // 2
    return node(ordered[middle], _built(ordered, low, middle), _built(ordered, middle + 1, high))


def keys(tree: Tree) -> list[int]:
    """Every key, smallest first (``Map.keys``), without recursion."""
    found: list[int] = []
    pending: list[Node] = []
    while tree is not None or pending:
        while tree is not None:
            pending.append(tree)
            tree = tree[2]
        top = pending.pop()
        found.append(top[1])
        tree = top[3]
    return found
