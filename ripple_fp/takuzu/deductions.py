"""Takuzu's propagation: from a narrowing to everything it forces, line by line.

Haskell counterpart (Bird's ``prune``, run to a fixpoint over a queue of lines)::

    data Deductions = Forward | Lines | Full   -- each level stronger than the one before

    narrow :: Deductions -> Board -> Domains -> [(Var, Candidates)] -> Maybe (Domains, [Var])

A line is examined again whenever one of its cells is decided. The rules, each sound on
its own (it never removes a colour some solution uses):

- **balance** (``FORWARD``): a line with more than ``n/2`` cells of one colour is a
  contradiction; a line with ``n/2`` of one colour gets the other in every open cell.
- **pairs and gaps** (``FORWARD``): two alike adjacent cells (``RR.``) or alike with a
  gap (``R.R``) force the other colour beside them or between them; three alike is a
  contradiction.
- **whole lines** (``LINES`` and ``FULL``, instead of the two above): a colour that no
  balanced completion of the line without three alike gives a cell is removed
  (:mod:`.lines` counts them), which is everything the line's own rules imply.
- **identical lines** (every level, when the rules ask for unique lines): a complete
  line equal to another complete line of its kind is a contradiction.
- **duplicate elimination** (``FULL``, unique lines): a complete line of the same kind
  that a line agrees with wherever both are decided is one of that line's completions,
  and it is forbidden; a colour that only such copies give a cell is removed. With two
  open cells left, that is the classic rule: the line gets the opposite of the copy.

At every level the rules refuse every complete grid that breaks a rule (a property test
checks it against the referee), so a complete state of the search is a solution. The
domains change through a pyrsistent evolver that lives only inside one call, as in
Ripple's deductions.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from ..search import candidates as cs
from ..search.candidates import Candidates
from ..search.model import Domains, Narrowed, Var
from ..search.propagation import Propagation, propagate
from ..search.stats import Stats
from .board import Board, LineId
from .lines import Counts, Line, LineMemo
from .puzzle import Colour

RED = cs.single(Colour.RED)
BLUE = cs.single(Colour.BLUE)


class Deductions(Enum):
    """Which rules propagate: each level is stronger than the one before it."""

    FORWARD = "forward checking"
    """Balance, pairs and gaps, identical complete lines refused."""
    LINES = "lines"
    """Every line's own rules exactly (:mod:`.lines`) instead of balance, pairs and gaps."""
    FULL = "full"
    """Also duplicate elimination: every rule."""


def narrow(
    board: Board,
    memo: LineMemo,
    deductions: Deductions,
    domains: Domains,
    restrictions: Iterable[tuple[Var, Candidates]],
    *,
    stats: Stats,
) -> Narrowed | None:
    """Keep only the candidates of each cell that are in its set, and propagate."""
    return propagate(_Work(board, memo, deductions, domains), restrictions, stats)


def start(
    board: Board, memo: LineMemo, deductions: Deductions, domains: Domains, stats: Stats
) -> Narrowed | None:
    """Examine every line once, and propagate."""
    work = _Work(board, memo, deductions, domains)
    work.dirty.update(dict.fromkeys(range(len(board.lines))))
    return propagate(work, (), stats)


