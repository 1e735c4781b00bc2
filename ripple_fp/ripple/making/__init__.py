"""New Ripple Effect puzzles: random rooms, a random filling, then clues taken away while
the puzzle stays unique, graded by its explained solve.

Haskell counterpart::

    make :: Recipe -> State StdGen (Made Problem Solution)   -- Ripple's Maker instance
    make = Making.make (Blueprint ripple fill cells posed False (Just "learn"))

The method is every kind's (:mod:`ripple_fp.kinds.making`); what is Ripple Effect's own
is its fill. The fill draws random rooms (:func:`~ripple_fp.grid.partition.
partition`) and takes the first model of the learning search started from random
activities (:func:`~ripple_fp.search.learning.models`); a partition that cannot be
filled is repaired by merging its smallest rooms, then drawn again, up to :data:`TRIES`
times; then the rooms are drawn with their numbers (:func:`~ripple_fp.grid.growing.
grown`). That makes rooms of at most 5 cells on grids of up to about 7 rows, but not a
10x10 (docs/cli.md). The clues are the cells' numbers. The grade is that of the
puzzle's explained solve, as for every kind, the guesses those the learning search
needs; a made puzzle's second count is by ``learn``.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random
from typing import Final

from ...grid.matrix import Matrix, Pos
from ...grid.partition import merged, partition
from ...grid.rooms import Layout, Problem, Puzzle, Solution
from ...kinds.capabilities import Made, Recipe
from ...kinds.making import Blueprint
from ...kinds.rooms import clues as cells
from ...kinds.rooms import grown_fill, posed
from ...search.learning import models
from .. import RIPPLE
from ..solving.encoding import encode

TRIES: Final = 100
"""Room partitions drawn before the rooms are drawn with their numbers. With rooms of up
to 9 cells every 10x10 partition tried could be filled; with up to 5, none (docs/cli.md)."""

SECOND_OPINION: Final = "learn"
"""The strategy that counts a made puzzle's solutions again, before it is written: the
default counts while clues are taken away."""


def make(recipe: Recipe) -> Made[Problem, Solution]:
    """The puzzle ``recipe`` describes (the same one every time): its grade is that of
    its explained solve, its guesses those the learning search needs."""
    return BLUEPRINT.make(recipe)


def crossed(pos: Pos, value: int) -> list[Pos]:
    """The cross rule on the cells visited before ``pos``: those up to ``value`` to its
    left and above it may not hold ``value``."""
    (r, c), reach = pos, range(1, value + 1)
    return [(r, c - d) for d in reach] + [(r - d, c) for d in reach]


SOLUTION_FIRST: Final = grown_fill(crossed)
"""Rooms drawn with their numbers: where no partition could be filled."""


def fill(rng: Random, recipe: Recipe) -> Solution:
    """A random solution of random rooms: a partition that can be filled, or is after
    merging its smallest rooms; the rooms drawn with their numbers when no partition
    could be filled."""
    for _ in range(TRIES):
        layout: Layout | None = partition(rng, recipe.size, recipe.largest)
        while layout is not None:
            found = filling(rng, layout)
            if found is not None:
                return found
            layout = merged(rng, layout, recipe.largest)
    return SOLUTION_FIRST(rng, recipe)


def filling(rng: Random, layout: Layout) -> Solution | None:
    """A random filling of ``layout``'s rooms that keeps the rules (``None``: none)."""
    empty: Problem = Puzzle(layout, Matrix.of(layout.size, [None] * len(layout.positions)))
    encoding = encode(empty)
    found = next(models(encoding.formula, shuffle=rng), None)
    return None if found is None else encoding.decode(found)


def clues(problem: Problem) -> Iterator[Pos]:
    """The cells of ``problem`` that hold a clue."""
    return (pos for pos in problem.layout.positions if problem[pos] is not None)


BLUEPRINT: Final = Blueprint(RIPPLE, fill, cells, posed, guessing="learn", second=SECOND_OPINION)
"""Ripple Effect's part of the method every kind is made by."""
