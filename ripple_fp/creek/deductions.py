"""Creek's propagation: from a narrowing to everything it forces.

Haskell counterpart (Bird's ``prune``, run to a fixpoint)::

    data Deductions = Forward | Sealed | Full   -- each level adds rules to the one before

    narrow :: Deductions -> Board -> Domains -> [(Var, Candidates)] -> Maybe (Domains, [Var])

The rules, each sound on its own (it never removes a value some solution uses), each
loss with its reason (``Reason``, made only when a trace watches):

- **clue saturation** (every level): a clue with as many filled boxes around it as its
  number empties the undecided rest; one whose undecided boxes are just enough fills them
  all; one with too many filled boxes, or too few open ones, is a contradiction (each
  ``Saturated``, with its counts). (For a counting constraint this is exactly forward
  checking.)
- **the area rule** (:mod:`.areas`), once the clues are at their fixpoint and again after
  each time it decides something: at ``FORWARD`` a check that the empty boxes can still
  meet (``Apart``), at ``SEALED`` also filling what they cannot reach (``Walled``), at
  ``FULL`` also keeping empty a box that would cut them apart (``Cut``).

The rules are values too (:func:`rules`), for the explainer.

The worklist and the bookkeeping are :mod:`ripple_fp.search.propagation`'s (in a
plain list: only the boxes that changed are written back); what is here is what a
change sets going and the rules.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum
from functools import partial
from typing import TYPE_CHECKING, TypeAlias

from ..search.candidates import Candidates
from ..search.model import Domains, Narrowed, Var
from ..search.propagation import Propagation, Tracing, propagate
from ..search.stats import Stats
from .areas import Analysis, Forced, Level, analyse, reach_rule
from .board import EITHER, IS_EMPTY, IS_FILLED, Board
from .local import patch
from .memo import AreaMemo

if TYPE_CHECKING:
    from ..search.rules import Rules

PATCH_FROM = 400
"""The area rule is patched (:mod:`.local`) on grids of at least this many boxes; on
smaller ones a new analysis costs less than the local tests (measured on the corpus:
on 10x10 grids patching made the median solve half as slow again, on 30x45 it made
it three times as fast)."""


class Deductions(Enum):
    """Which rules propagate: each level adds a rule of the area to the one before it."""

    FORWARD = Level.DIVIDED
    """Clue saturation, and a check that the empty boxes are not divided."""
    SEALED = Level.SEALED
    """Also fill the boxes no empty box can reach."""
    FULL = Level.FULL
    """Also keep empty the boxes that would cut the empty ones apart: every rule."""


def narrow(
    memo: AreaMemo,
    deductions: Deductions,
    domains: Domains,
    restrictions: Iterable[tuple[Var, Candidates]],
    stats: Stats,
) -> Narrowed | None:
    """Keep only the candidates of each box that are in its set, and propagate. At
    ``FULL`` on a large grid, the area rule starts from the memo's analysis of
    ``domains``."""
    patching = deductions is Deductions.FULL and len(domains) >= PATCH_FROM
    base = memo.analysis(domains) if patching else None
    work = _Work(memo.board, deductions, domains, base=base)
    return work.remembered(memo, propagate(work, restrictions, stats))


def start(
    memo: AreaMemo, deductions: Deductions, domains: Domains, stats: Stats
) -> Narrowed | None:
    """Examine every clue once, and the area rule, from the domains before any guess."""
    work = _Work(memo.board, deductions, domains)
    work.todo.extend(range(len(memo.board.clue_numbers)))
    work.dirty = True
    return work.remembered(memo, propagate(work, (), stats))


@dataclass(frozen=True)
class Saturated:
    """``clue`` has ``filled`` filled boxes and ``open`` open ones: as many filled as its
    number, its open boxes are empty; as many open as it still needs, they are filled;
    too many filled, or too few open, a contradiction."""

    clue: int
    filled: int
    open: int


@dataclass(frozen=True)
class Apart:
    """The empty boxes can no longer meet: a contradiction."""


@dataclass(frozen=True)
class Walled:
    """No empty box can reach ``box``: it is filled."""

    box: Var


@dataclass(frozen=True)
class Cut:
    """Filling ``box`` would cut the empty boxes apart: it is empty."""

    box: Var


Reason: TypeAlias = "Saturated | Apart | Walled | Cut"
"""Why Creek's rules decide a box: a closed union."""


