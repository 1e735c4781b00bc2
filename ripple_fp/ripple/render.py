"""Puzzle to text: the file formats, the inverse of :mod:`.parse`.

Haskell counterpart::

    renderSolution :: Puzzle Int -> String
    renderSolution = unlines . map (unwords . map show) . rows

    renderPuzzle :: Puzzle (Maybe Int) -> String   -- parsePuzzle . renderPuzzle == Right
"""

from __future__ import annotations

from collections.abc import Iterable

from .puzzle import Cell, Problem, Solution


def render_solution(solution: Solution) -> str:
    """The output file: one line per row, numbers separated by single spaces."""
    return _lines(tuple(map(str, row)) for row in solution.rows())


def render_puzzle(problem: Problem) -> str:
    """The input file format: room ids, an empty line, then values with ``-`` for holes."""
    rooms = _lines(
        tuple(str(problem.layout.room_of[(r, c)]) for c in range(problem.layout.size[1]))
        for r in range(problem.layout.size[0])
    )
    values = _lines(tuple(map(_show_cell, row)) for row in problem.rows())
    return f"{rooms}\n{values}"


def _show_cell(cell: Cell) -> str:
    return "-" if cell is None else str(cell)


def _lines(rows: Iterable[tuple[str, ...]]) -> str:
    return "".join(" ".join(row) + "\n" for row in rows)
