"""Vergleichssudoku pictures: the grid's generic drawings, box walls, the signs on the
lines between the cells they compare.

Haskell counterpart::

    draw  :: Problem -> Maybe Solution -> String
    draw p s = signed p (Grid.draw (size p) (sameBox (side p)) (fromMaybe empty s))

    toSvg :: Problem -> Maybe Solution -> Set Pos -> String -> String

As on janko.at, a sign sits on the line between the two cells it compares, its tip at
the smaller digit: ``<`` or ``>`` between a cell and the one on its right, ``^`` or
``v`` (in the SVG, chevrons) between a cell and the one below. The puzzle gives no
digit: the pictures of a solution write them in the blue of filled-in values.

>>> from .parse import parse_puzzle
>>> problem = parse_puzzle("-+ .- -- .+\\n-. .. +. ..\\n++ .- -- .+\\n+. .. +. ..\\n").unwrap()
>>> print(draw(problem), end="")
┏━━━┯━━━┳━━━┯━━━┓
┃   <   ┃   <   ┃
┠─v─┼─^─╂─^─┼─v─┨
┃   <   ┃   >   ┃
┣━━━┿━━━╋━━━┿━━━┫
┃   >   ┃   <   ┃
┠─v─┼─^─╂─^─┼─v─┨
┃   >   ┃   >   ┃
┗━━━┷━━━┻━━━┷━━━┛
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from ..grid import display, svg
from ..grid.matrix import Pos
from .puzzle import Digit, Problem, Sign, Solution, same_box, side

RIGHT = {Sign.GREATER: ">", Sign.LESS: "<"}
DOWN = {Sign.GREATER: "v", Sign.LESS: "^"}
"""How the text picture writes a sign towards the right and towards the cell below."""


def draw(problem: Problem, solution: Solution | None = None) -> str:
    """The grid with heavy box walls, the digits of the solution if one is given, and
    each sign on the line between the two cells it compares."""
    picture = display.draw(problem.size, _same_box(side(problem)), _digits(solution))
    lines = [list(line) for line in picture.splitlines()]
    for (r, c), clue in problem.items():  # a cell is 3 characters wide, 4 with its line
        if clue.right is not None:
            lines[2 * r + 1][4 * c + 4] = RIGHT[clue.right]
        if clue.below is not None:
            lines[2 * r + 2][4 * c + 2] = DOWN[clue.below]
    return "".join("".join(line) + "\n" for line in lines)


def to_svg(
    problem: Problem,
    solution: Solution | None = None,
    faulty: Collection[Pos] = (),
    title: str = "Vergleichssudoku",
) -> str:
    """The SVG picture: heavy box walls, the digits of the solution if one is given
    (blue: the puzzle gives none), ``faulty`` cells shaded red, and each sign on the line
    between the two cells it compares: ``<`` or ``>`` between a cell and the one on its
    right, ``^`` or ``v`` between a cell and the one below, its tip at the smaller."""
    size, joined = problem.size, _same_box(side(problem))
    picture = svg.to_svg(size, joined, _digits(solution), faulty=faulty, title=title)
    return picture.replace("</svg>", "\n".join([*signs(problem), "</svg>"]))


def signs(problem: Problem) -> list[str]:
    """The signs as chevrons on the lines between cells, one ``polyline`` each."""
    lines = []
    for pos, clue in problem.items():
        x, y = svg.corner(pos)
        half = svg.CELL / 2
        points: list[tuple[float, float]]
        if clue.right is not None:
            tip = 1 if clue.right is Sign.GREATER else -1  # ">": the tip at the right
            edge, middle = x + svg.CELL, y + half
            points = [(edge - tip * ARM, middle - SPAN), (edge + tip * ARM, middle),
                      (edge - tip * ARM, middle + SPAN)]  # fmt: skip
            lines.append(_chevron(pos, "right", clue.right, points))
        if clue.below is not None:
            tip = 1 if clue.below is Sign.GREATER else -1  # "v": the tip below
            edge, middle = y + svg.CELL, x + half
            points = [(middle - SPAN, edge - tip * ARM), (middle, edge + tip * ARM),
                      (middle + SPAN, edge - tip * ARM)]  # fmt: skip
            lines.append(_chevron(pos, "below", clue.below, points))
    return ['<g class="signs" fill="none" stroke="black" stroke-width="2.5" '
            'stroke-linecap="round" stroke-linejoin="round">', *lines, "</g>"]  # fmt: skip


ARM, SPAN = 5, 7
"""A chevron's half-depth across the line and half-width along it, in pixels."""


def _chevron(pos: Pos, side: str, sign: Sign, points: Sequence[tuple[float, float]]) -> str:
    r, c = pos
    shown = " ".join(f"{x:g},{y:g}" for x, y in points)
    return (
        f'<polyline class="sign {side} {sign.name.lower()}" data-row="{r + 1}" '
        f'data-col="{c + 1}" points="{shown}"/>'
    )


def _digits(solution: Solution | None) -> Mapping[Pos, Digit | None]:
    return {} if solution is None else solution


def _same_box(size: int) -> display.Joined:
    def joined(a: Pos, b: Pos) -> bool:
        return same_box(size, a, b)

    return joined
