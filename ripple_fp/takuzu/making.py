"""New 0h h1 and Tohu-Wa-Vohu puzzles, by the method every kind is made by
(:mod:`ripple_fp.kinds.making`).

Haskell counterpart::

    blueprint :: Kind Problem Solution -> Rules -> Blueprint Problem Solution Pos
    blueprint kind rules = Blueprint kind (engineFill (square rules)) positions posed False Nothing

What is Takuzu's own: the grid to fill is an empty square of an even size, filled by
the search of ``kind``, whose rules are ``rules`` (no two lines alike for 0h h1, or not
for Tohu-Wa-Vohu); the clues are the cells' colours, counted by ``full`` while they are
taken away. The engine draws the full solution, and grades the puzzle.

>>> from ripple_fp.kinds.capabilities import Recipe
>>> from . import TAKUZU, TAKUZU_KIND
>>> made = blueprint(TAKUZU_KIND, TAKUZU).make(Recipe((4, 4), "doc"))
>>> TAKUZU_KIND.is_solution(made.problem, made.solution), made.clues < 16
(True, True)
"""

from __future__ import annotations

from collections.abc import Collection
from random import Random
from typing import Final

from ..grid.matrix import Matrix, Pos
from ..kinds.capabilities import Recipe
from ..kinds.kind import Kind
from ..kinds.making import Blueprint, engine_fill
from .puzzle import Problem, Rules, Solution, empty

COUNTING: Final = "full"
"""The strategy that counts while clues are taken away: on 10x10 grids it took half of
``lookahead``'s time (2.0 s against 3.9 s a puzzle, docs/performance.md)."""


def blueprint(kind: Kind[Problem, Solution], rules: Rules) -> Blueprint[Problem, Solution, Pos]:
    """How a puzzle of ``kind`` (0h h1 or Tohu-Wa-Vohu, played under ``rules``) is made."""

    def blank(_: Random, recipe: Recipe) -> Problem:
        return square(recipe, rules)

    fill = engine_fill(kind.strategies, blank)
    return Blueprint(kind, fill, clues, posed, counting=COUNTING)


def square(recipe: Recipe, rules: Rules) -> Problem:
    """The empty grid of the recipe's size; ``ValueError`` unless it is a square of an
    even size (each line holds as many of one colour as of the other)."""
    rows, cols = recipe.size
    if rows != cols or rows % 2:
        raise ValueError(f"a {rules.name} grid is a square of an even size, not {rows}x{cols}")
    return empty(rows)


def clues(solution: Solution) -> tuple[Pos, ...]:
    """Takuzu's clues: its cells, each given its colour, in reading order."""
    return tuple(solution)


def posed(solution: Solution, given: Collection[Pos]) -> Problem:
    """The puzzle whose ``given`` cells hold their colours in ``solution``."""
    kept = frozenset(given)
    return Matrix.tabulate(solution.size, lambda pos: solution[pos] if pos in kept else None)
