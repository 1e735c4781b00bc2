"""The list monad on iterators: the monad laws, guard, and a search that has no depth limit."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Iterator

from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.search.monad import bind, depth_first, guard, mzero, pure

Tree = tuple[int, tuple["Tree", ...]]


def double(x: int) -> Iterator[int]:
    return iter((x, x * 2))


def halve(x: int) -> Iterator[int]:
    return pure(x // 2) if x % 2 == 0 else mzero()


@given(st.integers())
def test_left_identity(x: int) -> None:
    assert list(bind(pure(x), double)) == list(double(x))


@given(st.lists(st.integers()))
def test_right_identity(xs: list[int]) -> None:
    assert list(bind(xs, pure)) == xs


@given(st.lists(st.integers()))
def test_associativity(xs: list[int]) -> None:
    left = bind(bind(xs, double), halve)
    right = bind(xs, lambda x: bind(double(x), halve))
    assert list(left) == list(right)


def test_guard_keeps_or_drops_the_rest() -> None:
    evens = bind(range(10), lambda n: bind(guard(n % 2 == 0), lambda _: pure(n)))
    assert list(evens) == [0, 2, 4, 6, 8]


def test_bind_is_lazy() -> None:
    def explode(n: int) -> Iterator[int]:
        if n > 0:
            raise AssertionError("evaluated too far")
        return pure(n)

    assert next(bind(range(5), explode)) == 0


def search_recursively(
    state: Tree, expand: Callable[[Tree], Iterable[Tree]], complete: Callable[[Tree], bool]
) -> Iterator[Tree]:
    """The Haskell definition, literally: the specification depth_first must match."""
    if complete(state):
        return pure(state)
    return bind(expand(state), lambda s: search_recursively(s, expand, complete))


trees = st.recursive(
    st.tuples(st.integers(0, 9), st.just(())),
    lambda children: st.tuples(st.integers(0, 9), st.lists(children, max_size=4).map(tuple)),
    max_leaves=30,
)


@given(trees)
def test_depth_first_yields_what_the_recursive_definition_yields(tree: Tree) -> None:
    def expand(node: Tree) -> tuple[Tree, ...]:
        return node[1]

    def complete(node: Tree) -> bool:
        return node[0] % 3 == 0

    expected = list(search_recursively(tree, expand, complete))
    assert list(depth_first(tree, expand, complete)) == expected


def test_depth_first_goes_deeper_than_the_recursion_limit() -> None:
    depth = 10 * sys.getrecursionlimit() + 100_000

    def expand(n: int) -> Iterator[int]:
        return iter((n + 1,)) if n < depth else mzero()

    assert list(depth_first(0, expand, lambda n: n == depth)) == [depth]


def test_depth_first_stops_at_the_first_answer_when_asked() -> None:
    explored: list[int] = []

    def expand(n: int) -> Iterator[int]:
        explored.append(n)
        return iter((2 * n, 2 * n + 1))

    first = next(depth_first(1, expand, lambda n: n >= 8))
    assert first == 8
    assert explored == [1, 2, 4]
