"""What reasoning settles before the first guess: the root that ``auto`` and ``sat``
start from.

Haskell counterpart (Bird's ``prune`` before ``search``)::

    reason :: Order -> Puzzle (Maybe Int) -> Maybe (Puzzle [Int])
    reason order = fixpoint (prune order) . choices

Propagation with every deduction of :mod:`.deductions`, to its fixpoint, and, when the
order looks ahead, candidates whose trial propagation fails removed too. What is left
is the puzzle's candidates: a smaller formula for the learning search and for SAT
(:mod:`.encoding` gives variables only to candidates left), or, when one candidate is
left in every cell, the answer.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..grid.rooms import Problem, Puzzle, Solution
from ..search import candidates as cs
from ..search import engine
from ..search.meter import Meter
from ..search.model import Domains
from ..search.order import LookAhead, Order
from .board import Board, to_puzzle, to_solution
from .deductions import Deductions
from .model import RippleModel

Within = Puzzle[frozenset[int]]
"""The values each cell may still hold after the root's reasoning."""


@dataclass(frozen=True)
class Root:
    """Every cell's candidates after the root's reasoning."""

    model: RippleModel
    domains: Domains
    complete: bool
    """Whether one candidate is left in every cell."""

    @property
    def board(self) -> Board:
        """The puzzle's board, as the model reasoning used has it."""
        return self.model.board

    def candidates(self) -> int:
        """How many candidates are left in the cells not settled: what look-ahead would
        probe, and what a search would choose among."""
        return sum(cs.count(cands) for cands in self.domains if cs.is_open(cands))

    def look_ahead(self, meter: Meter) -> Root | None:
        """What look-ahead leaves of these candidates (:class:`~ripple_fp.search.order.
        LookAhead`'s root, from here); ``None`` if it finds a contradiction."""
        rooted = LookAhead().root(self.model, self.domains, meter)
        return None if rooted is None else _rooted(self.model, rooted[0])

    def within(self) -> Within:
        """The candidates as a puzzle of value sets."""
        return to_puzzle(self.board, self.domains)

    def settled(self) -> Solution | None:
        """The grid, when reasoning left one value in every cell."""
        return to_solution(self.board, self.domains) if self.complete else None


def reason(problem: Problem, order: Order, meter: Meter) -> Root | None:
    """What reasoning leaves each cell of ``problem`` (``order`` says whether it looks
    ahead: :class:`~ripple_fp.search.order.LookAhead` does); ``None`` if it finds a
    contradiction."""
    model = RippleModel(problem, Deductions.FULL)
    rooted = engine.root(engine.Context(model, order, meter))
    return None if rooted is None else _rooted(model, rooted[0])


def _rooted(model: RippleModel, domains: Domains) -> Root:
    """The root of these candidates, complete when none is left open."""
    return Root(model, domains, all(not cs.is_open(cands) for cands in domains))
