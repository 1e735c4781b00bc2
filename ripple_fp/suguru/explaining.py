"""Suguru explained: its words, on the explainer every kind shares
(:mod:`ripple_fp.kinds.explaining`), with its rules as values (:func:`.deductions.rules`).

Haskell counterpart (Suguru's instance of the ``Explainer`` class)::

    explain :: Puzzle (Maybe Int) -> Explained (Puzzle Int)
    hint    :: Puzzle (Maybe Int) -> Advice
    says    :: Reason -> Step -> String          -- Suguru's words, the rest shared

The rules, simplest first: a **placed value** leaves its room and the cells touching it
(a cell left with one value holds it); then a **hidden single** (a value with one place
left in its room goes there) and **room pointing** (a cell outside a room that touches
every place left for a value in the room cannot hold it).

>>> from ripple_fp.suguru import SUGURU
>>> problem = SUGURU.parse_puzzle("1 1 1\\n2 2 3\\n2 2 3\\n\\n- - 1\\n- - -\\n- - -\\n").unwrap()
>>> found = explain(problem)
>>> found.grade
'easy: placed value 10 times, no guess (10 steps)'
>>> found.steps[0]
'placed value: r1c3 is 1 and no other cell of its room may be, so r1c1, r1c2 lose 1.'
"""

from __future__ import annotations

from functools import partial
from typing import Final

from ..grid.matrix import Pos
from ..grid.rooms import Problem, Solution
from ..kinds.explaining import Classroom, Reasoned, Teacher, cell_names, concluded
from ..search import candidates as cs
from ..search.alldifferent import HiddenSingle, NoPlace, Placed
from ..search.model import Var
from .deductions import Deductions, Pointing, Reason, Touch, rules
from .model import Board, SuguruModel, initial_domains, to_solution


class Words:
    """Suguru's words: cells ``r3c5``, a room by a cell of it."""

    def __init__(self, board: Board) -> None:
        self.board = board

    def where(self, var: Var) -> Pos:
        return divmod(var, self.board.layout.size[1])

    def label(self, value: int) -> str:
        return str(value)

    def symbol(self, value: int) -> str:
        return str(value)

    def says(self, step: Reasoned[Reason]) -> str:
        return f"{self._why(step.reason)}, so {concluded(self, step.losses, step.placed)}"

    def _why(self, reason: Reason) -> str:
        match reason:
            case Placed(cell, value):
                return f"{self._name(cell)} is {value} and no other cell of its room may be"
            case Touch(cell, value):
                return f"{self._name(cell)} is {value} and no cell touching it may be"
            case HiddenSingle(_, value):
                return f"{value} has no other place in its room"
            case Pointing(_, value, holders):
                names = cell_names(self, holders)
                return f"every place left for {value} in a room ({names}) touches them"
            case NoPlace():
                return self.fails(reason, would=False)

    def _name(self, cell: Var) -> str:
        return cell_names(self, (cell,))

    def premises(self, step: Reasoned[Reason]) -> tuple[Var, ...]:
        match step.reason:
            case Placed(cell) | Touch(cell):
                return (cell,)
            case HiddenSingle(room):
                placed = {var for var, _ in step.placed}
                return tuple(cell for cell in self.board.rooms[room] if cell not in placed)
            case Pointing(holders=holders):
                return holders
        return ()

    def fails(self, reason: Reason, would: bool) -> str:
        verb = "would have" if would else "has"
        match reason:
            case NoPlace(room, value):
                first = cell_names(self, self.board.rooms[room][:1])
                return f"the room of {first} {verb} no place for {value}"
        return f"the rules {verb} no way on"


def classroom(problem: Problem) -> Classroom[Reason, Solution]:
    """``problem`` as the explainer sees it: its givens (and filled cells) the position."""
    model = SuguruModel(problem, Deductions.FULL)
    board, givens = model.board, problem.grid.cells
    return Classroom(
        size=problem.layout.size,
        start=initial_domains(board, problem),
        filled=lambda var: givens[var] is not None,
        blank=lambda var: cs.full(len(board.rooms[board.room_of[var]])),
        rules=rules(board),
        words=Words(board),
        model=model,
        read_out=partial(to_solution, board),
        joined=problem.layout.same_room,
    )


TEACHER: Final = Teacher(classroom)
"""Suguru's explainer: :meth:`~ripple_fp.kinds.explaining.Teacher.explain`, ``hint``,
``hint_at`` and ``grade``."""

explain = TEACHER.explain
hint = TEACHER.hint
hint_at = TEACHER.hint_at
grade = TEACHER.grade
