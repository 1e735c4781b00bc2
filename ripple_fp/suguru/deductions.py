"""Suguru's propagation: from a narrowing to everything it forces.

Haskell counterpart (Bird's ``prune``, run to a fixpoint)::

    data Deductions = Forward | Full          -- the second adds rules to the first

    narrow :: Deductions -> Board -> Domains -> [(Var, Candidates)] -> Maybe (Domains, [Var])
    start  :: Deductions -> Board -> Domains -> Maybe (Domains, [Var])

The rules, each sound on its own (it never removes a value some solution uses):

- **forward checking** (every level): a placed ``v`` leaves its room and the cells that
  touch it (``Board.touching``); a cell left with one candidate is placed in turn (naked
  single).
- **hidden single** (``FULL``): a value with one possible cell in its room goes there.
- **dead value** (``FULL``): a value with no possible cell in its room is a
  contradiction.
- **room pointing** (``FULL``): if every cell of room ``R`` that can still hold ``v``
  touches cell ``X`` outside ``R``, ``X`` cannot hold ``v``: wherever ``v`` goes in
  ``R``, it will touch ``X``.

The three room rules look at a room again only for the values it lost since it was
last examined: only those can have become hidden singles, dead, or held by fewer cells.
What one propagation keeps (the domains, the changes, the steps) and how it ends are
the engine's (:mod:`ripple_fp.search.propagation`); this module says what a change sets
going and what the rules do.

**Before the first guess** (:func:`start`) the decided cells (givens, rooms of one
cell) are checked against each other in one pass over the rooms and one over the
touching pairs, and each undecided cell loses what they hold; only what that decides is
propagated cell by cell. A puzzle of many givens in large rooms is not walked room mate
by room mate for each of them.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import Enum
from typing import TYPE_CHECKING

from ..search import candidates as cs
from ..search.propagation import Propagation, propagate

if TYPE_CHECKING:
    from ..search.candidates import Candidates
    from ..search.model import Domains, Narrowed, Var
    from ..search.stats import Stats
    from .model import Board, Room


class Deductions(Enum):
    """Which rules propagate: the second level adds rules to the first."""

    FORWARD = "forward checking"
    """A placed value leaves its room and the cells around it; naked singles."""
    FULL = "full"
    """Also hidden singles, dead values and room pointing, room by room."""


def narrow(
    board: Board,
    deductions: Deductions,
    domains: Domains,
    restrictions: Iterable[tuple[Var, Candidates]],
    *,
    stats: Stats,
) -> Narrowed | None:
    """Keep only the candidates of each cell that are in its set, and propagate."""
    return propagate(_Work(board, deductions, domains), restrictions, stats)


def start(board: Board, deductions: Deductions, domains: Domains, stats: Stats) -> Narrowed | None:
    """Check the decided cells against each other, take what they hold from the
    undecided cells of their rooms and around them, and propagate; at ``FULL``, examine
    every room once."""
    cells = domains.tolist()
    work = _Work(board, deductions, domains)
    if not (_rooms_agree(work, cells) and _touching_agree(work, cells)):
        return None
    if work.full:
        every = enumerate(map(len, board.rooms))
        work.dirty.update((room, cs.full(size)) for room, size in every)
    return propagate(work, (), stats)


def _rooms_agree(work: _Work, cells: list[Candidates]) -> bool:
    """No cell is without candidates, no two decided cells of a room hold one value,
    and the undecided cells of a room lose the values decided in it."""
    singles = work.singles
    for members in work.board.rooms:
        taken = cs.NONE
        for cands in map(cells.__getitem__, members):
            if not cands or (cands in singles and cands & taken):
                return False
            if cands in singles:
                taken |= cands
        undecided = (cell for cell in members if cells[cell] not in singles)
        if taken and not all(_leaves(work, taken, undecided)):
            return False
    return True


def _touching_agree(work: _Work, cells: list[Candidates]) -> bool:
    """No two decided cells that touch hold one value, and a decided cell's value leaves
    the undecided cells around it."""
    singles, touching = work.singles, work.board.touching
    decided = ((cell, cands) for cell, cands in enumerate(cells) if cands in singles)
    return all(all(_leaves(work, cands, touching[cell])) for cell, cands in decided)


def _leaves(work: _Work, values: Candidates, cells: Iterable[Var]) -> Iterator[bool]:
    """``values`` leave each of ``cells`` that is undecided: ``False`` for a cell that
    had nothing else left (a decided cell holding one of them)."""
    singles, domains = work.singles, work.domains
    for cell in cells:
        cands = domains[cell]
        if cands & values:
            yield cands not in singles and work.narrow(cell, ~values)


class _Work(Propagation[object]):
    """One propagation of Suguru's rules: besides what every propagation keeps, the
    cells placed but not yet propagated, and (at ``FULL``) the rooms to examine again
    with the values they lost since they were last examined."""

    def __init__(self, board: Board, deductions: Deductions, domains: Domains) -> None:
        super().__init__(domains)
        self.board, self.singles = board, board.singles
        self.full = deductions is Deductions.FULL
        self.todo: list[Var] = []
        self.dirty: dict[Room, Candidates] = {}

    def lost(self, var: Var, values: Candidates, left: Candidates) -> None:
        """Queue the cell if it is placed, and (at ``FULL``) mark what its room lost."""
        if left in self.singles:
            self.todo.append(var)
        if self.full:
            room, dirty = self.board.room_of[var], self.dirty
            dirty[room] = dirty.get(room, cs.NONE) | values

    def run(self) -> bool:
        """Place what is placed, then examine one room, until nothing changes."""
        while self._forward_check():
            if not self.dirty:
                return True
            if not self._examine(*self.dirty.popitem()):
                return False
        return False

    def _forward_check(self) -> bool:
        """Take every placed value from the cell's room mates and the cells around it."""
        domains, todo, eliminate = self.domains, self.todo, self.eliminate
        rooms, room_of, touching = self.board.rooms, self.board.room_of, self.board.touching
        while todo:
            cell = todo.pop()
            value = domains[cell]
            self.steps += 1
            for other in rooms[room_of[cell]]:
                if other != cell and domains[other] & value and not eliminate(other, value):
                    return False
            for other in touching[cell]:
                if domains[other] & value and not eliminate(other, value):
                    return False
        return True

    def _examine(self, room: Room, lost: Candidates) -> bool:
        """Dead values, hidden singles and room pointing in one room, for the values
        in ``lost`` (the others have the same holders as when last examined)."""
        members, domains = self.board.rooms[room], self.domains
        once = twice = cs.NONE  # the values seen in at least one, at least two cells
        for cell in members:
            cands = domains[cell]
            twice |= once & cands
            once |= cands
        if once != cs.full(len(members)):
            return False
        hidden = (once ^ twice) & lost
        if hidden and not self._place_hidden(members, hidden):
            return False
        return all(self._point(members, cs.single(value)) for value in cs.values(twice & lost))

    def _place_hidden(self, members: tuple[Var, ...], hidden: Candidates) -> bool:
        """Place each of the ``hidden`` values in the one cell of the room that can hold
        it; ``False`` if one cell is the only place of two of them."""
        domains, singles = self.domains, self.singles
        for cell in members:
            found = domains[cell] & hidden
            if found and not (found in singles and self.narrow(cell, found)):
                return False
        return True

    def _point(self, members: tuple[Var, ...], value: Candidates) -> bool:
        """Take ``value`` from every cell outside the room that touches each of its
        possible cells in the room."""
        domains, touching = self.domains, self.board.touching
        holders = [cell for cell in members if domains[cell] & value]
        if len(holders) < 2:  # a hidden single placed just now took the value, or its cell
            return True
        common = touching[holders[0]]
        for holder in holders[1:]:
            if not common:
                return True
            common = tuple(cell for cell in common if cell in touching[holder])
        return all(self.narrow(cell, ~value) for cell in common)
