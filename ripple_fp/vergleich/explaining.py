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

from functools import partial
from typing import Final

from ..grid.matrix import Pos
from ..kinds.explaining import Classroom, Reasoned, Teacher, cell_names, concluded
from ..search import candidates as cs
from ..search.alldifferent import HiddenSingle, NoPlace, Placed
from ..search.model import Var
from .board import Board, Unit, initial_domains, make_board, to_solution
from .deductions import Above, Below, Deductions, Reason, rules
from .model import VergleichModel
from .puzzle import Problem, Solution, box_of


class Words:
    """Vergleichssudoku's words: cells ``r3c5``, rows, columns and boxes by number."""

    def __init__(self, board: Board) -> None:
        self.board = board

    def where(self, var: Var) -> Pos:
        return self.board.position(var)

    def label(self, value: int) -> str:
        return str(value)

    def symbol(self, value: int) -> str:
        return str(value)

    def says(self, step: Reasoned[Reason]) -> str:
        return f"{self._why(step)}, so {concluded(self, step.losses, step.placed)}"

    def _why(self, step: Reasoned[Reason]) -> str:
        losing = [var for var, _ in step.losses]
        match step.reason:
            case Placed(cell, value):
                return f"{self._name(cell)} is {value}"
            case Above(than, holds):
                bound = self._bound("at least", min(cs.values(holds)), holds)
                return f"{self._are(losing)} greater than {self._name(than)}, which is {bound}"
            case Below(than, holds):
                bound = self._bound("at most", max(cs.values(holds)), holds)
                return f"{self._are(losing)} smaller than {self._name(than)}, which is {bound}"
            case HiddenSingle(unit, value):
                return f"{value} has no other place in {self.unit(unit)}"
            case NoPlace():
                return self.fails(step.reason, would=False)

    def premises(self, step: Reasoned[Reason]) -> tuple[Var, ...]:
        match step.reason:
            case Placed(cell):
                return (cell,)
            case Above(than) | Below(than):
                return (than,)
            case HiddenSingle(unit):
                placed = {var for var, _ in step.placed}
                return tuple(cell for cell in self.board.units[unit] if cell not in placed)
        return ()

    def fails(self, reason: Reason, would: bool) -> str:
        verb = "would have" if would else "has"
        match reason:
            case NoPlace(unit, value):
                return f"{self.unit(unit)} {verb} no place for {value}"
        return f"the rules {verb} no way on"

    def unit(self, unit: Unit) -> str:
        """``row 3``, ``column 2``, ``box 4``."""
        n = self.board.size
        kind, number = ("row", "column", "box")[unit // n], unit % n + 1
        return f"{kind} {number}"

    def _name(self, cell: Var) -> str:
        return cell_names(self, (cell,))

    def _are(self, cells: list[Var]) -> str:
        return f"{cell_names(self, cells)} {'is' if len(cells) == 1 else 'are'}"

    def _bound(self, which: str, digit: int, holds: int) -> str:
        """``at least 3``, or ``3`` for a cell that holds only 3."""
        return f"{which} {digit}" if cs.is_open(holds) else str(digit)


def classroom(problem: Problem) -> Classroom[Reason, Solution]:
    """``problem`` as the explainer sees it: no cell is filled, only signs are given."""
    board, size = make_board(problem), problem.size[0]
    return Classroom(
        size=problem.size,
        start=initial_domains(board),
        filled=lambda var: False,
        blank=lambda var: cs.full(size),
        rules=rules(board),
        words=Words(board),
        model=VergleichModel(problem, Deductions.FULL),
        read_out=partial(to_solution, board),
        joined=lambda a, b: box_of(size, a) == box_of(size, b),
    )


TEACHER: Final = Teacher(classroom)
"""Vergleichssudoku's explainer: :meth:`~ripple_fp.kinds.explaining.Teacher.explain`,
``hint``, ``hint_at`` and ``grade``."""

explain = TEACHER.explain
hint = TEACHER.hint
hint_at = TEACHER.hint_at
grade = TEACHER.grade
