"""Candidate sets as int bitmasks: bit ``v`` is set when the value ``v`` is still possible.

Haskell counterpart::

    newtype Candidates = Candidates Integer   -- Data.Bits: (.&.), (.|.), xor, popCount

The engine keeps one such int per variable. A ``frozenset`` says the same thing, but
every operation on it allocates a new object; an int is one machine word for the sizes
met in practice (and grows as needed), and ``&``, ``|`` and ``bit_count`` run in C
(docs/performance.md measures it). This module is the only place that knows the
encoding. Elsewhere a candidate set is used only through these functions and the set
operators it shares with ``frozenset``: ``a & b`` (both), ``a | b`` (either), ``a ^ b``
(one of them: removal, when ``b`` is a subset of ``a``).

>>> c = full(4)
>>> list(values(c)), count(c)
([1, 2, 3, 4], 4)
>>> c = remove(c, 2)
>>> list(values(c)), has(c, 2), is_single(single(3)), only_value(single(3))
([1, 3, 4], False, True, 3)
>>> table = singles(4)
>>> single(3) in table, c in table, table[single(3)]
(True, False, 3)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

Candidates = int
"""A set of values (each at least 0), as bits."""

NONE: Candidates = 0


def full(size: int) -> Candidates:
    """Every value of ``1..size``."""
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


def is_open(cands: Candidates) -> bool:
    """More than one value is possible: the variable is still undecided."""
    return cands & (cands - 1) != 0


def only_value(cands: Candidates) -> int:
    """The value of a single candidate set."""
    return cands.bit_length() - 1


def values(cands: Candidates) -> Iterator[int]:
    """The possible values, smallest first."""
    while cands:
        low = cands & -cands
        yield low.bit_length() - 1
        cands ^= low


def of(values_: Iterable[int]) -> Candidates:
    """The set of the given values."""
    cands = NONE
    for value in values_:
        cands |= 1 << value
    return cands


def singles(largest: int) -> dict[Candidates, int]:
    """Every set of one value in ``0..largest``, with its value: for a loop too hot for a
    function call, ``cands in table`` is ``is_single(cands)`` and ``table[cands]`` is
    ``only_value(cands)`` (dictionary lookups, in C)."""
    return {1 << value: value for value in range(largest + 1)}
