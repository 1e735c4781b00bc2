"""Ripple Effect as the engine sees it: the board, the deductions, the room-reach memo.

Haskell counterpart (Ripple's instance of the engine's record of functions)::

    rippleModel :: Deductions -> Puzzle (Maybe Int) -> Model (Puzzle Int)
    rippleModel d p = Model { start      = start d board (initialDomains board p)
                            , narrow     = narrow d board
                            , neighbours = \\x -> nub (roomMates board x ++ reachOf board x near)
                            , readOut    = toSolution board }
      where board = makeBoard (layout p)

>>> from ripple_fp import parse_puzzle
>>> from ripple_fp.search import engine
>>> from ripple_fp.search.order import Mrv
>>> problem = parse_puzzle("1 1\\n2 2\\n\\n- 1\\n- -\\n").unwrap()
>>> [s.grid[(0, 0)] for s in engine.solve(RippleModel(problem, Deductions.FULL), Mrv())]
[2]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..grid.rooms import Problem, Solution
from ..search.candidates import Candidates
from ..search.model import Domains, Narrowed, Var
from ..search.stats import Stats
from .board import initial_domains, make_board, to_solution
from .deductions import Deductions, narrow, start
from .reach import RoomReach

NEAR = 3
"""A cell's neighbours are its room and its cross reach up to ``NEAR`` (or up to its
room's size, if smaller: the largest value it can hold)."""


class RippleModel:
    """One puzzle, ready for one search (:class:`~ripple_fp.search.model.Model`)."""

    def __init__(self, problem: Problem, deductions: Deductions) -> None:
        self.problem, self.deductions = problem, deductions
        self.board = make_board(problem.layout)
        self.room_reach = RoomReach(self.board)
        self._near: dict[Var, tuple[Var, ...]] = {}

    def start(self, stats: Stats) -> Narrowed | None:
        domains = initial_domains(self.board, self.problem)
        return start(self.board, self.room_reach, self.deductions, domains, stats)

    def narrow(
        self, domains: Domains, restrictions: Iterable[tuple[Var, Candidates]], stats: Stats
    ) -> Narrowed | None:
        board, room_reach, deductions = self.board, self.room_reach, self.deductions
        return narrow(board, room_reach, deductions, domains, restrictions, stats=stats)

    def neighbours(self, var: Var) -> Sequence[Var]:
        near = self._near.get(var)
        if near is None:  # worked out when first asked: a search meets few cells' lists
            board = self.board
            room = (cell for cell in board.rooms[board.room_of[var]] if cell != var)
            near = tuple(dict.fromkeys([*room, *board.reach_of(var, NEAR)]))
            self._near[var] = near
        return near

    def read_out(self, domains: Domains) -> Solution:
        return to_solution(self.board, domains)
