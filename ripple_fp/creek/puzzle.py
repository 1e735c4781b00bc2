"""The glossary of Creek: the words the package speaks, as types.

Haskell counterpart::

    type Crossing = (Int, Int)         -- a grid corner (row, column): 0..h by 0..w
    type Clue     = Int                -- how many of the (up to 4) boxes around it are filled
    type Box      = Int                -- 0 empty, 1 filled
    data Problem  = Problem { size :: Size, clues :: Map Crossing Clue }
    data Grid a   = Grid { size :: Size, boxes :: Map Pos a } deriving Functor
    type Solution = Grid Box

    around :: Size -> Crossing -> [Pos]

A grid of ``h x w`` boxes has ``(h + 1) x (w + 1)`` crossings; crossing ``(r, c)`` touches
the boxes ``(r-1, c-1)``, ``(r-1, c)``, ``(r, c-1)`` and ``(r, c)`` that lie on the grid.

>>> around((2, 3), (0, 0)), around((2, 3), (1, 1))
(((0, 0),), ((0, 0), (0, 1), (1, 0), (1, 1)))
>>> len(list(crossings((2, 3))))
12
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Generic, TypeVar

from pyrsistent import PMap, pmap

from ..grid.matrix import Pos, Size, inside, reading_order

Crossing = Pos
"""A grid corner ``(row, column)``, counted from 0: rows ``0..h``, columns ``0..w``."""

Clue = int
"""The number on a crossing: how many of the boxes around it are filled (0 to 4)."""

Box = int
"""The state of a box in a solution: :data:`EMPTY` or :data:`FILLED`."""

EMPTY: Box = 0
FILLED: Box = 1

T = TypeVar("T")
U = TypeVar("U")


def on_grid(size: Size, crossing: Crossing) -> bool:
    """Whether ``crossing`` is a corner of some box of a grid of ``size``."""
    return 0 <= crossing[0] <= size[0] and 0 <= crossing[1] <= size[1]


def crossings(size: Size) -> Iterator[Crossing]:
    """Every crossing of the grid, row by row."""
    return reading_order((size[0] + 1, size[1] + 1))


def around(size: Size, crossing: Crossing) -> tuple[Pos, ...]:
    """The boxes that touch ``crossing``, in reading order."""
    r, c = crossing
    near = ((r - 1, c - 1), (r - 1, c), (r, c - 1), (r, c))
    return tuple(pos for pos in near if inside(size, pos))


@dataclass(frozen=True, repr=False)
class Problem:
    """A Creek puzzle: the grid's size and the clue of every crossing that has one."""

    size: Size
    clues: PMap[Crossing, Clue]

    def __repr__(self) -> str:
        """One line: ``pictures.draw`` shows the grid."""
        clues = len(self.clues)
        return f"<Problem {self.size[0]}x{self.size[1]}, {clues} clue{'s' * (clues != 1)}>"


@dataclass(frozen=True, repr=False)
class Grid(Generic[T]):
    """A ``T`` in every box of a grid (``Grid[Box]`` is a filled grid). Every position
    of the grid is a key of ``boxes``."""

    size: Size
    boxes: PMap[Pos, T]

    def __repr__(self) -> str:
        """One line: ``pictures.draw_areas`` shows a filled grid."""
        return f"<Grid {self.size[0]}x{self.size[1]}>"

    def __getitem__(self, pos: Pos) -> T:
        return self.boxes[pos]

    def set(self, pos: Pos, value: T) -> Grid[T]:
        """The same grid with one box changed (the old one is untouched)."""
        return Grid(self.size, self.boxes.set(pos, value))

    def map(self, f: Callable[[T], U]) -> Grid[U]:
        """``fmap``: apply ``f`` to every box."""
        return Grid(self.size, pmap({pos: f(box) for pos, box in self.boxes.items()}))

    def rows(self) -> Iterator[tuple[T, ...]]:
        """The boxes row by row, each row left to right."""
        rows, cols = self.size
        for r in range(rows):
            yield tuple(self.boxes[(r, c)] for c in range(cols))


Solution = Grid[Box]
"""A grid with every box empty or filled (a claimed or found solution)."""


def from_rows(rows: Iterable[Iterable[T]]) -> Grid[T]:
    """A grid given row by row (the caller guarantees a non-empty rectangle)."""
    boxes = {(r, c): box for r, row in enumerate(rows) for c, box in enumerate(row)}
    last = max(boxes)
    return Grid((last[0] + 1, last[1] + 1), pmap(boxes))
