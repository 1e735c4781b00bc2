"""Positions on a rectangular grid, and a persistent grid of values over them: the one
matrix type for grids and choices, and the design card's persistent map from position
to value that every kind's problem and solution is (Ripple Effect's and Suguru's beside
their rooms, :mod:`.rooms`; Takuzu's, Creek's and Vergleichssudoku's on their own).

Haskell counterpart (``Data.Array`` with a pair of ints as its index)::

    type Pos  = (Int, Int)     -- (row, column), counted from 0
    type Size = (Int, Int)     -- (rows, columns)
    type Matrix a = Array Pos a

    inside :: Size -> Pos -> Bool
    (!)    :: Matrix a -> Pos -> a                -- read a cell
    (//)   :: Matrix a -> [(Pos, a)] -> Matrix a  -- a new matrix, the old one untouched
    fmap   :: (a -> b) -> Matrix a -> Matrix b
    assocs :: Matrix a -> [(Pos, a)]              -- in reading order
    elems  :: Matrix a -> [a]
    columns :: Matrix a -> [[a]]                  -- transpose . rows

The cells are kept in reading order in a pyrsistent ``PVector``: one pointer per cell,
built in C, and a change copies one short path of the vector's tree, not the grid. A
``PMap`` keyed by position says the same, but it costs a hashed key object and a bucket
per cell: a map of 2000x2000 positions took 8 s to build and 640 MB
(docs/performance.md). A ``Matrix`` is a read-only ``Mapping`` from position to value,
so ``m[pos]``, ``pos in m``, ``m.items()`` and ``dict(m)`` read as they would on a map.

Positions count from 0 in the API, as Python indexes do; everything written for people
(messages, the checker, SVG attributes) counts from 1, as the course's checker does.

>>> inside((2, 3), (1, 2)), inside((2, 3), (2, 0)), shown((0, 2))
(True, False, '(1,3)')
>>> m = Matrix.from_rows([[1, 2, 3], [4, 5, 6]])
>>> m[(1, 0)], m.size, (2, 0) in m
(4, (2, 3), False)
>>> changed = m.set((0, 0), 9)
>>> list(changed.rows()), list(m.rows())[0]
([(9, 2, 3), (4, 5, 6)], (1, 2, 3))
>>> list(m.map(str).items())[:2]
[((0, 0), '1'), ((0, 1), '2')]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from itertools import chain
from typing import TYPE_CHECKING, Generic, TypeVar

from pyrsistent import PVector, pvector

if TYPE_CHECKING:  # pyrsistent's typing module is for the type checker: a solve loads no more
    from pyrsistent.typing import PVectorEvolver

Pos = tuple[int, int]
"""A cell position ``(row, column)``, counted from 0."""

Size = tuple[int, int]
"""The size of a grid, ``(rows, columns)``."""


def inside(size: Size, pos: Pos) -> bool:
    """Whether ``pos`` lies on a grid of ``size``."""
    return 0 <= pos[0] < size[0] and 0 <= pos[1] < size[1]


def reading_order(size: Size) -> Iterator[Pos]:
    """Every position, row by row, each row left to right."""
    rows, cols = size
    return ((r, c) for r in range(rows) for c in range(cols))


def shown(pos: Pos) -> str:
    """``pos`` as messages name it, counted from 1: ``(row,column)``, as the course's
    checker prints it."""
    return f"({pos[0] + 1},{pos[1] + 1})"


def cell_name(pos: Pos) -> str:
    """``pos`` as explanations name it, counted from 1: ``r3c5`` for ``(2, 4)``."""
    return f"r{pos[0] + 1}c{pos[1] + 1}"


T = TypeVar("T")
U = TypeVar("U")


@dataclass(frozen=True, eq=True)
class Matrix(Mapping[Pos, T], Generic[T]):
    """``size`` rows and columns of ``T``; ``cells`` lists them in reading order."""

    size: Size
    cells: PVector[T]

    def __post_init__(self) -> None:
        rows, cols = self.size
        if rows < 0 or cols < 0 or len(self.cells) != rows * cols:
            raise ValueError(f"{len(self.cells)} cells do not fill a grid of size {self.size}")

    @staticmethod
    def of(size: Size, cells: Iterable[U]) -> Matrix[U]:
        """The matrix of ``size`` whose cells, in reading order, are ``cells``."""
        return Matrix(size, pvector(cells))

    @staticmethod
    def tabulate(size: Size, f: Callable[[Pos], U]) -> Matrix[U]:
        """The matrix of ``size`` holding ``f(pos)`` at every ``pos`` (``dict.__getitem__``
        turns a mapping into a matrix)."""
        return Matrix(size, pvector(map(f, reading_order(size))))

    @staticmethod
    def from_rows(rows: Iterable[Iterable[U]]) -> Matrix[U]:
        """The matrix of equally long rows (not checked beyond the count of cells)."""
        listed = [tuple(row) for row in rows]
        size = (len(listed), len(listed[0]) if listed else 0)
        return Matrix(size, pvector(chain.from_iterable(listed)))

    @staticmethod
    def filled(size: Size, value: U) -> Matrix[U]:
        """Every cell of ``size`` holding ``value``."""
        return Matrix(size, pvector([value] * (size[0] * size[1])))

    def index(self, pos: Pos) -> int:
        """Where ``pos`` sits in :attr:`cells`; ``KeyError`` off the grid."""
        r, c = pos
        rows, cols = self.size
        if not (0 <= r < rows and 0 <= c < cols):
            raise KeyError(pos)
        return r * cols + c

    def __getitem__(self, pos: Pos) -> T:
        return self.cells[self.index(pos)]

    def __contains__(self, pos: object) -> bool:
        if not (isinstance(pos, tuple) and len(pos) == 2):
            return False
        r, c = pos
        return (
            isinstance(r, int)
            and isinstance(c, int)
            and 0 <= r < self.size[0]
            and (0 <= c < self.size[1])
        )

    def __iter__(self) -> Iterator[Pos]:
        return reading_order(self.size)

    def __len__(self) -> int:
        return len(self.cells)

    def __repr__(self) -> str:
        return f"Matrix({self.size}, {list(self.rows())})"

    def items(self) -> Iterator[tuple[Pos, T]]:  # type: ignore[override]
        """``assocs``: every position with its value, in reading order."""
        return zip(reading_order(self.size), self.cells, strict=True)

    def values(self) -> Iterator[T]:  # type: ignore[override]
        """``elems``: every value, in reading order."""
        return iter(self.cells)

    def set(self, pos: Pos, value: T) -> Matrix[T]:
        """The same matrix with one cell changed (this one is untouched)."""
        return Matrix(self.size, self.cells.set(self.index(pos), value))

    def update(self, changes: Iterable[tuple[Pos, T]]) -> Matrix[T]:
        """``(//)``: the same matrix with every change made, later ones winning."""
        evolver = self.cells.evolver()
        for pos, value in changes:
            evolver[self.index(pos)] = value
        return Matrix(self.size, evolver.persistent())

    def evolver(self) -> Evolver[T]:
        """A mutable view for a burst of changes, as pyrsistent's evolvers are: read and
        write cells by position, then ``persistent()`` for the new matrix."""
        return Evolver(self.size, self.cells.evolver())

    def map(self, f: Callable[[T], U]) -> Matrix[U]:
        """``fmap``: apply ``f`` to every cell."""
        return Matrix(self.size, pvector(map(f, self.cells)))

    def rows(self) -> Iterator[tuple[T, ...]]:
        """The cells row by row, each row left to right."""
        cols, cells = self.size[1], self.cells
        return (tuple(cells[start : start + cols]) for start in range(0, len(cells), cols or 1))

    def columns(self) -> Iterator[tuple[T, ...]]:
        """The cells column by column, each column top to bottom (``transpose . rows``)."""
        cols, cells = self.size[1], self.cells
        return (tuple(cells[c::cols]) for c in range(cols))


@dataclass(frozen=True)
class GivenChanged(Generic[T]):
    """A given of the puzzle has another value in the solution: what a referee of any
    kind with givens finds first."""

    pos: Pos
    expected: T
    found: T


def changed_givens(givens: Matrix[T | None], filled: Matrix[T]) -> tuple[GivenChanged[T], ...]:
    """The givens (the cells that are not ``None``) that ``filled`` does not keep, in
    reading order."""
    return tuple(
        GivenChanged(pos, given, filled[pos])
        for pos, given in givens.items()
        if given is not None and filled[pos] != given
    )


class Evolver(Generic[T]):
    """A matrix being changed: a ``PVectorEvolver`` addressed by position. It lives
    inside one function; what leaves is :meth:`persistent`."""

    def __init__(self, size: Size, cells: PVectorEvolver[T]) -> None:
        self.size, self._cells, self._cols = size, cells, size[1]

    def __getitem__(self, pos: Pos) -> T:
        return self._cells[pos[0] * self._cols + pos[1]]

    def __setitem__(self, pos: Pos, value: T) -> None:
        self._cells[pos[0] * self._cols + pos[1]] = value

    def persistent(self) -> Matrix[T]:
        """The matrix with every change made (the evolver's origin is untouched)."""
        return Matrix(self.size, self._cells.persistent())
