"""Suguru as the engine sees it: its board of tables, and the model over it.

Haskell counterpart (Suguru's instance of the engine's record of functions)::

    data Board = Board { layout :: Layout, roomOf :: Array Int Int
                       , rooms :: Array Int [Int], touching :: Array Int [Int] }

    suguruModel :: Deductions -> Puzzle (Maybe Int) -> Model (Puzzle Int)
    suguruModel d p = Model { start      = start d board (initialDomains board p)
                            , narrow     = narrow d board
                            , neighbours = \\x -> roomMates board x ++ touching board ! x
                            , readOut    = toSolution board }
      where board = makeBoard (layout p)

The board numbers the cells in reading order (``row * columns + column``: the engine's
variables) and the rooms in the order of their first cells, and holds, computed once per
puzzle, who conflicts with whom: a cell's room mates (its room's cells, one tuple shared
by the whole room) and the cells that touch it outside its room, up to eight, diagonals
included (:attr:`Board.touching`). A placed value leaves both; nothing else depends on
the value, so unlike Ripple Effect's cross there is no cut per value.

>>> from ripple_fp.grid.rooms_text import parse_puzzle
>>> from ripple_fp.search import engine
>>> from ripple_fp.search.order import Mrv
>>> problem = parse_puzzle("1 1 1\\n2 2 3\\n2 2 3\\n\\n- - 1\\n- - -\\n- - -\\n").unwrap()
>>> board = make_board(problem.layout)
>>> board.rooms, board.touching[4]
(((0, 1, 2), (3, 4, 6, 7), (5, 8)), (0, 1, 2, 5, 8))
>>> [s.grid[(1, 1)] for s in engine.solve(SuguruModel(problem, Deductions.FULL), Mrv())]
[4]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pyrsistent import pvector

from ..grid.matrix import Matrix
from ..grid.rooms import Layout, Problem, Puzzle, Solution
from ..search import candidates as cs
from ..search.propagation import Propagating
from .deductions import Deductions, Reason, Work, start

if TYPE_CHECKING:
    from ..search.candidates import Candidates
    from ..search.model import Domains, Look, Narrowed, Var
    from ..search.stats import Stats

Room = int
"""A room's number: 0, 1, ... in the order of their first cells."""


@dataclass(frozen=True)
class Board:
    """Everything about a puzzle that does not change during the search."""

    layout: Layout
    room_of: tuple[Room, ...]
    rooms: tuple[tuple[Var, ...], ...]
    """The cells of each room, in reading order: a cell's room mates are its room's."""
    touching: tuple[tuple[Var, ...], ...]
    """For each cell, the cells that touch it (side or corner) outside its room, in
    reading order: where its value may not go besides its room."""
    singles: Mapping[Candidates, int] = field(compare=False, repr=False)
    """Every candidate set of one value a cell may hold, with its value: what the inner
    loops look up instead of calling a function."""

    @property
    def size(self) -> int:
        return len(self.room_of)


def make_board(layout: Layout) -> Board:
    """Number the cells and rooms of ``layout``, and find who touches whom."""
    room_of, rooms = layout.numbered
    touching = _touching(room_of, layout.size[1])
    return Board(layout, room_of, rooms, touching, cs.singles(max(map(len, rooms))))


def _touching(room_of: tuple[Room, ...], cols: int) -> tuple[tuple[Var, ...], ...]:
    """For each cell, the cells of the 3 x 3 block around it outside its room, in
    reading order (the cell itself is in its room)."""
    cells = len(room_of)
    steps = [  # from a cell of each column to the cells around it, in reading order
        tuple(dy * cols + dx for dy in (-1, 0, 1) for dx in (-1, 0, 1) if 0 <= c + dx < cols)
        for c in range(cols)
    ]
    found = []
    for cell, room in enumerate(room_of):
        around = []
        for step in steps[cell % cols]:
            other = cell + step
            if 0 <= other < cells and room_of[other] != room:
                around.append(other)
        found.append(tuple(around))
    return tuple(found)


def initial_domains(board: Board, problem: Problem) -> Domains:
    """Every cell's candidates before any reasoning: ``1..size`` of its room, or its
    given (none at all if the given does not fit the room: the start then fails)."""
    sizes = [len(cells) for cells in board.rooms]
    return pvector(
        cs.full(sizes[room]) if given is None else cs.single(given) & cs.full(sizes[room])
        for given, room in zip(problem.grid.cells, board.room_of, strict=True)
    )


def to_solution(board: Board, domains: Domains) -> Solution:
    """A grid of single candidates as a solution."""
    return Puzzle(board.layout, Matrix.of(board.layout.size, map(cs.only_value, domains)))


class SuguruModel(Propagating[Reason]):
    """One puzzle, ready for one search (:class:`~ripple_fp.search.model.Model`). It
    keeps no memo but the neighbours it has listed: its board is a plain frozen value."""

    def __init__(self, problem: Problem, deductions: Deductions) -> None:
        self.problem, self.deductions = problem, deductions
        self.board = make_board(problem.layout)
        self._near: dict[Var, tuple[Var, ...]] = {}

    def start(self, stats: Stats, look: Look | None = None) -> Narrowed | None:
        domains = initial_domains(self.board, self.problem)
        return start(self.board, self.deductions, domains, stats)

    def work(self, domains: Domains) -> Work:
        return Work(self.board, self.deductions, domains)

    def neighbours(self, var: Var) -> Sequence[Var]:
        """Its room mates, then the cells that touch it outside its room: every cell
        its value leaves (listed when first asked: a search meets few cells' lists)."""
        near = self._near.get(var)
        if near is None:
            board = self.board
            mates = (cell for cell in board.rooms[board.room_of[var]] if cell != var)
            near = self._near[var] = (*mates, *board.touching[var])
        return near

    def read_out(self, domains: Domains) -> Solution:
        return to_solution(self.board, domains)
