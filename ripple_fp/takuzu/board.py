"""Takuzu's tables for the engine: cells numbered in reading order, and its lines.

Haskell counterpart::

    data Board = Board { size :: Int, rules :: Rules
                       , lines :: Array Int [Int]          -- rows, then columns
                       , linesOf :: Array Int (Int, Int)   -- a cell's row and column
                       , peers :: Array Int [Int] }        -- the rest of both

    initialDomains :: Board -> Matrix (Maybe Colour) -> Domains
    toSolution     :: Board -> Domains -> Matrix Colour

The engine's variables are the cells, numbered ``row * size + column``; a candidate set
holds the colours' ints (:class:`~.puzzle.Colour`). Line ``i < size`` is row ``i``, line
``size + j`` is column ``j``. Computed once per puzzle, never changed; the board of a
search is made for the rules of the kind that searches (the puzzle has none).

>>> from .puzzle import TAKUZU
>>> board = make_board(4, TAKUZU)
>>> board.lines[1], board.lines[5], board.lines_of[6], board.parallel(5)
((4, 5, 6, 7), (1, 5, 9, 13), (1, 6), range(4, 8))
"""

from __future__ import annotations

from dataclasses import dataclass

from pyrsistent import pvector

from ..grid.matrix import Matrix
from ..search import candidates as cs
from ..search.model import Domains, Var
from .puzzle import Colour, Problem, Rules, Solution

LineId = int
"""A line's number: rows ``0 .. size - 1``, then columns ``size .. 2 * size - 1``."""

BOTH = cs.of(Colour)
"""The candidates of an empty cell: red or blue."""
RED_ONLY, BLUE_ONLY = cs.single(Colour.RED), cs.single(Colour.BLUE)
"""The candidates of a cell that is red, of one that is blue."""


@dataclass(frozen=True)
class Board:
    """Everything about a puzzle that does not change during the search."""

    size: int
    rules: Rules
    lines: tuple[tuple[Var, ...], ...]
    """``lines[i]``: the cells of line ``i`` in order (left to right, top to bottom)."""
    lines_of: tuple[tuple[LineId, LineId], ...]
    """``lines_of[v]``: the row and the column of cell ``v``."""
    peers: tuple[tuple[Var, ...], ...]
    """``peers[v]``: the other cells of ``v``'s row and column."""

    def parallel(self, line: LineId) -> range:
        """Every line of the same kind as ``line`` (all rows, or all columns), itself
        included."""
        first = 0 if line < self.size else self.size
        return range(first, first + self.size)


def make_board(size: int, rules: Rules) -> Board:
    """The tables of an empty ``size`` x ``size`` grid played under ``rules``."""
    rows = tuple(tuple(r * size + c for c in range(size)) for r in range(size))
    columns = tuple(tuple(r * size + c for r in range(size)) for c in range(size))
    lines_of = tuple((v // size, size + v % size) for v in range(size * size))
    peers = tuple(
        tuple(w for w in (*rows[v // size], *columns[v % size]) if w != v)
        for v in range(size * size)
    )
    return Board(size, rules, (*rows, *columns), lines_of, peers)


def initial_domains(board: Board, problem: Problem) -> Domains:
    """A given's colour, or both colours, for every cell."""
    return pvector(BOTH if cell is None else cs.single(cell) for cell in problem.values())


def to_solution(board: Board, domains: Domains) -> Solution:
    """The grid that decided domains stand for."""
    size = board.size
    return Matrix.of((size, size), (Colour(cs.only_value(cands)) for cands in domains))
