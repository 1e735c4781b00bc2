"""Exercise 1: the cross rule, translated from Haskell.

Haskell counterpart (the exercise's text)::

    linePairs :: [(Pos, Int)] -> [Pair]
    linePairs cells =
      [ (p, q, v, j - i) | ((i, (p, v)) : rest) <- tails (zip [0 ..] cells)
                         , (j, (q, w)) <- rest
                         , v == w, j - i <= v ]

    crossPairs :: Puzzle Int -> [Pair]
    crossPairs s = sortOn (\\(p, q, _, _) -> (p, q))
                          (concatMap linePairs (rowsOf s ++ columnsOf s))
"""

from __future__ import annotations

from collections.abc import Sequence

from ripple_fp.grid.matrix import Pos
from ripple_fp.grid.rooms import Solution, Value
from ripple_fp.ripple.referee import CrossRuleBroken

Line = Sequence[tuple[Pos, Value]]
"""One row or column of a filled grid: each cell with its value, in order."""


def line_pairs(cells: Line) -> list[CrossRuleBroken]:
    """``linePairs``: every pair of equal values ``v`` of one line at most ``v`` apart,
    the earlier cell first. ``tails`` becomes a slice after each index."""
    return [
        CrossRuleBroken(p, q, v, j - i)
        for i, (p, v) in enumerate(cells)
        for j, (q, w) in enumerate(cells[i + 1 :], start=i + 1)
        if v == w and j - i <= v
    ]


def rows_of(solution: Solution) -> list[Line]:
    """``rowsOf``: the lines of the grid from left to right, top row first."""
    rows, cols = solution.layout.size
    return [[((r, c), solution[(r, c)]) for c in range(cols)] for r in range(rows)]


def columns_of(solution: Solution) -> list[Line]:
    """``columnsOf``: the lines of the grid from top to bottom, left column first."""
    rows, cols = solution.layout.size
    return [[((r, c), solution[(r, c)]) for r in range(rows)] for c in range(cols)]


def cross_pairs(solution: Solution) -> list[CrossRuleBroken]:
    """``crossPairs``: every pair that breaks the cross rule, sorted by its two cells."""
    lines = rows_of(solution) + columns_of(solution)
    found = [pair for line in lines for pair in line_pairs(line)]
    return sorted(found, key=lambda pair: (pair.first, pair.second))
