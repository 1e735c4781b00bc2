"""Takuzu's propagation: from a narrowing to everything it forces, line by line.

Haskell counterpart (Bird's ``prune``, run to a fixpoint over a queue of lines)::

    data Deductions = Forward | Lines | Full   -- each level stronger than the one before

    narrow :: Deductions -> Board -> Domains -> [(Var, Candidates)] -> Maybe (Domains, [Var])

A line is examined again whenever one of its cells is decided. The rules, each sound on
its own (it never removes a colour some solution uses), each loss with its reason
(``Reason``, made only when a trace watches):

- **balance** (``FORWARD``): a line with more than ``n/2`` cells of one colour is a
  contradiction; a line with ``n/2`` of one colour gets the other in every open cell
  (``Balance``).
- **pairs and gaps** (``FORWARD``): two alike adjacent cells (``RR.``) or alike with a
  gap (``R.R``) force the other colour beside them or between them (``Pair``); three
  alike is a contradiction.
- **whole lines** (``LINES`` and ``FULL``, instead of the two above): a colour that no
  balanced completion of the line without three alike gives a cell is removed
  (:mod:`.lines` counts them), which is everything the line's own rules imply
  (``WholeLine``).
- **identical lines** (every level, when the rules ask for unique lines): a complete
  line equal to another complete line of its kind is a contradiction (``Twins``).
- **duplicate elimination** (``FULL``, unique lines): a complete line of the same kind
  that a line agrees with wherever both are decided is one of that line's completions,
  and it is forbidden; a colour that only such copies give a cell is removed
  (``Copies``). With two open cells left, that is the classic rule: the line gets the
  opposite of the copy.

The rules are values too (:func:`rules`), for the explainer.

At every level the rules refuse every complete grid that breaks a rule (a property test
checks it against the referee), so a complete state of the search is a solution. The
domains change through a pyrsistent evolver that lives only inside one call, as in
Ripple's deductions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from functools import partial
from typing import TYPE_CHECKING, TypeAlias

from ..search import candidates as cs
from ..search.candidates import Candidates
from ..search.model import Domains, Narrowed, Var
from ..search.propagation import Propagation, Tracing, propagate
from ..search.stats import Stats
from .board import BLUE_ONLY, BOTH, RED_ONLY, Board, LineId
from .lines import Counts, Line, LineMemo

if TYPE_CHECKING:
    from ..search.rules import Rules


class Deductions(Enum):
    """Which rules propagate: each level is stronger than the one before it."""

    FORWARD = "forward checking"
    """Balance, pairs and gaps, identical complete lines refused."""
    LINES = "lines"
    """Every line's own rules exactly (:mod:`.lines`) instead of balance, pairs and gaps."""
    FULL = "full"
    """Also duplicate elimination: every rule."""


def start(
    board: Board, memo: LineMemo, deductions: Deductions, domains: Domains, stats: Stats
) -> Narrowed | None:
    """Examine every line once, and propagate."""
    work = Work(board, memo, deductions, domains)
    work.dirty.update(dict.fromkeys(range(len(board.lines))))
    return propagate(work, (), stats)


@dataclass(frozen=True)
class Balance:
    """``line`` has ``held``, cells of ``colour``: half its cells, so its open cells get
    the other; more than half, a contradiction."""

    line: LineId
    colour: int
    held: tuple[Var, ...]


@dataclass(frozen=True)
class Pair:
    """``first`` and ``second`` are both ``colour``: the cell beside them or between
    them gets the other (no three in a row)."""

    first: Var
    second: Var
    colour: int


@dataclass(frozen=True)
class WholeLine:
    """No balanced way to finish ``line`` without three alike gives the lost colours
    (none at all: a contradiction)."""

    line: LineId


@dataclass(frozen=True)
class Copies:
    """Only ways to finish ``line`` that copy a complete line give the lost colours."""

    line: LineId


@dataclass(frozen=True)
class Twins:
    """Complete lines ``line`` and ``other`` are alike: a contradiction."""

    line: LineId
    other: LineId


Reason: TypeAlias = "Balance | Pair | WholeLine | Copies | Twins"
"""Why Takuzu's rules take a colour: a closed union."""


