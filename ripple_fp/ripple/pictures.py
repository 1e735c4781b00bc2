"""Ripple Effect pictures: the grid's generic drawings, with room walls.

Haskell counterpart::

    draw  :: Problem -> Maybe Solution -> String
    draw p s = Grid.draw (size l) (sameRoom l) (grid (fromMaybe p s)) where l = layout p

    toSvg :: Problem -> Maybe Solution -> Set Pos -> String -> String

"Render" is the file format (:mod:`.render`); "draw" is a picture for people. Each
draws the puzzle, or a (claimed) solution of it: the shape of every kind's pictures.

>>> from ripple_fp import parse_puzzle
>>> problem = parse_puzzle("1 1\\n2 3\\n\\n- 1\\n- -\\n").unwrap()
>>> print(draw(problem), end="")
┏━━━┯━━━┓
┃   │ 1 ┃
┣━━━╈━━━┫
┃   ┃   ┃
┗━━━┻━━━┛
"""

from __future__ import annotations

from collections.abc import Collection

from ..grid import display, svg
from ..grid.matrix import Pos
from ..grid.rooms import Problem, Solution, givens


def draw(problem: Problem, solution: Solution | None = None) -> str:
    """The grid with room walls and the number (or a blank) in every cell: of the
    solution if one is given, else of the puzzle."""
    layout = problem.layout
    return display.draw(layout.size, layout.same_room, (solution or problem).grid)


def to_svg(
    problem: Problem,
    solution: Solution | None = None,
    faulty: Collection[Pos] = (),
    title: str = "Ripple Effect puzzle",
) -> str:
    """The SVG picture of the puzzle or the solution: givens bold, filled-in values
    blue, ``faulty`` cells shaded red."""
    layout, cells = problem.layout, (solution or problem).grid
    shown = givens(problem)
    return svg.to_svg(
        layout.size, layout.same_room, cells, givens=shown, faulty=faulty, title=title
    )
