"""New Suguru puzzles, by the method every kind is made by (:mod:`ripple_fp.kinds.making`).

Haskell counterpart::

    blueprint :: Blueprint Problem Solution Pos
    blueprint = Blueprint suguru fill cells posed False Nothing

What is Suguru's own: its rule, to draw rooms and numbers together. Rooms of at most
:data:`~ripple_fp.kinds.rooms.SMALL_ROOMS` cells (five, Suguru's usual) are drawn with
their numbers (:func:`~ripple_fp.grid.growing.grown`); larger ones as random rooms
filled by the engine, or with their numbers when a few such draws fail. The clues are
the cells' numbers, as in Ripple Effect.

>>> from ripple_fp.kinds.capabilities import Recipe
>>> made = BLUEPRINT.make(Recipe((5, 5), "doc", 5))
>>> SUGURU.is_solution(made.problem, made.solution), made.clues < 25
(True, True)
"""

from __future__ import annotations

from random import Random
from typing import Final

from ..grid.matrix import Pos
from ..grid.rooms import Solution
from ..kinds.capabilities import Recipe
from ..kinds.making import Blueprint, either_fill, engine_fill
from ..kinds.rooms import SMALL_ROOMS, blank, clues, grown_fill, posed
from . import SUGURU

PARTITIONS: Final = 10
"""Random partitions the engine tries to fill before the rooms are drawn with their
numbers."""


def touching(pos: Pos, value: int) -> tuple[Pos, ...]:
    """The touch rule on the cells visited before ``pos``: its neighbours on the left,
    above left, above and above right."""
    r, c = pos
    return (r, c - 1), (r - 1, c - 1), (r - 1, c), (r - 1, c + 1)


_GROWN = grown_fill(touching)
_FILLED = either_fill(engine_fill(SUGURU.strategies, blank, tries=PARTITIONS), _GROWN)


def fill(rng: Random, recipe: Recipe) -> Solution:
    """A random solution: rooms and numbers drawn together for small rooms, else random
    rooms filled by the engine."""
    return (_GROWN if recipe.largest <= SMALL_ROOMS else _FILLED)(rng, recipe)


BLUEPRINT: Final = Blueprint(SUGURU, fill, clues, posed)
"""Suguru's part of the method."""
