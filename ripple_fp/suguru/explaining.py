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

from typing import Final

from ..grid.rooms import Problem, Solution
from ..kinds.explaining import Classroom, Reasoned, Teacher, Words, grouped
from ..search import candidates as cs
from ..search.alldifferent import HiddenSingle, NoPlace, Placed, Pointing
from ..search.model import Var
from .deductions import Deductions, Reason, Touch, rules
from .model import Board, SuguruModel, initial_domains


class SuguruWords(Words[Reason]):
    """Suguru's words: cells ``r3c5``, a room by a cell of it."""

    def __init__(self, board: Board) -> None:
        super().__init__(lambda var: divmod(var, board.layout.size[1]))
        self.board = board

    def why(self, step: Reasoned[Reason]) -> str:
        match step.reason:
            case Placed(cell, value):
                return f"{self.name(cell)} is {value} and no other cell of its room may be"
            case Touch(cell, value):
                return f"{self.name(cell)} is {value} and no cell touching it may be"
            case HiddenSingle(_, value):
                return f"{value} has no other place in its room"
            case Pointing(_, value, holders):
                return (
                    f"every place left for {value} in a room ({self.name(*holders)}) touches them"
                )
            case NoPlace():
                return self.fails(step.reason, would=False)

    def premises(self, step: Reasoned[Reason]) -> tuple[Var, ...]:
        match step.reason:
            case Touch(cell):
                return (cell,)
        return grouped(self.board.rooms, step)

    def group(self, group: int) -> str:
        return f"the room of {self.name(self.board.rooms[group][0])}"


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
        words=SuguruWords(board),
        model=model,
        joined=problem.layout.same_room,
    )


TEACHER: Final = Teacher(classroom)
"""Suguru's explainer (:class:`~ripple_fp.kinds.explaining.Teacher`), its methods below."""
explain, hint, hint_at, grade = TEACHER.explain, TEACHER.hint, TEACHER.hint_at, TEACHER.grade
