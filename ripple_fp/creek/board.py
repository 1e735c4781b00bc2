"""Creek's tables for the engine: boxes numbered in reading order, and, computed once per
puzzle, which clues touch which boxes (Norvig's precomputed ``units`` and ``peers``).

Haskell counterpart::

    data Board = Board { size :: Size, positions :: Array Int Pos
                       , adjacent :: Array Int [Int]               -- orthogonal steps
                       , clueBoxes :: Array Int [Int], clueNumbers :: Array Int Int
                       , cluesOf, near :: Array Int [Int]
                       , squares :: [Array Int [Int]] }

    initialDomains :: Board -> Domains
    toSolution     :: Board -> Domains -> Matrix Box

The engine's variables are the boxes, numbered ``row * columns + column``; each holds
the candidates :data:`EITHER` (empty or filled) until it is decided. A clue is numbered
by its place in the reading order of the crossings.

>>> from .parse import parse_puzzle
>>> board = make_board(parse_puzzle("Creek (2, 2) [((1, 1), 3), ((0, 0), 1)]").unwrap())
>>> board.clue_boxes, board.clue_numbers, board.clues_of[3]
(((0,), (0, 1, 2, 3)), (1, 3), (1,))
"""

from __future__ import annotations

from dataclasses import dataclass

from pyrsistent import pvector

from ..grid.matrix import Matrix, Pos, Size, reading_order
from ..search import candidates as cs
from ..search.candidates import Candidates
from ..search.model import Domains, Var
from .puzzle import EMPTY, FILLED, Crossing, Problem, Solution, around, clued, size_of

IS_EMPTY: Candidates = cs.single(EMPTY)
IS_FILLED: Candidates = cs.single(FILLED)
EITHER: Candidates = cs.of((EMPTY, FILLED))

SQUARES = 3
"""The largest square (``2 * SQUARES + 1`` boxes wide) in which :mod:`.local` looks for a
detour around a change (on the 30x45 puzzle, 3 was faster than 1 or 2)."""

NEAR = 1
"""A box's neighbours for the engine are the boxes within ``NEAR`` rows and columns of
it: with 1, the boxes that share a clue's crossing with it (with 2, look-ahead probed
more and the corpus took a sixth longer)."""


@dataclass(frozen=True)
class Board:
    """Everything about a puzzle that does not change during the search."""

    size: Size
    positions: tuple[Pos, ...]
    adjacent: tuple[tuple[Var, ...], ...]
    """``adjacent[i]``: the boxes one orthogonal step from ``i``."""
    clue_crossings: tuple[Crossing, ...]
    clue_boxes: tuple[tuple[Var, ...], ...]
    """``clue_boxes[k]``: the boxes around clue ``k``'s crossing."""
    clue_numbers: tuple[int, ...]
    clues_of: tuple[tuple[int, ...], ...]
    """``clues_of[i]``: the clues whose crossing touches box ``i``."""
    squares: tuple[tuple[tuple[Var, ...], ...], ...]
    """``squares[d - 1][i]``: the boxes other than ``i`` at most ``d`` rows and columns
    from it, for ``d`` up to :data:`SQUARES` (with 1: the boxes that share a crossing)."""
    near: tuple[tuple[Var, ...], ...]
    """``near[i]``: what ``Model.neighbours`` answers (see :data:`NEAR`)."""


def make_board(problem: Problem, near: int = NEAR, squares: int = SQUARES) -> Board:
    """Number the boxes and clues of ``problem`` and tabulate who touches whom."""
    size = size_of(problem)
    cols, clues = size[1], tuple(clued(problem))
    positions = tuple(reading_order(size))
    crossings = tuple(crossing for crossing, _ in clues)
    clue_boxes = tuple(tuple(r * cols + c for r, c in around(size, x)) for x in crossings)
    clues_of: list[list[int]] = [[] for _ in positions]
    for clue, boxes in enumerate(clue_boxes):
        for box in boxes:
            clues_of[box].append(clue)
    return Board(
        size=size,
        positions=positions,
        adjacent=tuple(_within(size, pos, 1, diagonal=False) for pos in positions),
        clue_crossings=crossings,
        clue_boxes=clue_boxes,
        clue_numbers=tuple(number for _, number in clues),
        clues_of=tuple(map(tuple, clues_of)),
        squares=tuple(
            tuple(_within(size, pos, d, diagonal=True) for pos in positions)
            for d in range(1, squares + 1)
        ),
        near=tuple(_within(size, pos, near, diagonal=True) for pos in positions),
    )


def _within(size: Size, pos: Pos, distance: int, *, diagonal: bool) -> tuple[Var, ...]:
    """The boxes other than ``pos`` at most ``distance`` rows and columns away (only
    along a row or column unless ``diagonal``), as variables, in reading order. The
    square is cut to the grid's edges first, rather than each of its boxes asked whether
    it lies on the grid: a board tabulates this for every box, five times."""
    (r, c), (rows, cols) = pos, size
    near_rows = range(max(r - distance, 0), min(r + distance + 1, rows))
    near_cols = range(max(c - distance, 0), min(c + distance + 1, cols))
    return tuple(
        row * cols + col
        for row in near_rows
        for col in near_cols
        if (row != r or col != c) and (diagonal or row == r or col == c)
    )


def initial_domains(board: Board) -> Domains:
    """Every box undecided: Creek gives no box, only clues."""
    return pvector([EITHER] * len(board.positions))


def to_solution(board: Board, domains: Domains) -> Solution:
    """Domains with every box decided, as a solution."""
    return Matrix.of(board.size, map(cs.only_value, domains))


def to_grid(board: Board, domains: Domains) -> Matrix[frozenset[int]]:
    """The state as a grid of candidate sets (for showing and testing)."""
    return Matrix.of(board.size, (frozenset(cs.values(d)) for d in domains))
