"""The glossary: the words ripple_fp speaks, as types.

Haskell counterpart (the course's ``Puzzle a`` is polymorphic in its cell type)::

    type Pos    = (Int, Int)            -- (row, column), counted from 0
    type Size   = (Int, Int)            -- (rows, columns)
    type RoomId = Int
    newtype Layout = Layout { roomOf :: Matrix RoomId }    -- rooms, size: derived
    data Puzzle a  = Puzzle { layout :: Layout, grid :: Matrix a } deriving Functor

    type Problem  = Puzzle (Maybe Int)  -- a parsed puzzle: givens and holes
    type Solution = Puzzle Int          -- every cell filled

A ``Puzzle[T]`` is a room ``Layout`` (shared, never changes during a search) plus a
persistent matrix (:class:`~ripple_fp.grid.matrix.Matrix`, a ``Mapping`` from every
position to a ``T``). The specification solvers (:mod:`.spec`) search over a ``Puzzle``
of choices; ``Puzzle.map`` is ``fmap``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property
from types import MappingProxyType
from typing import Generic, TypeVar

from pyrsistent import PMap, pmap

from ..grid.geometry import Pos, Size, inside
from ..grid.matrix import Matrix

Value = int
"""A number in a cell: 1 up to the size of its room."""

RoomId = int
"""A room's name in the puzzle file: any integer, not necessarily contiguous."""

Cell = Value | None
"""A cell of a parsed puzzle: a given value, or ``None`` for an empty cell."""

T = TypeVar("T")
U = TypeVar("U")


@dataclass(frozen=True)
class Layout:
    """The rooms of a grid: the room id of every cell.

    Everything else is derived from ``room_of`` when first asked for and then kept:
    ``rooms[r]`` lists the cells of room ``r`` in reading order, ``positions`` all cells
    in reading order. A layout of millions of cells that nobody asks for them never
    builds them (the solver reads ``room_of.cells``).
    """

    room_of: Matrix[RoomId]

    def __reduce__(self) -> tuple[type[Layout], tuple[Matrix[RoomId]]]:
        """Pickled as its ``room_of`` alone: what is derived is derived again."""
        return Layout, (self.room_of,)

    @property
    def size(self) -> Size:
        """``(rows, columns)``."""
        return self.room_of.size

    @cached_property
    def rooms(self) -> PMap[RoomId, tuple[Pos, ...]]:
        """The cells of every room, in reading order; rooms in the order of their first
        cells."""
        cells: dict[RoomId, list[Pos]] = {}
        for pos, room in self.room_of.items():
            cells.setdefault(room, []).append(pos)
        return pmap({room: tuple(found) for room, found in cells.items()})

    @cached_property
    def sizes(self) -> Mapping[RoomId, int]:
        """How many cells every room has: the largest value it holds."""
        return MappingProxyType(Counter(self.room_of.cells))

    @cached_property
    def positions(self) -> tuple[Pos, ...]:
        """Every cell, in reading order."""
        return tuple(self.room_of)

    def room_cells(self, pos: Pos) -> tuple[Pos, ...]:
        """All cells of the room that holds ``pos`` (``pos`` included)."""
        return self.rooms[self.room_of[pos]]

    def room_size(self, pos: Pos) -> int:
        """The size of the room that holds ``pos``: the largest value it may hold."""
        return self.sizes[self.room_of[pos]]

    def contains(self, pos: Pos) -> bool:
        """Whether ``pos`` lies on the grid."""
        return inside(self.size, pos)

    def cross_reach(self, pos: Pos, value: Value) -> Iterator[Pos]:
        """The cells of ``pos``'s row and column within distance ``value`` of it, nearest
        first: the cells the cross rule forbids to hold ``value`` when ``pos`` does."""
        (r, c), size = pos, self.size
        for distance in range(1, value + 1):
            ring = ((r - distance, c), (r + distance, c), (r, c - distance), (r, c + distance))
            yield from (other for other in ring if inside(size, other))


def make_layout(room_rows: Iterable[Iterable[RoomId]]) -> Layout:
    """Build the layout of a rectangular grid of room ids (row by row).

    The caller guarantees the rows are non-empty and of equal length (``parse`` checks it).
    """
    return Layout(Matrix.from_rows(room_rows))


@dataclass(frozen=True)
class Puzzle(Generic[T]):
    """A grid with a ``T`` in every cell, over a fixed room layout.

    ``Puzzle[Cell]`` is a parsed puzzle, ``Puzzle[Value]`` a filled grid, and a
    ``Puzzle`` of frozensets a state of the specification solvers. ``grid`` has the
    layout's size.
    """

    layout: Layout
    grid: Matrix[T]

    def __post_init__(self) -> None:
        if self.grid.size != self.layout.size:
            raise ValueError(f"a grid of size {self.grid.size} on a layout of {self.layout.size}")

    def __getitem__(self, pos: Pos) -> T:
        return self.grid[pos]

    def set(self, pos: Pos, value: T) -> Puzzle[T]:
        """The same puzzle with one cell changed (the old one is untouched)."""
        return Puzzle(self.layout, self.grid.set(pos, value))

    def map(self, f: Callable[[T], U]) -> Puzzle[U]:
        """``fmap``: apply ``f`` to every cell."""
        return Puzzle(self.layout, self.grid.map(f))

    def rows(self) -> Iterator[tuple[T, ...]]:
        """The cells row by row, each row left to right."""
        return self.grid.rows()


Problem = Puzzle[Cell]
"""A parsed puzzle: givens are ints, empty cells ``None``."""

Solution = Puzzle[Value]
"""A completely filled grid (a claimed or found solution)."""


def givens(problem: Problem) -> frozenset[Pos]:
    """The cells whose value the puzzle gives."""
    return frozenset(pos for pos, cell in problem.grid.items() if cell is not None)


def from_rows(layout: Layout, rows: Iterable[Iterable[T]]) -> Puzzle[T]:
    """Pair a layout with a grid given row by row (same shape as the layout)."""
    return Puzzle(layout, Matrix.from_rows(rows))
