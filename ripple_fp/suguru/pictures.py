"""Suguru pictures: the grid's generic drawings, with room walls.

Haskell counterpart::

    draw  :: Problem -> Maybe Solution -> String
    draw p s = Grid.draw (size l) (sameRoom l) (grid (fromMaybe p s)) where l = layout p

    toSvg :: Problem -> Maybe Solution -> Set Pos -> String -> String

A Suguru puzzle is drawn as a Ripple Effect one is (its grid of rooms is the same type):
heavy walls between rooms, a number or a blank in every cell; in the SVG picture the
givens bold, the numbers filled in blue, faulty cells red. That the touch rule reaches
across corners is the solver's to know, not the picture's.

>>> from ripple_fp.grid.rooms_text import parse_puzzle
>>> problem = parse_puzzle("1 1\\n1 2\\n\\n- 1\\n- -\\n").unwrap()
>>> print(draw(problem), end="")
┏━━━┯━━━┓
┃   │ 1 ┃
┠───╆━━━┫
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
    shown = problem if solution is None else solution
    return display.draw(problem.layout.size, problem.layout.same_room, shown.grid)


def to_svg(
    problem: Problem,
    solution: Solution | None = None,
    faulty: Collection[Pos] = (),
    title: str = "Suguru puzzle",
) -> str:
    """The SVG picture of the puzzle or the solution: givens bold, filled-in numbers
    blue, ``faulty`` cells shaded red."""
    cells = (problem if solution is None else solution).grid
    size, joined = problem.layout.size, problem.layout.same_room
    return svg.to_svg(size, joined, cells, givens=givens(problem), faulty=faulty, title=title)
