"""New Creek puzzles, by the method every kind is made by (:mod:`ripple_fp.kinds.making`).

Haskell counterpart::

    blueprint :: Blueprint Problem Solution Crossing
    blueprint = Blueprint creek shading crossings posed False Nothing

What is Creek's own: its random full solution, and its clues. The engine's first
solution of a grid with no clue is nearly all filled (any shading whose empty boxes are
one area will do, and filled boxes never cut it), so the shading is drawn directly: an
area of empty boxes grown from a random box, one random neighbour at a time, until it
holds between :data:`EMPTIEST` and :data:`FULLEST` of the boxes; the rest are filled.
The clues are the crossings, each with the count of filled boxes around it that the
shading implies: with every crossing's count the shading is the only one, and counts
are taken away while it stays so.

>>> from ripple_fp.kinds.capabilities import Recipe
>>> made = BLUEPRINT.make(Recipe((4, 4), "doc"))
>>> CREEK.is_solution(made.problem, made.solution), made.clues < 25
(True, True)
"""

from __future__ import annotations

from collections.abc import Collection
from random import Random
from typing import Final

from ..grid.matrix import Matrix, Pos, Size
from ..kinds.capabilities import Recipe
from ..kinds.making import Blueprint
from . import CREEK
from .puzzle import EMPTY, FILLED, Crossing, Problem, Solution, crossings, with_clues
from .referee import filled_at

EMPTIEST: Final = 0.4
FULLEST: Final = 0.6
"""The share of empty boxes in a drawn shading lies between these."""


def fill(rng: Random, recipe: Recipe) -> Solution:
    """A random shading of the recipe's size whose empty boxes are one area."""
    rows, cols = recipe.size
    boxes = rows * cols
    target = max(1, round(boxes * rng.uniform(EMPTIEST, FULLEST)))
    start = (rng.randrange(rows), rng.randrange(cols))
    area, frontier = {start}, set(_beside(start, recipe.size))
    while len(area) < target and frontier:
        chosen = rng.choice(sorted(frontier))
        area.add(chosen)
        frontier |= {pos for pos in _beside(chosen, recipe.size) if pos not in area}
        frontier.discard(chosen)
    return Matrix.tabulate(recipe.size, lambda pos: EMPTY if pos in area else FILLED)


def _beside(pos: Pos, size: Size) -> list[Pos]:
    (r, c), (rows, cols) = pos, size
    near = ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
    return [(y, x) for y, x in near if 0 <= y < rows and 0 <= x < cols]


def clues(solution: Solution) -> tuple[Crossing, ...]:
    """Creek's clues: every crossing, in reading order."""
    return tuple(crossings(solution.size))


def posed(solution: Solution, given: Collection[Crossing]) -> Problem:
    """The puzzle whose ``given`` crossings show their counts in ``solution``."""
    return with_clues(solution.size, {x: filled_at(solution, x) for x in given})


BLUEPRINT: Final = Blueprint(CREEK, fill, clues, posed)
"""Creek's part of the method."""
