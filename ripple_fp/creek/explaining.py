"""Creek explained: a solve in steps a person can follow, and hints, on the explainer
every kind shares (:mod:`ripple_fp.kinds.teaching`).

Haskell counterpart (Creek's instance of the ``Explainer`` class)::

    explain :: Problem -> Explained Solution
    hint    :: Problem -> Advice

The rules are this package's propagation (:mod:`.deductions`), weakest level first: a
**clue** with as many filled boxes around it as its number leaves the others empty, and
one with as many open boxes as it still needs fills them; then the area: a box **walled
off** from the other empty boxes is filled; then a box whose filling would **cut the
empty boxes apart** stays empty. The puzzle gives no box: its position can only be
given to :func:`hint_at`. A clue is named by a box it is a corner of.

>>> from pathlib import Path
>>> from ripple_fp.creek import CREEK
>>> problem = CREEK.parse_puzzle(Path("puzzles/creek/001.txt").read_text()).unwrap()
>>> found = explain(problem)
>>> found.grade
'very hard: contradiction 12 times, no guess (75 steps)'
>>> found.steps[0]
'clue: the 0 at the bottom-right corner of r10c10 allows no filled box, so r10c10 is empty.'
"""

from __future__ import annotations

from functools import partial
from typing import Final

from ..grid.matrix import Pos, Size, cell_name
from ..kinds import teaching
from ..kinds.teaching import Level
from ..search.candidates import Candidates
from ..search.model import Domains, Var
from ..search.propagation import Cells, Propagation
from ..search.recording import Cause
from .board import EITHER, IS_FILLED, initial_domains, to_solution
from .deductions import Deductions, _Work
from .model import CreekModel
from .puzzle import Problem

CLUE = "clue"
DIVIDED = "empty boxes apart"
WALLED = "walled off"
CUT = "no cut"


class CreekRoom:
    """One puzzle as the explainer sees it (:class:`~ripple_fp.kinds.teaching.Classroom`)."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self.model = CreekModel(problem, Deductions.FULL)
        self.board = self.model.board
        self.levels: tuple[Level, ...] = (
            Level(
                partial(self._begin, Deductions.FORWARD),
                {"_saturate": CLUE, "_area_rule": DIVIDED},
            ),
            Level(
                partial(self._begin, Deductions.SEALED), {"_saturate": CLUE, "_area_rule": WALLED}
            ),
            Level(partial(self._begin, Deductions.FULL), {"_saturate": CLUE, "_area_rule": CUT}),
        )

    @property
    def size(self) -> Size:
        return self.board.size

    def _begin(self, deductions: Deductions, domains: Domains) -> Propagation[object]:
        work = _Work(self.board, deductions, domains, None)
        work.todo.extend(range(len(self.board.clue_numbers)))
        work.dirty = True
        return work

    def start(self) -> Domains:
        return initial_domains(self.board)

    def blank(self, var: Var) -> Candidates:
        return EITHER

    def where(self, var: Var) -> Pos:
        return self.board.positions[var]

    def label(self, value: int) -> str:
        return "filled" if value else "empty"

    def because(
        self, rule: str, args: tuple[object, ...], var: Var, removed: Candidates, cells: Cells
    ) -> Cause:
        board, name = self.board, cell_name(self.where(var))
        if rule != CLUE:
            around = board.adjacent[var]
            if rule == WALLED:
                return Cause(around, f"no empty box can reach {name}")
            return Cause(around, f"filling {name} would cut the empty boxes apart")
        for clue in board.clues_of[var]:
            boxes, number = board.clue_boxes[clue], board.clue_numbers[clue]
            filled = sum(cells[box] == IS_FILLED for box in boxes)
            open_ = sum(cells[box] == EITHER for box in boxes)
            corner = self._corner(board.clue_crossings[clue])
            if removed == IS_FILLED and filled == number:
                have = f"has its {number} filled boxes" if number else "allows no filled box"
                return Cause(boxes, f"the {number} at {corner} {have}")
            if removed != IS_FILLED and filled + open_ == number:
                return Cause(boxes, f"the {number} at {corner} needs every open box around it")
        return Cause(())

    def _corner(self, crossing: Pos) -> str:
        """A crossing, named by a box it is a corner of."""
        (row, column), (rows, columns) = crossing, self.board.size
        top, left = row < rows, column < columns
        box = (row if top else row - 1, column if left else column - 1)
        side = f"{'top' if top else 'bottom'}-{'left' if left else 'right'}"
        return f"the {side} corner of {cell_name(box)}"


TEACHER: Final = teaching.Teacher(CreekRoom, lambda room, end: to_solution(room.board, end))
"""This kind's explainer: :meth:`~ripple_fp.kinds.teaching.Teacher.explain`, ``hint``
and ``hint_at`` on :class:`CreekRoom`."""

explain = TEACHER.explain
hint = TEACHER.hint
hint_at = TEACHER.hint_at
