"""The list monad, lazily: Python's iterators are Haskell's lists.

Haskell counterpart (``Control.Monad`` and the ``[]`` instance)::

    return x    = [x]
    xs >>= f    = concatMap f xs
    mzero       = []
    mplus xs ys = xs ++ ys
    guard p     = if p then [()] else []

    search :: (s -> Bool) -> (s -> [s]) -> s -> [s]
    search complete expand s
      | complete s = [s]
      | otherwise  = expand s >>= search complete expand

Every function here returns an ``Iterator``, which is lazy like a Haskell list: nothing
is computed until someone asks for the next element, so ``next(solutions)`` stops the
search at the first answer, as ``head`` does.

One difference matters. ``search`` above recurses once per decision. Written the same
way in Python, every level of recursion holds a nested iterator: ``yield from`` hits
``RecursionError`` at about 1,000 levels, and nesting ``bind`` (an ``itertools.chain``)
crashes the interpreter's C stack at a few hundred thousand. A puzzle of 10,000
variables can need 10,000 levels, so :func:`depth_first` keeps its stack in a list: same
answers, same order, any depth.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from itertools import chain
from typing import TypeVar

A = TypeVar("A")
B = TypeVar("B")
S = TypeVar("S")


def pure(x: A) -> Iterator[A]:
    """``return x``: exactly one answer."""
    return iter((x,))


def mzero() -> Iterator[A]:
    """``[]``: no answer (a dead end)."""
    return iter(())


def mplus(xs: Iterable[A], ys: Iterable[A]) -> Iterator[A]:
    """``xs `mplus` ys``, ``xs ++ ys``: every answer of ``xs``, then every answer of
    ``ys``. Lazy in both: ``ys`` is not asked for anything until ``xs`` is spent, so
    ``next(mplus(xs, ys))`` stops at ``xs``'s first answer, as ``head`` does."""
    return chain(xs, ys)


def bind(xs: Iterable[A], f: Callable[[A], Iterable[B]]) -> Iterator[B]:
    """``xs >>= f``, ``concatMap f xs``: every answer of ``f`` for every ``x``, in order,
    lazily. It is toolz's ``mapcat`` as toolz writes it, with no import of toolz: the
    engine's first search in a process would pay about 4 ms to import it."""
    return chain.from_iterable(map(f, xs))


def guard(condition: bool) -> Iterator[None]:
    """``guard``: one (empty) answer if ``condition`` holds, none otherwise.

    ``bind(guard(ok), lambda _: rest)`` continues with ``rest`` only when ``ok``.
    """
    return pure(None) if condition else mzero()


def depth_first(
    start: S, expand: Callable[[S], Iterable[S]], complete: Callable[[S], bool]
) -> Iterator[S]:
    """Every complete state reachable from ``start`` through ``expand``, depth first.

    The same stream as ``search complete expand start`` in the module docstring.
    ``expand`` returning nothing is a dead end (Bird's ``blocked``).
    """
    return (state for state in preorder(start, expand, complete) if complete(state))


def preorder(
    start: S, expand: Callable[[S], Iterable[S]], complete: Callable[[S], bool]
) -> Iterator[S]:
    """Every state the depth-first search visits, in the order it visits them; complete
    states are not expanded.

    The recursion's stack is explicit: ``frontier[-1]`` holds the untried alternatives of
    the deepest decision. A consumer may stop after any state, which is how a search is
    cancelled: by not asking for more.
    """
    frontier: list[Iterator[S]] = [pure(start)]
    while frontier:
        for state in frontier[-1]:
            yield state
            if not complete(state):
                frontier.append(iter(expand(state)))
            break
        else:
            frontier.pop()
