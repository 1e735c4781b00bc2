"""The area rule, propagated: the unfilled boxes must stay one connected area.

Haskell counterpart (Tarjan's depth-first numbering, as a pure function of the state)::

    data Analysis = Analysis { cells :: [Candidates], root :: Maybe Int
                             , order, low, below, parent :: Array Int Int
                             , cuts, sealed :: [Int], divided :: Bool }

    analyse   :: [[Int]] -> [Candidates] -> Analysis
    reachRule :: Level -> [[Int]] -> [Candidates] -> Maybe [(Int, Candidates)]

The graph is the *open* boxes (empty or undecided: every box not filled), joined by
orthogonal steps. One depth-first search from an empty box (the *root*) finds, in
linear time:

- **divided** (every level): an empty box the search did not reach can never join the
  others, since filling only removes boxes from the graph: a contradiction.
- **sealed** (``SEALED``): an undecided box the search did not reach is walled off from
  every empty box; were it empty, it would be alone. It is filled.
- **cut** (``FULL``): an undecided box whose removal would separate a subtree holding an
  empty box from the root (an empty box too) is an articulation point with an empty box
  on each side; were it filled, the empty boxes would be divided. It stays empty. A
  child's subtree is separated by its parent when no box in it touches a box numbered
  before the parent (``low[child] >= order[parent]``: Tarjan's low points).

Nothing is concluded while no box is empty. Every rule is sound: it removes a value only
when every completion with that value breaks the area rule. The full analysis keeps
its numbering, so that :mod:`.local` can reuse it after a small change.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum

from ..search.candidates import Candidates
from ..search.model import Var
from .board import EITHER, IS_EMPTY, IS_FILLED

Adjacent = Sequence[Sequence[Var]]
"""The boxes one orthogonal step from each box (``Board.adjacent``)."""

Numbering = tuple[list[int], list[int], list[int], list[Var], list[Var]]
"""What the depth-first search returns: order, low, below, parent, and the cuts."""

Forced = list[tuple[Var, Candidates]]
"""What the rule decides: boxes and the one candidate each must keep."""


class Level(IntEnum):
    """How much of the area rule propagates: each level adds a rule to the one before."""

    DIVIDED = 1
    """Only detect empty boxes that can no longer reach each other (a check)."""
    SEALED = 2
    """Also fill the undecided boxes that no empty box can reach."""
    FULL = 3
    """Also keep empty the undecided boxes that would cut the open area in two."""


@dataclass(frozen=True)
class Analysis:
    """The depth-first numbering of the open boxes of ``cells`` from ``root`` (the first
    empty box; ``None`` if there is none, and then nothing else is filled in), and what
    it concludes. ``order[b]`` is 0 for a box not reached; ``below[b]`` counts the empty
    boxes in ``b``'s subtree, ``b`` included."""

    cells: tuple[Candidates, ...]
    root: Var | None
    order: tuple[int, ...] = ()
    low: tuple[int, ...] = ()
    below: tuple[int, ...] = ()
    parent: tuple[Var, ...] = ()
    cuts: tuple[Var, ...] = ()
    sealed: tuple[Var, ...] = ()
    divided: bool = False

    def forced(self) -> Forced | None:
        """Cuts stay empty and sealed boxes are filled; ``None`` if divided."""
        if self.divided:
            return None
        return [(box, IS_EMPTY) for box in self.cuts] + [(box, IS_FILLED) for box in self.sealed]


def analyse(adjacent: Adjacent, cells: Sequence[Candidates]) -> Analysis:
    """The full analysis of ``cells`` (a box's candidates, by number)."""
    frozen = tuple(cells)
    root = _first_empty(frozen)
    if root is None:
        return Analysis(frozen, None)
    order, low, below, parent, cuts = _tarjan(adjacent, frozen, root)
    sealed = tuple(b for b, seen in enumerate(order) if not seen and frozen[b] == EITHER)
    divided = below[root] != frozen.count(IS_EMPTY)
    return Analysis(
        frozen, root, tuple(order), tuple(low), tuple(below), tuple(parent),
        tuple(dict.fromkeys(cuts)), sealed, divided,
    )  # fmt: skip


def reach_rule(adjacent: Adjacent, cells: Sequence[Candidates], level: Level) -> Forced | None:
    """The rule without cuts (levels ``DIVIDED`` and ``SEALED``), by a plain search:
    the sealed boxes if the level fills them, or ``None`` if the empty boxes are divided."""
    root = _first_empty(cells)
    if root is None:
        return []
    reached = [False] * len(cells)
    reached[root] = True
    stack, empties = [root], 1
    while stack:
        for other in adjacent[stack.pop()]:
            if not reached[other] and cells[other] != IS_FILLED:
                reached[other] = True
                empties += cells[other] == IS_EMPTY
                stack.append(other)
    if empties != cells.count(IS_EMPTY):
        return None
    if level < Level.SEALED:
        return []
    return [(b, IS_FILLED) for b, seen in enumerate(reached) if not seen and cells[b] == EITHER]


def _first_empty(cells: Sequence[Candidates]) -> Var | None:
    try:
        return cells.index(IS_EMPTY)
    except ValueError:
        return None


def _tarjan(adjacent: Adjacent, cells: Sequence[Candidates], root: Var) -> Numbering:
    """Order, low point, empty boxes below and parent of each box joined to ``root``, and
    the undecided boxes that separate a subtree holding an empty box (maybe twice)."""
    size = len(cells)
    order, low, below, parent = [0] * size, [0] * size, [0] * size, [0] * size
    order[root] = low[root] = below[root] = count = 1
    cuts: list[Var] = []
    path = [(root, iter(adjacent[root]))]  # the boxes from the root, each with its steps left
    while path:
        box, steps = path[-1]
        for other in steps:
            seen = order[other]
            if 0 < seen < low[box]:
                low[box] = seen
            elif not seen and cells[other] != IS_FILLED:
                count += 1
                order[other] = low[other] = count
                below[other], parent[other] = cells[other] == IS_EMPTY, box
                path.append((other, iter(adjacent[other])))
                break
        else:
            path.pop()
            if box != root:
                up = parent[box]
                if low[box] < low[up]:
                    low[up] = low[box]
                elif below[box] and low[box] >= order[up] and cells[up] == EITHER:
                    cuts.append(up)
                below[up] += below[box]
    return order, low, below, parent, cuts
