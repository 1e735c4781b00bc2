"""Exercise 2: breadth-first search in the list monad, translated from Haskell.

Haskell counterpart (the exercise's text)::

    levels :: (s -> [s]) -> s -> [[s]]
    levels expand s = takeWhile (not . null) (iterate (>>= expand) [s])

    breadthFirst :: (s -> Bool) -> (s -> [s]) -> s -> [s]
    breadthFirst complete expand s = [ x | level <- levels open s, x <- level, complete x ]
      where open x = if complete x then [] else expand x
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

from ripple_fp.search.monad import bind, mzero

S = TypeVar("S")


def levels(start: S, expand: Callable[[S], Iterable[S]]) -> Iterator[list[S]]:
    """``levels``: the states at depth 0, 1, 2, ... up to the first empty level. A level is
    worked out only when asked for, so the stream stops where its consumer stops."""
    level = [start]
    while level:  # takeWhile (not . null)
        yield level
        level = list(bind(level, expand))  # iterate (>>= expand)


def breadth_first(
    start: S, expand: Callable[[S], Iterable[S]], complete: Callable[[S], bool]
) -> Iterator[S]:
    """``breadthFirst``: every complete state reachable from ``start``, shallowest first,
    each level from left to right. Complete states are not expanded."""

    def open_(state: S) -> Iterable[S]:
        return mzero() if complete(state) else expand(state)

    return (state for level in levels(start, open_) for state in level if complete(state))
