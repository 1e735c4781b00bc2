"""The glossary of Takuzu: colours, the rule set, and a square grid of cells.

Haskell counterpart::

    data Colour   = Red | Blue deriving (Eq, Ord, Enum, Bounded)
    newtype Rules = Rules { uniqueLines :: Bool }   -- 0h h1: True, Tohu-Wa-Vohu: False
    data Puzzle a = Puzzle { size :: Int, grid :: Map Pos a, rules :: Rules }
                    deriving Functor

    type Problem  = Puzzle (Maybe Colour)           -- a parsed puzzle: givens and holes
    type Solution = Puzzle Colour                   -- every cell filled

A puzzle is played under a rule set, so the grid carries it: the referee and the solver
read it from there, and a solution read against a problem keeps the problem's rules.

>>> problem = from_rows([[Colour.RED, None], [None, None]])
>>> problem.size, problem[(0, 0)].letter, problem.rules.name
(2, 'R', '0h h1')
>>> [[cell.letter for cell in row] for row in problem.map(lambda _: Colour.BLUE).columns()]
[['B', 'B'], ['B', 'B']]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from enum import IntEnum
from typing import Final, Generic, TypeVar

from pyrsistent import PMap, pmap

from ..grid.matrix import Pos, Size, reading_order

T = TypeVar("T")
U = TypeVar("U")


class Colour(IntEnum):
    """The colour of a cell; its int is its value for the engine's candidate sets."""

    RED = 1
    BLUE = 2

    @property
    def letter(self) -> str:
        """How files and pictures write it: ``R`` or ``B``."""
        return self.name[0]

    @property
    def other(self) -> Colour:
        """The opposite colour."""
        return Colour.BLUE if self is Colour.RED else Colour.RED


@dataclass(frozen=True)
class Rules:
    """Which rule set a puzzle is played under. Balance and "no three alike" always
    hold; ``unique_lines`` adds "no two rows, and no two columns, are identical"."""

    unique_lines: bool = True

    @property
    def name(self) -> str:
        """The puzzle's name under these rules."""
        return "0h h1" if self.unique_lines else "Tohu-Wa-Vohu"

    def word(self, colour: Colour) -> str:
        """What the puzzle's players call ``colour``: 0h h1's squares are red and blue;
        Tohu-Wa-Vohu's circles, as janko.at draws them, white (``R``) and black (``B``)."""
        return colour.name.lower() if self.unique_lines else _CIRCLES[colour]

    def words(self, colour: Colour) -> str:
        """:meth:`word` for more than one: ``reds``, ``blacks``."""
        return f"{self.word(colour)}s"

    @property
    def balance(self) -> str:
        """The balance rule's words: ``as many red as blue``."""
        return f"as many {self.word(Colour.RED)} as {self.word(Colour.BLUE)}"


_CIRCLES: Final = {Colour.RED: "white", Colour.BLUE: "black"}
"""Tohu-Wa-Vohu's colours by name (its pictures and its keys: ``B`` black, ``R`` white)."""

TAKUZU: Final = Rules(unique_lines=True)
"""0h h1 (Takuzu, Binairo): every rule."""

TOHU_WA_VOHU: Final = Rules(unique_lines=False)
"""Tohu-Wa-Vohu: identical lines are allowed."""

Cell = Colour | None
"""A cell of a parsed puzzle: a given colour, or ``None`` for an empty cell."""


@dataclass(frozen=True, repr=False)
class Puzzle(Generic[T]):
    """An n x n grid with a ``T`` in every cell, and the rules it is played under.
    Every position ``(r, c)`` with ``0 <= r, c < size`` is a key of ``grid``."""

    size: int
    grid: PMap[Pos, T]
    rules: Rules = TAKUZU

    def __repr__(self) -> str:
        """One line: ``pictures.draw`` shows the grid."""
        filled = sum(cell is not None for cell in self.grid.values())
        return f"<Puzzle {self.size}x{self.size}, {filled} of {len(self.grid)} cells filled>"

    def __getitem__(self, pos: Pos) -> T:
        return self.grid[pos]

    @property
    def shape(self) -> Size:
        """``(size, size)``: the grid's rows and columns, for :mod:`..grid` functions."""
        return self.size, self.size

    def set(self, pos: Pos, value: T) -> Puzzle[T]:
        """The same puzzle with one cell changed (the old one is untouched)."""
        return Puzzle(self.size, self.grid.set(pos, value), self.rules)

    def map(self, f: Callable[[T], U]) -> Puzzle[U]:
        """``fmap``: apply ``f`` to every cell."""
        return Puzzle(
            self.size, pmap({pos: f(cell) for pos, cell in self.grid.items()}), self.rules
        )

    def with_rules(self, rules: Rules) -> Puzzle[T]:
        """The same grid played under other rules."""
        return Puzzle(self.size, self.grid, rules)

    def rows(self) -> Iterator[tuple[T, ...]]:
        """The cells row by row, each row left to right."""
        return (tuple(self.grid[(r, c)] for c in range(self.size)) for r in range(self.size))

    def columns(self) -> Iterator[tuple[T, ...]]:
        """The cells column by column, each column top to bottom."""
        return (tuple(self.grid[(r, c)] for r in range(self.size)) for c in range(self.size))

    def positions(self) -> Iterator[Pos]:
        """Every position in reading order."""
        return reading_order(self.shape)


Problem = Puzzle[Cell]
"""A parsed puzzle: givens are colours, empty cells ``None``."""

Solution = Puzzle[Colour]
"""A completely filled grid (a claimed or found solution)."""


def from_rows(rows: Iterable[Iterable[T]], rules: Rules = TAKUZU) -> Puzzle[T]:
    """A puzzle from its rows (the caller guarantees a square: ``parse`` checks it)."""
    grid = {(r, c): cell for r, row in enumerate(rows) for c, cell in enumerate(row)}
    size = max((r + 1 for r, _ in grid), default=0)
    return Puzzle(size, pmap(grid), rules)


def empty(size: int, rules: Rules = TAKUZU) -> Problem:
    """A ``size`` x ``size`` puzzle with no givens."""
    return Puzzle(size, pmap(dict.fromkeys(reading_order((size, size)))), rules)


def givens(problem: Problem) -> frozenset[Pos]:
    """The cells whose colour the puzzle gives."""
    return frozenset(pos for pos, cell in problem.grid.items() if cell is not None)
