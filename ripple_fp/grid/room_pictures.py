"""Pictures of a grid of rooms (Ripple Effect's, Suguru's): the grid's generic
drawings, with a heavy wall wherever two rooms meet.

Haskell counterpart::

    draw  :: Problem -> Maybe Solution -> String
    draw p s = Grid.draw (size l) (sameRoom l) (grid (fromMaybe p s)) where l = layout p

    toSvg :: Problem -> Maybe Solution -> Set Pos -> String -> String

"Render" is the file format (:mod:`.rooms_text`); "draw" is a picture for people. Each
draws the puzzle, or a (claimed) solution of it: the shape of every kind's pictures. A
rule that reaches past a room (Ripple Effect's cross, Suguru's touch) is the solver's
to know, not the picture's.

>>> from ripple_fp.grid.rooms_text import parse_puzzle
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

from . import display, svg
from .matrix import Pos
from .rooms import Problem, Solution, givens


def draw(problem: Problem, solution: Solution | None = None) -> str:
    """The grid with room walls and the number (or a blank) in every cell: of the
    solution if one is given, else of the puzzle."""
    shown = problem if solution is None else solution
    return display.draw(problem.layout.size, problem.layout.same_room, shown.grid)


def to_svg(
    problem: Problem,
    solution: Solution | None = None,
    faulty: Collection[Pos] = (),
    title: str = "Puzzle",
) -> str:
    """The SVG picture of the puzzle or the solution: givens bold, filled-in numbers
    blue, ``faulty`` cells shaded red."""
    cells = (problem if solution is None else solution).grid
    size, joined = problem.layout.size, problem.layout.same_room
    return svg.to_svg(size, joined, cells, givens=givens(problem), faulty=faulty, title=title)
