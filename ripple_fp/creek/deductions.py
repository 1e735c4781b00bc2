"""Creek's propagation: from a narrowing to everything it forces.

Haskell counterpart (Bird's ``prune``, run to a fixpoint)::

    data Deductions = Forward | Sealed | Full   -- each level adds rules to the one before

    narrow :: Deductions -> Board -> Domains -> [(Var, Candidates)] -> Maybe (Domains, [Var])

The rules, each sound on its own (it never removes a value some solution uses):

- **clue saturation** (every level): a clue with as many filled boxes around it as its
  number empties the undecided rest; one whose undecided boxes are just enough fills
  them all; one with too many filled boxes, or too few open ones, is a contradiction.
  (For a counting constraint this is exactly forward checking.)
- **the area rule** (:mod:`.areas`), once the clues are at their fixpoint and again after
  each time it decides something: at ``FORWARD`` a check that the empty boxes can still
  meet, at ``SEALED`` also filling what they cannot reach, at ``FULL`` also keeping
  empty a box that would cut them apart.

The worklist and the bookkeeping are :mod:`ripple_fp.search.propagation`'s (in a
plain list: only the boxes that changed are written back); what is here is what a
change sets going and the rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from ..search.candidates import Candidates
from ..search.model import Domains, Narrowed, Var
from ..search.propagation import Propagation, propagate
from ..search.stats import Stats
from .areas import Analysis, Forced, Level, analyse, reach_rule
from .board import EITHER, IS_EMPTY, IS_FILLED, Board
from .local import patch
from .memo import AreaMemo

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
    work = _Work(memo.board, deductions, domains, base)
    return work.remembered(memo, propagate(work, restrictions, stats))


def start(
    memo: AreaMemo, deductions: Deductions, domains: Domains, stats: Stats
) -> Narrowed | None:
    """Examine every clue once, and the area rule, from the domains before any guess."""
    work = _Work(memo.board, deductions, domains, None)
    work.todo.extend(range(len(memo.board.clue_numbers)))
    work.dirty = True
    return work.remembered(memo, propagate(work, (), stats))


class _Work(Propagation[object]):
    """One propagation of Creek's rules, in a plain list (a grid of a thousand boxes
    reads it far more often than it copies it): besides what every propagation keeps,
    the clues still to examine, whether the area rule must look again, and the last
    analysis of the area with how much of ``changed`` it has seen."""

    domains: list[Candidates]

    def __init__(
        self, board: Board, deductions: Deductions, domains: Domains, base: Analysis | None
    ) -> None:
        super().__init__(domains, listed=True)
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
            forced = self._area_rule()
            if forced is None:
                return False
            for box, value in forced:
                self.narrow(box, value)  # a box already decided keeps its value
        return False

    def _area_rule(self) -> Forced | None:
        """The area rule at this level: at ``FULL`` patched from the last analysis when
        the local tests allow it, else from a new analysis (:mod:`.local`)."""
        cells = self.domains
        if self.level < Level.FULL:
            return reach_rule(self.board.adjacent, cells, self.level)
        if self.base is not None and len(cells) >= PATCH_FROM:
            patched = patch(self.board, self.base, cells, self.changed[self.since :])
            if not isinstance(patched, str):
                return patched
        self.base, self.since = analyse(self.board.adjacent, cells), len(self.changed)
        return self.base.forced()

    def _saturate(self) -> bool:
        """Clue saturation until no clue has anything left to say."""
        cells, todo = self.domains, self.todo
        boxes_of, numbers = self.board.clue_boxes, self.board.clue_numbers
        while todo:
            clue = todo.pop()
            boxes, number = boxes_of[clue], numbers[clue]
            filled = sum(cells[box] == IS_FILLED for box in boxes)
            open_ = sum(cells[box] == EITHER for box in boxes)
            if filled > number or filled + open_ < number:
                return False
            if open_ and (filled == number or filled + open_ == number):
                value = IS_EMPTY if filled == number else IS_FILLED
                for box in boxes:
                    self.narrow(box, value)  # the decided boxes keep theirs
        return True

    def remembered(self, memo: AreaMemo, narrowed: Narrowed | None) -> Narrowed | None:
        """``narrowed``, with an analysis made of exactly its domains remembered for the
        next narrowing."""
        if narrowed is not None and self.base is not None and self.since == len(self.changed):
            memo.remember(narrowed[0], self.base)
        return narrowed
