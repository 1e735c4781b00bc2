"""The glossary: the words ripple_fp speaks, as types.

Haskell counterpart (the course's ``Puzzle a`` is polymorphic in its cell type)::

    type Pos    = (Int, Int)            -- (row, column), counted from 0
    type Size   = (Int, Int)            -- (rows, columns)
    type RoomId = Int
    data Layout   = Layout { size :: Size, roomOf :: Map Pos RoomId, rooms :: Map RoomId [Pos] }
    data Puzzle a = Puzzle { layout :: Layout, grid :: Map Pos a } deriving Functor

    type Problem  = Puzzle (Maybe Int)  -- a parsed puzzle: givens and holes
    type Solution = Puzzle Int          -- every cell filled

A ``Puzzle[T]`` is a room ``Layout`` (shared, never changes during a search) plus a
persistent map from every position to a ``T``. The specification solvers (:mod:`.spec`)
search over a ``Puzzle`` of choices; ``Puzzle.map`` is ``fmap``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Generic, TypeVar

from pyrsistent import PMap, pmap

from ..grid.geometry import Pos, Size, inside

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
    """The rooms of a grid: which room every cell is in, and the cells of every room.

    ``rooms[r]`` lists the cells of room ``r`` in reading order; ``positions`` lists all
    cells in reading order. Both are derived from ``room_of`` by :func:`make_layout`.
    """

    size: Size
    room_of: PMap[Pos, RoomId]
    rooms: PMap[RoomId, tuple[Pos, ...]]
    positions: tuple[Pos, ...]

    def room_cells(self, pos: Pos) -> tuple[Pos, ...]:
        """All cells of the room that holds ``pos`` (``pos`` included)."""
        return self.rooms[self.room_of[pos]]

    def room_size(self, pos: Pos) -> int:
        """The size of the room that holds ``pos``: the largest value it may hold."""
        return len(self.room_cells(pos))

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
    room_of = {(r, c): room for r, row in enumerate(room_rows) for c, room in enumerate(row)}
    positions = tuple(room_of)  # dicts keep insertion order: reading order
    rooms: dict[RoomId, list[Pos]] = {}
    for pos in positions:
        rooms.setdefault(room_of[pos], []).append(pos)
    rows, cols = positions[-1][0] + 1, positions[-1][1] + 1
    return Layout(
        size=(rows, cols),
        room_of=pmap(room_of),
        rooms=pmap({room: tuple(cells) for room, cells in rooms.items()}),
        positions=positions,
    )


@dataclass(frozen=True)
class Puzzle(Generic[T]):
    """A grid with a ``T`` in every cell, over a fixed room layout.

    ``Puzzle[Cell]`` is a parsed puzzle, ``Puzzle[Value]`` a filled grid, and a
    ``Puzzle`` of frozensets a state of the specification solvers. Every position of the
    layout is a key of ``grid``.
    """

    layout: Layout
    grid: PMap[Pos, T]

    def __getitem__(self, pos: Pos) -> T:
        return self.grid[pos]

    def set(self, pos: Pos, value: T) -> Puzzle[T]:
        """The same puzzle with one cell changed (the old one is untouched)."""
        return Puzzle(self.layout, self.grid.set(pos, value))

    def map(self, f: Callable[[T], U]) -> Puzzle[U]:
        """``fmap``: apply ``f`` to every cell."""
        return Puzzle(self.layout, pmap({pos: f(cell) for pos, cell in self.grid.items()}))

    def rows(self) -> Iterator[tuple[T, ...]]:
        """The cells row by row, each row left to right."""
        rows, cols = self.layout.size
        for r in range(rows):
            yield tuple(self.grid[(r, c)] for c in range(cols))


Problem = Puzzle[Cell]
"""A parsed puzzle: givens are ints, empty cells ``None``."""

Solution = Puzzle[Value]
"""A completely filled grid (a claimed or found solution)."""


def givens(problem: Problem) -> frozenset[Pos]:
    """The cells whose value the puzzle gives."""
    return frozenset(pos for pos, cell in problem.grid.items() if cell is not None)


def from_rows(layout: Layout, rows: Iterable[Iterable[T]]) -> Puzzle[T]:
    """Pair a layout with a grid given row by row (same shape as the layout)."""
    grid = {(r, c): cell for r, row in enumerate(rows) for c, cell in enumerate(row)}
    return Puzzle(layout, pmap(grid))
