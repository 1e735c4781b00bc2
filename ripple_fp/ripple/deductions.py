"""Ripple Effect's propagation: from a narrowing to everything it forces.

Haskell counterpart (Bird's ``prune``, run to a fixpoint)::

    data Deductions = Forward | Rooms | Full      -- each level adds rules to the one before

    narrow :: Deductions -> Board -> Domains -> [(Var, Candidates)] -> Maybe (Domains, [Var])

The rules, each sound on its own (it never removes a value some solution uses):

- **forward checking** (every level): a placed ``v`` leaves its room and its cross reach
  (``Board.reach_of``); a cell left with one candidate is placed in turn (naked single).
- **hidden single** (``ROOMS``): a value with one possible cell in its room goes there.
- **dead room** (``ROOMS``): a value with no possible cell in its room is a contradiction.
- **room reach** (``FULL``): if every possible cell of value ``v`` in room ``R`` has cell
  ``X`` (outside ``R``) within its cross reach, ``X`` cannot hold ``v``: wherever ``v``
  goes in ``R``, it will forbid ``v`` at ``X``.

The domains are changed through a pyrsistent evolver: a mutable view that lives only
inside one call. The caller's domains are never touched, and what comes out is a new
persistent vector, as pure as if every step had copied.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from pyrsistent.typing import PVectorEvolver

from ..search import candidates as cs
from ..search.candidates import Candidates
from ..search.model import Domains, Narrowed, Var
from ..search.stats import Stats
from . import decided
from .board import Board, Room
from .reach import RoomReach


class Deductions(Enum):
    """Which rules propagate: each level adds rules to the one before it."""

    FORWARD = "forward checking"
    """Forward checking and naked singles only (the assignment's fast solver)."""
    ROOMS = "rooms"
    """Also hidden singles and dead rooms."""
    FULL = "full"
    """Also room reach: every rule."""


def narrow(
    board: Board,
    room_reach: RoomReach,
    deductions: Deductions,
    domains: Domains,
    restrictions: Iterable[tuple[Var, Candidates]],
    *,
    stats: Stats,
) -> Narrowed | None:
    """Keep only the candidates of each cell that are in its set, and propagate."""
    work = _Work(board, room_reach, deductions, domains.evolver())
    consistent = all(work.narrow(cell, keep) for cell, keep in restrictions) and work.run()
    stats.propagations += work.steps
    return (work.domains.persistent(), work.changed) if consistent else None


def start(
    board: Board, room_reach: RoomReach, deductions: Deductions, domains: Domains, stats: Stats
) -> Narrowed | None:
    """Check the cells that are already decided (givens, rooms of one cell) against each
    other, take what they forbid from the undecided ones, propagate, and examine once
    every room with an undecided cell (:mod:`.decided`)."""
    cells = domains.tolist()
    undecided = decided.agree(board, cells)
    if undecided is None:
        return None
    work = _Work(board, room_reach, deductions, domains.evolver())
    for cell in undecided:
        if not work.narrow(cell, ~decided.excluded(board, cells, cell)):
            return None
    rooms, room_of = board.rooms, board.room_of
    work.dirty.update(
        (room, cs.full(len(rooms[room]))) for room in map(room_of.__getitem__, undecided)
    )
    consistent = work.run()
    stats.propagations += work.steps
    return (work.domains.persistent(), work.changed) if consistent else None


class _Work:
    """The working state of one propagation: the evolver, the cells whose placement is
    still to be propagated, and the rooms to examine again with the values they lost
    since they were last examined (only those can have become hidden singles or gained
    fewer holders, so only those need looking at)."""

    def __init__(
        self,
        board: Board,
        room_reach: RoomReach,
        deductions: Deductions,
        domains: PVectorEvolver[Candidates],
    ) -> None:
        self.board, self.room_reach, self.domains = board, room_reach, domains
        self.singles = board.singles
        self.examine_rooms = deductions is not Deductions.FORWARD
        self.use_room_reach = deductions is Deductions.FULL
        self.todo: list[Var] = []
        self.dirty: dict[Room, Candidates] = {}
        self.changed: list[Var] = []
        self.steps = 0

    def narrow(self, cell: Var, keep: Candidates) -> bool:
        """Remove the candidates of ``cell`` that are not in ``keep``; False if none is left."""
        cands = self.domains[cell]
        kept = cands & keep
        if not kept:
            return False
        if kept != cands:
            self._lost(cell, cands ^ kept)
            self.domains[cell] = kept
            if kept in self.singles:
                self.todo.append(cell)
        return True

    def run(self) -> bool:
        """Propagate to a fixpoint; False on a contradiction."""
        while True:
            if not self._forward_check():
                return False
            if not self.dirty or not self.examine_rooms:
                return True
            if not self._examine(*self.dirty.popitem()):
                return False

    def _forward_check(self) -> bool:
        """Remove every placed value from the cells it conflicts with."""
        domains, todo, board, value_of = self.domains, self.todo, self.board, self.singles
        rooms, room_of, crosses = board.rooms, board.room_of, board.crosses
        while todo:
            cell = todo.pop()
            placed = domains[cell]
            self.steps += 1
            for other in rooms[room_of[cell]]:
                if (
                    other != cell
                    and domains[other] & placed
                    and not self._eliminate(other, placed)
                ):
                    return False
            near, cuts = crosses.get(cell) or board.cross_of(cell)
            for other in near[: cuts[value_of[placed]]]:
                if domains[other] & placed and not self._eliminate(other, placed):
                    return False
        return True

    def _eliminate(self, cell: Var, value: Candidates) -> bool:
        """Remove ``value`` from ``cell``. Two preconditions, as the hot loop cannot
        afford to check them: ``value`` is a single value (``cs.single(v)``), and the cell
        holds it. Records the change, and queues the cell for propagation if one candidate
        is left. False if none is."""
        cands = self.domains[cell] ^ value
        if not cands:
            return False
        self.domains[cell] = cands
        self._lost(cell, value)
        if cands in self.singles:
            self.todo.append(cell)
        return True

    def _lost(self, cell: Var, values: Candidates) -> None:
        """Record that ``cell`` lost ``values``."""
        self.changed.append(cell)
        room = self.board.room_of[cell]
        self.dirty[room] = self.dirty.get(room, cs.NONE) | values

    def _examine(self, room: Room, lost: Candidates) -> bool:
        """Dead values, hidden singles and room reach for one room, for the values in
        ``lost`` (the others were examined before and have the same holders)."""
        cells, domains = self.board.rooms[room], self.domains
        once = twice = thrice = four = cs.NONE  # values seen in at least 1, 2, 3, 4 cells
        for cell in cells:
            cands = domains[cell]
            four |= thrice & cands
            thrice |= twice & cands
            twice |= once & cands
            once |= cands
        if once != cs.full(len(cells)):
            return False
        hidden = (once ^ twice) & lost  # in exactly one cell (twice is a part of once)
        if hidden:
            for value in cs.values(hidden):
                self._place_hidden(cells, cs.single(value))
        two_or_three = (twice ^ four) & lost
        if two_or_three and self.use_room_reach:
            return self._apply_room_reach(cells, two_or_three)
        return True

    def _place_hidden(self, cells: tuple[Var, ...], value: Candidates) -> None:
        for cell in cells:
            cands = self.domains[cell]
            if cands & value:
                if cands != value:
                    self._lost(cell, cands ^ value)
                    self.domains[cell] = value
                    self.todo.append(cell)
                return

    def _apply_room_reach(self, cells: tuple[Var, ...], two_or_three: Candidates) -> bool:
        """For each value with two or three possible cells in the room, remove it from the
        cells outside the room that all of them reach."""
        common, domains = self.room_reach.common, self.domains
        for number in cs.values(two_or_three):
            value = cs.single(number)
            holders = tuple(cell for cell in cells if domains[cell] & value)
            if len(holders) < 2:  # a hidden single placed just now took the value
                continue
            for other in common(holders, number):
                if domains[other] & value and not self._eliminate(other, value):
                    return False
        return True
