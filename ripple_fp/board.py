"""The fast solver's tables: cells numbered in reading order, and, computed once per
puzzle, who conflicts with whom (Norvig's precomputed ``peers``).

Haskell counterpart::

    data Board = Board { positions :: Array Int Pos, roomOf :: Array Int Int
                       , rooms :: Array Int [Int], conflicts :: Array (Int, Int) [Int] }

The search state is a ``PVector`` of candidate bitmasks indexed by cell number: a
persistent vector (a 32-way tree, like Haskell's ``Data.Sequence``), so a branch that
changes a few cells shares everything else with its parent. docs/performance.md gives
the measurements behind this choice over a ``PMap[Pos, frozenset]``.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field

from pyrsistent import PVector, pmap, pvector

from . import candidates as cs
from .candidates import Candidates
from .puzzle import Layout, Pos, Problem, Puzzle, Solution

Cell = int
"""A cell's number: ``row * columns + column``."""

Room = int
"""A room's number: 0, 1, ... in the order of their first cells."""

Grid = PVector[Candidates]
"""The search state: the candidates of every cell, indexed by cell number."""

COMMON_REACH_MEMO = 200_000
"""At most this many remembered intersections: at most about 70 MB, scaled from 24 MB
measured for 68,000 of them (before empty results shared one set). On a 100x100 puzzle
look-ahead meets about 80,000 in a minute; a search of hours could meet millions."""

_NOWHERE: frozenset[Cell] = frozenset()
"""The one empty set the memo keeps (half the intersections are empty)."""


@dataclass(frozen=True)
class Board:
    """Everything about a puzzle that does not change during the search."""

    layout: Layout
    positions: tuple[Pos, ...]
    room_of: tuple[Room, ...]
    rooms: tuple[tuple[Cell, ...], ...]
    reach: tuple[tuple[tuple[Cell, ...], ...], ...]
    """``reach[i][v]``: the cells of ``i``'s row and column within distance ``v``."""
    conflicts: tuple[tuple[tuple[Cell, ...], ...], ...]
    """``conflicts[i][v]``: every cell that may not hold ``v`` when ``i`` does: the rest
    of the room, then the cross reach."""
    _beyond: dict[int, frozenset[Cell]] = field(default_factory=dict, compare=False, repr=False)
    """A memo for :meth:`reach_beyond_room`, filled on first use (most puzzles need few)."""
    _common: dict[tuple[int, tuple[Cell, ...]], frozenset[Cell]] = field(
        default_factory=dict, compare=False, repr=False
    )
    """A memo for :meth:`common_reach`, filled on first use."""

    @property
    def size(self) -> int:
        return len(self.positions)

    def room_size(self, cell: Cell) -> int:
        return len(self.rooms[self.room_of[cell]])

    def reach_beyond_room(self, cell: Cell, value: int) -> frozenset[Cell]:
        """``reach[cell][value]`` without the cells of ``cell``'s room, as a set (for the
        room-reach rule's intersections). Computed once per pair, then remembered."""
        key = cell << 8 | value
        found = self._beyond.get(key)
        if found is None:
            found = frozenset(self.reach[cell][value]).difference(self.rooms[self.room_of[cell]])
            self._beyond[key] = found
        return found

    def common_reach(self, holders: tuple[Cell, ...], value: int) -> frozenset[Cell]:
        """The cells outside their room that every one of ``holders`` (cells of one room)
        reaches with ``value``: if ``value`` must go in one of them, it cannot go there.
        Computed once per holders and value, then remembered (look-ahead asks again and
        again); the memo starts afresh when it reaches ``COMMON_REACH_MEMO`` entries."""
        key = (value, holders)
        found = self._common.get(key)
        if found is None:
            found = frozenset.intersection(*(self.reach_beyond_room(c, value) for c in holders))
            if len(self._common) >= COMMON_REACH_MEMO:
                self._common.clear()
            self._common[key] = found or _NOWHERE
        return found


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
    return Board(layout, positions, room_of, rooms, reach, conflicts)


def _reach_by_value(
    layout: Layout, pos: Pos, index: dict[Pos, Cell], largest: int
) -> tuple[tuple[Cell, ...], ...]:
    """``reach[v]`` for ``v`` in ``0..largest``. ``Layout.cross_reach`` lists cells nearest
    first, so each is a prefix of the largest: cut where the distance passes ``v``."""
    near = list(layout.cross_reach(pos, largest))
    cells = tuple(index[p] for p in near)
    distances = [abs(p[0] - pos[0]) + abs(p[1] - pos[1]) for p in near]
    return tuple(cells[: bisect_right(distances, v)] for v in range(largest + 1))


def initial_grid(board: Board, problem: Problem) -> Grid:
    """Every cell's candidates before any reasoning: its given, or ``1..size``."""
    return pvector(
        cs.full(board.room_size(i)) if (given := problem[pos]) is None else cs.single(given)
        for i, pos in enumerate(board.positions)
    )


def to_solution(board: Board, grid: Grid) -> Solution:
    """A grid of single candidates as a solution."""
    return Puzzle(
        board.layout,
        pmap({pos: cs.only_value(grid[i]) for i, pos in enumerate(board.positions)}),
    )


def to_puzzle(board: Board, grid: Grid) -> Puzzle[frozenset[int]]:
    """The state as a ``Puzzle`` of candidate sets (for showing and testing)."""
    return Puzzle(
        board.layout,
        pmap({pos: frozenset(cs.values(grid[i])) for i, pos in enumerate(board.positions)}),
    )
