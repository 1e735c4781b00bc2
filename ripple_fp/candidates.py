"""Candidate sets as int bitmasks: bit ``v`` is set when the value ``v`` is still possible.

Haskell counterpart::

    newtype Candidates = Candidates Word    -- Data.Bits: (.&.), complement, popCount

The fast solver keeps one such int per cell. A ``frozenset`` says the same thing, but
every operation on it allocates a new object; an int is one machine word for every room
size here, and ``&``, ``|`` and ``bit_count`` run in C (docs/performance.md measures it).
This small API is the only place that knows the encoding.

>>> c = full(4)
>>> list(values(c)), count(c)
([1, 2, 3, 4], 4)
>>> c = remove(c, 2)
>>> list(values(c)), has(c, 2), is_single(single(3)), only_value(single(3))
([1, 3, 4], False, True, 3)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

Candidates = int
"""A set of values in 1..63, as bits (bit 0 is never set)."""

NONE: Candidates = 0


def full(size: int) -> Candidates:
    """Every value of a room of ``size`` cells: ``1..size``."""
    return ((1 << size) - 1) << 1


def single(value: int) -> Candidates:
    """Just ``value``."""
    return 1 << value


def has(cands: Candidates, value: int) -> bool:
    """Is ``value`` still possible?"""
    return bool(cands >> value & 1)


def remove(cands: Candidates, value: int) -> Candidates:
    """Without ``value``."""
    return cands & ~(1 << value)


def count(cands: Candidates) -> int:
    """How many values are possible."""
    return cands.bit_count()


def is_single(cands: Candidates) -> bool:
    """Exactly one value is possible."""
    return cands != 0 and cands & (cands - 1) == 0


def only_value(cands: Candidates) -> int:
    """The value of a single candidate set."""
    return cands.bit_length() - 1


def values(cands: Candidates) -> Iterator[int]:
    """The possible values, smallest first."""
    while cands:
        lowest = cands & -cands
        yield lowest.bit_length() - 1
        cands ^= lowest


def of(values_: Iterable[int]) -> Candidates:
    """The set of the given values."""
    cands = NONE
    for value in values_:
        cands |= 1 << value
    return cands
