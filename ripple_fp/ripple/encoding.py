"""A Ripple Effect puzzle as a :class:`~ripple_fp.search.formula.Formula`, and back.

Haskell counterpart::

    encode :: Puzzle (Maybe Int) -> (Formula, Set Var -> Puzzle Int)

One variable per cell and value of its room, "cell ``c`` holds ``v``". Exactly one of a
cell's variables is true, and exactly one of a room's variables for each value (both
groups); a cell holding ``v`` excludes ``v`` from the cells of its row and column within
distance ``v`` (exclusions); a given is a unit. Those are the rules, nothing more.

The rules' consequences are the search's business: *room reach* (if every cell of a
room that may still hold ``v`` is within reach of cell ``d``, ``d`` cannot hold ``v``) is
the trail's *pointing* of a room's value group (:mod:`ripple_fp.search.trail`), which
needs no clauses here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..grid.matrix import Matrix
from ..search.formula import Formula, Literal, Var, negative, positive
from .board import Board, make_board
from .puzzle import Problem, Puzzle, Solution


@dataclass(frozen=True)
class Encoding:
    """A puzzle's formula, and how to read a model of it as a solution."""

    formula: Formula
    decode: Callable[[frozenset[Var]], Solution]


def encode(problem: Problem, within: Puzzle[frozenset[int]] | None = None) -> Encoding:
    """The formula whose models are ``problem``'s solutions; ``within``: the values
    each cell may still hold (what reasoning left of them), the others excluded by
    units."""
    board = make_board(problem.layout)
    first = _first_variables(board)

    def x(cell: int, value: int) -> Var:
        return first[cell] + value - 1

    cells = tuple(tuple(range(first[c], first[c + 1])) for c in range(board.size))
    rooms = tuple(
        tuple(x(c, v) for c in members) for members in board.rooms for v in _values(len(members))
    )
    exclusions = tuple(
        tuple(x(d, v) for d in board.reach_of(c, v) if board.room_size(d) >= v)
        for c in range(board.size)
        for v in _values(board.room_size(c))
    )
    units = _units(board, problem, within, x)
    formula = Formula(first[-1], cells + rooms, exclusions, (), units)
    owner = [
        (c, v - first[c] + 1) for c in range(board.size) for v in range(first[c], first[c + 1])
    ]
    return Encoding(formula, lambda model: _decode(problem, owner, model))


def _units(
    board: Board,
    problem: Problem,
    within: Puzzle[frozenset[int]] | None,
    x: Callable[[int, int], Var],
) -> tuple[Literal, ...]:
    """The givens, and the values ``within`` leaves no more."""
    givens = problem.grid.cells
    units = tuple(positive(x(c, given)) for c, given in enumerate(givens) if given is not None)
    if within is None:
        return units
    return units + tuple(
        negative(x(c, v))
        for c, left in enumerate(within.grid.cells)
        for v in _values(board.room_size(c))
        if v not in left
    )


def _values(size: int) -> range:
    return range(1, size + 1)


def _first_variables(board: Board) -> list[Var]:
    """Where each cell's variables start, and one past the last."""
    first = [0]
    for cell in range(board.size):
        first.append(first[-1] + board.room_size(cell))
    return first


def _decode(problem: Problem, owner: list[tuple[int, int]], model: frozenset[Var]) -> Solution:
    """The grid a model describes: each cell's one true variable (``owner``: each
    variable's cell and value)."""
    values = [0] * len(problem.layout.positions)
    for var in model:
        cell, value = owner[var]
        values[cell] = value
    return Puzzle(problem.layout, Matrix.of(problem.layout.size, values))
