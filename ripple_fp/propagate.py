"""Constraint propagation: from a few placements to everything they force.

Haskell counterpart (Bird's ``prune``, run to a fixpoint)::

    propagate :: Rules -> Board -> Grid -> [(Cell, Value)] -> Maybe (Grid, [Cell])

The rules, each sound on its own (it never removes a value some solution uses):

- **forward checking**: a placed ``v`` leaves its room and its cross reach
  (``Board.conflicts``); a cell left with one candidate is placed in turn (naked single).
- **hidden single**: a value with one possible cell in its room goes there.
- **dead room**: a value with no possible cell in its room is a contradiction.
- **room reach**: if every possible cell of value ``v`` in room ``R`` has cell ``X``
  (outside ``R``) within its cross reach, ``X`` cannot hold ``v``: wherever ``v`` goes in
  ``R``, it will forbid ``v`` at ``X``.

The grid is changed through a pyrsistent evolver: a mutable view that lives only inside
:func:`propagate`. The caller's grid is never touched, and what comes out is a new
persistent vector, as pure as if every step had copied.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from pyrsistent.typing import PVectorEvolver

from . import candidates as cs
from .board import Board, Cell, Grid, Room
from .candidates import Candidates
from .stats import Stats


@dataclass(frozen=True)
class Rules:
    """What the engine does at each node: which rules run besides forward checking (which
    always does), and how it picks the cell to guess."""

    rooms: bool = True
    """Hidden singles and dead rooms."""
    room_reach: bool = True
    """The room-reach elimination (needs ``rooms``)."""
    degree_order: bool = True
    """Pick the cell with the fewest candidates per undecided neighbour (dom/deg) instead
    of the fewest candidates (MRV); the neighbours are counted once, at the root."""
    lookahead: bool = False
    """After every guess, try each candidate of the cells near the changes and drop the
    ones these rules refute (:mod:`ripple_fp.lookahead`); pick the cell to guess, and
    the order of its values, by what those trials found (``degree_order`` is then ignored)."""


FORWARD_CHECKING = Rules(rooms=False, room_reach=False, degree_order=False)
FULL = Rules()
LOOKAHEAD = Rules(degree_order=False, lookahead=True)


def propagate(
    board: Board, grid: Grid, placements: Iterable[tuple[Cell, int]], rules: Rules, stats: Stats
) -> tuple[Grid, list[Cell]] | None:
    """Place each ``(cell, value)`` and everything that follows from it by ``rules``.

    Returns the new grid and the cells whose candidates changed, or ``None`` when the
    placements lead to a contradiction.
    """
    work = _Work(board, grid.evolver(), rules)
    consistent = all(work.place(cell, value) for cell, value in placements) and work.run()
    stats.propagations += work.steps
    return (work.grid.persistent(), work.changed) if consistent else None


def narrow(
    board: Board,
    grid: Grid,
    restrictions: Iterable[tuple[Cell, Candidates]],
    rules: Rules,
    stats: Stats,
) -> tuple[Grid, list[Cell]] | None:
    """Keep only the candidates of each ``cell`` that are in its ``keep`` mask, and
    propagate: like :func:`propagate`, for removals instead of placements."""
    work = _Work(board, grid.evolver(), rules)
    consistent = all(work.narrow(cell, keep) for cell, keep in restrictions) and work.run()
    stats.propagations += work.steps
    return (work.grid.persistent(), work.changed) if consistent else None


def start(board: Board, grid: Grid, rules: Rules, stats: Stats) -> tuple[Grid, list[Cell]] | None:
    """Propagate every cell that is already decided (givens, rooms of one cell), and
    examine every room once."""
    decided = [i for i, cands in enumerate(grid) if cs.is_single(cands)]
    work = _Work(board, grid.evolver(), rules)
    work.todo.extend(decided)
    work.dirty.update((room, cs.full(len(cells))) for room, cells in enumerate(board.rooms))
    consistent = work.run()
    stats.propagations += work.steps
    return (work.grid.persistent(), work.changed) if consistent else None


class _Work:
    """The working state of one propagation: the evolver, the cells whose placement is
    still to be propagated, and the rooms to examine again with the values they lost
    since they were last examined (only those can have become hidden singles or gained
    fewer holders, so only those need looking at)."""

    def __init__(self, board: Board, grid: PVectorEvolver[int], rules: Rules) -> None:
        self.board, self.grid, self.rules = board, grid, rules
        self.todo: list[Cell] = []
        self.dirty: dict[Room, Candidates] = {}
        self.changed: list[Cell] = []
        self.steps = 0

    def place(self, cell: Cell, value: int) -> bool:
        """Make ``value`` the only candidate of ``cell`` (and propagate it even if it
        already was); False if it was not one."""
        already_placed = self.grid[cell] == cs.single(value)
        if not self.narrow(cell, cs.single(value)):
            return False
        if already_placed:
            self.todo.append(cell)
        return True

    def narrow(self, cell: Cell, keep: Candidates) -> bool:
        """Remove the candidates of ``cell`` that are not in ``keep``; False if none is left."""
        cands = self.grid[cell]
        kept = cands & keep
        if not kept:
            return False
        if kept != cands:
            self._lost(cell, cands ^ kept)
            self.grid[cell] = kept
            if cs.is_single(kept):
                self.todo.append(cell)
        return True

    def run(self) -> bool:
        """Propagate to a fixpoint; False on a contradiction."""
        while True:
            if not self._forward_check():
                return False
            if not self.dirty or not self.rules.rooms:
                return True
            if not self._examine(*self.dirty.popitem()):
                return False

    def _forward_check(self) -> bool:
        """Remove every placed value from the cells it conflicts with."""
        grid, todo, conflicts = self.grid, self.todo, self.board.conflicts
        while todo:
            cell = todo.pop()
            bit = grid[cell]
            self.steps += 1
            for other in conflicts[cell][bit.bit_length() - 1]:
                if grid[other] & bit and not self._eliminate(other, bit):
                    return False
        return True

    def _eliminate(self, cell: Cell, bit: int) -> bool:
        """Remove the value ``bit`` from ``cell``, which holds it: record the change, and
        queue the cell for propagation if one candidate is left. False if none is."""
        cands = self.grid[cell] ^ bit
        if not cands:
            return False
        self.grid[cell] = cands
        self._lost(cell, bit)
        if not cands & (cands - 1):
            self.todo.append(cell)
        return True

    def _lost(self, cell: Cell, bits: Candidates) -> None:
        """Record that ``cell`` lost the values ``bits``."""
        self.changed.append(cell)
        room = self.board.room_of[cell]
        self.dirty[room] = self.dirty.get(room, 0) | bits

    def _examine(self, room: Room, lost: Candidates) -> bool:
        """Dead values, hidden singles and room reach for one room, for the values in
        ``lost`` (the others were examined before and have the same holders)."""
        cells = self.board.rooms[room]
        once = twice = thrice = four = 0  # values seen in at least 1, 2, 3, 4 cells
        for cell in cells:
            cands = self.grid[cell]
            four |= thrice & cands
            thrice |= twice & cands
            twice |= once & cands
            once |= cands
        if once != cs.full(len(cells)):
            return False
        hidden = once & ~twice & lost
        while hidden:
            bit = hidden & -hidden
            hidden ^= bit
            self._place_hidden(cells, bit)
        two_or_three = twice & ~four & lost
        if two_or_three and self.rules.room_reach:
            return self._room_reach(cells, two_or_three)
        return True

    def _place_hidden(self, cells: tuple[Cell, ...], bit: int) -> None:
        for cell in cells:
            cands = self.grid[cell]
            if cands & bit:
                if cands != bit:
                    self._lost(cell, cands ^ bit)
                    self.grid[cell] = bit
                    self.todo.append(cell)
                return

    def _room_reach(self, cells: tuple[Cell, ...], two_or_three: int) -> bool:
        """For each value with two or three possible cells in the room, remove it from the
        cells outside the room that all of them reach."""
        common_reach, grid = self.board.common_reach, self.grid
        for value in cs.values(two_or_three):
            bit = 1 << value
            holders = tuple(cell for cell in cells if grid[cell] & bit)
            if len(holders) < 2:  # a hidden single placed just now took the value
                continue
            for other in common_reach(holders, value):
                if grid[other] & bit and not self._eliminate(other, bit):
                    return False
        return True
