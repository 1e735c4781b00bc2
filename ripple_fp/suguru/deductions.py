"""Suguru's propagation: from a narrowing to everything it forces.

Haskell counterpart (Bird's ``prune``, run to a fixpoint)::

    data Deductions = Forward | Full          -- the second adds rules to the first

    narrow :: Deductions -> Board -> Domains -> [(Var, Candidates)] -> Maybe (Domains, [Var])
    start  :: Deductions -> Board -> Domains -> Maybe (Domains, [Var])

The rules, each sound on its own (it never removes a value some solution uses), each
loss with its reason (``Reason``, made only when a trace watches):

- **forward checking** (every level): a placed ``v`` leaves its room (``Placed``: the
  all-different of :mod:`ripple_fp.search.alldifferent`) and the cells that touch it
  (``Touch``: ``Board.touching``); a cell left with one candidate is placed in turn
  (naked single).
- **hidden single** (``FULL``): a value with one possible cell in its room goes there
  (``HiddenSingle``); a value with none is a contradiction (``NoPlace``): the
  all-different's.
- **room pointing** (``FULL``): if every cell of room ``R`` that can still hold ``v``
  touches cell ``X`` outside ``R``, ``X`` cannot hold ``v``: wherever ``v`` goes in
  ``R``, it will touch ``X`` (``Pointing``).

The room rules look at a room again only for the values it lost since it was last
examined: only those can have become hidden singles, dead, or held by fewer cells. The
rules are values too (:func:`rules`), for the explainer.
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

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from enum import Enum
from functools import partial
from typing import TYPE_CHECKING, TypeAlias

from ..search import candidates as cs
from ..search.alldifferent import (
    Grouped,
    HiddenSingle,
    NoPlace,
    Placed,
    Pointing,
    holders,
    leave,
    point,
    settle,
    settle_every,
)
from ..search.propagation import Tracing, propagate

if TYPE_CHECKING:
    from ..search.candidates import Candidates
    from ..search.model import Domains, Narrowed, Var
    from ..search.rules import Rules
    from ..search.stats import Stats
    from .model import Board, Room


class Deductions(Enum):
    """Which rules propagate: the second level adds rules to the first."""

    FORWARD = "forward checking"
    """A placed value leaves its room and the cells around it; naked singles."""
    FULL = "full"
    """Also hidden singles, dead values and room pointing, room by room."""


def start(board: Board, deductions: Deductions, domains: Domains, stats: Stats) -> Narrowed | None:
    """Check the decided cells against each other, take what they hold from the
    undecided cells of their rooms and around them, and propagate; at ``FULL``, examine
    every room once."""
    cells = domains.tolist()
    work = Work(board, deductions, domains)
    if not (_rooms_agree(work, cells) and _touching_agree(work, cells)):
        return None
    if work.examining:
        every = enumerate(map(len, board.rooms))
        work.dirty.update((room, cs.full(size)) for room, size in every)
    return propagate(work, (), stats)


def _rooms_agree(work: Work, cells: list[Candidates]) -> bool:
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


def _touching_agree(work: Work, cells: list[Candidates]) -> bool:
    """No two decided cells that touch hold one value, and a decided cell's value leaves
    the undecided cells around it."""
    singles, touching = work.singles, work.board.touching
    decided = ((cell, cands) for cell, cands in enumerate(cells) if cands in singles)
    return all(all(_leaves(work, cands, touching[cell])) for cell, cands in decided)


def _leaves(work: Work, values: Candidates, cells: Iterable[Var]) -> Iterator[bool]:
    """``values`` leave each of ``cells`` that is undecided: ``False`` for a cell that
    had nothing else left (a decided cell holding one of them)."""
    singles, domains = work.singles, work.domains
    for cell in cells:
        cands = domains[cell]
        if cands & values:
            yield cands not in singles and work.narrow(cell, ~values)


@dataclass(frozen=True)
class Touch:
    """``cell`` holds ``value``: the cells that touch it lose it."""

    cell: Var
    value: int


Reason: TypeAlias = "Placed | Touch | HiddenSingle | NoPlace | Pointing"
"""Why Suguru's rules take a value: a closed union."""


