"""0h h1 and Tohu-Wa-Vohu explained: a solve in steps a person can follow, and hints,
on the explainer every kind shares (:mod:`ripple_fp.kinds.teaching`).

Haskell counterpart (Takuzu's instance of the ``Explainer`` class)::

    explain :: Rules -> Matrix (Maybe Colour) -> Explained Solution
    hint    :: Rules -> Matrix (Maybe Colour) -> Advice

The rules are this package's propagation (:mod:`.deductions`), weakest level first:
**balance** (a line with half its cells of one colour gets the other everywhere else)
and **no three in a row** (two alike beside or around a cell give it the other
colour); then the **whole line** (a colour no valid way to finish the line gives a cell
goes); then, in 0h h1, **no two lines alike** (a colour that would make a line a copy
of a complete one goes). Each kind explains under its own rules: :func:`teacher`.

>>> from ripple_fp.takuzu import TAKUZU, TAKUZU_KIND
>>> problem = TAKUZU_KIND.parse_puzzle(". B B .\\n. . B .\\n. R . .\\nB . . .\\n").unwrap()
>>> found = teacher(TAKUZU).explain(problem)
>>> found.grade
'hard: no two lines alike 1 time, no guess (8 steps)'
>>> found.steps[0]
'balance: row 1 already has 2 blues, so r1c1, r1c4 are red.'
"""

from __future__ import annotations

from functools import partial
from typing import cast

from ..grid.matrix import Pos, Size, cell_name
from ..kinds import teaching
from ..kinds.teaching import Level
from ..search import candidates as cs
from ..search.candidates import Candidates
from ..search.model import Domains, Var
from ..search.propagation import Cells, Propagation
from ..search.recording import Cause
from .board import BOTH, initial_domains, to_solution
from .deductions import Deductions, _Work
from .model import TakuzuModel
from .puzzle import Colour, Problem, Rules, Solution

BALANCE = "balance"
THREE = "no three in a row"
WHOLE = "whole line"
ALIKE = "no two lines alike"


class TakuzuRoom:
    """One puzzle as the explainer sees it (:class:`~ripple_fp.kinds.teaching.Classroom`)."""

    def __init__(self, problem: Problem, rules: Rules) -> None:
        self.problem = problem
        self.model = TakuzuModel(problem, Deductions.FULL, rules)
        self.board = self.model.board
        forward = {"_balance": BALANCE, "_pairs": THREE, "_distinct": ALIKE}
        lines = {"_complete": WHOLE, "_distinct": ALIKE}
        levels = [
            Level(partial(self._begin, Deductions.FORWARD), forward),
            Level(partial(self._begin, Deductions.LINES), lines),
        ]
        if rules.unique_lines:
            levels.append(
                Level(partial(self._begin, Deductions.FULL), {**lines, "_complete": ALIKE})
            )
        self.levels: tuple[Level, ...] = tuple(levels)

    @property
    def size(self) -> Size:
        return (self.board.size, self.board.size)

    def _begin(self, deductions: Deductions, domains: Domains) -> Propagation[object]:
        work = _Work(self.board, self.model.memo, deductions, domains)
        work.dirty.update(dict.fromkeys(range(len(self.board.lines))))
        return work

    def start(self) -> Domains:
        return initial_domains(self.board, self.problem)

    def blank(self, var: Var) -> Candidates:
        return BOTH

    def where(self, var: Var) -> Pos:
        return divmod(var, self.board.size)

    def label(self, value: int) -> str:
        return Colour(value).name.lower()

    def because(
        self, rule: str, args: tuple[object, ...], var: Var, removed: Candidates, cells: Cells
    ) -> Cause:
        colour = cs.only_value(removed)
        if rule == THREE:
            return self._three(cast("tuple[Var, ...]", args[0]), var, removed, cells)
        line = self._line_of(rule, args, var, removed, cells)
        members = self.board.lines[line]
        if rule == BALANCE:
            held = tuple(m for m in members if cells[m] == removed)
            many = f"{len(held)} {self.label(colour)}s"
            return Cause(held, f"{self._line_name(line)} already has {many}")
        decided = tuple(m for m in members if cs.is_single(cells[m]))
        cell = cell_name(self.where(var))
        if rule == WHOLE:
            why = (
                f"no way to finish {self._line_name(line)} with as many reds as blues and "
                f"no three alike has {cell} {self.label(colour)}"
            )
            return Cause(decided, why)
        why = f"{cell} {self.label(colour)} would make {self._line_name(line)} a copy of another"
        return Cause(decided, why)

    def _three(self, line: tuple[Var, ...], var: Var, removed: Candidates, cells: Cells) -> Cause:
        """The two alike cells beside or around ``var`` in ``line``."""
        at = line.index(var)
        for first in range(max(at - 2, 0), min(at, len(line) - 3) + 1):
            pair = tuple(m for m in line[first : first + 3] if m != var)
            if all(cells[m] == removed for m in pair):
                names = " and ".join(cell_name(self.where(m)) for m in pair)
                return Cause(pair, f"{names} are {self.label(cs.only_value(removed))}")
        return Cause(())

    def _line_of(
        self, rule: str, args: tuple[object, ...], var: Var, removed: Candidates, cells: Cells
    ) -> int:
        """The line a rule was examining when it took ``removed`` from ``var``."""
        if args and isinstance(args[0], int):
            return args[0]
        row, column = self.board.lines_of[var]
        if rule == BALANCE:
            half = self.board.size // 2
            full = [m for m in self.board.lines[row] if cells[m] == removed]
            return row if len(full) == half else column
        return row

    def _line_name(self, line: int) -> str:
        size = self.board.size
        return f"row {line + 1}" if line < size else f"column {line - size + 1}"


def teacher(rules: Rules) -> teaching.Teacher[Problem, TakuzuRoom, Solution]:
    """The explainer of the kind whose rules are ``rules``:
    :meth:`~ripple_fp.kinds.teaching.Teacher.explain`, ``hint`` and ``hint_at`` on
    :class:`TakuzuRoom`."""
    return teaching.Teacher(partial(TakuzuRoom, rules=rules), _solution)


def _solution(room: TakuzuRoom, end: Domains) -> Solution:
    return to_solution(room.board, end)
