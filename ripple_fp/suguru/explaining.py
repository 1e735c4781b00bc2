"""Suguru explained: a solve in steps a person can follow, and hints, on the explainer
every kind shares (:mod:`ripple_fp.kinds.teaching`).

Haskell counterpart (Suguru's instance of the ``Explainer`` class)::

    explain :: Puzzle (Maybe Int) -> Explained (Puzzle Int)
    hint    :: Puzzle (Maybe Int) -> Advice

The rules are this package's propagation (:mod:`.deductions`), weakest level first: a
**placed value** leaves its room and the cells touching it (a cell left with one value
holds it); then a **hidden single** (a value with one place left in its room goes
there) and **room pointing** (a cell outside a room that touches every place left for
a value in the room cannot hold it).

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
from typing import Final, cast

from ..grid.matrix import Pos, Size, cell_name
from ..grid.rooms import Problem
from ..kinds import teaching
from ..kinds.teaching import Level
from ..search import candidates as cs
from ..search.candidates import Candidates
from ..search.model import Domains, Var
from ..search.propagation import Cells, Propagation
from ..search.recording import Cause
from .deductions import Deductions, _Work
from .model import SuguruModel, initial_domains, to_solution

PLACED = "placed value"
HIDDEN = "hidden single"
POINTING = "room pointing"
NO_PLACE = "no place left"


class SuguruRoom:
    """One puzzle as the explainer sees it (:class:`~ripple_fp.kinds.teaching.Classroom`)."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self.model = SuguruModel(problem, Deductions.FULL)
        self.board = self.model.board
        full = {"_forward_check": PLACED, "_examine": NO_PLACE}
        full |= {"_place_hidden": HIDDEN, "_point": POINTING}
        self.levels: tuple[Level, ...] = (
            Level(partial(self._begin, Deductions.FORWARD), {"_forward_check": PLACED}),
            Level(partial(self._begin, Deductions.FULL), full),
        )

    @property
    def size(self) -> Size:
        return self.board.layout.size

    def _begin(self, deductions: Deductions, domains: Domains) -> Propagation[object]:
        work = _Work(self.board, deductions, domains)
        work.todo.extend(var for var, cands in enumerate(domains) if cs.is_single(cands))
        if work.full:
            every = enumerate(map(len, self.board.rooms))
            work.dirty.update((room, cs.full(size)) for room, size in every)
        return work

    def start(self) -> Domains:
        return initial_domains(self.board, self.problem)

    def blank(self, var: Var) -> Candidates:
        return cs.full(len(self.board.rooms[self.board.room_of[var]]))

    def where(self, var: Var) -> Pos:
        return divmod(var, self.size[1])

    def label(self, value: int) -> str:
        return str(value)

    def because(
        self, rule: str, args: tuple[object, ...], var: Var, removed: Candidates, cells: Cells
    ) -> Cause:
        board = self.board
        if rule == PLACED:
            mates = board.rooms[board.room_of[var]]
            for other in (*mates, *board.touching[var]):
                if other != var and cells[other] == removed:
                    name, value = cell_name(self.where(other)), cs.only_value(removed)
                    where = "other cell of its room" if other in mates else "cell touching it"
                    return Cause((other,), f"{name} is {value} and no {where} may be")
            return Cause(())
        members = cast("tuple[Var, ...]", args[0])
        if rule == HIDDEN:
            value = cs.only_value(cells[var] & ~removed)
            return Cause(members, f"{value} has no other place in its room")
        value = cs.only_value(removed)
        holders = tuple(m for m in members if cells[m] & removed)
        names = ", ".join(cell_name(self.where(m)) for m in holders)
        return Cause(holders, f"every place left for {value} in a room ({names}) touches them")


TEACHER: Final = teaching.Teacher(SuguruRoom, lambda room, end: to_solution(room.board, end))
"""This kind's explainer: :meth:`~ripple_fp.kinds.teaching.Teacher.explain`, ``hint``
and ``hint_at`` on :class:`SuguruRoom`."""

explain = TEACHER.explain
hint = TEACHER.hint
hint_at = TEACHER.hint_at
