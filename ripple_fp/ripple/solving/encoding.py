"""A Ripple Effect puzzle as a :class:`~ripple_fp.search.formula.Formula`, and back.

Haskell counterpart::

    encode :: Puzzle (Maybe Int) -> (Formula, Set Var -> Puzzle Int)

One variable per cell and value of its room, "cell ``c`` holds ``v``": every value for an
empty cell, its own for a given (a unit), and only those reasoning left when it has
already removed some. Exactly one of a cell's variables is true, and exactly one of a
room's variables for each value (both groups); a cell holding ``v`` excludes ``v`` from
the cells of its row and column within distance ``v`` (exclusions). Those are the rules,
nothing more.

The rules' consequences are the search's business: *room reach* (if every cell of a
room that may still hold ``v`` is within reach of cell ``d``, ``d`` cannot hold ``v``) is
the trail's *pointing* of a room's value group (:mod:`ripple_fp.search.trail`), which
needs no clauses here.

Whatever solver finds the models, :meth:`Encoding.solutions` reads them back and hands
on only what the referee (:func:`.referee.is_solution`, which shares no code with the
encoding or any solver) accepts: a model that is not a solution means a bug, never an
answer, and raises :class:`UnsoundModelError`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ...grid.matrix import Matrix
from ...grid.rooms import Problem, Puzzle, Solution
from ...search.formula import Formula, Literal, Var, negative, positive
from ...search.propagation import looking
from ..model import Board, make_board
from ..referee import is_solution

if TYPE_CHECKING:
    from ...search.model import Look


class UnsoundModelError(AssertionError):
    """A solver returned a model the referee rejects: a bug to report."""


@dataclass(frozen=True)
class Encoding:
    """A puzzle's formula, and what each of its variables says."""

    problem: Problem
    formula: Formula
    owner: tuple[tuple[int, int], ...]
    """Each variable's cell and value: variable ``x`` true says cell ``owner[x][0]``
    holds ``owner[x][1]``."""

    def decode(self, model: frozenset[Var]) -> Solution:
        """The grid a model describes: each cell's one true variable's value."""
        values = [0] * len(self.problem.layout.positions)
        for var in model:
            cell, value = self.owner[var]
            values[cell] = value
        return Puzzle(self.problem.layout, Matrix.of(self.problem.layout.size, values))

    def solutions(self, models: Iterable[frozenset[Var]], solver: str) -> Iterator[Solution]:
        """Each of ``models`` (found by ``solver``, named in the error) as a grid, once
        the referee has accepted it; :class:`UnsoundModelError` if it does not."""
        for model in models:
            solution = self.decode(model)
            if not is_solution(self.problem, solution):
                raise UnsoundModelError(f"{solver} found a grid that breaks the rules")
            yield solution


def encode(
    problem: Problem, remaining: Puzzle[frozenset[int]] | None = None, look: Look | None = None
) -> Encoding:
    """The formula whose models are ``problem``'s solutions; ``remaining``: the values
    each cell may still hold (what reasoning left of them). Only those get variables:
    a puzzle reasoning has half solved gives a formula half the size. ``look`` (the
    search's meter's) is called every :data:`~ripple_fp.search.propagation.LOOK_EVERY`
    cells as the exclusions are written: a 100x100 grid's take a few tenths of a
    second."""
    board = make_board(problem.layout)
    allowed = _allowed(board, problem, remaining)
    var_of = _numbered(allowed)
    cells = tuple(tuple(numbers.values()) for numbers in var_of)
    rooms = tuple(
        tuple(var_of[c][v] for c in members if v in var_of[c])
        for members in board.rooms
        for v in _values(len(members))
    )
    if not all(cells) or not all(rooms):  # a cell, or a room's value, with no place left
        return Encoding(problem, CONTRADICTION, ((0, 1),))
    exclusions = tuple(
        tuple(var_of[d][v] for d in board.reach_of(c, v) if v in var_of[d])
        for c, numbers in looking(enumerate(var_of), look)
        for v in numbers
    )
    owner = tuple((c, v) for c, numbers in enumerate(var_of) for v in numbers)
    formula = Formula(len(owner), cells + rooms, exclusions, (), _units(problem, var_of))
    return Encoding(problem, formula, owner)


CONTRADICTION: Final = Formula(1, ((0,),), ((),), (), (negative(0),))
"""A formula without models: its one variable must be true (a group of one) and false."""


def _allowed(
    board: Board, problem: Problem, remaining: Puzzle[frozenset[int]] | None
) -> list[tuple[int, ...]]:
    """The values each cell may hold: its given, else those of its room that ``remaining``
    leaves."""
    allowed = []
    for c, given in enumerate(problem.grid.cells):
        values = _values(board.room_size(c))
        left = values if remaining is None else remaining.grid.cells[c]
        allowed.append(tuple(v for v in values if v in left and given in (None, v)))
    return allowed


def _numbered(allowed: list[tuple[int, ...]]) -> list[dict[int, Var]]:
    """For each cell, its values' variables, numbered cell after cell."""
    var_of: list[dict[int, Var]] = []
    first = 0
    for values in allowed:
        var_of.append({v: first + i for i, v in enumerate(values)})
        first += len(values)
    return var_of


def _units(problem: Problem, var_of: list[dict[int, Var]]) -> tuple[Literal, ...]:
    """The givens."""
    givens = problem.grid.cells
    return tuple(positive(var_of[c][g]) for c, g in enumerate(givens) if g is not None)


def _values(size: int) -> range:
    return range(1, size + 1)
