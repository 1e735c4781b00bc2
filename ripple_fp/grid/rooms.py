"""A grid split into rooms, a value in every cell: the glossary of Ripple Effect and
Suguru, whose puzzles are such grids.

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
position to a ``T``). Ripple Effect's specification solvers search over a ``Puzzle`` of
choices; ``Puzzle.map`` is ``fmap``. A room of *n* cells holds ``1..n`` in both puzzles:
what a value may be is the same; their rules apart from that are each puzzle's own.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property
from types import GenericAlias, MappingProxyType
from typing import TYPE_CHECKING, Generic, NamedTuple, TypeAlias, TypeVar

from pyrsistent import PMap, pmap

from .matrix import Matrix, Pos, Size, inside

Value = int
"""A number in a cell: 1 up to the size of its room."""

RoomId = int
"""A room's name in the puzzle file: any integer, not necessarily contiguous."""

Cell = Value | None
"""A cell of a parsed puzzle: a given value, or ``None`` for an empty cell."""

T = TypeVar("T")
U = TypeVar("U")


class Numbered(NamedTuple):
    """A layout's rooms by number (:attr:`Layout.numbered`)."""

    room_of: tuple[int, ...]
    """Each cell's room, by the cell's number in reading order."""
    rooms: tuple[tuple[int, ...], ...]
    """Each room's cells, in reading order."""


@dataclass(frozen=True, repr=False)
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

    def __repr__(self) -> str:
        (rows, columns), rooms = self.size, len(self.sizes)
        return f"<Layout {rows}x{columns}, {rooms} room{'s' * (rooms != 1)}>"

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
    def numbered(self) -> Numbered:
        """The rooms numbered 0, 1, ... in the order of their first cells, over the cells
        numbered in reading order (as a search numbers them): each cell's room, and each
        room's cells."""
        number: dict[RoomId, int] = {}
        room_of = tuple(number.setdefault(room, len(number)) for room in self.room_of.cells)
        members: list[list[int]] = [[] for _ in number]
        for cell, room in enumerate(room_of):
            members[room].append(cell)
        return Numbered(room_of, tuple(map(tuple, members)))

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

    def same_room(self, a: Pos, b: Pos) -> bool:
        """Whether two cells lie in one room (a thin line between them in a picture)."""
        return self.room_of[a] == self.room_of[b]

    def contains(self, pos: Pos) -> bool:
        """Whether ``pos`` lies on the grid."""
        return inside(self.size, pos)


def make_layout(room_rows: Iterable[Iterable[RoomId]]) -> Layout:
    """Build the layout of a rectangular grid of room ids (row by row).

    The caller guarantees the rows are non-empty and of equal length (``parse`` checks it).
    """
    return Layout(Matrix.from_rows(room_rows))


DRAWN_UP_TO = 24
"""The most rows or columns a puzzle may have for its ``repr`` to be its picture."""

SVG_UP_TO = 100
"""The most rows or columns a puzzle may have for a notebook to show it as SVG."""


@dataclass(frozen=True, repr=False)
class Puzzle(Generic[T]):
    """A grid with a ``T`` in every cell, over a fixed room layout.

    ``Puzzle[Cell]`` is a parsed puzzle, ``Puzzle[Value]`` a filled grid, and a
    ``Puzzle`` of frozensets a state of the specification solvers. ``grid`` has the
    layout's size. A puzzle of numbers shows itself as its picture: ``repr`` draws it
    (up to :data:`DRAWN_UP_TO` rows and columns), and a notebook shows it as SVG.
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

    def __repr__(self) -> str:
        """The picture of a small puzzle of numbers; one line for anything else."""
        (rows, columns), cells = self.layout.size, self.grid.cells
        if not _numbers(self.grid):
            return f"<Puzzle {rows}x{columns}>"
        filled = len(cells) - cells.count(None)
        head = f"Puzzle {rows}x{columns}, {filled} of {len(cells)} cells filled"
        if max(rows, columns) > DRAWN_UP_TO:
            return f"<{head}>"
        from . import display  # noqa: PLC0415 - drawn only when shown

        picture = display.draw(self.layout.size, self.layout.same_room, self.grid)
        return f"{head}:\n{picture.rstrip()}"

    def _repr_svg_(self) -> str | None:
        """The SVG picture a notebook (Jupyter, IPython) shows for a puzzle of numbers:
        a puzzle with an empty cell is a problem, whose numbers are givens (black, bold);
        a full one is a solution, whose numbers are filled in (blue), as ``to_svg`` draws
        a solution it is not told the givens of."""
        if max(self.layout.size) > SVG_UP_TO or not _numbers(self.grid):
            return None
        from . import svg  # noqa: PLC0415 - drawn only when shown

        cells = self.grid.items()
        shown = () if None not in self.grid.cells else [pos for pos, n in cells if n is not None]
        size, joined = self.layout.size, self.layout.same_room
        return svg.to_svg(size, joined, self.grid, givens=shown, title="Puzzle")


def _numbers(grid: Matrix[T]) -> bool:
    """Whether every cell is a number or empty, as in a problem or a solution."""
    return all(cell is None or type(cell) is int for cell in grid.cells)


class _PuzzleOf(GenericAlias):
    """``Puzzle[C]`` as ``isinstance`` can use it: a puzzle whose every cell is a ``C``."""

    def __instancecheck__(self, obj: object) -> bool:
        (cell,) = self.__args__
        return isinstance(obj, Puzzle) and all(isinstance(c, cell) for c in obj.grid.cells)


if TYPE_CHECKING:
    Problem: TypeAlias = Puzzle[Cell]
    """A parsed puzzle: givens are ints, empty cells ``None``."""

    Solution: TypeAlias = Puzzle[Value]
    """A completely filled grid (a claimed or found solution)."""
else:  # the same types, which ``isinstance`` accepts (a bare ``Puzzle[...]`` refuses)
    Problem = _PuzzleOf(Puzzle, (Cell,))
    Solution = _PuzzleOf(Puzzle, (Value,))


def givens(problem: Problem) -> frozenset[Pos]:
    """The cells whose value the puzzle gives."""
    return frozenset(pos for pos, cell in problem.grid.items() if cell is not None)


def from_rows(layout: Layout, rows: Iterable[Iterable[T]]) -> Puzzle[T]:
    """Pair a layout with a grid given row by row (same shape as the layout)."""
    return Puzzle(layout, Matrix.from_rows(rows))
