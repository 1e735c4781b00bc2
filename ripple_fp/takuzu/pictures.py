"""Takuzu pictures: the grid's generic drawings, one region, a letter per cell.

Haskell counterpart::

    draw  :: Problem -> Maybe Solution -> String
    draw p s = Grid.draw (size p, size p) (\\_ _ -> True) (letter <$> grid (fromMaybe p s))

    toSvg :: Problem -> Maybe Solution -> Set Pos -> String -> String

A Takuzu has no regions, so every line inside the grid is light and only the border is
heavy. Cells show ``R`` or ``B``: the generic SVG writes an entry as text and has no
per-cell fill, so colours are letters here as in the files.

>>> from .puzzle import Colour, from_rows
>>> print(draw(from_rows([[Colour.RED, None], [None, Colour.BLUE]])), end="")
┏━━━┯━━━┓
┃ R │   ┃
┠───┼───┨
┃   │ B ┃
┗━━━┷━━━┛
"""

from __future__ import annotations

from collections.abc import Collection

from ..grid import display, svg
from ..grid.matrix import Pos
from .puzzle import Cell, Colour, Problem, Puzzle, Solution, givens


def draw(problem: Problem, solution: Solution | None = None) -> str:
    """The grid with a light line between every two cells and a letter (or a blank) in
    every cell: of the solution if one is given, else of the puzzle."""
    return display.draw(problem.shape, _one_region, _letters(solution or problem))


def to_svg(
    problem: Problem,
    solution: Solution | None = None,
    faulty: Collection[Pos] = (),
    title: str | None = None,
) -> str:
    """The SVG picture of the puzzle or the solution: givens bold, filled-in letters
    blue, ``faulty`` cells shaded red; the title names the rule set unless given."""
    heading = f"{problem.rules.name} puzzle" if title is None else title
    cells, shown = _letters(solution or problem), givens(problem)
    return svg.to_svg(
        problem.shape, _one_region, cells, givens=shown, faulty=faulty, title=heading
    )


def _letters(puzzle: Puzzle[Cell] | Puzzle[Colour]) -> dict[Pos, str | None]:
    return {pos: None if cell is None else cell.letter for pos, cell in puzzle.grid.items()}


def _one_region(a: Pos, b: Pos) -> bool:
    """Every two neighbouring cells share the one region: no walls inside."""
    return True
