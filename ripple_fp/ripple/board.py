"""Ripple Effect's tables for the engine: cells numbered in reading order, and, computed
once per puzzle, who conflicts with whom (Norvig's precomputed ``peers``).

Haskell counterpart::

    data Board = Board { positions :: Array Int Pos, roomOf :: Array Int Int
                       , rooms :: Array Int [Int], conflicts :: Array (Int, Int) [Int] }

The engine's variables are the cells, numbered ``row * columns + column``; their
domains start as :func:`initial_domains` gives them and are read back into a
``Solution`` by :func:`to_solution`.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping
from dataclasses import dataclass, field

from pyrsistent import pmap, pvector

from ..grid.geometry import Pos
from ..search import candidates as cs
from ..search.candidates import Candidates
from ..search.model import Domains, Var
from .puzzle import Layout, Problem, Puzzle, Solution

Room = int
"""A room's number: 0, 1, ... in the order of their first cells."""


@dataclass(frozen=True)
class Board:
    """Everything about a puzzle that does not change during the search."""

    layout: Layout
    positions: tuple[Pos, ...]
    room_of: tuple[Room, ...]
    rooms: tuple[tuple[Var, ...], ...]
    reach: tuple[tuple[tuple[Var, ...], ...], ...]
    """``reach[i][v]``: the cells of ``i``'s row and column within distance ``v``."""
    conflicts: tuple[tuple[tuple[Var, ...], ...], ...]
    """``conflicts[i][v]``: every cell that may not hold ``v`` when ``i`` does: the rest
    of the room, then the cross reach."""
    singles: Mapping[Candidates, int] = field(compare=False, repr=False)
    """Every candidate set of one value a cell may hold, with its value
    (:func:`~ripple_fp.search.candidates.singles`): what propagation's inner loops look up
    instead of calling a function."""

    @property
    def size(self) -> int:
        return len(self.positions)

    def room_size(self, cell: Var) -> int:
        return len(self.rooms[self.room_of[cell]])


def make_board(layout: Layout) -> Board:
    """Number the cells and rooms of ``layout`` and tabulate their conflicts."""
    positions = layout.positions
    index = {pos: i for i, pos in enumerate(positions)}
    room_ids = list(dict.fromkeys(layout.room_of[pos] for pos in positions))
    room_number = {room: n for n, room in enumerate(room_ids)}
    rooms = tuple(tuple(index[pos] for pos in layout.rooms[room]) for room in room_ids)
    room_of = tuple(room_number[layout.room_of[pos]] for pos in positions)
    reach = tuple(
        _reach_by_value(layout, pos, index, len(rooms[room_of[i]]))
        for i, pos in enumerate(positions)
    )
    conflicts = tuple(
        tuple(
            tuple(dict.fromkeys([*(j for j in rooms[room_of[i]] if j != i), *reach[i][v]]))
            for v in range(len(reach[i]))
        )
        for i in range(len(positions))
    )
    largest = max(len(cells) for cells in rooms)
    return Board(layout, positions, room_of, rooms, reach, conflicts, cs.singles(largest))


def _reach_by_value(
    layout: Layout, pos: Pos, index: dict[Pos, Var], largest: int
) -> tuple[tuple[Var, ...], ...]:
    """``reach[v]`` for ``v`` in ``0..largest``. ``Layout.cross_reach`` lists cells nearest
    first, so each is a prefix of the largest: cut where the distance passes ``v``."""
    near = list(layout.cross_reach(pos, largest))
    cells = tuple(index[p] for p in near)
    distances = [abs(p[0] - pos[0]) + abs(p[1] - pos[1]) for p in near]
    return tuple(cells[: bisect_right(distances, v)] for v in range(largest + 1))


def initial_domains(board: Board, problem: Problem) -> Domains:
    """Every cell's candidates before any reasoning: its given, or ``1..size``."""
    return pvector(
        cs.full(board.room_size(i)) if (given := problem[pos]) is None else cs.single(given)
        for i, pos in enumerate(board.positions)
    )


def to_solution(board: Board, domains: Domains) -> Solution:
    """A grid of single candidates as a solution."""
    return Puzzle(
        board.layout,
        pmap({pos: cs.only_value(domains[i]) for i, pos in enumerate(board.positions)}),
    )


def to_puzzle(board: Board, domains: Domains) -> Puzzle[frozenset[int]]:
    """The state as a ``Puzzle`` of candidate sets (for showing and testing)."""
    return Puzzle(
        board.layout,
        pmap({pos: frozenset(cs.values(domains[i])) for i, pos in enumerate(board.positions)}),
    )
