"""Creek pictures: the grid's generic drawings, and the clues on the crossings.

Haskell counterpart::

    draw      :: Problem -> Maybe Solution -> String       -- clues where lines cross
    drawAreas :: Solution -> String                        -- Grid.draw, areas walled
    toSvg     :: Problem -> Maybe Solution -> Set Pos -> String -> String

"Render" is the file format (:mod:`.render`); "draw" is a picture for people. The
grid's pictures (:mod:`ripple_fp.grid.display`, :mod:`ripple_fp.grid.svg`) put entries
in cells and walls between regions; Creek's regions are the filled and the empty areas,
so :func:`draw_areas` walls them off. Its clues sit on the crossings, where the generic
pictures put nothing: :func:`draw` draws its own text, and :func:`to_svg` adds the
clues (and the filled boxes) on top of the generic SVG.

>>> from .parse import parse_puzzle, parse_solution
>>> problem = parse_puzzle("Creek (2, 3) [((0, 0), 1), ((1, 2), 2)]").unwrap()
>>> solution = parse_solution("100\\n011\\n", problem).unwrap()
>>> print(draw_areas(solution), end="")
┏━━━┳━━━┯━━━┓
┃ # ┃   │   ┃
┣━━━╋━━━┿━━━┫
┃   ┃ # │ # ┃
┗━━━┻━━━┷━━━┛
>>> print(draw(problem, solution), end="")
1---+---+---+
|###|   |   |
+---+---2---+
|   |###|###|
+---+---+---+
"""

from __future__ import annotations

from collections.abc import Collection

from ..grid import display, svg
from ..grid.matrix import Pos, reading_order
from .puzzle import FILLED, Problem, Solution, clued, size_of

FILLED_MARK = "#"
"""What a filled box shows in the text pictures."""


def draw_areas(solution: Solution) -> str:
    """The grid with ``#`` in every filled box and heavy walls round the areas."""
    cells = solution.map(lambda box: FILLED_MARK if box == FILLED else None)
    return display.draw(solution.size, _same_state(solution), cells)


def draw(problem: Problem, solution: Solution | None = None) -> str:
    """The crossings as ``+``, or the clue on them, and the boxes between them (filled
    ones as ``###`` when a solution is given)."""
    rows, cols = size_of(problem)
    lines = []
    for r, crossings in enumerate(problem.rows()):
        lines.append("---".join("+" if clue is None else str(clue) for clue in crossings))
        if r < rows:
            inside = (_inside(solution, (r, c)) for c in range(cols))
            lines.append("|" + "|".join(inside) + "|")
    return "\n".join(lines) + "\n"


def _inside(solution: Solution | None, pos: Pos) -> str:
    filled = solution is not None and solution[pos] == FILLED
    return FILLED_MARK * 3 if filled else "   "


def to_svg(
    problem: Problem,
    solution: Solution | None = None,
    faulty: Collection[Pos] = (),
    title: str = "Creek puzzle",
) -> str:
    """The SVG picture: filled boxes dark, ``faulty`` boxes shaded red, each clue in a
    white circle on its crossing."""
    joined = _same_state(solution) if solution is not None else _anything
    picture = svg.to_svg(size_of(problem), joined, {}, faulty=faulty, title=title)
    extra = "\n".join([*_filled(solution), *_clues(problem)])
    return _widened(problem, picture.replace("</svg>", f"{extra}\n</svg>"))


def _widened(problem: Problem, picture: str) -> str:
    """The picture with room round it for the clues on the border (the generic SVG
    leaves a margin of a few pixels only), white as the rest of the ground."""
    rows, cols = size_of(problem)
    width, height = cols * svg.CELL + 2 * svg.MARGIN, rows * svg.CELL + 2 * svg.MARGIN
    extra = round(svg.CELL * 0.3)
    old = f'width="{width}" height="{height}" viewBox="0 0 {width} {height}"'
    new = (
        f'width="{width + 2 * extra}" height="{height + 2 * extra}" '
        f'viewBox="{-extra} {-extra} {width + 2 * extra} {height + 2 * extra}"'
    )
    ground = f'<rect width="{width}" height="{height}" fill="white"/>'
    wider = (
        f'<rect x="{-extra}" y="{-extra}" width="{width + 2 * extra}" '
        f'height="{height + 2 * extra}" fill="white"/>'
    )
    return picture.replace(old, new, 1).replace(ground, wider, 1)


def _filled(solution: Solution | None) -> list[str]:
    if solution is None:
        return []
    step, margin = svg.CELL, svg.MARGIN
    return [
        '<g class="filled" fill="#404040" fill-opacity="0.85">',
        *(
            f'<rect x="{margin + c * step}" y="{margin + r * step}" '
            f'width="{step}" height="{step}" data-row="{r + 1}" data-col="{c + 1}"/>'
            for r, c in reading_order(solution.size)
            if solution[(r, c)] == FILLED
        ),
        "</g>",
    ]


def _clues(problem: Problem) -> list[str]:
    radius = svg.CELL * 0.28
    return [
        f'<g class="clue" data-row="{r + 1}" data-col="{c + 1}">'
        f'<circle cx="{x}" cy="{y}" r="{radius:.1f}" fill="white" stroke="black" '
        'stroke-width="1.5"/>'
        f"{svg.centred_text((x, y), round(radius * 1.4), str(number))}</g>"
        for (r, c), number in clued(problem)
        for x, y in [svg.corner((r, c))]
    ]


def _same_state(solution: Solution) -> display.Joined:
    def joined(a: Pos, b: Pos) -> bool:
        return solution[a] == solution[b]

    return joined


def _anything(a: Pos, b: Pos) -> bool:
    return True
