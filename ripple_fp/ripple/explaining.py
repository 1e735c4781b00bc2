"""Ripple Effect explained: its words, on the explainer every kind shares
(:mod:`ripple_fp.kinds.explaining`), with its rules as values (:func:`.deductions.rules`).

Haskell counterpart (Ripple's instance of the ``Explainer`` class)::

    explain :: Puzzle (Maybe Int) -> Explained (Puzzle Int)
    hint    :: Puzzle (Maybe Int) -> Advice
    hintAt  :: Puzzle (Maybe Int) -> Map Pos Int -> Advice
    says    :: Reason -> Step -> String          -- Ripple's words, the rest shared

The rules, simplest first: the **room rule** (a value placed in a room leaves its other
cells), the **cross rule** (a value ``v`` placed leaves the cells within ``v`` of it in
its row and column), a **naked single** (a cell with one value left holds it: a step of
its own, before the two rules use the value), a **hidden single** (a value with one place
left in its room goes there) and **room reach** (every place left for ``v`` in a room
sees a cell outside it within ``v``: that cell loses ``v``). Cells are named ``r3c5``,
rooms by their number in the puzzle file.

>>> from ripple_fp import parse_puzzle
>>> found = explain(parse_puzzle("1 1\\n2 2\\n\\n- 1\\n- -\\n").unwrap())
>>> found.steps[2], found.grade
('naked single: r1c1 can only hold 2.', 'easy: naked single 3 times, no guess (6 steps)')
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from typing import Final

from pyrsistent import pvector

from ..grid.matrix import Matrix
from ..grid.rooms import Problem, Puzzle, RoomId, Solution
from ..kinds.explaining import Classroom, Losses, Reasoned, Teacher, Words, concluded, grouped
from ..search import candidates as cs
from ..search.alldifferent import HiddenSingle, NoPlace, Placed, Pointing
from ..search.model import Domains, Var
from . import solutions
from .deductions import Cross, Deductions, Reason, rules
from .model import Board, RippleModel, Room, initial_domains


class RippleWords(Words[Reason]):
    """Ripple Effect's words: cells ``r3c5``, rooms by their number in the file."""

    def __init__(self, board: Board) -> None:
        super().__init__(board.positions.__getitem__)
        self.board = board

    def room(self, room: Room) -> RoomId:
        """A room's number in the puzzle file."""
        return self.board.layout.room_of.cells[self.board.rooms[room][0]]

    def says(self, step: Reasoned[Reason]) -> str:
        losses = step.losses
        match step.reason:
            case Placed(cell, value):
                room = self.room(self.board.room_of[cell])
                return self._spread(cell, value, f"no other cell of room {room}", losses)
            case Cross(cell, value):
                within = f"no cell within {value} of it in its row or column"
                return self._spread(cell, value, within, losses)
            case HiddenSingle(room, value):
                only = self.name(*(var for var, _ in step.placed))
                return f"in room {self.room(room)}, only {only} can hold {value}"
            case Pointing(room, value, holders):
                losses = tuple(sorted(losses))
                places = f"{value} must go in room {self.room(room)} at {self._either(holders)}"
                each = "both see" if len(holders) == 2 else "each of them sees"
                seen = self.name(*(var for var, _ in losses))
                return f"{places}, and {each} {seen} within {value}: {concluded(self, losses, ())}"
            case NoPlace() as failure:
                return self.fails(failure, would=False)

    def _spread(self, cell: Var, value: int, where: str, losses: Losses) -> str:
        """A placed value leaving the cells ``where``: the room rule, the cross rule."""
        lose = concluded(self, losses, ())
        return f"{self.name(cell)} is {value}, so {where} is {value}: {lose}"

    def premises(self, step: Reasoned[Reason]) -> tuple[Var, ...]:
        match step.reason:
            case Cross(cell):
                return (cell,)
        return grouped(self.board.rooms, step)

    def group(self, group: Room) -> str:
        return f"room {self.room(group)}"

    def _either(self, cells: tuple[Var, ...]) -> str:
        names = [self.name(cell) for cell in cells]
        return " or ".join([", ".join(names[:-1]), names[-1]]) if len(names) > 1 else names[0]


def classroom(problem: Problem) -> Classroom[Reason, Solution]:
    """``problem`` as the explainer sees it: its givens (and filled cells) the position."""
    model = RippleModel(problem, Deductions.FULL)
    board = model.board
    givens = problem.grid.cells
    return Classroom(
        size=problem.layout.size,
        start=initial_domains(board, problem),
        filled=lambda var: givens[var] is not None,
        blank=lambda var: cs.full(board.room_size(var)),
        rules=rules(board, model.room_reach),
        words=RippleWords(board),
        model=model,
        joined=problem.layout.same_room,
        solve=partial(_solved, board),
    )


def _solved(board: Board, domains: Domains) -> Iterator[Domains]:
    """The solutions (of the default strategy), lazily, of the puzzle whose givens are
    the decided cells of ``domains``."""
    cells = (cs.only_value(cands) if cs.is_single(cands) else None for cands in domains)
    problem: Problem = Puzzle(board.layout, Matrix.of(board.layout.size, cells))
    return (pvector(map(cs.single, found.grid.cells)) for found in solutions(problem))


TEACHER: Final = Teacher(classroom)
"""Ripple Effect's explainer (:class:`~ripple_fp.kinds.explaining.Teacher`), its methods below."""
explain, hint, hint_at, grade = TEACHER.explain, TEACHER.hint, TEACHER.hint_at, TEACHER.grade
