"""Exercise 8: a new client of the engine, the n-queens puzzle.

Haskell counterpart (the engine's record of functions, filled in for queens)::

    queens :: Int -> Model [Int]
    queens n = Model { start      = Just (fromList (replicate n (full n)), [])
                     , narrow     = narrowQueens n
                     , neighbours = \\row -> [ r | r <- [0 .. n - 1], r /= row ]
                     , readOut    = map onlyValue . toList }

Row ``r`` is variable ``r``; its value is the column (``1..n``) of the row's queen. A
queen placed in a row takes its column and its two diagonals from every other row.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from pyrsistent import pvector
from pyrsistent.typing import PVectorEvolver

from ripple_fp.search import candidates as cs
from ripple_fp.search.candidates import Candidates
from ripple_fp.search.model import Domains, Look, Narrowed, Var
from ripple_fp.search.stats import Stats

Placement = tuple[int, ...]
"""A solution: the column of the queen of each row, columns counted from 1."""


@dataclass(frozen=True)
class QueensModel:
    """Place ``n`` queens on an ``n`` x ``n`` board, none attacking another."""

    n: int

    def start(self, stats: Stats, look: Look | None = None) -> Narrowed | None:
        domains = pvector([cs.full(self.n)] * self.n)
        return self.narrow(domains, enumerate(domains), stats)

    def narrow(
        self, domains: Domains, restrictions: Iterable[tuple[Var, Candidates]], stats: Stats
    ) -> Narrowed | None:
        work, changed, placed = domains.evolver(), list[Var](), list[Var]()
        for row, keep in restrictions:
            if not self._keep(work, row, keep, changed, placed):
                return None
        while placed:
            row = placed.pop()
            stats.propagations += 1
            for other, attacked in self._attacks(row, cs.only_value(work[row])):
                if not self._keep(work, other, ~attacked, changed, placed):
                    return None
        return work.persistent(), changed

    def neighbours(self, var: Var) -> Sequence[Var]:
        return [row for row in range(self.n) if row != var]

    def read_out(self, domains: Domains) -> Placement:
        return tuple(cs.only_value(cands) for cands in domains)

    def _attacks(self, row: Var, column: int) -> Iterable[tuple[Var, Candidates]]:
        """The squares of every other row that a queen at ``(row, column)`` attacks."""
        for other in self.neighbours(row):
            shift = abs(other - row)
            columns = (column - shift, column, column + shift)
            yield other, cs.of(c for c in columns if 1 <= c <= self.n)

    @staticmethod
    def _keep(
        work: PVectorEvolver[Candidates],
        row: Var,
        keep: Candidates,
        changed: list[Var],
        placed: list[Var],
    ) -> bool:
        """Narrow ``row`` to ``keep``; a row left with one column is placed in turn.
        False if no column is left."""
        kept = work[row] & keep
        if not kept:
            return False
        if kept != work[row]:
            work[row] = kept
            changed.append(row)
            if cs.is_single(kept):
                placed.append(row)
        return True
