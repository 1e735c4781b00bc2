"""Exercise 6: the monad laws hold for ``ripple_fp.search.monad``, and catch every broken
``pure`` or ``bind``."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from itertools import chain, zip_longest

import pytest

from ripple_fp.search import monad

from .laws import Property, holds, is_property
from .loading import load

Pure = Callable[[int], Iterator[int]]
Bind = Callable[[Iterable[int], Callable[[int], Iterable[int]]], Iterator[int]]

monad_laws: Callable[[Pure, Bind], list[Property]] = load("ex06_monad").monad_laws


def pure_twice(x: int) -> Iterator[int]:
    """Two answers where there should be one."""
    return iter((x, x))


def bind_backwards(xs: Iterable[int], f: Callable[[int], Iterable[int]]) -> Iterator[int]:
    """Runs ``f`` on the answers last first."""
    return monad.bind(list(xs)[::-1], f)


def bind_distinct(xs: Iterable[int], f: Callable[[int], Iterable[int]]) -> Iterator[int]:
    """Drops repeated answers."""
    return iter(dict.fromkeys(monad.bind(xs, f)))


def bind_but_last(xs: Iterable[int], f: Callable[[int], Iterable[int]]) -> Iterator[int]:
    """Loses the last answer of every ``f x``."""
    return chain.from_iterable(list(f(x))[:-1] for x in xs)


def bind_fair(xs: Iterable[int], f: Callable[[int], Iterable[int]]) -> Iterator[int]:
    """Takes the answers of all the ``f x`` in turn (LogicT's ``>>-``): both identity
    laws hold, associativity does not."""
    rounds = zip_longest(*(list(f(x)) for x in xs))
    return (y for one_round in rounds for y in one_round if y is not None)


def test_there_are_at_least_three_laws_each_a_hypothesis_test() -> None:
    laws = monad_laws(monad.pure, monad.bind)
    assert len(laws) >= 3
    assert all(map(is_property, laws))


def test_the_laws_hold_for_the_list_monad() -> None:
    for law in monad_laws(monad.pure, monad.bind):
        assert holds(law), f"{law.__name__} fails for ripple_fp.search.monad"


@pytest.mark.parametrize(
    ("pure", "bind"),
    [
        (pure_twice, monad.bind),
        (monad.pure, bind_backwards),
        (monad.pure, bind_distinct),
        (monad.pure, bind_but_last),
        (monad.pure, bind_fair),
    ],
    ids=["pure_twice", "bind_backwards", "bind_distinct", "bind_but_last", "bind_fair"],
)
def test_some_law_catches_a_broken_monad(pure: Pure, bind: Bind) -> None:
    assert not all(holds(law) for law in monad_laws(pure, bind))
