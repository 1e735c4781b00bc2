"""New Vergleichssudoku puzzles, by the method every kind is made by
(:mod:`ripple_fp.kinds.making`).

Haskell counterpart::

    blueprint :: Blueprint Problem Solution (Pos, Pos)
    blueprint = Blueprint vergleich (engineFill noSign) signs posed True Nothing

What is Vergleichssudoku's own: the grid to fill is a sudoku of 4, 6 or 9 with no sign
(the engine draws its digits), and the clues are the signs between neighbours of one
box, each a pair (greater, smaller). No digit is ever given, and the puzzle prints every
sign (``fixed``): a solution whose signs leave the puzzle open is drawn again.

>>> from ripple_fp.kinds.capabilities import Recipe
>>> made = BLUEPRINT.make(Recipe((4, 4), "doc"))
>>> VERGLEICH.is_solution(made.problem, made.solution), made.clues
(True, 16)
"""

from __future__ import annotations

from collections.abc import Collection
from random import Random
from typing import Final

from ..grid.matrix import Matrix, Pos
from ..kinds.capabilities import Recipe
from ..kinds.making import Blueprint, engine_fill
from . import VERGLEICH
from .puzzle import BOXES, NO_CLUE, Problem, Solution, relations, side, signs_of, with_signs

Relation = tuple[Pos, Pos]
"""A sign as a pair of neighbours: the greater, then the smaller."""


def blank(_: Random, recipe: Recipe) -> Problem:
    """The grid of the recipe's size with no sign; ``ValueError`` unless it is a square
    of 4, 6 or 9."""
    rows, cols = recipe.size
    if rows != cols or rows not in BOXES:
        raise ValueError(f"a Vergleichssudoku is 4x4, 6x6 or 9x9, not {rows}x{cols}")
    return Matrix.filled((rows, rows), NO_CLUE)


def clues(solution: Solution) -> tuple[Relation, ...]:
    """Vergleichssudoku's clues: every sign inside a box, in reading order."""
    return tuple(relations(signs_of(solution)))


def posed(solution: Solution, given: Collection[Relation]) -> Problem:
    """The puzzle of the ``given`` signs."""
    return with_signs(side(solution), given)


BLUEPRINT: Final = Blueprint(
    VERGLEICH, engine_fill(VERGLEICH.strategies, blank), clues, posed, fixed=True
)
"""Vergleichssudoku's part of the method."""
