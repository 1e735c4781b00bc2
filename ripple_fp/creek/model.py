"""Creek as the engine sees it: the board and the deductions behind the four methods.

Haskell counterpart (Creek's instance of the engine's record of functions)::

    creekModel :: Deductions -> Problem -> Model Solution
    creekModel d p = Model { start      = start d board (initialDomains board)
                           , narrow     = narrow d board
                           , neighbours = (near board !)
                           , readOut    = toSolution board }
      where board = makeBoard p

>>> from .parse import parse_puzzle
>>> from ..search import engine
>>> from ..search.order import Mrv
>>> problem = parse_puzzle("Creek (2, 2) [((1, 1), 3), ((0, 0), 0)]").unwrap()
>>> [s[(0, 0)] for s in engine.solve(CreekModel(problem, Deductions.FULL), Mrv())]
[0]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..search.candidates import Candidates
from ..search.model import Domains, Look, Narrowed, Var
from ..search.stats import Stats
from .board import initial_domains, make_board, to_solution
from .deductions import Deductions, narrow, start
from .memo import AreaMemo
from .puzzle import Problem, Solution


class CreekModel:
    """One puzzle, ready for one search (:class:`~ripple_fp.search.model.Model`): the
    frozen :class:`~.board.Board`, and the memo of area analyses this search owns."""

    def __init__(self, problem: Problem, deductions: Deductions) -> None:
        self.problem, self.deductions = problem, deductions
        self.board = make_board(problem)
        self.memo = AreaMemo(self.board)

    def start(self, stats: Stats, look: Look | None = None) -> Narrowed | None:
        return start(self.memo, self.deductions, initial_domains(self.board), stats)

    def narrow(
        self, domains: Domains, restrictions: Iterable[tuple[Var, Candidates]], stats: Stats
    ) -> Narrowed | None:
        return narrow(self.memo, self.deductions, domains, restrictions, stats)

    def neighbours(self, var: Var) -> Sequence[Var]:
        return self.board.near[var]

    def read_out(self, domains: Domains) -> Solution:
        return to_solution(self.board, domains)
