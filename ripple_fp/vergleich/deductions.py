"""Vergleichssudoku's propagation: from a narrowing to everything it forces.

Haskell counterpart (Bird's ``prune`` for sudoku, with the signs, to a fixpoint)::

    data Deductions = Forward | Bounds | Full    -- each level adds rules to the one before

    narrow :: Deductions -> Board -> Domains -> [(Var, Candidates)] -> Maybe (Domains, [Var])

The rules, each sound on its own (it never removes a digit some solution uses), each
loss with its reason (``Reason``, made only when a trace watches):

- **forward checking** (every level): a placed digit leaves the cell's row, column and
  box (its peers: ``Placed``, the all-different of :mod:`ripple_fp.search.alldifferent`;
  naked single: a cell left with one candidate is placed in turn), and the cells a
  sign compares it with keep only the digits above it (or below it).
- **bounds** (``BOUNDS``): arc consistency on the signs: a cell greater than its
  neighbour holds more than that neighbour's least candidate, a smaller one less than
  its neighbour's largest (``Compared``); and at the start, the chain bounds of
  :mod:`.board`.
- **hidden single** (``FULL``): a digit with one possible cell in a row, column or box
  goes there (``HiddenSingle``); a digit with none is a contradiction (``NoPlace``).

The worklist and the bookkeeping are :mod:`ripple_fp.search.propagation`'s; what is
here is what a change sets going and the rules, which are values too (:func:`rules`),
for the explainer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from functools import partial
from typing import TYPE_CHECKING, TypeAlias

from ..search import candidates as cs
from ..search.alldifferent import (
    Grouped,
    HiddenSingle,
    NoPlace,
    Placed,
    holders,
    leave,
    settle,
    settle_every,
)
from ..search.candidates import Candidates
from ..search.model import Domains, Narrowed, Var
from ..search.propagation import Tracing, propagate
from ..search.stats import Stats
from .board import Board, Unit

if TYPE_CHECKING:
    from ..search.rules import Rules


class Deductions(Enum):
    """Which rules propagate: each level adds rules to the one before it."""

    FORWARD = "forward checking"
    """A placed digit leaves its peers and bounds the cells its signs compare it with."""
    BOUNDS = "bounds"
    """Also arc consistency on every sign, and the chain bounds at the start."""
    FULL = "full"
    """Also hidden singles in every row, column and box."""


def start(board: Board, deductions: Deductions, domains: Domains, stats: Stats) -> Narrowed | None:
    """Propagate the puzzle before any guess: every cell's chain bounds (at ``FULL``),
    every sign and every unit once."""
    work = Work(board, deductions, domains)
    if work.bounds:
        consistent = all(work.narrow(cell, keep) for cell, keep in enumerate(board.bounds))
        if not consistent:
            return None
        work.moved.extend(range(board.cells))
    work.placed.extend(cell for cell, cands in enumerate(domains) if cs.is_single(cands))
    every = cs.full(board.size)
    work.dirty.update((unit, every) for unit in range(len(board.units)))
    return propagate(work, (), stats)


@dataclass(frozen=True)
class Compared:
    """Signs say the cells that lose digits are greater (or not: smaller) than ``than``,
    which ``holds`` these digits: they hold more than the least (or less than the
    largest)."""

    than: Var
    holds: Candidates
    greater: bool


Reason: TypeAlias = "Placed | Compared | HiddenSingle | NoPlace"
"""Why Vergleichssudoku's rules take a digit: a closed union."""


class Work(Grouped[Reason]):
    """One propagation of Vergleichssudoku's rules: besides what every propagation
    keeps, the cells placed but not yet propagated, the cells whose signs are to be
    revised, and the units to examine with the digits they lost since (only those can
    have become hidden singles)."""

    def __init__(
        self, board: Board, deductions: Deductions, domains: Domains, trace: Tracing[Reason] = None
    ) -> None:
        super().__init__(domains, deductions is Deductions.FULL, trace)
        self.board = board
        self.bounds = deductions is not Deductions.FORWARD
        self.every = cs.full(board.size)
        self.placed: list[Var] = []
        self.moved: list[Var] = []

    def lost(self, var: Var, values: Candidates, left: Candidates) -> None:
        """Mark the units of ``var`` (they may have a hidden single among ``values``)
        and queue it to place, or to revise its signs."""
        if self.examining:
            dirty = self.dirty
            for unit in self.board.units_of[var]:
                dirty[unit] = dirty.get(unit, cs.NONE) | values
        if cs.is_single(left):
            self.placed.append(var)
        elif self.bounds:
            self.moved.append(var)

    def place(self) -> bool:
        """Place every placed cell, and revise the signs of every moved one."""
        placed, moved = self.placed, self.moved
        while placed or moved:
            while placed:
                self.steps += 1
                if not self._place(placed.pop()):
                    return False
            if moved and not self.revise(moved.pop()):
                return False
        return True

    def _place(self, cell: Var) -> bool:
        """Remove the digit of ``cell`` from its peers, and bound its sign neighbours."""
        return self.placed_digit(cell) and self.revise(cell)

    def placed_digit(self, cell: Var) -> bool:
        """The digit of ``cell`` leaves its peers (its row, column and box)."""
        value = self.domains[cell]
        reason = None if self.trace is None else Placed(cell, cs.only_value(value))
        return leave(self, self.board.peers[cell], cell, value, reason)

    def revise(self, cell: Var) -> bool:
        """The cells greater than ``cell`` keep the digits above its least candidate, the
        smaller ones those below its largest."""
        board, cands = self.board, self.domains[cell]
        above, below = board.above_least[cands], board.below_most[cands]
        greater = smaller = None
        if self.trace is not None:
            greater, smaller = Compared(cell, cands, True), Compared(cell, cands, False)
        return all(self.narrow(other, above, greater) for other in board.greater[cell]) and all(
            self.narrow(other, below, smaller) for other in board.smaller[cell]
        )

    def examine(self, unit: Unit, lost: Candidates) -> bool:
        """Dead digits and hidden singles of one unit, among the digits it ``lost``."""
        cells = self.board.units[unit]
        once, twice = holders(self.domains, cells)
        missing, hidden = self.every ^ once, (once ^ twice) & lost
        return not (hidden or missing) or settle(self, unit, cells, hidden, missing)

    def hidden_singles(self, unit: Unit) -> bool:
        """Every digit with one place left in ``unit`` goes there; one with none is a
        contradiction."""
        return settle_every(self, unit, self.board.units[unit])


def rules(board: Board) -> Rules[Reason]:
    """Vergleichssudoku's rules as values, simplest first: a placed digit and the
    signs it bounds, then every sign, then hidden singles (the explainer's,
    :mod:`ripple_fp.vergleich.explaining`)."""
    from ..search.rules import Rule, applied  # noqa: PLC0415 - only the explainer

    units: Callable[[Var], tuple[Unit, ...]] = board.units_of.__getitem__
    begin = partial(Work, board, Deductions.FULL)
    return (
        Rule("placed digit", 0, applied(begin, Work.placed_digit)),
        Rule("sign", 0, applied(begin, Work.revise)),
        Rule("sign", 1, applied(begin, Work.revise), lambda cell: (cell,)),
        Rule("hidden single", 2, applied(begin, Work.hidden_singles), units, places=True),
    )
