"""Puzzle to text: the file formats, the inverse of :mod:`.parse`.

Haskell counterpart::

    renderSolution :: Solution -> String
    renderSolution = unlines . map (concatMap show) . rows

    renderPuzzle :: Problem -> String     -- parsePuzzle . renderPuzzle == Right

>>> from .parse import parse_puzzle
>>> print(render_puzzle(parse_puzzle("Creek (2, 2) [((2, 2), 1), ((0, 1), 0)]").unwrap()), end="")
Creek (2, 2) [((0, 1), 0), ((2, 2), 1)]
"""

from __future__ import annotations

from .puzzle import Problem, Solution, clued, size_of


def render_solution(solution: Solution) -> str:
    """The solution file: one line per row, ``1`` for a filled box, ``0`` for an empty one."""
    return "".join("".join(map(str, row)) + "\n" for row in solution.rows())


def render_puzzle(problem: Problem) -> str:
    """The puzzle file: one line, the clues in reading order of their crossings."""
    rows, cols = size_of(problem)
    clues = ", ".join(f"({crossing}, {n})" for crossing, n in clued(problem))
    return f"Creek ({rows}, {cols}) [{clues}]\n"
