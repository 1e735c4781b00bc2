"""Ripple Effect pictures: the grid's generic drawings, with room walls.

Haskell counterpart::

    draw  :: Layout -> Map Pos (Maybe Int) -> String
    draw l = Grid.draw (size l) (sameRoom l)

    toSvg :: Layout -> Map Pos (Maybe Int) -> Set Pos -> Set Pos -> String -> String

"Render" is the file format (:mod:`.render`); "draw" is a picture for people.

>>> from ripple_fp import parse_puzzle
>>> problem = parse_puzzle("1 1\\n2 3\\n\\n- 1\\n- -\\n").unwrap()
>>> print(draw(problem.layout, problem.grid), end="")
┏━━━┯━━━┓
┃   │ 1 ┃
┣━━━╈━━━┫
┃   ┃   ┃
┗━━━┻━━━┛
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from ..grid import display, svg
from ..grid.geometry import Pos
from .puzzle import Layout, Value


def draw(layout: Layout, cells: Mapping[Pos, Value | None]) -> str:
    """The grid with room walls and the number (or a blank) in every cell."""
    return display.draw(layout.size, layout.same_room, cells)


def to_svg(
    layout: Layout,
    cells: Mapping[Pos, Value | None],
    givens: Collection[Pos] = (),
    faulty: Collection[Pos] = (),
    title: str = "Ripple Effect puzzle",
) -> str:
    """The SVG picture: givens bold, filled-in values blue, ``faulty`` cells shaded red."""
    return svg.to_svg(
        layout.size, layout.same_room, cells, givens=givens, faulty=faulty, title=title
    )
