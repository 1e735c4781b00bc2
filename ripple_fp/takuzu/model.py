"""Takuzu as the engine sees it: the board, the line memo and the deductions.

Haskell counterpart (Takuzu's instance of the engine's record of functions)::

    takuzuModel :: Rules -> Deductions -> Matrix (Maybe Colour) -> Model (Matrix Colour)
    takuzuModel r d p = Model { start      = start d board memo (initialDomains board p)
                              , narrow     = narrow d board memo
                              , neighbours = (peers board !)
                              , readOut    = toSolution board }
      where board = makeBoard (side p) r
            memo  = lineMemo                 -- Haskell: a lazy table; here a dict

The rule set (0h h1 or Tohu-Wa-Vohu) is the kind's, given to the model beside the
problem (:class:`ModelUnder`), and is on the board: one model for both. The model owns
the memo of what each line allows (:class:`~.lines.LineMemo`), filled as the search meets new
line states, so it belongs to one search.

>>> from ripple_fp.search import engine
>>> from ripple_fp.search.order import Mrv
>>> from .parse import parse_puzzle
>>> from .render import render_solution
>>> from .puzzle import TAKUZU
>>> problem = parse_puzzle(". B B .\\n. . B .\\n. R . .\\nB . . .\\n").unwrap()
>>> model = ModelUnder(TAKUZU)(problem, Deductions.FULL)
>>> [render_solution(s) for s in engine.solve(model, Mrv())]
['R B B R\\nR R B B\\nB R R B\\nB B R R\\n']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..search.model import Domains, Look, Narrowed, Var
from ..search.propagation import Propagating
from ..search.stats import Stats
from .board import initial_domains, make_board, to_solution
from .deductions import Deductions, Reason, Work, start
from .lines import LineMemo
from .puzzle import Problem, Rules, Solution, side


class TakuzuModel(Propagating[Reason]):
    """One puzzle, ready for one search (:class:`~ripple_fp.search.model.Model`)."""

    def __init__(self, problem: Problem, deductions: Deductions, rules: Rules) -> None:
        self.problem, self.deductions = problem, deductions
        self.board = make_board(side(problem), rules)
        self.memo = LineMemo()

    def start(self, stats: Stats, look: Look | None = None) -> Narrowed | None:
        domains = initial_domains(self.board, self.problem)
        return start(self.board, self.memo, self.deductions, domains, stats)

    def work(self, domains: Domains) -> Work:
        return Work(self.board, self.memo, self.deductions, domains)

    def neighbours(self, var: Var) -> Sequence[Var]:
        return self.board.peers[var]

    def read_out(self, domains: Domains) -> Solution:
        return to_solution(self.board, domains)


@dataclass(frozen=True)
class ModelUnder:
    """:class:`TakuzuModel` under one rule set, ``takuzuModel r``:
    ``ModelUnder(rules)(problem, deductions)`` is what a kind's strategies build
    (:func:`~ripple_fp.search.strategy.ladder`), a value that compares and prints, as a
    plan's model does."""

    rules: Rules

    def __call__(self, problem: Problem, deductions: Deductions) -> TakuzuModel:
        return TakuzuModel(problem, deductions, self.rules)
