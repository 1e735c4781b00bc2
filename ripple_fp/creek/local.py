"""The area rule after a small change, from the analysis of the state before it.

Haskell counterpart::

    patch :: Board -> Analysis -> [Candidates] -> [Int] -> Patched
    data Patched = Decided (Maybe [(Int, Candidates)])   -- what the full rule would say
                 | Recompute                             -- too much changed: analyse again

Look-ahead narrows one state hundreds of times, a box each, and the full analysis
(:mod:`.areas`) walks every open box. But a change is local, and so, mostly, is what it
does to the open area. Let ``G`` be the open boxes of the analysed state, ``G'`` the open
boxes now (``G`` without the newly filled boxes ``F``), ``E`` the newly empty boxes.

- **Detours.** For each orthogonally connected cluster ``C`` of ``F``, look for open boxes
  near ``C`` (at most :data:`~.board.SQUARES` rows and columns away, the nearest first)
  that join the open boxes next to ``C``. If every cluster has such a detour, then
  for any box ``v`` on no detour, two boxes are joined in ``G' - v`` exactly when they
  are in ``G - v``: every path through ``C`` can go round it. So ``G'`` is as connected
  as ``G``, and a box on no detour separates what it did in ``G``.
- **Walks.** A box separates a new empty box ``e`` from the root in ``G`` when it is an
  ancestor of ``e`` whose child on the way down has ``low >= order`` of it. Walking up
  from ``e`` may stop at the first box with an empty box below it: above that the
  question was asked, and answered, in the analysed state (its ``cuts``).
- **Detour boxes** are the only ones whose answer may be new. One is no cut if its own
  open neighbours have a detour, or if every cluster whose detour passes it has another
  detour without it; otherwise its sides are searched (:func:`_divides`), each up to
  :data:`POCKET` boxes or until it meets another.
- **No detour.** A cluster without one may close off a side: a small side without an
  empty box is sealed, one with some but not all empty boxes divides them.

Whenever a question cannot be answered that way, the caller analyses the state again:
nothing is ever guessed, and the verdict is always the one the full analysis would give
(what it concludes at once, or, for a sealed side, over two rounds). On the 30x45
corpus puzzle, look-ahead's 3,888 narrowings make 672 full analyses (290 of them for the
memo, :mod:`.memo`) where they would make 4,758, and the solve takes 0.75 s, not 2.4 s.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum
from typing import Final, Literal, NamedTuple

from ..search.candidates import Candidates
from ..search.model import Var
from .areas import Analysis, Forced
from .board import EITHER, IS_EMPTY, IS_FILLED, Board

Recompute = Literal["recompute"]
RECOMPUTE: Final[Recompute] = "recompute"

POCKET = 100
"""How many open boxes :func:`_divides` searches on one side of a box before it gives up."""

Patched = Forced | None | Recompute
"""What the area rule decides now (``None``: the empty boxes are divided), or that the
local tests failed and the caller must analyse the state again."""


def patch(
    board: Board, base: Analysis, cells: Sequence[Candidates], changed: Iterable[Var]
) -> Patched:
    """The area rule for ``cells``, which differ from ``base.cells`` only at ``changed``."""
    if base.divided:
        return None
    was, moved = base.cells, dict.fromkeys(changed)
    empties = [b for b in moved if cells[b] == IS_EMPTY and was[b] == EITHER]
    fills = [b for b in moved if cells[b] == IS_FILLED and was[b] != IS_FILLED]
    if base.root is None:
        return RECOMPUTE if empties else []
    if not all(base.order[b] for b in empties):
        return None
    detours = _rerouted(board, cells, fills)
    if isinstance(detours, Stuck):
        return _cut_off(board, cells, detours.cluster)
    cuts = [b for b in base.cuts if cells[b] == EITHER] + _walks(base, cells, empties)
    near = _near_cuts(board, cells, detours, set(cuts))
    if near is None:
        return RECOMPUTE
    sealed = [b for b in base.sealed if cells[b] == EITHER]
    return [(b, IS_EMPTY) for b in dict.fromkeys(cuts + near)] + [(b, IS_FILLED) for b in sealed]


Detours = list[tuple[list[Var], set[Var]]]
"""Each cluster of new filled boxes, and the open boxes of a detour around it."""


class Stuck(NamedTuple):
    """A cluster of new filled boxes with no detour near it."""

    cluster: list[Var]


def _rerouted(board: Board, cells: Sequence[Candidates], fills: list[Var]) -> Detours | Stuck:
    """The clusters of ``fills`` with their detours, or the first that has none."""
    detours: Detours = []
    left = set(fills)
    while left:
        cluster = _cluster(board, left.pop(), left)
        found = _detour(board, cells, cluster)
        if found is None:
            return Stuck(cluster)
        detours.append((cluster, found))
    return detours


def _cut_off(board: Board, cells: Sequence[Candidates], cluster: list[Var]) -> Patched:
    """What a cluster without a detour decides, if the sides it leaves are small: a side
    without an empty box is sealed, one with some but not all of them divides them."""
    empties, seen, sealed = cells.count(IS_EMPTY), set[Var](), list[Var]()
    for start in [b for c in cluster for b in board.adjacent[c]]:
        if cells[start] == IS_FILLED or start in seen:
            continue
        reached, end = _side(board, cells, start, -1, seen)
        seen |= reached
        if end is _End.CLOSED:
            inside = sum(cells[b] == IS_EMPTY for b in reached)
            if 0 < inside < empties:
                return None
            if not inside:
                sealed.extend(reached)
    return [(b, IS_FILLED) for b in sealed] if sealed else RECOMPUTE


def _cluster(board: Board, start: Var, left: set[Var]) -> list[Var]:
    """``start`` and the boxes of ``left`` orthogonally connected to it through ``left``
    (taken out of ``left``)."""
    cluster, stack = [start], [start]
    while stack:
        for other in board.adjacent[stack.pop()]:
            if other in left:
                left.discard(other)
                cluster.append(other)
                stack.append(other)
    return cluster


def _near_cuts(
    board: Board, cells: Sequence[Candidates], detours: Detours, cuts: set[Var]
) -> list[Var] | None:
    """The undecided boxes on the ``detours`` that would now divide the empty boxes if
    filled, though they did not in the analysed graph (``cuts`` are those that did);
    ``None`` if that cannot be told for one of them without looking further. A box is no
    new cut if its own neighbours have a detour, or if every cluster whose detour passes
    it has another detour that does not."""
    found = []
    empties = cells.count(IS_EMPTY)
    for box in set().union(*(detour for _, detour in detours)):
        if cells[box] != EITHER or box in cuts or _detour(board, cells, [box]) is not None:
            continue
        if all(
            _detour(board, cells, cluster, box) is not None
            for cluster, detour in detours
            if box in detour
        ):
            continue
        verdict = _divides(board, cells, box, empties)
        if verdict is None:
            return None
        if verdict:
            found.append(box)
    return found


def _divides(board: Board, cells: Sequence[Candidates], box: Var, empties: int) -> bool | None:
    """Would filling ``box`` leave empty boxes on two sides of it? A side is searched
    until it is all found, meets a side found before, or passes :data:`POCKET` boxes;
    ``None`` if two sides pass it without meeting."""
    seen: set[Var] = set()
    unfinished = held = holding = 0
    for start in board.adjacent[box]:
        if cells[start] == IS_FILLED or start in seen:
            continue
        reached, end = _side(board, cells, start, box, seen)
        seen |= reached
        if end is _End.CLOSED:
            inside = sum(cells[b] == IS_EMPTY for b in reached)
            held, holding = held + inside, holding + (inside > 0)
        unfinished += end is _End.OPEN
    if unfinished > 1:
        return None
    return holding + (empties > held) >= 2


class _End(Enum):
    """How the search of one side of a box ended."""

    CLOSED = "every box of the side found"
    MET = "a side found before reached"
    OPEN = "more than POCKET boxes found"


def _side(
    board: Board, cells: Sequence[Candidates], start: Var, box: Var, before: set[Var]
) -> tuple[set[Var], _End]:
    """The open boxes joined to ``start`` without passing ``box``, searched until they
    are all found, one of ``before`` is met, or more than :data:`POCKET` are found."""
    reached, stack = {start}, [start]
    while stack:
        if len(reached) > POCKET:
            return reached, _End.OPEN
        for other in board.adjacent[stack.pop()]:
            if other in before:
                return reached, _End.MET
            if other != box and other not in reached and cells[other] != IS_FILLED:
                reached.add(other)
                stack.append(other)
    return reached, _End.CLOSED


def _detour(
    board: Board, cells: Sequence[Candidates], centre: list[Var], avoid: Var = -1
) -> set[Var] | None:
    """The open boxes that join the open neighbours of ``centre`` around it, in the
    smallest square about it where they are joined, not passing ``avoid``; ``None`` if
    none is."""
    touching = [
        b for c in centre for b in board.adjacent[c] if cells[b] != IS_FILLED and b != avoid
    ]
    if len(touching) < 2:
        return set()
    for squares in board.squares:
        within = {b for c in centre for b in squares[c] if cells[b] != IS_FILLED}
        within.difference_update(centre)
        within.discard(avoid)
        reached, stack = {touching[0]}, [touching[0]]
        while stack:
            for other in board.adjacent[stack.pop()]:
                if other in within and other not in reached:
                    reached.add(other)
                    stack.append(other)
        if reached.issuperset(touching):
            return reached
    return None


def _walks(base: Analysis, cells: Sequence[Candidates], empties: list[Var]) -> list[Var]:
    """The undecided boxes that separate one of ``empties`` (new empty boxes) from the
    root in the analysed graph, found by walking up from each to the first box that had
    an empty box below it already."""
    order, low, below, parent = base.order, base.low, base.below, base.parent
    found: list[Var] = []
    walked: set[Var] = set()
    for empty in empties:
        box = empty
        while not below[box] and box not in walked:
            walked.add(box)
            up = parent[box]
            if low[box] >= order[up] and cells[up] == EITHER:
                found.append(up)
            box = up
    return found
