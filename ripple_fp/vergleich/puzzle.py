"""The glossary of Vergleichssudoku: digits, signs, clues, boxes, as types.

Haskell counterpart::

    type Digit = Int                                  -- 1 .. n
    data Sign  = Greater | Less                       -- this cell against its neighbour
    data Clue  = Clue { right :: Maybe Sign, below :: Maybe Sign }
    data Puzzle a = Puzzle { size :: Int, grid :: Map Pos a } deriving Functor

    type Problem  = Puzzle Clue                       -- the signs: no digit is given
    type Solution = Puzzle Digit

A puzzle is an ``n x n`` grid (``n`` is 4, 6 or 9) cut into boxes of :data:`BOXES`;
each cell carries its relation to the cell on its right and to the cell below it, a
sign only where both lie in one box. ``Puzzle[T]`` is generic like Ripple's:
``Puzzle.map`` is ``fmap``.

>>> box_of(6, (3, 4)), same_box(6, (1, 2), (2, 2)), same_box(9, (2, 2), (3, 2))
(3, False, False)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from enum import Enum
from typing import Final, Generic, NamedTuple, TypeVar

from pyrsistent import PMap, pmap

from ..grid.matrix import Pos, Size, reading_order

Digit = int
"""A digit in a cell: 1 up to the size of the grid."""

BOXES: Final[dict[int, Size]] = {4: (2, 2), 6: (2, 3), 9: (3, 3)}
"""The sizes a puzzle may have, and the shape (rows, columns) of its boxes."""

T = TypeVar("T")
U = TypeVar("U")


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


@dataclass(frozen=True, repr=False)
class Puzzle(Generic[T]):
    """An ``size x size`` grid with a ``T`` in every cell (every position is a key)."""

    size: int
    grid: PMap[Pos, T]

    def __repr__(self) -> str:
        """One line: ``pictures.draw`` shows the grid."""
        return f"<Puzzle {self.size}x{self.size}>"

    def __getitem__(self, pos: Pos) -> T:
        return self.grid[pos]

    def set(self, pos: Pos, value: T) -> Puzzle[T]:
        """The same puzzle with one cell changed (the old one is untouched)."""
        return Puzzle(self.size, self.grid.set(pos, value))

    def map(self, f: Callable[[T], U]) -> Puzzle[U]:
        """``fmap``: apply ``f`` to every cell."""
        return Puzzle(self.size, pmap({pos: f(cell) for pos, cell in self.grid.items()}))

    def rows(self) -> Iterator[tuple[T, ...]]:
        """The cells row by row, each row left to right."""
        for r in range(self.size):
            yield tuple(self.grid[(r, c)] for c in range(self.size))

    def positions(self) -> Iterator[Pos]:
        """Every position in reading order."""
        return reading_order((self.size, self.size))


Problem = Puzzle[Clue]
"""A parsed puzzle: the signs of every cell."""

Solution = Puzzle[Digit]
"""A completely filled grid (a claimed or found solution)."""


def from_rows(rows: Iterable[Iterable[T]]) -> Puzzle[T]:
    """A square grid given row by row (the caller checks it is square)."""
    grid = {(r, c): cell for r, row in enumerate(rows) for c, cell in enumerate(row)}
    return Puzzle(max((r for r, _ in grid), default=-1) + 1, pmap(grid))


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
    for pos in problem.positions():
        clue = problem[pos]
        for sign, other in ((clue.right, right_of(pos)), (clue.below, below(pos))):
            if sign is Sign.GREATER:
                yield pos, other
            elif sign is Sign.LESS:
                yield other, pos


def with_signs(size: int, pairs: Iterable[tuple[Pos, Pos]]) -> Problem:
    """The puzzle whose signs say exactly that each ``(greater, smaller)`` pair of
    neighbours is ordered so (the inverse of :func:`relations`)."""
    clues = dict.fromkeys(reading_order((size, size)), NO_CLUE)
    for greater, smaller in pairs:
        first, second = sorted((greater, smaller))
        sign = Sign.GREATER if first == greater else Sign.LESS
        clue = clues[first]
        clues[first] = (
            clue._replace(right=sign) if first[0] == second[0] else clue._replace(below=sign)
        )
    return Puzzle(size, pmap(clues))


def signs_of(solution: Solution) -> Problem:
    """The puzzle with every sign inside a box that ``solution`` implies (the puzzle
    the publishers print for it)."""
    size = solution.size
    pairs = [
        (a, b) if solution[a] > solution[b] else (b, a)
        for a in solution.positions()
        for b in (right_of(a), below(a))
        if b in solution.grid and same_box(size, a, b)
    ]
    return with_signs(size, pairs)
