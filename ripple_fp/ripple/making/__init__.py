"""New puzzles: random rooms, a random filling, then clues taken away while the puzzle
stays unique.

Haskell counterpart::

    make :: Recipe -> State StdGen (Made Problem Solution)   -- Ripple's Maker instance
    make r = do layout  <- partition (size r) (largest r)   -- until it fills
                filled  <- filling layout
                puzzle  <- removeClues (givens r) filled
                pure (Made puzzle filled (grade puzzle) guesses)

Everything random comes from one ``random.Random`` seeded by the recipe, so a recipe
gives the same puzzle on every run and every machine. The filling is the first model of
the learning search started from random activities (:func:`~ripple_fp.search.learning.
models`). Then, cell by cell in a random order, a clue is taken away if the puzzle
keeps exactly one solution (a count up to two): with ``minimal`` givens, every clue left
is needed; with ``propagation`` givens, a clue is taken away only while reasoning alone,
with look-ahead at the root, still solves the puzzle (no guess needed). Only a clue
whose removal would break uniqueness or that level stays, so removing any clue left
breaks it.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import islice
from random import Random
from typing import Final

from ...grid.matrix import Matrix, Pos
from ...grid.rooms import Layout, Problem, Puzzle, Solution
from ...kinds.capabilities import Givens, Made, Recipe
from ...search.learning import models
from ...search.meter import Budget, Meter, NodeLimitReachedError
from ...search.stats import Stats
from .. import SEARCH, solutions
from ..explaining.grade import grade, summary
from ..explaining.trace import solve_in_steps
from ..solving.encoding import encode
from .partition import merged, partition

TRIES: Final = 100
"""Room partitions drawn before giving up on a recipe. With rooms of up to 9 cells every
10x10 partition tried could be filled; with up to 5, none (docs/cli.md)."""

SECOND_OPINION: Final = "learn"
"""The strategy that counts a made puzzle's solutions again, before it is written: the
default counts while clues are taken away."""


def make(recipe: Recipe) -> Made[Problem, Solution]:
    """The puzzle ``recipe`` describes (the same one every time): its grade is that of
    its explained solve, its guesses those the learning search needs."""
    rng = Random(recipe.seed)
    filled = _filling(rng, recipe)
    problem = remove_clues(rng, filled, recipe.givens, recipe.strategy)
    stats = Stats()
    next(solutions(problem, "learn", stats))
    given = len(list(clues(problem)))
    return Made(problem, filled, given, summary(grade(solve_in_steps(problem))), stats.nodes)


def _filling(rng: Random, recipe: Recipe) -> Solution:
    """A random solution of a random partition that has one: a partition that cannot be
    filled is repaired by merging its smallest rooms, then drawn again."""
    for _ in range(TRIES):
        layout: Layout | None = partition(rng, recipe.size, recipe.largest)
        while layout is not None:
            found = filling(rng, layout)
            if found is not None:
                return found
            layout = merged(rng, layout, recipe.largest)
    raise ValueError(
        f"no room partition of {recipe.size} with rooms of at most {recipe.largest} cells "
        f"could be filled in {TRIES} tries: allow larger rooms"
    )


def filling(rng: Random, layout: Layout) -> Solution | None:
    """A random filling of ``layout``'s rooms that keeps the rules (``None``: none)."""
    empty: Problem = Puzzle(layout, Matrix.of(layout.size, [None] * len(layout.positions)))
    encoding = encode(empty)
    found = next(models(encoding.formula, shuffle=rng), None)
    return None if found is None else encoding.decode(found)


def remove_clues(
    rng: Random, solution: Solution, givens: Givens, strategy: str | None = None
) -> Problem:
    """``solution`` as a puzzle with as few clues as ``givens`` allows, every clue left
    needed."""
    problem: Problem = solution.map(lambda value: value)
    cells = list(solution.layout.positions)
    rng.shuffle(cells)
    for cell in cells:
        fewer = problem.set(cell, None)
        if _keeps(fewer, givens, strategy):
            problem = fewer
    return problem


def _keeps(problem: Problem, givens: Givens, strategy: str | None) -> bool:
    """Whether ``problem`` still is what ``givens`` asks for: unique, and for
    ``propagation`` solved without a guess."""
    if givens == "propagation":
        try:
            next(SEARCH.search(problem, "lookahead", Meter(budget=Budget(nodes=0))))
        except NodeLimitReachedError:
            return False
        return True
    return sum(1 for _ in islice(SEARCH.solutions(problem, strategy), 2)) == 1


def clues(problem: Problem) -> Iterator[Pos]:
    """The cells of ``problem`` that hold a clue."""
    return (pos for pos in problem.layout.positions if problem[pos] is not None)