class Work(Grouped[Reason]):
    """One propagation of Suguru's rules: besides what every propagation keeps, the
    cells placed but not yet propagated, and (at ``FULL``) the rooms to examine again
    with the values they lost since they were last examined."""

    def __init__(
        self, board: Board, deductions: Deductions, domains: Domains, trace: Tracing[Reason] = None
    ) -> None:
        super().__init__(domains, deductions is Deductions.FULL, trace)
        self.board, self.singles = board, board.singles
        self.todo: list[Var] = []

    def lost(self, var: Var, values: Candidates, left: Candidates) -> None:
        """Queue the cell if it is placed, and (at ``FULL``) mark what its room lost."""
        if left in self.singles:
            self.todo.append(var)
        if self.examining:
            room, dirty = self.board.room_of[var], self.dirty
            dirty[room] = dirty.get(room, cs.NONE) | values

    def place(self) -> bool:
        """Take every placed value from the cell's room mates and the cells around it."""
        todo, placed_value = self.todo, self.placed_value
        while todo:
            cell = todo.pop()
            self.steps += 1
            if not placed_value(cell):
                return False
        return True

    def placed_value(self, cell: Var) -> bool:
        """The value placed at ``cell`` leaves its room mates, then the cells around it."""
        domains, board = self.domains, self.board
        value = domains[cell]
        tracing = self.trace is not None
        reason = Placed(cell, board.singles[value]) if tracing else None
        if not leave(self, board.rooms[board.room_of[cell]], cell, value, reason):
            return False
        touched = Touch(cell, board.singles[value]) if tracing else None
        return leave(self, board.touching[cell], cell, value, touched)

    def examine(self, room: Room, lost: Candidates) -> bool:
        """Dead values, hidden singles and room pointing in one room, for the values
        in ``lost`` (the others have the same holders as when last examined)."""
        members = self.board.rooms[room]
        once, twice = holders(self.domains, members)
        missing, hidden = cs.full(len(members)) ^ once, (once ^ twice) & lost
        if (hidden or missing) and not settle(self, room, members, hidden, missing):
            return False
        return self._point(room, twice & lost)

    def hidden_singles(self, room: Room) -> bool:
        """Every value of ``room`` with one place left goes there; one with none is a
        contradiction."""
        return settle_every(self, room, self.board.rooms[room])

    def pointing(self, room: Room) -> bool:
        """Room pointing in ``room``, for every value with two places or more."""
        return self._point(room, holders(self.domains, self.board.rooms[room])[1])

    def _point(self, room: Room, values: Candidates) -> bool:
        """Take each of ``values`` from every cell outside the room that touches each
        of its possible cells in the room."""
        return point(self, room, self.board.rooms[room], values, self._touched)

    def _touched(self, places: tuple[Var, ...], _: int) -> tuple[Var, ...]:
        """The cells outside their room that touch every one of ``places``."""
        touching = self.board.touching
        common = touching[places[0]]
        for holder in places[1:]:
            if not common:
                break
            common = tuple(cell for cell in common if cell in touching[holder])
        return common


def rules(board: Board) -> Rules[Reason]:
    """Suguru's rules as values, simplest first: the explainer's
    (:mod:`ripple_fp.suguru.explaining`)."""
    from ..search.rules import Rule, applied  # noqa: PLC0415 - only the explainer

    room: Callable[[Var], tuple[Room]] = lambda cell: (board.room_of[cell],)  # noqa: E731
    begin = partial(Work, board, Deductions.FULL)
    return (
        Rule("placed value", 0, applied(begin, Work.placed_value)),
        Rule("hidden single", 1, applied(begin, Work.hidden_singles), room, places=True),
        Rule("room pointing", 1, applied(begin, Work.pointing), room),
    )
