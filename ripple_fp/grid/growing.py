"""Rooms and their numbers drawn together: a full solution of a grid of rooms, solution
first, where a partition drawn first may have no filling at all.

Haskell counterpart::

    grown :: Size -> Int -> (Pos -> Value -> [Pos]) -> Int -> State StdGen (Maybe Solution)

The cells are visited in reading order, and each either starts a room, holding 1, or
joins the room on its left or the room above it, holding one more than that room's
cells so far: every room holds ``1..n`` for its ``n`` cells at every step, so a room
that can grow no more is always whole. A depth-first search over these choices, in a
random order (a new room most often last, so rooms grow), backtracks when a number
breaks the kind's rule (``clash``: the earlier cells that may not hold the same number).
No room passes ``largest`` cells. Small rooms fill this way where random rooms do not
(Ripple Effect's 10x10 with rooms of at most 5 cells: docs/cli.md). The rooms are of
the shapes such growth makes (each cell but a room's first joins it from the left or
from above), and the numbers rise in reading order within a room: a maker fills the
rooms again at random (:mod:`ripple_fp.ripple.making`).

>>> from random import Random
>>> def beside(pos, value):  # Suguru's touch rule, on the cells visited before
...     r, c = pos
...     return [(r, c - 1), (r - 1, c - 1), (r - 1, c), (r - 1, c + 1)]
>>> solution = grown(Random(3), (4, 4), 4, beside)
>>> solution is not None and max(solution.layout.sizes.values()) <= 4
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from random import Random
from typing import Final

from .matrix import Matrix, Pos, Size
from .rooms import Puzzle, Solution, make_layout

Clash = Callable[[Pos, int], Iterable[Pos]]
"""The cells visited before ``pos`` (perhaps off the grid) that may not hold ``value``
if ``pos`` does: what a kind's rule says of two equal numbers."""

NODES: Final = 20
"""Choices tried per cell before a draw is given up (the caller draws again)."""


def grown(
    rng: Random, size: Size, largest: int, clash: Clash, nodes: int | None = None
) -> Solution | None:
    """A random grid of ``size`` cut into rooms of at most ``largest`` cells, each
    holding ``1..n`` once each and no two equal numbers breaking ``clash``; ``None``
    when ``nodes`` choices (:data:`NODES` per cell) did not find one."""
    rows, cols = size
    cells, budget = rows * cols, NODES * rows * cols if nodes is None else nodes
    labels: list[int] = []
    values: list[int] = []
    frames: list[list[int]] = []
    """The rooms left to try at each visited cell: the cell's own number for a new room."""

    def choices(k: int) -> list[int]:
        r, c = divmod(k, cols)
        near = sorted({labels[k - 1]} if c else set()) + ([labels[k - cols]] if r else [])
        near = sorted(set(near))
        rng.shuffle(near)
        near.insert(0 if rng.random() < 1 / 2 or not near else len(near), k)
        return near

    def fits(k: int, room: int) -> bool:
        value = 1 if room == k else labels.count(room) + 1
        if value > largest:
            return False
        pos = divmod(k, cols)
        for r, c in clash(pos, value):
            if 0 <= r < rows and 0 <= c < cols and values[r * cols + c] == value:
                return False
        labels.append(room)
        values.append(value)
        return True

    tried = 0
    frames.append(choices(0))
    while frames:
        k = len(frames) - 1
        del labels[k:], values[k:]
        if not frames[-1]:
            frames.pop()
            continue
        room = frames[-1].pop(0)
        tried += 1
        if tried > budget:
            return None
        if not fits(k, room):
            continue
        if k + 1 == cells:
            layout = make_layout(
                [[labels[r * cols + c] for c in range(cols)] for r in range(rows)]
            )
            return Puzzle(layout, Matrix.of(size, values))
        frames.append(choices(k + 1))
    return None
