"""Ripple Effect's propagation: from a narrowing to everything it forces.

Haskell counterpart (Bird's ``prune``, run to a fixpoint)::

    data Deductions = Forward | Rooms | Full      -- each level adds rules to the one before

    narrow :: Deductions -> Board -> Domains -> [(Var, Candidates)] -> Maybe (Domains, [Var])
    start  :: Deductions -> Board -> Domains -> Maybe (Domains, [Var])
    agree  :: Board -> [Candidates] -> Maybe [Var]   -- the decided cells break no rule
    commonReach :: [Var] -> Int -> State (Map (Int, [Var]) (Set Var)) (Set Var)

The rules, each sound on its own (it never removes a value some solution uses), each
loss with its reason (``Reason``, made only when a trace watches):

- **forward checking** (every level): a placed ``v`` leaves its room (the room rule,
  ``Placed``: the all-different of :mod:`ripple_fp.search.alldifferent`) and its cross
  reach (the cross rule, ``Cross``: ``Board.reach_of``); a cell left with one candidate
  is placed in turn (naked single).
- **hidden single** (``ROOMS``): a value with one possible cell in its room goes there
  (``HiddenSingle``); one with none is a contradiction (``NoPlace``): the all-different's.
- **room reach** (``FULL``): if every possible cell of value ``v`` in room ``R`` has cell
  ``X`` (outside ``R``) within its cross reach, ``X`` cannot hold ``v``: wherever ``v``
  goes in ``R``, it will forbid ``v`` at ``X`` (the all-different's ``Pointing``).

The rules are values too (:func:`rules`): the explainer applies them one at a time,
simplest first, with the same methods.

The domains are changed through a pyrsistent evolver: a mutable view that lives only
inside one call (Haskell's ``ST``: thawed, changed and frozen inside ``runST``). The
caller's domains are never touched, and what comes out is a new
persistent vector, as pure as if every step had copied.

**Before the first guess** (:func:`start`), forward checking from every decided cell (a
given, or a room of one cell) would walk millions of crosses on a puzzle of millions of
given cells to find no undecided cell there. Instead the decided cells are checked
against each other in one pass over the rooms and one over the rows and columns
(:func:`agree`); then each *undecided* cell looks at its room and its cross for the values
decided there (:func:`excluded`). The work grows with the cells, plus the crosses of the
undecided cells only. The referee scans lines the same way (``referee._too_close``) with
code of its own: it shares none with the search.

**Room reach, remembered** (:class:`RoomReach`): the room-reach rule asks, again and
again during look-ahead, for the intersection of the cross reaches of the few cells of a
room that can still hold a value. The answer depends only on the board, so it is
computed once and remembered: the one mutable table of a Ripple search, owned by the
model of one search (:class:`~.model.RippleModel`), never part of a frozen value.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
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
from ..search.propagation import LOOK_EVERY, Tracing, propagate

if TYPE_CHECKING:
    from ..search.candidates import Candidates
    from ..search.model import Domains, Narrowed, Var
    from ..search.rules import Rules
    from ..search.stats import Stats
    from .model import Board, Room


class Deductions(Enum):
    """Which rules propagate: each level adds rules to the one before it."""

    FORWARD = "forward checking"
    """Forward checking and naked singles only (the assignment's fast solver)."""
    ROOMS = "rooms"
    """Also hidden singles and dead rooms."""
    FULL = "full"
    """Also room reach: every rule."""


def start(  # noqa: PLR0917 - each argument a different thing
    board: Board,
    room_reach: RoomReach,
    deductions: Deductions,
    domains: Domains,
    stats: Stats,
    look: Callable[[], None] | None = None,
) -> Narrowed | None:
    """Check the cells that are already decided (givens, rooms of one cell) against each
    other, take what they forbid from the undecided ones, propagate, and examine once
    every room with an undecided cell (:func:`agree`). ``look`` (a meter's) is called
    every :data:`~ripple_fp.search.propagation.LOOK_EVERY` cells and steps: on a large
    grid this runs long before any search looks at its meter."""
    cells = domains.tolist()
    undecided = agree(board, cells)
    if undecided is None:
        return None
    work = Work(board, room_reach, deductions, domains)
    work.paced(look)
    for number, cell in enumerate(undecided, start=1):
        if not work.narrow(cell, ~excluded(board, cells, cell)):
            return None
        if look is not None and number % LOOK_EVERY == 0:
            look()
    rooms, room_of = board.rooms, board.room_of
    work.dirty.update(
        (room, cs.full(len(rooms[room]))) for room in map(room_of.__getitem__, undecided)
    )
    return propagate(work, (), stats)


@dataclass(frozen=True)
class Cross:
    """``cell`` holds ``value``: the cells of its row and column within ``value`` of it,
    outside its room, lose it (the cross rule)."""

    cell: Var
    value: int


Reason: TypeAlias = "Placed | Cross | HiddenSingle | NoPlace | Pointing"
"""Why Ripple Effect's rules take a value: a closed union."""


class Work(Grouped[Reason]):
    """One propagation of Ripple Effect's rules: besides what every propagation keeps,
    the cells whose placement is still to be propagated, and the rooms to examine again
    with the values they lost since they were last examined (only those can have become
    hidden singles or gained fewer holders, so only those need looking at)."""

    def __init__(
        self, board: Board, room_reach: RoomReach, deductions: Deductions, domains: Domains,
        trace: Tracing[Reason] = None,
    ) -> None:  # fmt: skip
        super().__init__(domains, deductions is not Deductions.FORWARD, trace)
        self.board, self.memo = board, room_reach
        self.singles, self.room_of = board.singles, board.room_of
        self.use_room_reach = deductions is Deductions.FULL
        self.todo: list[Var] = []
        self.examined = 0
        """Rooms examined so far (counted when paced)."""

    def lost(self, cell: Var, values: Candidates, left: Candidates) -> None:
        """Mark the values lost in the cell's room, and queue the cell if one is left."""
        room, dirty = self.room_of[cell], self.dirty
        dirty[room] = dirty.get(room, 0) | values
        if left in self.singles:
            self.todo.append(cell)

    def place(self) -> bool:
        """Remove every placed value from the cells it conflicts with."""
        todo, forward = self.todo, self.forward
        while todo:
            self.steps += 1
            if self.steps >= self.look_at:
                self.looked()
            if not forward(todo.pop()):
                return False
        return True

    def forward(self, cell: Var, room: bool = True, cross: bool = True) -> bool:
        """The value ``v`` placed at ``cell`` leaves the other cells of its room (the room
        rule: the all-different's :func:`~ripple_fp.search.alldifferent.leave`), then
        the cells of its row and column within ``v`` of it, outside its room (the cross
        rule); with ``room`` or ``cross`` false, that rule is left out."""
        domains, board = self.domains, self.board
        placed = domains[cell]
        value = self.singles[placed]
        if room and not leave(
            self,
            board.rooms[board.room_of[cell]],
            cell,
            placed,
            None if self.trace is None else Placed(cell, value),
        ):
            return False
        if cross:
            crossed = None if self.trace is None else Cross(cell, value)
            near, cuts = board.crosses.get(cell) or board.cross_of(cell)
            for other in near[: cuts[value]]:
                if domains[other] & placed and not self.eliminate(other, placed, crossed):
                    return False
        return True

    def room_rule(self, cell: Var) -> bool:
        """The room rule alone at ``cell``."""
        return self.forward(cell, cross=False)

    def cross_rule(self, cell: Var) -> bool:
        """The cross rule alone at ``cell``."""
        return self.forward(cell, room=False)

    def examine(self, room: Room, lost: Candidates) -> bool:
        """Dead values, hidden singles and room reach for one room, for the values in
        ``lost`` (the others were examined before and have the same holders). Paced,
        the propagation looks at its meter every ``LOOK_EVERY`` rooms examined too."""
        if self.look is not None:
            self.examined += 1
            if self.examined % LOOK_EVERY == 0:
                self.look()
        cells, domains = self.board.rooms[room], self.domains
        once = twice = thrice = four = cs.NONE  # values seen in at least 1, 2, 3, 4 cells
        for cell in cells:
            cands = domains[cell]
            four |= thrice & cands
            thrice |= twice & cands
            twice |= once & cands
            once |= cands
        missing = cs.full(len(cells)) ^ once
        hidden = (once ^ twice) & lost  # in exactly one cell (twice is a part of once)
        if (hidden or missing) and not settle(self, room, cells, hidden, missing):
            return False
        two_or_three = (twice ^ four) & lost
        if two_or_three and self.use_room_reach:
            return self._apply_room_reach(room, two_or_three)
        return True

    def hidden_singles(self, room: Room) -> bool:
        """Every value of ``room`` with one place left goes there; one with none is a
        contradiction (the all-different's
        :func:`~ripple_fp.search.alldifferent.settle_every`)."""
        return settle_every(self, room, self.board.rooms[room])

    def room_reach(self, room: Room) -> bool:
        """Room reach in ``room``, for every value with two places or more."""
        _, twice = holders(self.domains, self.board.rooms[room])
        return self._apply_room_reach(room, twice)

    def _apply_room_reach(self, room: Room, values: Candidates) -> bool:
        """For each of ``values`` with two or more possible cells in the room, remove it
        from the cells outside the room that all of them reach."""
        return point(self, room, self.board.rooms[room], values, self.memo.common)


def rules(board: Board, room_reach: RoomReach) -> Rules[Reason]:
    """Ripple Effect's rules as values, simplest first, with the placements said by
    naked singles: the explainer's (:mod:`ripple_fp.ripple.explaining`)."""
    from ..search.rules import NAKED_SINGLE, Rule, applied  # noqa: PLC0415 - only the explainer

    begin = partial(Work, board, room_reach, Deductions.FULL)
    room: Callable[[Var], tuple[Room]] = lambda cell: (board.room_of[cell],)  # noqa: E731
    return (
        Rule("room rule", 0, applied(begin, Work.room_rule)),
        Rule("cross rule", 0, applied(begin, Work.cross_rule)),
        NAKED_SINGLE,
        Rule("hidden single", 1, applied(begin, Work.hidden_singles), room, places=True),
        Rule("room reach", 2, applied(begin, Work.room_reach), room),
    )


COMMON_REACH_MEMO = 200_000
"""At most this many remembered intersections: at most about 70 MB, scaled from 24 MB
measured for 68,000 of them (before empty results shared one set). On a 100x100 puzzle
look-ahead meets about 80,000 in a minute; a search of hours could meet millions."""

_NOWHERE: frozenset[Var] = frozenset()
"""The one empty set the memo keeps (half the intersections are empty)."""


class RoomReach:
    """The memo of one search: filled on first use (most puzzles need few entries)."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self._beyond: dict[tuple[Var, int], frozenset[Var]] = {}
        self._common: dict[tuple[int, tuple[Var, ...]], frozenset[Var]] = {}

    def beyond_room(self, cell: Var, value: int) -> frozenset[Var]:
        """``board.reach_of(cell, value)`` without the cells of ``cell``'s room, as a set.
        Computed once per cell and value, then remembered."""
        key = (cell, value)
        found = self._beyond.get(key)
        if found is None:
            board = self.board
            found = frozenset(board.reach_of(cell, value)).difference(
                board.rooms[board.room_of[cell]]
            )
            self._beyond[key] = found
        return found

    def common(self, holders: tuple[Var, ...], value: int) -> frozenset[Var]:
        """The cells outside their room that every one of ``holders`` (cells of one room)
        reaches with ``value``: if ``value`` must go in one of them, it cannot go there.
        The memo starts afresh when it reaches ``COMMON_REACH_MEMO`` entries."""
        key = (value, holders)
        found = self._common.get(key)
        if found is None:
            found = frozenset.intersection(*(self.beyond_room(c, value) for c in holders))
            if len(self._common) >= COMMON_REACH_MEMO:
                self._common.clear()
            self._common[key] = found or _NOWHERE
        return found

    def __len__(self) -> int:
        """How many intersections are remembered."""
        return len(self._common)


# --- the room-reach memo ----------------------------------------------------------------


# --- before the first guess: what the decided cells say --------------------------------


def agree(board: Board, cells: list[Candidates]) -> list[Var] | None:
    """The undecided cells, in order, if the decided ones break no rule: each holds a
    value of its room, no two of a room hold the same, no two of a row or column hold
    the same ``v`` within distance ``v``. ``None`` if they break one (or a cell has no
    candidate left)."""
    undecided: list[Var] = []
    for members in board.rooms:
        top, seen = 1 << len(members), 0
        for cell in members:
            cands = cells[cell]
            if cands & (cands - 1):
                undecided.append(cell)
            elif cands < 2 or cands > top or cands & seen:
                return None
            else:
                seen |= cands
    if not _far_apart(board, cells):
        return None
    undecided.sort()
    return undecided


def _far_apart(board: Board, cells: list[Candidates]) -> bool:
    """Along every row and column, is each decided value ``v`` more than ``v`` cells
    from the last equal one before it?"""
    value_of = board.singles
    for line in _lines(board, cells):
        last: dict[int, int] = {}
        for position, cands in enumerate(line):
            value = value_of.get(cands)
            if value is not None:
                before = last.get(value)
                if before is not None and position - before <= value:
                    return False
                last[value] = position
    return True


def _lines(board: Board, cells: list[Candidates]) -> Iterator[list[Candidates]]:
    """Every row, then every column."""
    rows, cols = board.layout.size
    yield from (cells[start : start + cols] for start in range(0, rows * cols, cols))
    yield from (cells[column::cols] for column in range(cols))


def excluded(board: Board, cells: Sequence[Candidates], cell: Var) -> Candidates:
    """The values that decided cells forbid at ``cell``: those of its room, and each
    ``v`` decided within distance ``v`` in its row or column."""
    value_of, out = board.singles, 0
    for other in board.rooms[board.room_of[cell]]:
        if cells[other] in value_of:
            out |= cells[other]
    near, cuts = board.cross_of(cell)
    for distance in range(1, len(cuts)):
        if cuts[distance - 1] == len(near):
            break
        for other in near[cuts[distance - 1] : cuts[distance]]:
            value = value_of.get(cells[other])
            if value is not None and value >= distance:
                out |= cells[other]
    return out
