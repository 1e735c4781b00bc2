"""Ripple Effect's tables for the engine: cells numbered in reading order, and, computed
once per puzzle, who conflicts with whom (Norvig's precomputed ``peers``).

Haskell counterpart::

    data Board = Board { positions :: Array Int Pos, roomOf :: Array Int Int
                       , rooms :: Array Int [Int]
                       , cross :: Array Int [Int], cuts :: Array (Int, Int) Int }

    reachOf :: Board -> Int -> Int -> [Int]
    reachOf b i v = take (cuts b ! (i, v)) (cross b ! i)

A cell conflicts with the rest of its room and with the cells of its row and column
within distance ``v`` when it holds ``v``. Those are kept as one list per cell, nearest
first, and a cut per value: tables that grow with the cells times the rooms' sizes, not
with their cube (a table per cell and value of a room of 600 cells held 200 million
entries).

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
    cross: tuple[tuple[Var, ...], ...]
    """``cross[i]``: the cells of ``i``'s row and column outside its room, within the
    size of its room, nearest first."""
    cuts: tuple[tuple[int, ...], ...]
    """``cuts[i][v]``: how many of ``cross[i]`` lie within distance ``v`` (``v`` from 0 to
    the size of ``i``'s room)."""
    singles: Mapping[Candidates, int] = field(compare=False, repr=False)
    """Every candidate set of one value a cell may hold, with its value
    (:func:`~ripple_fp.search.candidates.singles`): what propagation's inner loops look up
    instead of calling a function."""

    @property
    def size(self) -> int:
        return len(self.positions)

    def room_size(self, cell: Var) -> int:
        return len(self.rooms[self.room_of[cell]])

    def reach_of(self, cell: Var, value: int) -> tuple[Var, ...]:
        """The cells of ``cell``'s row and column outside its room within distance
        ``value``: where ``value`` may not go when ``cell`` holds it, besides the room."""
        cuts = self.cuts[cell]
        return self.cross[cell][: cuts[min(value, len(cuts) - 1)]]


def make_board(layout: Layout) -> Board:
    """Number the cells and rooms of ``layout`` and tabulate their conflicts."""
    positions = layout.positions
    index = {pos: i for i, pos in enumerate(positions)}
    room_ids = list(dict.fromkeys(layout.room_of[pos] for pos in positions))
    room_number = {room: n for n, room in enumerate(room_ids)}
    rooms = tuple(tuple(index[pos] for pos in layout.rooms[room]) for room in room_ids)
    room_of = tuple(room_number[layout.room_of[pos]] for pos in positions)
    crosses = [_cross(layout, pos, index, rooms[room_of[i]]) for i, pos in enumerate(positions)]
    cross = tuple(cells for cells, _ in crosses)
    cuts = tuple(counts for _, counts in crosses)
    largest = max(len(cells) for cells in rooms)
    return Board(layout, positions, room_of, rooms, cross, cuts, cs.singles(largest))


def _cross(
    layout: Layout, pos: Pos, index: dict[Pos, Var], room: tuple[Var, ...]
) -> tuple[tuple[Var, ...], tuple[int, ...]]:
    """The cells of ``pos``'s row and column outside its room, within its room's size,
    nearest first (``Layout.cross_reach`` lists them so), and for each ``v`` in
    ``0..size`` how many lie within distance ``v``. The room's own cells conflict with
    ``pos`` whatever the value, so they are left to the room table."""
    largest, own = len(room), set(room)
    near = [p for p in layout.cross_reach(pos, largest) if index[p] not in own]
    distances = [abs(p[0] - pos[0]) + abs(p[1] - pos[1]) for p in near]
    cuts = tuple(bisect_right(distances, v) for v in range(largest + 1))
    return tuple(index[p] for p in near), cuts


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
