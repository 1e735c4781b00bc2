"""The list monad on iterators: the functor, monad and MonadPlus laws, guard, and a search
that has no depth limit. Functions are drawn by hypothesis too, so a law is checked for
many functions, not for one chosen example."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Iterator

from hypothesis import given
from hypothesis import strategies as st
from toolz import compose, identity

from ripple_fp.search.monad import bind, depth_first, guard, mplus, mzero, pure

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


ints = st.lists(st.integers(), max_size=8)
to_ints = st.functions(like=lambda x: x, returns=st.integers(), pure=True)
"""Functions ``int -> int``, drawn."""
to_lists = st.functions(like=lambda x: x, returns=ints, pure=True)
"""Functions ``int -> [int]``, drawn: the arrows of the list monad."""


@given(ints)
def test_fmap_id_is_id(xs: list[int]) -> None:
    """``fmap id == id`` (``map`` is the iterators' ``fmap``)."""
    assert list(map(identity, xs)) == xs


@given(ints, to_ints, to_ints)
def test_fmap_composes(xs: list[int], f: Callable[[int], int], g: Callable[[int], int]) -> None:
    """``fmap (f . g) == fmap f . fmap g``."""
    assert list(map(compose(f, g), xs)) == list(map(f, map(g, xs)))


@given(ints, to_ints)
def test_fmap_is_bind_then_pure(xs: list[int], f: Callable[[int], int]) -> None:
    """``fmap f xs == xs >>= return . f``: the functor is the monad's."""
    assert list(bind(xs, lambda x: pure(f(x)))) == list(map(f, xs))


@given(st.integers(), to_lists)
def test_left_identity_for_every_arrow(x: int, f: Callable[[int], list[int]]) -> None:
    assert list(bind(pure(x), f)) == f(x)


@given(ints, to_lists, to_lists)
def test_associativity_for_every_arrow(
    xs: list[int], f: Callable[[int], list[int]], g: Callable[[int], list[int]]
) -> None:
    assert list(bind(bind(xs, f), g)) == list(bind(xs, lambda x: bind(f(x), g)))


@given(ints)
def test_mzero_is_the_identity_of_mplus(xs: list[int]) -> None:
    assert list(mplus(mzero(), xs)) == xs == list(mplus(xs, mzero()))


@given(ints, ints, ints)
def test_mplus_is_associative(xs: list[int], ys: list[int], zs: list[int]) -> None:
    assert list(mplus(mplus(xs, ys), zs)) == list(mplus(xs, mplus(ys, zs)))


@given(to_lists)
def test_mzero_is_a_left_zero_of_bind(f: Callable[[int], list[int]]) -> None:
    """``mzero >>= f == mzero``."""
    assert list(bind(mzero(), f)) == []


@given(ints)
def test_mzero_is_a_right_zero_of_bind(xs: list[int]) -> None:
    """``xs >>= const mzero == mzero``: lists have it, ``Maybe`` too."""
    assert list(bind(xs, lambda _: mzero())) == []


@given(ints, ints, to_lists)
def test_bind_distributes_over_mplus(
    xs: list[int], ys: list[int], f: Callable[[int], list[int]]
) -> None:
    """``(xs `mplus` ys) >>= f == (xs >>= f) `mplus` (ys >>= f)``: lists' left
    distribution, which makes a search over alternatives the alternatives' searches."""
    assert list(bind(mplus(xs, ys), f)) == list(mplus(bind(xs, f), bind(ys, f)))


def test_mplus_asks_nothing_of_its_second_until_the_first_is_spent() -> None:
    def second() -> Iterator[int]:
        yield from ()
        raise AssertionError("evaluated too far")

    assert next(mplus(iter([1]), second())) == 1


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
