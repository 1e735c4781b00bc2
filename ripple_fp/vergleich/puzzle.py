"""The glossary of Vergleichssudoku: digits, signs, clues, boxes, as types.

Haskell counterpart (the grid is ``Grid.Matrix``, the one persistent map from
position to value that every kind's puzzle is)::

    type Digit = Int                                  -- 1 .. n
    data Sign  = Greater | Less                       -- this cell against its neighbour
    data Clue  = Clue { right :: Maybe Sign, below :: Maybe Sign }

    type Problem  = Matrix Clue                       -- the signs: no digit is given
    type Solution = Matrix Digit

    side :: Matrix a -> Int                           -- n, the grid being n x n

A puzzle is an ``n x n`` grid (``n`` is 4, 6 or 9) cut into boxes of :data:`BOXES`;
each cell carries its relation to the cell on its right and to the cell below it, a
sign only where both lie in one box. Both the problem and the solution are a
:class:`~ripple_fp.grid.matrix.Matrix`, as Ripple Effect's grid is: ``Matrix.map`` is
``fmap``, and :func:`side` reads ``n``.

>>> box_of(6, (3, 4)), same_box(6, (1, 2), (2, 2)), same_box(9, (2, 2), (3, 2))
(3, False, False)
>>> side(Matrix.from_rows([[1, 2], [2, 1]]))
2
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import Enum
from typing import Final, NamedTuple, TypeVar

from ..grid.matrix import Matrix, Pos, Size

Digit = int
"""A digit in a cell: 1 up to the size of the grid."""

BOXES: Final[dict[int, Size]] = {4: (2, 2), 6: (2, 3), 9: (3, 3)}
"""The sizes a puzzle may have, and the shape (rows, columns) of its boxes."""

T = TypeVar("T")


class Sign(Enum):
    """How a cell compares with its neighbour on the right or below."""

    GREATER = "+"
    """This cell holds the greater digit."""
    LESS = "-"
    """This cell holds the smaller digit."""


class Clue(NamedTuple):
    """A cell's signs: towards its right neighbour and towards the one below it."""

    right: Sign | None
    below: Sign | None


NO_CLUE: Final = Clue(None, None)


Problem = Matrix[Clue]
"""A parsed puzzle: the signs of every cell."""

Solution = Matrix[Digit]
"""A completely filled grid (a claimed or found solution)."""


def side(grid: Matrix[T]) -> int:
    """``n``, the number of rows (and of columns) of an ``n x n`` grid."""
    return grid.size[0]


def box_of(size: int, pos: Pos) -> int:
    """The number of the box holding ``pos``: 0, 1, ... in reading order of the boxes."""
    rows, cols = BOXES[size]
    return pos[0] // rows * (size // cols) + pos[1] // cols


def same_box(size: int, a: Pos, b: Pos) -> bool:
    """Do ``a`` and ``b`` lie in one box?"""
    return box_of(size, a) == box_of(size, b)


def right_of(pos: Pos) -> Pos:
    """The position on the right of ``pos`` (perhaps off the grid)."""
    return pos[0], pos[1] + 1


def below(pos: Pos) -> Pos:
    """The position below ``pos`` (perhaps off the grid)."""
    return pos[0] + 1, pos[1]


def relations(problem: Problem) -> Iterator[tuple[Pos, Pos]]:
    """Every sign as a pair ``(greater, smaller)`` of positions, in reading order of the
    cell that carries it (its right sign before its lower one)."""
    for pos, clue in problem.items():
        for sign, other in ((clue.right, right_of(pos)), (clue.below, below(pos))):
            if sign is Sign.GREATER:
                yield pos, other
            elif sign is Sign.LESS:
                yield other, pos


def with_signs(size: int, pairs: Iterable[tuple[Pos, Pos]]) -> Problem:
    """The puzzle whose signs say exactly that each ``(greater, smaller)`` pair of
    neighbours is ordered so (the inverse of :func:`relations`)."""
    clues = Matrix.filled((size, size), NO_CLUE).evolver()
    for greater, smaller in pairs:
        first, second = sorted((greater, smaller))
        sign = Sign.GREATER if first == greater else Sign.LESS
        clue = clues[first]
        clues[first] = (
            clue._replace(right=sign) if first[0] == second[0] else clue._replace(below=sign)
        )
    return clues.persistent()


def signs_of(solution: Solution) -> Problem:
    """The puzzle with every sign inside a box that ``solution`` implies (the puzzle
    the publishers print for it)."""
    size = side(solution)
    pairs = [
        (a, b) if solution[a] > solution[b] else (b, a)
        for a in solution
        for b in (right_of(a), below(a))
        if b in solution and same_box(size, a, b)
    ]
    return with_signs(size, pairs)
