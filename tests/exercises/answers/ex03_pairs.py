"""Exercise 3: a new deduction rule for Ripple Effect, naked pairs, and a model that uses it.

Haskell counterpart::

    nakedPairs :: Board -> Domains -> [(Var, Candidates)]
    nakedPairs b ds = [ (x, complement p) | room <- rooms b, p <- pairsIn ds room
                                          , x <- room, ds ! x /= p, ds ! x .&. p /= 0 ]

    pairsModel :: Deductions -> Puzzle (Maybe Int) -> Model (Puzzle Int)
    pairsModel d p = m { start  = start m >>= closeUnder
                       , narrow = \\ds rs -> narrow m ds rs >>= closeUnder }
      where m = rippleModel d p

The rule: if two cells of a room can each hold only the same two values, those two
values go into those two cells, so no other cell of the room can hold either of them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence

from ripple_fp.grid.rooms import Problem, Solution
from ripple_fp.ripple.deductions import Deductions
from ripple_fp.ripple.model import Board, RippleModel
from ripple_fp.search import candidates as cs
from ripple_fp.search.candidates import Candidates
from ripple_fp.search.model import Domains, Look, Narrowed, Var
from ripple_fp.search.stats import Stats

Restriction = tuple[Var, Candidates]
"""A variable and the candidates it may keep, as ``Model.narrow`` takes them."""


def naked_pairs(board: Board, domains: Domains) -> list[Restriction]:
    """``nakedPairs``: what the rule forbids, only where a cell would lose a candidate
    (an empty list when the rule has nothing to say)."""
    return [found for room in board.rooms for found in room_restrictions(room, domains)]


def pairs_in(room: Sequence[Var], domains: Domains) -> list[Candidates]:
    """The candidate sets of two values that two (or more) cells of ``room`` share."""
    shared = Counter(domains[cell] for cell in room if cs.count(domains[cell]) == 2)
    return [pair for pair, cells in shared.items() if cells >= 2]


def room_restrictions(room: Sequence[Var], domains: Domains) -> Iterator[Restriction]:
    """Every other cell of ``room`` that still holds a value of a naked pair loses it."""
    for pair in pairs_in(room, domains):
        for cell in room:
            if domains[cell] != pair and domains[cell] & pair:
                yield cell, ~pair


class PairsModel:
    """Ripple's model at a level of deductions, with naked pairs propagated after every
    narrowing until they say nothing more (a ``Model[Solution]``)."""

    def __init__(self, problem: Problem, deductions: Deductions) -> None:
        self.inner = RippleModel(problem, deductions)
        self.board = self.inner.board

    def start(self, stats: Stats, look: Look | None = None) -> Narrowed | None:
        return self._closed(self.inner.start(stats), stats)

    def narrow(
        self, domains: Domains, restrictions: Iterable[Restriction], stats: Stats
    ) -> Narrowed | None:
        return self._closed(self.inner.narrow(domains, restrictions, stats), stats)

    def neighbours(self, var: Var) -> Sequence[Var]:
        return self.inner.neighbours(var)

    def read_out(self, domains: Domains) -> Solution:
        return self.inner.read_out(domains)

    def _closed(self, narrowed: Narrowed | None, stats: Stats) -> Narrowed | None:
        """Apply the rule and propagate again until it finds nothing; every round removes
        a candidate, so this ends. The changed variables of every round are kept."""
        while narrowed is not None:
            domains, changed = narrowed
            restrictions = naked_pairs(self.board, domains)
            if not restrictions:
                return narrowed
            more = self.inner.narrow(domains, restrictions, stats)
            narrowed = None if more is None else (more[0], changed + more[1])
        return None
