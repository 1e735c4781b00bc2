"""The cross rule's reach: the cells of a row and a column within a value's distance.

Haskell counterpart::

    crossReach :: Size -> Pos -> Int -> [Pos]
    crossReach size (r, c) v = filter (inside size)
        (concat [ [(r - d, c), (r + d, c), (r, c - d), (r, c + d)] | d <- [1 .. v] ])

Two equal values ``v`` in one row or column must be more than ``v`` cells apart: when a
cell holds ``v``, no cell of its cross reach for ``v`` may. The specification solvers
(:mod:`.solving.spec`) walk it cell by cell; the engine's board (:mod:`.model`) keeps
it per cell, nearest first, for every value at once.

>>> list(cross_reach((3, 3), (0, 1), 1))
[(1, 1), (0, 0), (0, 2)]
"""

from __future__ import annotations

from collections.abc import Iterator

from ..grid.matrix import Pos, Size, inside


def cross_reach(size: Size, pos: Pos, value: int) -> Iterator[Pos]:
    """The cells of ``pos``'s row and column within distance ``value`` of it, nearest
    first: the cells the cross rule forbids to hold ``value`` when ``pos`` does."""
    r, c = pos
    for distance in range(1, value + 1):
        ring = ((r - distance, c), (r + distance, c), (r, c - distance), (r, c + distance))
        yield from (other for other in ring if inside(size, other))
