"""Exercise 6: the monad laws of ``ripple_fp.search.monad``, as hypothesis properties.

Haskell counterpart (the laws every ``Monad`` instance must keep; for lists)::

    prop_leftIdentity  a f   = (return a >>= f) == f a
    prop_rightIdentity m     = (m >>= return) == m
    prop_associativity m f g = ((m >>= f) >>= g) == (m >>= (\\x -> f x >>= g))

The properties take ``pure`` and ``bind`` as arguments, so the same laws can be run
against the package's monad and against a broken imitation of it. Iterators are used
up once read, so every side of a law is built afresh from a list and read with ``list``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from hypothesis import given
from hypothesis import strategies as st

Pure = Callable[[int], Iterator[int]]
Bind = Callable[[Iterable[int], Callable[[int], Iterable[int]]], Iterator[int]]
Kleisli = Callable[[int], list[int]]
"""A function into the monad: a number to the list of its answers."""

Property = Callable[[], None]
"""A hypothesis test: calling it runs it, and it raises if it finds a counterexample."""

numbers = st.lists(st.integers(0, 9), max_size=6)
"""A computation with a few answers, equal ones allowed."""
kleislis = st.functions(like=lambda n: [n], returns=numbers, pure=True)


def monad_laws(pure: Pure, bind: Bind) -> list[Property]:
    """Left identity, right identity and associativity of ``pure`` and ``bind``."""

    @given(st.integers(0, 9), kleislis)
    def left_identity(a: int, f: Kleisli) -> None:
        assert list(bind(pure(a), f)) == f(a)

    @given(numbers)
    def right_identity(m: list[int]) -> None:
        assert list(bind(m, pure)) == m

    @given(numbers, kleislis, kleislis)
    def associativity(m: list[int], f: Kleisli, g: Kleisli) -> None:
        assert list(bind(bind(m, f), g)) == list(bind(m, lambda x: bind(f(x), g)))

    return [left_identity, right_identity, associativity]