class _Work(Propagation[Reason]):
    """One propagation of Creek's rules, in a plain list (a grid of a thousand boxes
    reads it far more often than it copies it): besides what every propagation keeps,
    the clues still to examine, whether the area rule must look again, and the last
    analysis of the area with how much of ``changed`` it has seen."""

    domains: list[Candidates]

    def __init__(
        self, board: Board, deductions: Deductions, domains: Domains,
        trace: Tracing[Reason] = None, base: Analysis | None = None,
    ) -> None:  # fmt: skip
        super().__init__(domains, listed=True, trace=trace)
        self.board, self.level, self.base, self.since = board, deductions.value, base, 0
        self.todo: list[int] = []
        self.dirty = False

    def lost(self, var: Var, values: Candidates, left: Candidates) -> None:
        """Decide ``var`` (a placement, for the stats): its clues and the area rule will
        look again."""
        self.steps += 1
        self.todo.extend(self.board.clues_of[var])
        self.dirty = True

    def run(self) -> bool:
        """Propagate to a fixpoint; False on a contradiction."""
        while self._saturate():
            if not self.dirty:
                return True
            self.dirty = False
            if not self._decide(self._area_rule(self.level)):
                return False
        return False

    def apart(self, _: int) -> bool:
        """The area rule's check: the empty boxes can still meet."""
        return self._decide(self._area_rule(Level.DIVIDED))

    def walled(self, _: int) -> bool:
        """The area rule up to its second level: boxes no empty box reaches are filled."""
        return self._decide(self._area_rule(Level.SEALED))

    def cut(self, _: int) -> bool:
        """The whole area rule: a box whose filling would cut the empty boxes apart is
        empty (and a walled off box filled)."""
        return self._decide(self._area_rule(Level.FULL))

    def _decide(self, forced: Forced | None) -> bool:
        """Give each box ``forced`` its value (a box already decided keeps its own);
        ``None``: the empty boxes are divided, a contradiction."""
        if forced is None:
            return self.fail(Apart() if self.trace is not None else None)
        cells = self.domains
        for box, value in forced:
            if cells[box] == EITHER:  # a box already decided keeps its value
                reason = None
                if self.trace is not None:
                    reason = Cut(box) if value == IS_EMPTY else Walled(box)
                self.narrow(box, value, reason)
        return True

    def _area_rule(self, level: Level) -> Forced | None:
        """The area rule at ``level``: at ``FULL`` patched from the last analysis when
        the local tests allow it, else from a new analysis (:mod:`.local`)."""
        cells = self.domains
        if level < Level.FULL:
            return reach_rule(self.board.adjacent, cells, level)
        if self.base is not None and len(cells) >= PATCH_FROM:
            patched = patch(self.board, self.base, cells, self.changed[self.since :])
            if not isinstance(patched, str):
                return patched
        self.base, self.since = analyse(self.board.adjacent, cells), len(self.changed)
        return self.base.forced()

    def _saturate(self) -> bool:
        """Clue saturation until no clue has anything left to say."""
        todo, clue_rule = self.todo, self.clue
        while todo:
            if not clue_rule(todo.pop()):
                return False
        return True

    def clue(self, clue: int) -> bool:
        """One clue saturated: its open boxes are empty once it has its filled boxes,
        filled when it needs them all; ``False`` when it has too many or too few."""
        cells, boxes, number = (
            self.domains,
            self.board.clue_boxes[clue],
            self.board.clue_numbers[clue],
        )
        filled = sum(cells[box] == IS_FILLED for box in boxes)
        open_ = sum(cells[box] == EITHER for box in boxes)
        reason = None if self.trace is None else Saturated(clue, filled, open_)
        if filled > number or filled + open_ < number:
            return self.fail(reason)
        if open_ and (filled == number or filled + open_ == number):
            value = IS_EMPTY if filled == number else IS_FILLED
            for box in boxes:
                if cells[box] == EITHER:  # the decided boxes keep theirs
                    self.narrow(box, value, reason)
        return True

    def remembered(self, memo: AreaMemo, narrowed: Narrowed | None) -> Narrowed | None:
        """``narrowed``, with an analysis made of exactly its domains remembered for the
        next narrowing."""
        if narrowed is not None and self.base is not None and self.since == len(self.changed):
            memo.remember(narrowed[0], self.base)
        return narrowed


def rules(board: Board) -> Rules[Reason]:
    """Creek's rules as values, simplest first: a clue and the area's check, then walled
    off boxes, then cuts; the explainer's (:mod:`ripple_fp.creek.explaining`)."""
    from ..search.rules import Rule, applied  # noqa: PLC0415 - only the explainer

    clues: Callable[[Var], tuple[int, ...]] = board.clues_of.__getitem__
    area: Callable[[Var], tuple[int]] = lambda _: (0,)  # noqa: E731 - one focus: the grid
    begin = partial(_Work, board, Deductions.FULL)
    return (
        Rule("clue", 0, applied(begin, _Work.clue), clues),
        Rule("empty boxes apart", 0, applied(begin, _Work.apart), area),
        Rule("walled off", 1, applied(begin, _Work.walled), area),
        Rule("no cut", 2, applied(begin, _Work.cut), area),
    )
