"""Vergleichssudoku explained: a solve in steps a person can follow, and hints, on the
explainer every kind shares (:mod:`ripple_fp.kinds.teaching`).

Haskell counterpart (Vergleichssudoku's instance of the ``Explainer`` class)::

    explain :: Matrix Clue -> Explained (Matrix Int)
    hint    :: Matrix Clue -> Advice

The rules are this package's propagation (:mod:`.deductions`), weakest level first: a
**placed digit** leaves its row, column and box, and a **sign** bounds the cell it
compares (a cell greater than one that is at least 3 is at least 4); then a **hidden
single** (a digit with one place left in a row, column or box goes there). The puzzle
has no givens: its position can only be given to :func:`hint_at`.

>>> from pathlib import Path
>>> from ripple_fp.vergleich import VERGLEICH
>>> problem = VERGLEICH.parse_puzzle(Path("puzzles/vergleich/001.txt").read_text()).unwrap()
>>> found = explain(problem)
>>> found.grade
'medium: sign 14 times, no guess (27 steps)'
>>> found.steps[0]
'sign: r3c4 is greater than r4c4, which is at least 1, so r3c4 loses 1.'
"""

from __future__ import annotations

from functools import partial
from typing import Final, cast

from ..grid.matrix import Pos, Size, cell_name
from ..kinds import teaching
from ..kinds.teaching import Level
from ..search import candidates as cs
from ..search.candidates import Candidates
from ..search.model import Domains, Var
from ..search.propagation import Cells, Propagation
from ..search.recording import Cause
from .board import initial_domains, to_solution
from .deductions import Deductions, _Work
from .model import VergleichModel
from .puzzle import Problem

PLACED = "placed digit"
SIGN = "sign"
HIDDEN = "hidden single"


class VergleichRoom:
    """One puzzle as the explainer sees it (:class:`~ripple_fp.kinds.teaching.Classroom`)."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self.model = VergleichModel(problem, Deductions.FULL)
        self.board = self.model.board
        rules = {"_place": PLACED, "_revise": SIGN}
        self.levels: tuple[Level, ...] = (
            Level(partial(self._begin, Deductions.FORWARD), rules),
            Level(partial(self._begin, Deductions.BOUNDS), rules),
            Level(partial(self._begin, Deductions.FULL), {**rules, "_examine": HIDDEN}),
        )

    @property
    def size(self) -> Size:
        return (self.board.size, self.board.size)

    def _begin(self, deductions: Deductions, domains: Domains) -> Propagation[object]:
        """Every placed digit, every sign (but the first level's) and every unit (the
        last level's) examined; the chain bounds the search starts with are left to the
        signs, one step at a time."""
        work = _Work(self.board, deductions, domains)
        if work.bounds:
            work.moved.extend(range(self.board.cells))
        work.placed.extend(cell for cell, cands in enumerate(domains) if cs.is_single(cands))
        every = cs.full(self.board.size)
        work.dirty.update((unit, every) for unit in range(len(self.board.units)))
        return work

    def start(self) -> Domains:
        return initial_domains(self.board)

    def blank(self, var: Var) -> Candidates:
        return cs.full(self.board.size)

    def where(self, var: Var) -> Pos:
        return self.board.position(var)

    def label(self, value: int) -> str:
        return str(value)

    def because(
        self, rule: str, args: tuple[object, ...], var: Var, removed: Candidates, cells: Cells
    ) -> Cause:
        name = cell_name(self.where(var))
        if rule == HIDDEN:
            unit = cast("int", args[0])
            digit = cs.only_value(cells[var] & ~removed)
            return Cause(
                self.board.units[unit], f"{digit} has no other place in {self._unit(unit)}"
            )
        cell = cast("int", args[0])
        other, cands = cell_name(self.where(cell)), cells[cell]
        if rule == PLACED:
            return Cause((cell,), f"{other} is {cs.only_value(cands)}")
        values = list(cs.values(cands))
        if var in self.board.greater[cell]:
            bound = f"at least {values[0]}" if len(values) > 1 else str(values[0])
            return Cause((cell,), f"{name} is greater than {other}, which is {bound}")
        bound = f"at most {values[-1]}" if len(values) > 1 else str(values[-1])
        return Cause((cell,), f"{name} is smaller than {other}, which is {bound}")

    def _unit(self, unit: int) -> str:
        n = self.board.size
        if unit < n:
            return f"row {unit + 1}"
        if unit < 2 * n:
            return f"column {unit - n + 1}"
        return f"box {unit - 2 * n + 1}"


TEACHER: Final = teaching.Teacher(VergleichRoom, lambda room, end: to_solution(room.board, end))
"""This kind's explainer: :meth:`~ripple_fp.kinds.teaching.Teacher.explain`, ``hint``
and ``hint_at`` on :class:`VergleichRoom`."""

explain = TEACHER.explain
hint = TEACHER.hint
hint_at = TEACHER.hint_at