class Work(Propagation[Reason]):
    """One propagation of Takuzu's rules, in a plain list (each examination reads a
    whole line, and the lines of its kind: far more reads than one copy costs), as
    Creek's: besides what every propagation keeps, the lines to examine again (a dict
    used as an ordered set: first in, first out)."""

    def __init__(
        self, board: Board, memo: LineMemo, deductions: Deductions, domains: Domains,
        trace: Tracing[Reason] = None,
    ) -> None:  # fmt: skip
        super().__init__(domains, listed=True, trace=trace)
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

    def _examine(self, line: LineId) -> bool:
        if self.exact:
            if not self._complete(line, self.no_copies):
                return False
        elif not (self.balance(line) and self.pairs(line)):
            return False
        return not self.unique or self.distinct(line)

    def whole_line(self, line: LineId) -> bool:
        """Keep the colours some valid completion of ``line`` uses."""
        return self._complete(line, copies=False)

    def not_copied(self, line: LineId) -> bool:
        """Keep the colours some valid completion of ``line`` that copies no complete
        line of its kind uses."""
        return self._complete(line, copies=True)

    def _complete(self, line: LineId, copies: bool) -> bool:
        """Keep the colours some valid completion of the line uses (:mod:`.lines`) and,
        with ``copies``, some completion that copies no complete line of its kind."""
        cells = self.board.lines[line]
        values = self._values(cells)
        found, counts = self.memo.allowed(values)
        if found is None:
            return self.fail(WholeLine(line) if self.trace is not None else None)
        kept = found
        twins = self._copies(line, values, counts) if copies else []
        if twins:
            kept = _without_copies(found, counts, twins)
            if cs.NONE in kept:
                return self.fail(Copies(line) if self.trace is not None else None)
        whole = copied = None
        if self.trace is not None:
            whole, copied = WholeLine(line), Copies(line)
        for cell, cands, allowed, keep in zip(cells, values, found, kept, strict=True):
            if keep != cands:
                self.narrow(cell, keep, whole if allowed == keep else copied)
        return True

    def _copies(
        self, line: LineId, values: tuple[Candidates, ...], counts: Counts
    ) -> list[tuple[Candidates, ...]]:
        """The complete lines of the kind that ``values`` could still copy: each is one of
        its completions. None is looked for when every colour of an open cell has more
        completions than there are other lines (taking away copies cannot empty it); an
        open cell holds both colours, so its fewest are the lesser of its tally."""
        least = min(
            (min(tally) for cands, tally in zip(values, counts, strict=True) if cands == BOTH),
            default=self.board.size,
        )
        if least >= self.board.size:
            return []
        lines = self.board.lines
        others = (
            self._values(lines[other]) for other in self.board.parallel(line) if other != line
        )
        return [o for o in others if BOTH not in o and _agree(values, o)]

    def distinct(self, line: LineId) -> bool:
        """A complete line differs from every complete line of its kind; with ``FULL``,
        the lines of its kind that could still copy it are examined again."""
        values = self._values(self.board.lines[line])
        if BOTH in values:
            return True
        lines = self.board.lines
        for other in self.board.parallel(line):
            others = self._values(lines[other])
            if other == line or not _agree(values, others):
                continue
            if others == values:
                return self.fail(Twins(line, other) if self.trace is not None else None)
            if self.no_copies:
                self.dirty[other] = None
        return True

    def balance(self, line: LineId) -> bool:
        """Too many of one colour fails; ``n/2`` of one colour fills in the other."""
        cells = self.board.lines[line]
        values = [self.domains[cell] for cell in cells]
        reds, blues, half = values.count(RED_ONLY), values.count(BLUE_ONLY), self.half
        full = RED_ONLY if reds >= blues else BLUE_ONLY
        reason = None
        if self.trace is not None and max(reds, blues) >= half:
            held = (cell for cell, cands in zip(cells, values, strict=True) if cands == full)
            reason = Balance(line, cs.only_value(full), tuple(held))
        if reds > half or blues > half:
            return self.fail(reason)
        if (reds == half) is not (blues == half):
            rest = BLUE_ONLY if reds == half else RED_ONLY
            for cell, cands in zip(cells, values, strict=True):
                if cs.is_open(cands):
                    self.narrow(cell, rest, reason)
        return True

    def pairs(self, line: LineId) -> bool:
        """In every window of three, two alike decided cells forbid their colour to the
        third (``RR.``, ``.RR``, ``R.R``)."""
        domains, cells = self.domains, self.board.lines[line]
        for i in range(len(cells) - 2):
            a, b, c = cells[i : i + 3]
            da, db, dc = domains[a], domains[b], domains[c]
            if da == db and cs.is_single(da):
                third, pair, colour = c, (a, b), da
            elif db == dc and cs.is_single(db):
                third, pair, colour = a, (b, c), db
            elif da == dc and cs.is_single(da):
                third, pair, colour = b, (a, c), da
            else:
                continue
            reason = None if self.trace is None else Pair(*pair, cs.only_value(colour))
            if not self.narrow(third, ~colour, reason):
                return False
        return True

    def _values(self, cells: tuple[Var, ...]) -> tuple[Candidates, ...]:
        """The candidates of ``cells``; a line is complete when none holds :data:`BOTH`
        (a list made first: faster than a tuple of a generator, on the hottest path)."""
        domains = self.domains
        return tuple([domains[cell] for cell in cells])


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


def rules(board: Board, memo: LineMemo) -> Rules[Reason]:
    """Takuzu's rules as values, simplest first, for the rule set of ``board``: balance
    and no three in a row, then whole lines, then (0h h1) no two lines alike; the
    explainer's (:mod:`ripple_fp.takuzu.explaining`)."""
    from ..search.rules import Rule, applied  # noqa: PLC0415 - only the explainer

    lines: Callable[[Var], tuple[LineId, LineId]] = board.lines_of.__getitem__
    begin = partial(Work, board, memo, Deductions.FULL)
    alike, unique = "no two lines alike", board.rules.unique_lines
    checks = (Rule(alike, 0, applied(begin, Work.distinct), lines),) if unique else ()
    copies = (Rule(alike, 2, applied(begin, Work.not_copied), lines),) if unique else ()
    return (
        Rule("balance", 0, applied(begin, Work.balance), lines),
        Rule("no three in a row", 0, applied(begin, Work.pairs), lines),
        *checks,
        Rule("whole line", 1, applied(begin, Work.whole_line), lines),
        *copies,
    )
