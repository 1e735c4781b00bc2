"""A grid as an SVG picture, by plain string building.

Haskell counterpart::

    toSvg :: Size -> (Pos -> Pos -> Bool) -> Map Pos String -> Set Pos -> Set Pos -> String

Walls between regions are thick, lines inside a region thin; givens are black and bold,
filled-in values blue; cells that break a rule are shaded red. Every cell is a
``<g class="cell ...">`` with ``data-row``/``data-col`` (counted from 1), so tools and
tests can find it; a kind whose cells are not text draws its own inside one
(:func:`cell`).

Text is centred on a point by its baseline, set at the centre plus :data:`DROP` of the
font size, not by ``dominant-baseline``: librsvg (most Linux viewers) ignores that
attribute, so a digit relying on it sits in the upper half of its cell there while
cairosvg and browsers centre it.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from .display import Joined
from .matrix import Pos, Size, inside, reading_order

CELL = 40
"""The side of a cell, in pixels."""

MARGIN = 4
DROP = 0.35
"""The baseline of centred text below the centre, in font sizes: half a digit's height
(about 0.7 of the font size in a sans-serif font)."""

GIVEN = 'fill="black" font-weight="bold"'
FILLED = 'fill="#1f5fbf"'
"""How a given and a filled-in value are written."""

FAULTY = "#f8c8c8"
"""The shade of a cell that breaks a rule."""

HEAVY_WIDTH = 3
LIGHT_WIDTH = 1


def to_svg(
    size: Size,
    joined: Joined,
    cells: Mapping[Pos, object],
    *,
    givens: Collection[Pos] = (),
    faulty: Collection[Pos] = (),
    title: str = "puzzle",
) -> str:
    """The SVG document: cells (with their entries), then the thin and thick walls."""
    parts = body(size, joined, cells, givens=givens, faulty=faulty)
    return "\n".join([opening(size, title), *parts, "</svg>"]) + "\n"


def opening(size: Size, title: str) -> str:
    """The ``<svg>`` tag of a picture of a grid of ``size``, its title, a white ground."""
    rows, cols = size
    width, height = cols * CELL + 2 * MARGIN, rows * CELL + 2 * MARGIN
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}">\n<title>{escape(title)}</title>\n'
        f'<rect width="{width}" height="{height}" fill="white"/>'
    )


def body(
    size: Size,
    joined: Joined,
    cells: Mapping[Pos, object],
    *,
    givens: Collection[Pos] = (),
    faulty: Collection[Pos] = (),
    longest: int | None = None,
) -> list[str]:
    """A picture's elements: every cell (with its entry), then the thin and thick walls.
    ``longest`` is the widest entry the picture will hold (default: of ``cells``)."""
    if longest is None:
        longest = max((len(str(v)) for v in cells.values() if v is not None), default=1)
    return [
        *(
            _cell(pos, cells.get(pos), pos in givens, pos in faulty, longest)
            for pos in reading_order(size)
        ),
        *walls(size, joined),
    ]


def entry(pos: Pos, value: object, *, given: bool = False, longest: int = 1) -> str:
    """The text of one cell's entry: black and bold for a given, blue otherwise."""
    r, c = pos
    x, y = MARGIN + c * CELL, MARGIN + r * CELL
    size = round(CELL * (0.55 if longest < 2 else 0.42))
    return centred_text((x + CELL / 2, y + CELL / 2), size, str(value), GIVEN if given else FILLED)


def centred_text(centre: tuple[float, float], size: int, text: str, style: str = "") -> str:
    """``text`` in a sans-serif font of ``size`` pixels, centred on ``centre`` (x, y)
    in every renderer: its baseline :data:`DROP` font sizes below the centre."""
    x, y = centre
    return (
        f'<text x="{x:g}" y="{y + DROP * size:g}" font-family="sans-serif" '
        f'font-size="{size}" text-anchor="middle"{" " if style else ""}{style}>'
        f"{escape(text)}</text>"
    )


def shade(pos: Pos, colour: str, kind: str) -> str:
    """A translucent square over one cell, of class ``kind`` (what it marks)."""
    r, c = pos
    x, y = MARGIN + c * CELL, MARGIN + r * CELL
    return (
        f'<rect class="{kind}" data-row="{r + 1}" data-col="{c + 1}" x="{x}" y="{y}" '
        f'width="{CELL}" height="{CELL}" fill="{colour}" fill-opacity="0.45"/>'
    )


def escape(text: str) -> str:
    """Text safe inside an XML element."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def cell(pos: Pos, fill: str, inside: str = "", *, given: bool, faulty: bool) -> str:
    """One cell's group: a square of ``fill``, then what is drawn ``inside`` it."""
    r, c = pos
    x, y = corner(pos)
    kinds = " ".join(["cell", *(["given"] if given else []), *(["faulty"] if faulty else [])])
    shape = f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}"/>'
    return f'<g class="{kinds}" data-row="{r + 1}" data-col="{c + 1}">{shape}{inside}</g>'


def corner(pos: Pos) -> tuple[int, int]:
    """The top left corner of the cell at ``pos``, in pixels (x, y)."""
    r, c = pos
    return MARGIN + c * CELL, MARGIN + r * CELL


def _cell(pos: Pos, value: object, given: bool, faulty: bool, longest: int) -> str:
    fill = FAULTY if faulty else "white"
    text = "" if value is None else entry(pos, value, given=given, longest=longest)
    return cell(pos, fill, text, given=given, faulty=faulty)


def walls(size: Size, joined: Joined) -> list[str]:
    """Thin lines first, thick walls on top of them."""
    light: list[str] = []
    heavy: list[str] = []
    rows, cols = size
    for r in range(rows + 1):
        for c in range(cols):
            edge = _line((r, c), (r, c + 1))
            (heavy if _is_wall(size, joined, (r - 1, c), (r, c)) else light).append(edge)
    for c in range(cols + 1):
        for r in range(rows):
            edge = _line((r, c), (r + 1, c))
            (heavy if _is_wall(size, joined, (r, c - 1), (r, c)) else light).append(edge)
    return [
        f'<g class="walls-light" stroke="#9a9a9a" stroke-width="{LIGHT_WIDTH}">',
        *light,
        "</g>",
        f'<g class="walls-heavy" stroke="black" stroke-width="{HEAVY_WIDTH}" '
        'stroke-linecap="square">',
        *heavy,
        "</g>",
    ]


def _is_wall(size: Size, joined: Joined, a: Pos, b: Pos) -> bool:
    """Is the edge between neighbouring cells ``a`` and ``b`` a wall (or the border)?"""
    if not (inside(size, a) and inside(size, b)):
        return True
    return not joined(a, b)


def _line(start: Pos, end: Pos) -> str:
    """The line between two grid corners, given as (row, column) of the corner."""
    (r1, c1), (r2, c2) = start, end
    return (
        f'<line x1="{MARGIN + c1 * CELL}" y1="{MARGIN + r1 * CELL}" '
        f'x2="{MARGIN + c2 * CELL}" y2="{MARGIN + r2 * CELL}"/>'
    )
