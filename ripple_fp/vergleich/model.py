"""Vergleichssudoku as the engine sees it: the board and the deductions.

Haskell counterpart (Vergleich's instance of the engine's record of functions)::

    vergleichModel :: Deductions -> Matrix Clue -> Model (Matrix Int)
    vergleichModel d p = Model { start      = start d board (initialDomains board)
                               , narrow     = narrow d board
                               , neighbours = (peers board !)
                               , readOut    = toSolution board }
      where board = makeBoard p

>>> from .parse import parse_puzzle
>>> from ..search import engine
>>> from ..search.order import Mrv
>>> problem = parse_puzzle("-+ .- -- .+\\n-. .. +. ..\\n++ .- -- .+\\n+. .. +. ..\\n").unwrap()
>>> [s[(0, 0)] for s in engine.solve(VergleichModel(problem, Deductions.FULL), Mrv())]
[2]
"""

from __future__ import annotations

from collections.abc import Sequence

from ..search.model import Domains, Look, Narrowed, Var
from ..search.propagation import Propagating
from ..search.stats import Stats
from .board import initial_domains, make_board, to_solution
from .deductions import Deductions, Reason, Work, start
from .puzzle import Problem, Solution


class VergleichModel(Propagating[Reason]):
    """One puzzle, ready for one search (:class:`~ripple_fp.search.model.Model`). It
    keeps no memo: its board is a plain frozen value."""

    def __init__(self, problem: Problem, deductions: Deductions) -> None:
        self.problem, self.deductions = problem, deductions
        self.board = make_board(problem)

    def start(self, stats: Stats, look: Look | None = None) -> Narrowed | None:
        return start(self.board, self.deductions, initial_domains(self.board), stats)

    def work(self, domains: Domains) -> Work:
        return Work(self.board, self.deductions, domains)

    def neighbours(self, var: Var) -> Sequence[Var]:
        """A cell's row, column and box: every cell a digit placed here is removed from
        (the cells its signs compare it with are in its box)."""
        return self.board.peers[var]

    def read_out(self, domains: Domains) -> Solution:
        return to_solution(self.board, domains)
