"""Puzzle to text: the file formats, the inverse of :mod:`.parse`.

Haskell counterpart::

    renderSolution :: Matrix Colour -> String
    renderSolution = unlines . map (unwords . map letter) . rows

    renderPuzzle :: Matrix (Maybe Colour) -> String   -- parsePuzzle . renderPuzzle == Right

>>> from ..grid.matrix import Matrix
>>> from .puzzle import Colour
>>> print(render_puzzle(Matrix.from_rows([[Colour.RED, None], [None, Colour.RED]])), end="")
R .
. R
"""

from __future__ import annotations

from collections.abc import Iterable

from .puzzle import Cell, Problem, Solution


def render_solution(solution: Solution) -> str:
    """The solution file: one line per row, ``R`` or ``B`` separated by single spaces."""
    return _lines(tuple(colour.letter for colour in row) for row in solution.rows())


def render_puzzle(problem: Problem) -> str:
    """The puzzle file: the same, with ``.`` for an empty cell."""
    return _lines(tuple(map(_show_cell, row)) for row in problem.rows())


def _show_cell(cell: Cell) -> str:
    return "." if cell is None else cell.letter


def _lines(rows: Iterable[tuple[str, ...]]) -> str:
    return "".join(" ".join(row) + "\n" for row in rows)
