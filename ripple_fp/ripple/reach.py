"""Room reach, remembered: which cells outside a room every holder of a value reaches.

Haskell counterpart (a memo table threaded through the search, as ``State``)::

    commonReach :: [Var] -> Int -> State (Map (Int, [Var]) (Set Var)) (Set Var)

The room-reach rule (:mod:`.deductions`) asks, again and again during look-ahead, for
the intersection of the cross reaches of the few cells of a room that can still hold a
value. The answer depends only on the board, so it is computed once and remembered. The
memo is the one mutable table of a Ripple search: an object owned by the model of one
search (:class:`~.model.RippleModel`), never part of a frozen value.
"""

from __future__ import annotations

from ..search.model import Var
from .board import Board

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
