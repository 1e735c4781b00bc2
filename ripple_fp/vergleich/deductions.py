"""Vergleichssudoku's propagation: from a narrowing to everything it forces.

Haskell counterpart (Bird's ``prune`` for sudoku, with the signs, to a fixpoint)::

    data Deductions = Forward | Bounds | Full    -- each level adds rules to the one before

    narrow :: Deductions -> Board -> Domains -> [(Var, Candidates)] -> Maybe (Domains, [Var])

The rules, each sound on its own (it never removes a digit some solution uses):

- **forward checking** (every level): a placed digit leaves the cell's row, column and
  box (naked single: a cell left with one candidate is placed in turn), and the cells a
  sign compares it with keep only the digits above it (or below it).
- **bounds** (``BOUNDS``): arc consistency on the signs: a cell greater than its
  neighbour holds more than that neighbour's least candidate, a smaller one less than
  its neighbour's largest; and at the start, the chain bounds of :mod:`.board`.
- **hidden single** (``FULL``): a digit with one possible cell in a row, column or box
  goes there; a digit with none is a contradiction.

The worklist and the bookkeeping are :mod:`ripple_fp.search.propagation`'s; what is
here is what a change sets going and the rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from ..search import candidates as cs
from ..search.candidates import Candidates
from ..search.model import Domains, Narrowed, Var
from ..search.propagation import Propagation, propagate
from ..search.stats import Stats
from .board import Board, Unit


class Deductions(Enum):
    """Which rules propagate: each level adds rules to the one before it."""

    FORWARD = "forward checking"
    """A placed digit leaves its peers and bounds the cells its signs compare it with."""
    BOUNDS = "bounds"
    """Also arc consistency on every sign, and the chain bounds at the start."""
    FULL = "full"
    """Also hidden singles in every row, column and box."""


def narrow(
    board: Board,
    deductions: Deductions,
    domains: Domains,
    restrictions: Iterable[tuple[Var, Candidates]],
    *,
    stats: Stats,
) -> Narrowed | None:
    """Keep only the candidates of each cell that are in its set, and propagate."""
    return propagate(_Work(board, deductions, domains), restrictions, stats)


def start(board: Board, deductions: Deductions, domains: Domains, stats: Stats) -> Narrowed | None:
    """Propagate the puzzle before any guess: every cell's chain bounds (at ``FULL``),
    every sign and every unit once."""
    work = _Work(board, deductions, domains)
    if work.bounds:
        consistent = all(work.narrow(cell, keep) for cell, keep in enumerate(board.bounds))
        if not consistent:
            return None
        work.moved.extend(range(board.cells))
    work.placed.extend(cell for cell, cands in enumerate(domains) if cs.is_single(cands))
    every = cs.full(board.size)
    work.dirty.update((unit, every) for unit in range(len(board.units)))
    return propagate(work, (), stats)


class _Work(Propagation[object]):
    """One propagation of Vergleichssudoku's rules: besides what every propagation
    keeps, the cells placed but not yet propagated, the cells whose signs are to be
    revised, and the units to examine with the digits they lost since (only those can
    have become hidden singles)."""

    def __init__(self, board: Board, deductions: Deductions, domains: Domains) -> None:
        super().__init__(domains)
        self.board = board
        self.bounds = deductions is not Deductions.FORWARD
        self.hidden = deductions is Deductions.FULL
        self.every = cs.full(board.size)
        self.placed: list[Var] = []
        self.moved: list[Var] = []
        self.dirty: dict[Unit, Candidates] = {}

    def lost(self, var: Var, values: Candidates, left: Candidates) -> None:
        """Mark the units of ``var`` (they may have a hidden single among ``values``)
        and queue it to place, or to revise its signs."""
        if self.hidden:
            dirty = self.dirty
            for unit in self.board.units_of[var]:
                dirty[unit] = dirty.get(unit, cs.NONE) | values
        if cs.is_single(left):
            self.placed.append(var)
        elif self.bounds:
            self.moved.append(var)

    def run(self) -> bool:
        """Propagate to a fixpoint; False on a contradiction."""
        while True:
            if not self._propagate():
                return False
            if not self.dirty or not self.hidden:
                return True
            if not self._examine(*self.dirty.popitem()):
                return False

    def _propagate(self) -> bool:
        """Place every placed cell, and revise the signs of every moved one."""
        placed, moved = self.placed, self.moved
        while placed or moved:
            while placed:
                self.steps += 1
                if not self._place(placed.pop()):
                    return False
            if moved and not self._revise(moved.pop()):
                return False
        return True

    def _place(self, cell: Var) -> bool:
        """Remove the digit of ``cell`` from its peers, and bound its sign neighbours."""
        domains, value = self.domains, self.domains[cell]
        for other in self.board.peers[cell]:
            if domains[other] & value and not self.eliminate(other, value):
                return False
        return self._revise(cell)

    def _revise(self, cell: Var) -> bool:
        """The cells greater than ``cell`` keep the digits above its least candidate, the
        smaller ones those below its largest."""
        board, cands = self.board, self.domains[cell]
        above, below = board.above_least[cands], board.below_most[cands]
        return all(self.narrow(other, above) for other in board.greater[cell]) and all(
            self.narrow(other, below) for other in board.smaller[cell]
        )

    def _examine(self, unit: Unit, lost: Candidates) -> bool:
        """Dead digits and hidden singles of one unit, among the digits it ``lost``."""
        cells, domains = self.board.units[unit], self.domains
        once = twice = cs.NONE  # digits seen in at least one, at least two cells
        for cell in cells:
            cands = domains[cell]
            twice |= once & cands
            once |= cands
        if once != self.every:
            return False
        for value in cs.values((once ^ twice) & lost):
            digit = cs.single(value)
            holder = next((cell for cell in cells if domains[cell] & digit), None)
            if holder is None:  # its one holder was just given another hidden single
                return False
            self.narrow(holder, digit)
        return True
