"""Vergleichssudoku to text: the file formats, the inverse of :mod:`.parse`.

Haskell counterpart::

    renderSolution :: Matrix Int -> String
    renderSolution = unlines . map (unwords . map show) . rows

    renderPuzzle :: Matrix Clue -> String          -- parsePuzzle . renderPuzzle == Right
    renderPuzzle = unlines . map (unwords . map (\\(Clue r b) -> [sign r, sign b])) . rows

>>> from ..grid.matrix import Matrix
>>> from .puzzle import Clue, Sign
>>> print(render_solution(Matrix.from_rows([[1, 2], [2, 1]])), end="")
1 2
2 1
>>> render_clue(Clue(Sign.LESS, None))
'-.'
"""

from __future__ import annotations

from collections.abc import Iterable

from .puzzle import Clue, Problem, Sign, Solution


def render_solution(solution: Solution) -> str:
    """The solution file: one line per row, digits separated by single spaces."""
    return _lines(tuple(map(str, row)) for row in solution.rows())


def render_puzzle(problem: Problem) -> str:
    """The puzzle file: one line per row, a pair of signs per cell."""
    return _lines(tuple(map(render_clue, row)) for row in problem.rows())


def render_clue(clue: Clue) -> str:
    """A cell's two signs, towards the right and downwards (``.``: none)."""
    return _sign(clue.right) + _sign(clue.below)


def _sign(sign: Sign | None) -> str:
    return "." if sign is None else sign.value


def _lines(rows: Iterable[tuple[str, ...]]) -> str:
    return "".join(" ".join(row) + "\n" for row in rows)
