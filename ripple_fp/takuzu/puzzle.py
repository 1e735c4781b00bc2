"""The glossary of Takuzu: colours, the rule set, and a square grid of cells.

Haskell counterpart (the grid is ``Grid.Matrix``, the one persistent map from position
to value that every kind's puzzle is)::

    data Colour   = Red | Blue deriving (Eq, Ord, Enum, Bounded)
    newtype Rules = Rules { uniqueLines :: Bool }   -- 0h h1: True, Tohu-Wa-Vohu: False

    type Problem  = Matrix (Maybe Colour)           -- a parsed puzzle: givens and holes
    type Solution = Matrix Colour                   -- every cell filled

    side :: Matrix a -> Int                         -- n, the grid being n x n

A puzzle is only its grid: the rule set it is played under is its kind's, not the
puzzle's. Each kind (:data:`~ripple_fp.takuzu.TAKUZU_KIND`,
:data:`~ripple_fp.takuzu.TOHU_WA_VOHU_KIND`) builds its referee, search, pictures,
explainer and maker for its :class:`Rules`, so a solution is judged under the rules of
the kind that reads it, and the same matrix may be solved as either kind.

>>> problem = Matrix.from_rows([[Colour.RED, None], [None, None]])
>>> side(problem), problem[(0, 0)].letter, TAKUZU.name
(2, 'R', '0h h1')
>>> [[cell.letter for cell in row] for row in problem.map(lambda _: Colour.BLUE).columns()]
[['B', 'B'], ['B', 'B']]
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Final, TypeVar

from ..grid.matrix import Matrix, Pos

T = TypeVar("T")


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
    """Which rule set a kind plays its puzzles under. Balance and "no three alike"
    always hold; ``unique_lines`` adds "no two rows, and no two columns, are
    identical"."""

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


Problem = Matrix[Cell]
"""A parsed puzzle: givens are colours, empty cells ``None``."""

Solution = Matrix[Colour]
"""A completely filled grid (a claimed or found solution)."""


def side(grid: Matrix[T]) -> int:
    """``n``, the number of rows (and of columns) of an ``n x n`` grid."""
    return grid.size[0]


def empty(size: int) -> Problem:
    """A ``size`` x ``size`` puzzle with no givens."""
    return Matrix.filled((size, size), None)


def givens(problem: Problem) -> frozenset[Pos]:
    """The cells whose colour the puzzle gives."""
    return frozenset(pos for pos, cell in problem.items() if cell is not None)
