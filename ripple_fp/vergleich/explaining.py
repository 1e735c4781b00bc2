"""Vergleichssudoku explained: its words, on the explainer every kind shares
(:mod:`ripple_fp.kinds.explaining`), with its rules as values (:func:`.deductions.rules`).

Haskell counterpart (Vergleichssudoku's instance of the ``Explainer`` class)::

    explain :: Matrix Clue -> Explained (Matrix Int)
    hint    :: Matrix Clue -> Advice
    says    :: Reason -> Step -> String          -- its words, the rest shared

The rules, simplest first: a **placed digit** leaves its row, column and box, and a
**sign** bounds the cells it compares with a placed digit; then a **sign** bounds any cell
it compares (a cell greater than one that is at least 3 is at least 4); then a **hidden
single** (a digit with one place left in a row, column or box goes there). The puzzle
has no givens: its position can only be given to :func:`hint_at`.

>>> from pathlib import Path
>>> from ripple_fp.vergleich import VERGLEICH
>>> problem = VERGLEICH.parse_puzzle(Path("puzzles/vergleich/001.txt").read_text()).unwrap()
>>> found = explain(problem)
>>> found.grade
'medium: sign 12 times, no guess (24 steps)'
>>> found.steps[0]
'sign: r1c2 is greater than r1c1, which is at least 1, so r1c2 loses 1.'
"""

from __future__ import annotations

from typing import Final

from ..kinds.explaining import Classroom, Reasoned, Teacher, Words, grouped
from ..search import candidates as cs
from ..search.alldifferent import HiddenSingle, NoPlace, Placed
from ..search.model import Var
from .board import Board, Unit, initial_domains
from .deductions import Compared, Deductions, Reason, rules
from .model import VergleichModel
from .puzzle import Problem, Solution, box_of


class VergleichWords(Words[Reason]):
    """Vergleichssudoku's words: cells ``r3c5``, rows, columns and boxes by number."""

    def __init__(self, board: Board) -> None:
        super().__init__(board.position)
        self.board = board

    def why(self, step: Reasoned[Reason]) -> str:
        match step.reason:
            case Placed(cell, value):
                return f"{self.name(cell)} is {value}"
            case Compared(than, holds, greater):
                losing = [var for var, _ in step.losses]
                are = "is" if len(losing) == 1 else "are"
                digits = list(cs.values(holds))
                least = f"at least {digits[0]}" if greater else f"at most {digits[-1]}"
                bound = least if cs.is_open(holds) else str(digits[0])
                which = "greater" if greater else "smaller"
                return (
                    f"{self.name(*losing)} {are} {which} than {self.name(than)}, which is {bound}"
                )
            case HiddenSingle(unit, value):
                return f"{value} has no other place in {self.group(unit)}"
            case NoPlace():
                return self.fails(step.reason, would=False)

    def premises(self, step: Reasoned[Reason]) -> tuple[Var, ...]:
        match step.reason:
            case Compared(cell):
                return (cell,)
        return grouped(self.board.units, step)

    def group(self, group: Unit) -> str:
        """``row 3``, ``column 2``, ``box 4``."""
        n = self.board.size
        return f"{('row', 'column', 'box')[group // n]} {group % n + 1}"


def classroom(problem: Problem) -> Classroom[Reason, Solution]:
    """``problem`` as the explainer sees it: no cell is filled, only signs are given."""
    model, size = VergleichModel(problem, Deductions.FULL), problem.size[0]
    board = model.board
    return Classroom(
        size=problem.size,
        start=initial_domains(board),
        blank=lambda var: cs.full(size),
        rules=rules(board),
        words=VergleichWords(board),
        model=model,
        joined=lambda a, b: box_of(size, a) == box_of(size, b),
    )


TEACHER: Final = Teacher(classroom)
"""Vergleichssudoku's explainer (:class:`~ripple_fp.kinds.explaining.Teacher`)."""
explain, hint, hint_at, grade = TEACHER.explain, TEACHER.hint, TEACHER.hint_at, TEACHER.grade
