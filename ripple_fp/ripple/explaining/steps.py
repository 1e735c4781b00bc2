"""The steps of an explained solve, as data: which rule, from what, to what.

Haskell counterpart::

    data Rule = RoomRule | CrossRule | NakedSingle | HiddenSingle | RoomReach
              | Contradiction | Guess                      deriving (Eq, Ord, Enum)
    data Conclusion = Place Pos Int | Eliminate Int [Pos] | Dead Dead
    data Dead = EmptyCell Pos | NoPlace RoomId Int | Unsolvable Pos   -- dead ends
    data Step = Step { rule :: Rule, premises :: [Pos], conclusion :: Conclusion, ... }

A :class:`Step` says which rule it used, the cells it reasoned from (its premises) and
what it concludes: a value placed, a value eliminated from some cells, or, when the
puzzle has no solution, what went wrong. :mod:`.trace` finds the steps,
:mod:`.wording` puts them into words, :mod:`.grade` rates a whole trace. The rules are
listed simplest first; a trace uses the simplest rule that makes progress.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ...grid.matrix import Pos
from ...grid.rooms import RoomId, Value


class Rule(Enum):
    """The rules a step may use, simplest first (the order a trace tries them in)."""

    ROOM_RULE = "room rule"
    """A value placed in a room leaves the room's other cells (the assignment's room rule)."""
    CROSS_RULE = "cross rule"
    """A value ``v`` placed in a cell leaves the cells within ``v`` of it in its row and
    column (the assignment's cross rule): cross elimination."""
    NAKED_SINGLE = "naked single"
    """A cell with one value left holds it."""
    HIDDEN_SINGLE = "hidden single"
    """A value with one place left in its room goes there."""
    ROOM_REACH = "room reach"
    """Every place left for ``v`` in a room sees a cell outside it within ``v``: that cell
    cannot hold ``v``."""
    CONTRADICTION = "contradiction"
    """Supposing a value, the rules above reach a dead end: the value goes."""
    GUESS = "guess"
    """No rule applies: a value is tried (the one a solution has)."""

    @property
    def rank(self) -> int:
        """0 for the simplest rule, 6 for a guess."""
        return list(Rule).index(self)


@dataclass(frozen=True)
class Place:
    """The conclusion that ``cell`` holds ``value``."""

    cell: Pos
    value: Value


@dataclass(frozen=True)
class Eliminate:
    """The conclusion that none of ``cells`` holds ``value``."""

    value: Value
    cells: tuple[Pos, ...]


@dataclass(frozen=True)
class EmptyCell:
    """A dead end: ``cell`` has no value left."""

    cell: Pos


@dataclass(frozen=True)
class NoPlace:
    """A dead end: ``room`` has no place left for ``value``."""

    room: RoomId
    value: Value


@dataclass(frozen=True)
class Unsolvable:
    """A dead end found by search: no value of ``cell`` leads to a solution."""

    cell: Pos


Dead = EmptyCell | NoPlace | Unsolvable
"""A dead end: what a contradiction runs into, or why a puzzle has no solution."""

Conclusion = Place | Eliminate | Dead
"""What a step concludes; a ``Dead`` conclusion ends a trace: the puzzle has no solution."""


@dataclass(frozen=True)
class Step:
    """One step of an explained solve.

    ``premises`` are the cells the step reasons from: the placed cell for the room and
    cross rules, the cell for a naked single, the room's other cells for a hidden single,
    the places left for the value for room reach, the supposed cell for a contradiction.
    ``room`` and ``value`` name what the step is about, where it is about one; a
    contradiction also says what it ``supposed`` and the ``dead`` end that followed.
    """

    rule: Rule
    premises: tuple[Pos, ...]
    conclusion: Conclusion
    room: RoomId | None = None
    supposed: Place | None = None
    dead: Dead | None = None
