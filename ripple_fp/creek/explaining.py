"""Creek explained: its words, on the explainer every kind shares
(:mod:`ripple_fp.kinds.explaining`), with its rules as values (:func:`.deductions.rules`).

Haskell counterpart (Creek's instance of the ``Explainer`` class)::

    explain :: Problem -> Explained Solution
    hint    :: Problem -> Advice
    says    :: Reason -> Step -> String          -- its words, the rest shared

The rules, simplest first: a **clue** with as many filled boxes around it as its number
leaves the others empty, and one with as many open boxes as it still needs fills them
(and the empty boxes must be able to meet: **empty boxes apart** is a dead end); then a
box **walled off** from the other empty boxes is filled; then a box whose filling would
cut the empty boxes apart stays empty (**no cut**). The puzzle gives no box: its position
can only be given to :func:`hint_at`. A clue is named by a box it is a corner of.

>>> from pathlib import Path
>>> from ripple_fp.creek import CREEK
>>> problem = CREEK.parse_puzzle(Path("puzzles/creek/001.txt").read_text()).unwrap()
>>> found = explain(problem)
>>> found.grade
'very hard: contradiction 12 times, no guess (74 steps)'
>>> found.steps[8]
'contradiction: if r1c10 were empty, the empty boxes would be divided; r1c10 is filled.'
"""

from __future__ import annotations

from typing import Final

from ..grid.matrix import cell_name
from ..kinds.explaining import Classroom, Reasoned, Teacher, Words
from ..search.model import Var
from .board import EITHER, Board, initial_domains
from .deductions import Apart, Cut, Deductions, Reason, Saturated, Walled, rules
from .model import CreekModel
from .puzzle import Problem, Solution


class CreekWords(Words[Reason]):
    """Creek's words: boxes ``r3c5``, a clue by a box it is a corner of."""

    def __init__(self, board: Board) -> None:
        super().__init__(board.positions.__getitem__)
        self.board = board

    def label(self, value: int) -> str:
        return "filled" if value else "empty"

    def symbol(self, value: int) -> str:
        return "■" if value else "·"

    def why(self, step: Reasoned[Reason]) -> str:
        match step.reason:
            case Saturated(clue, filled):
                number = self.board.clue_numbers[clue]
                if filled < number:
                    return f"{self.clue(clue)} needs every open box around it"
                has = f"has its {number} filled boxes" if number else "allows no filled box"
                return f"{self.clue(clue)} {has}"
            case Walled(box):
                return f"no empty box can reach {self.name(box)}"
            case Cut(box):
                return f"filling {self.name(box)} would cut the empty boxes apart"
            case Apart():
                return self.fails(step.reason, would=False)

    def premises(self, step: Reasoned[Reason]) -> tuple[Var, ...]:
        match step.reason:
            case Saturated(clue):
                return self.board.clue_boxes[clue]
            case Walled(box) | Cut(box):
                return tuple(self.board.adjacent[box])
        return ()

    def fails(self, reason: Reason, would: bool) -> str:
        match reason:
            case Saturated(clue, filled):
                number = self.board.clue_numbers[clue]
                many = f"{filled} filled boxes" if filled > number else "too few open boxes"
                return f"{self.clue(clue)} {self.have(would)} {many}"
            case Apart():
                return f"the empty boxes {'would be' if would else 'are'} divided"
        return super().fails(reason, would)

    def clue(self, clue: int) -> str:
        """``the 2 at the top-left corner of r3c4``: a clue, by a box it is a corner of."""
        (row, column), (rows, columns) = self.board.clue_crossings[clue], self.board.size
        top, left = row < rows, column < columns
        box = (row if top else row - 1, column if left else column - 1)
        side = f"{'top' if top else 'bottom'}-{'left' if left else 'right'}"
        return f"the {self.board.clue_numbers[clue]} at the {side} corner of {cell_name(box)}"


def classroom(problem: Problem) -> Classroom[Reason, Solution]:
    """``problem`` as the explainer sees it: no box is filled, only clues are given."""
    model = CreekModel(problem, Deductions.FULL)
    board = model.board
    return Classroom(
        size=board.size,
        start=initial_domains(board),
        blank=lambda var: EITHER,
        rules=rules(board),
        words=CreekWords(board),
        model=model,
    )


TEACHER: Final = Teacher(classroom)
"""Creek's explainer (:class:`~ripple_fp.kinds.explaining.Teacher`), its methods below."""
explain, hint, hint_at, grade = TEACHER.explain, TEACHER.hint, TEACHER.hint_at, TEACHER.grade