class _Work(Propagation[object]):
    """One propagation of Takuzu's rules: besides what every propagation keeps, the
    lines to examine again (a dict used as an ordered set: first in, first out)."""

    def __init__(
        self, board: Board, memo: LineMemo, deductions: Deductions, domains: Domains
    ) -> None:
        super().__init__(domains)
        self.board, self.memo = board, memo
        self.exact = deductions is not Deductions.FORWARD
        self.unique = board.rules.unique_lines
        self.no_copies = self.unique and deductions is Deductions.FULL
        self.half = board.size // 2
        self.dirty: dict[LineId, None] = {}

    def run(self) -> bool:
        """Examine dirty lines until none is left; False on a contradiction."""
        while self.dirty:
            line = next(iter(self.dirty))
            del self.dirty[line]
            if not self._examine(line):
                return False
        return True

    def lost(self, cell: Var, values: Candidates, left: Candidates) -> None:
        """A decided cell is a step, and makes its lines dirty."""
        if cs.is_single(left):
            self.steps += 1
            row, column = self.board.lines_of[cell]
            self.dirty[row] = self.dirty[column] = None

    def _forbid(self, cell: Var, colour: Candidates) -> bool:
        """Remove the single ``colour`` from ``cell`` if it holds it; False if nothing
        would be left."""
        return self.narrow(cell, ~colour)

    def _examine(self, line: LineId) -> bool:
        cells = self.board.lines[line]
        if self.exact:
            if not self._complete(line, cells):
                return False
        elif not (self._balance(cells) and self._pairs(cells)):
            return False
        return not self.unique or self._distinct(line, cells)

    def _complete(self, line: LineId, cells: tuple[Var, ...]) -> bool:
        """Keep the colours some valid completion of the line uses (:mod:`.lines`) and,
        with ``FULL``, some completion that copies no complete line of its kind."""
        values = self._values(cells)
        kept, counts = self.memo.verdict(values)
        if kept is None:
            return False
        copies = self._copies(line, values, counts) if self.no_copies else []
        if copies:
            kept = _without_copies(kept, counts, copies)
            if cs.NONE in kept:
                return False
        for cell, cands, keep in zip(cells, values, kept, strict=True):
            if keep != cands:
                self.narrow(cell, keep)
        return True

    def _copies(
        self, line: LineId, values: tuple[Candidates, ...], counts: Counts
    ) -> list[tuple[Candidates, ...]]:
        """The complete lines of the kind that ``values`` could still copy: each is one of
        its completions. None is looked for when every colour of an open cell has more
        completions than there are other lines (taking away copies cannot empty it)."""
        least = min(
            (
                t.of(c)
                for v, t in zip(values, counts, strict=True)
                if cs.is_open(v)
                for c in cs.values(v)
            ),
            default=self.board.size,
        )
        if least >= self.board.size:
            return []
        lines = self.board.lines
        others = (
            self._values(lines[other]) for other in self.board.parallel(line) if other != line
        )
        return [o for o in others if not any(map(cs.is_open, o)) and _agree(values, o)]

    def _distinct(self, line: LineId, cells: tuple[Var, ...]) -> bool:
        """A complete line differs from every complete line of its kind; with ``FULL``,
        the lines of its kind that could still copy it are examined again."""
        values = self._values(cells)
        if any(map(cs.is_open, values)):
            return True
        lines = self.board.lines
        for other in self.board.parallel(line):
            others = self._values(lines[other])
            if other == line or not _agree(values, others):
                continue
            if others == values:
                return False
            if self.no_copies:
                self.dirty[other] = None
        return True

    def _balance(self, cells: tuple[Var, ...]) -> bool:
        """Too many of one colour fails; ``n/2`` of one colour fills in the other."""
        values = [self.domains[cell] for cell in cells]
        reds, blues, half = values.count(RED), values.count(BLUE), self.half
        if reds > half or blues > half:
            return False
        if (reds == half) is not (blues == half):
            rest = BLUE if reds == half else RED
            for cell, cands in zip(cells, values, strict=True):
                if cs.is_open(cands):
                    self.narrow(cell, rest)
        return True

    def _pairs(self, cells: tuple[Var, ...]) -> bool:
        """In every window of three, two alike decided cells forbid their colour to the
        third (``RR.``, ``.RR``, ``R.R``)."""
        domains = self.domains
        for i in range(len(cells) - 2):
            a, b, c = cells[i : i + 3]
            da, db, dc = domains[a], domains[b], domains[c]
            if da == db and cs.is_single(da):
                third, colour = c, da
            elif db == dc and cs.is_single(db):
                third, colour = a, db
            elif da == dc and cs.is_single(da):
                third, colour = b, da
            else:
                continue
            if not self._forbid(third, colour):
                return False
        return True

    def _values(self, cells: tuple[Var, ...]) -> tuple[Candidates, ...]:
        domains = self.domains
        return tuple(domains[cell] for cell in cells)


def _without_copies(kept: Line, counts: Counts, copies: list[tuple[Candidates, ...]]) -> Line:
    """The colours of each cell that some completion other than the ``copies`` uses."""
    return tuple(
        cs.of(
            c
            for c in cs.values(keep)
            if tally.of(c) > [copy[i] for copy in copies].count(cs.single(c))
        )
        for i, (keep, tally) in enumerate(zip(kept, counts, strict=True))
    )


def _agree(line: tuple[Candidates, ...], other: tuple[Candidates, ...]) -> bool:
    """Could the two lines still end up equal: a colour in common in every cell?"""
    return all(mine & theirs for mine, theirs in zip(line, other, strict=True))
