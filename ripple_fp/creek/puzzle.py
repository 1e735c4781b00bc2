"""The glossary of Creek: the words the package speaks, as types.

Haskell counterpart (both grids are ``Grid.Matrix``, the one persistent map from
position to value that every kind's puzzle is)::

    type Crossing = (Int, Int)         -- a grid corner (row, column): 0..h by 0..w
    type Clue     = Int                -- how many of the (up to 4) boxes around it are filled
    type Box      = Int                -- 0 empty, 1 filled
    type Problem  = Matrix (Maybe Clue)   -- (h+1) x (w+1): every crossing, clued or not
    type Solution = Matrix Box            -- h x w: every box

    withClues :: Size -> Map Crossing Clue -> Problem
    sizeOf    :: Problem -> Size          -- the boxes' (h, w): one fewer each way
    clued     :: Problem -> [(Crossing, Clue)]
    around :: Size -> Crossing -> [Pos]

A grid of ``h x w`` boxes has ``(h + 1) x (w + 1)`` crossings; crossing ``(r, c)`` touches
the boxes ``(r-1, c-1)``, ``(r-1, c)``, ``(r, c-1)`` and ``(r, c)`` that lie on the grid.

The problem is the grid of its crossings, ``None`` where a crossing has no clue, rather
than a record of the boxes' size and a map of the clues: janko.at's text and puzz.link's
URLs write exactly that grid (every crossing, ``-`` or a run of empty ones where no clue
is), so they read and write it cell for cell; the course's text, which lists the clues,
reads them from :func:`clued`; and the size of the boxes, which the rest of the package
speaks of, is one call, :func:`size_of`, where a record would have kept it twice.

>>> around((2, 3), (0, 0)), around((2, 3), (1, 1))
(((0, 0),), ((0, 0), (0, 1), (1, 0), (1, 1)))
>>> len(list(crossings((2, 3))))
12
>>> problem = with_clues((1, 2), {(0, 1): 2})
>>> problem
Matrix((2, 3), [(None, 2, None), (None, None, None)])
>>> size_of(problem), list(clued(problem))
((1, 2), [((0, 1), 2)])
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from ..grid.matrix import Matrix, Pos, Size, inside, reading_order

Crossing = Pos
"""A grid corner ``(row, column)``, counted from 0: rows ``0..h``, columns ``0..w``."""

Clue = int
"""The number on a crossing: how many of the boxes around it are filled (0 to 4)."""

Box = int
"""The state of a box in a solution: :data:`EMPTY` or :data:`FILLED`."""

EMPTY: Box = 0
FILLED: Box = 1

Problem = Matrix[Clue | None]
"""A Creek puzzle: the grid of its ``(h + 1) x (w + 1)`` crossings, each with its clue or
``None``."""

Solution = Matrix[Box]
"""A grid of ``h x w`` boxes, each empty or filled (a claimed or found solution)."""


def with_clues(size: Size, clues: Mapping[Crossing, Clue]) -> Problem:
    """The puzzle of a grid of ``size`` boxes whose crossings have ``clues`` (and the
    others none); ``KeyError`` for a crossing off the grid."""
    blank: Problem = Matrix.filled(crossings_of(size), None)
    crossings = blank.evolver()
    for crossing, clue in clues.items():
        if not on_grid(size, crossing):
            raise KeyError(crossing)
        crossings[crossing] = clue
    return crossings.persistent()


def size_of(problem: Problem) -> Size:
    """The size of the puzzle's grid of boxes: one row and one column fewer than its
    crossings."""
    rows, cols = problem.size
    return rows - 1, cols - 1


def crossings_of(size: Size) -> Size:
    """The size of the grid of crossings of a grid of ``size`` boxes."""
    return size[0] + 1, size[1] + 1


def clued(problem: Problem) -> Iterator[tuple[Crossing, Clue]]:
    """Every crossing that has a clue, with its clue, in reading order."""
    return ((crossing, clue) for crossing, clue in problem.items() if clue is not None)


def on_grid(size: Size, crossing: Crossing) -> bool:
    """Whether ``crossing`` is a corner of some box of a grid of ``size``."""
    return 0 <= crossing[0] <= size[0] and 0 <= crossing[1] <= size[1]


def crossings(size: Size) -> Iterator[Crossing]:
    """Every crossing of the grid, row by row."""
    return reading_order(crossings_of(size))


def around(size: Size, crossing: Crossing) -> tuple[Pos, ...]:
    """The boxes that touch ``crossing``, in reading order."""
    r, c = crossing
    near = ((r - 1, c - 1), (r - 1, c), (r, c - 1), (r, c))
    return tuple(pos for pos in near if inside(size, pos))
