"""How many solutions: counting a lazy stream of them, no further than asked.

Haskell counterpart::

    countUpTo :: Int -> [s] -> Int
    countUpTo n = length . take n

    data Uniqueness = NoSolution | Unique | Several    -- countUpTo 2, read as an answer

Because the search is a lazy list, ``take n`` stops it after the ``n``-th solution: the
count of a puzzle with millions of solutions costs only as much search as ``n`` of them.
Every strategy counts this way, whatever it searches with: a strategy that hands its
solutions over one by one (the engine's, a SAT solver blocking each model it found) is
all a count needs.

>>> count_up_to(2, iter("abc")), count_up_to(5, iter("abc"))
(2, 3)
>>> [uniqueness(n).value for n in (0, 1, 2, 3)]
['no solution', 'unique', 'several solutions', 'several solutions']
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from itertools import islice


def count_up_to(limit: int, found: Iterable[object]) -> int:
    """How many items ``found`` holds, counting no further than ``limit``."""
    if limit < 0:
        raise ValueError(f"a count goes up to a number from 0, not {limit}")
    return sum(1 for _ in islice(found, limit))


class Uniqueness(Enum):
    """What a count up to two says of a puzzle."""

    NONE = "no solution"
    UNIQUE = "unique"
    SEVERAL = "several solutions"


def uniqueness(count: int) -> Uniqueness:
    """The answer a count of solutions up to two gives."""
    return (Uniqueness.NONE, Uniqueness.UNIQUE, Uniqueness.SEVERAL)[min(count, 2)]
