"""Vergleichssudoku (comparison sudoku), a client of the engine.

Haskell counterpart: a sibling of the ``Ripple`` modules (``Vergleich.Puzzle``,
``Vergleich.Parser``, ``Vergleich.Rules``, ``Vergleich.Solver``), with the search
delegated to the same generic ``Search`` library, and the instance that makes it a kind.

An N x N sudoku (N = 4, 6 or 9) with no given digit: every row, column and box holds
``1..N`` once each, and between neighbouring cells of one box a sign says which is the
greater. The puzzle and its file format (:mod:`.puzzle`, :mod:`.parse`, :mod:`.render`),
the referee (:mod:`.referee`), the engine's model (:mod:`.board`, :mod:`.deductions`,
:mod:`.model`) and the pictures (:mod:`.pictures`, loaded when drawn).

>>> problem = VERGLEICH.parse_puzzle("-+ .- -- .+\\n-. .. +. ..\\n++ .- -- .+\\n+. .. +. ..\\n")
>>> [len(list(VERGLEICH.solutions(problem.unwrap(), name))) for name in VERGLEICH.strategies]
[1, 1, 1, 1]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..grid.matrix import Matrix
from ..kinds.entry import Entry
from ..kinds.kind import Kind, Measure, Pictures, judging
from ..search.order import DomDeg
from ..search.strategy import Strategy, engine, ladder, strategies
from .deductions import Deductions
from .model import VergleichModel
from .parse import parse_puzzle, parse_solution
from .puzzle import Problem, Solution, side
from .referee import complaint, faulty_cells, violations
from .render import render_puzzle, render_solution

if TYPE_CHECKING:
    from ..kinds.capabilities import Explainer, Maker

__all__ = ["VERGLEICH", "Problem", "Solution"]


def measure(problem: Problem) -> Measure:
    """Its cells, each of which may hold any digit of the grid's size."""
    n = side(problem)
    return Measure(n * n, n * n * n)


def most(problem: Problem) -> Matrix[int]:
    """Each cell's largest number: the grid's side."""
    return Matrix.filled(problem.size, side(problem))


def load_maker() -> Maker[Problem, Solution]:
    """New puzzles, each unique and graded (:mod:`.making`)."""
    from .making import BLUEPRINT  # noqa: PLC0415 - loaded only to make puzzles

    return BLUEPRINT


def load_pictures() -> Pictures[Problem, Solution]:
    """Box walls, and the signs beside each digit."""
    from . import pictures as drawn  # noqa: PLC0415 - drawn only when asked

    return drawn


def load_explainer() -> Explainer[Problem, Solution]:
    """A solve in steps a person can follow, and hints (:mod:`.explaining`)."""
    from . import explaining  # noqa: PLC0415 - loaded only to explain

    return explaining


BOUNDS = Strategy(
    "bounds",
    "fewest candidates per neighbour first, forward checking and sign bounds",
    engine(DomDeg(), VergleichModel, Deductions.BOUNDS),
)

SEARCH: Final = strategies(
    *ladder(VergleichModel, Deductions.FORWARD, Deductions.FULL), BOUNDS, default="lookahead"
)
TEXT: Final = (parse_puzzle, parse_solution, render_puzzle, render_solution)
JUDGE: Final = judging(violations, complaint, faulty_cells)
VERGLEICH: Final = Kind(
    "vergleich",
    "Vergleichssudoku puzzle",
    *TEXT,
    JUDGE,
    SEARCH,
    measure,
    load_pictures,
    explainer=load_explainer,
    maker=load_maker,
    entry=Entry(written="solution"),
    most=most,
)
"""Vergleichssudoku as a kind: the puzzle has no givens, so its pictures show the signs,
and a solution's digits beside them, and a position is written as a solution is."""
