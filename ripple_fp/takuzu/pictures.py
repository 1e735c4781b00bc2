"""Takuzu pictures: the grid's generic drawings, one region, a letter per cell.

Haskell counterpart::

    draw  :: Problem -> Maybe Solution -> String
    draw p s = Grid.draw (size p) (\\_ _ -> True) (letter <$> fromMaybe p s)

    toSvg :: Rules -> Problem -> Maybe Solution -> Set Pos -> String -> String

A Takuzu has no regions, so every line inside the grid is light and only the border is
heavy. The text picture writes a cell's letter, ``R`` or ``B``, as the files do; the SVG
draws each rule set as its players know it (each kind's :class:`Drawings`, for its
rules). 0h h1: red and blue squares (an empty cell
light grey), a given marked with a white dot. Tohu-Wa-Vohu, as janko.at draws it: black
and white circles (``B`` black, ``R`` white; janko.at's files write them ``2`` and
``1``), a given's cell grey. A cell that breaks a rule gets a yellow frame (red shading
would not show on a red square).

>>> from ..grid.matrix import Matrix
>>> from .puzzle import Colour
>>> print(draw(Matrix.from_rows([[Colour.RED, None], [None, Colour.BLUE]])), end="")
┏━━━┯━━━┓
┃ R │   ┃
┠───┼───┨
┃   │ B ┃
┗━━━┷━━━┛
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from ..grid import display, svg
from ..grid.matrix import Pos, reading_order
from .puzzle import Cell, Colour, Problem, Rules, Solution, givens


@dataclass(frozen=True)
class Drawings:
    """The pictures of one kind, for its rules (a kind's ``Pictures``): the text picture,
    and the SVG as the rule set's players know it."""

    rules: Rules

    def draw(self, problem: Problem, solution: Solution | None = None) -> str:
        """:func:`draw`: the same for either rule set."""
        return draw(problem, solution)

    def to_svg(
        self,
        problem: Problem,
        solution: Solution | None = None,
        faulty: Collection[Pos] = (),
        title: str | None = None,
    ) -> str:
        """:func:`to_svg` under this kind's rules."""
        return to_svg(self.rules, problem, solution, faulty, title)


def draw(problem: Problem, solution: Solution | None = None) -> str:
    """The grid with a light line between every two cells and a letter (or a blank) in
    every cell: of the solution if one is given, else of the puzzle."""
    return display.draw(
        problem.size, _one_region, _letters(problem if solution is None else solution)
    )


def to_svg(
    rules: Rules,
    problem: Problem,
    solution: Solution | None = None,
    faulty: Collection[Pos] = (),
    title: str | None = None,
) -> str:
    """The SVG picture of the puzzle or the solution, as the players of ``rules`` know
    it (red and blue squares, or black and white circles), givens marked, ``faulty``
    cells framed yellow; the title names the rule set unless given."""
    heading = f"{rules.name} puzzle" if title is None else title
    shown, size = problem if solution is None else solution, problem.size
    draw_cell = _square if rules.unique_lines else _circle
    cells = [
        draw_cell(pos, shown[pos], pos in givens(problem), pos in faulty)
        for pos in reading_order(size)
    ]
    parts = [svg.opening(size, heading), *cells, *svg.walls(size, _one_region), "</svg>"]
    return "\n".join(parts) + "\n"


RED, BLUE, EMPTY = "#e0483e", "#2f8fd8", "#e4e4e4"
"""0h h1's colours, and an empty cell's."""

SQUARE_FILL = {Colour.RED: RED, Colour.BLUE: BLUE, None: EMPTY}
CIRCLE_FILL = {Colour.BLUE: "black", Colour.RED: "white"}


def _square(pos: Pos, cell: Cell, given: bool, faulty: bool) -> str:
    """0h h1's cell: a square of its colour, a white dot if given."""
    x, y = svg.corner(pos)
    half = svg.CELL / 2
    dot = (
        f'<circle class="given-mark" cx="{x + half:g}" cy="{y + half:g}" '
        f'r="{svg.CELL * 0.09:g}" fill="white"/>'
        if given
        else ""
    )
    inside = dot + (_frame(pos) if faulty else "")
    return svg.cell(pos, SQUARE_FILL[cell], inside, given=given, faulty=faulty)


def _circle(pos: Pos, cell: Cell, given: bool, faulty: bool) -> str:
    """Tohu-Wa-Vohu's cell: a black or a white circle (none if empty), on grey if given."""
    x, y = svg.corner(pos)
    half = svg.CELL / 2
    circle = (
        ""
        if cell is None
        else f'<circle class="{cell.name.lower()}" cx="{x + half:g}" cy="{y + half:g}" '
        f'r="{svg.CELL * 0.36:g}" fill="{CIRCLE_FILL[cell]}" stroke="black" '
        'stroke-width="1.5"/>'
    )
    inside = circle + (_frame(pos) if faulty else "")
    return svg.cell(pos, "#c8c8c8" if given else "white", inside, given=given, faulty=faulty)


def _frame(pos: Pos) -> str:
    """The yellow frame of a cell that breaks a rule."""
    x, y = svg.corner(pos)
    inset = 3
    return (
        f'<rect class="faulty-mark" x="{x + inset}" y="{y + inset}" '
        f'width="{svg.CELL - 2 * inset}" height="{svg.CELL - 2 * inset}" fill="none" '
        'stroke="#ffd400" stroke-width="4"/>'
    )


def _letters(puzzle: Problem | Solution) -> Mapping[Pos, str | None]:
    return {pos: None if cell is None else cell.letter for pos, cell in puzzle.items()}


def _one_region(a: Pos, b: Pos) -> bool:
    """Every two neighbouring cells share the one region: no walls inside."""
    return True
