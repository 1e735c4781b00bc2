"""A grid drawn for people, with box-drawing characters.

Haskell counterpart::

    draw :: Size -> (Pos -> Pos -> Bool) -> Map Pos String -> String

Walls between regions (Ripple's rooms, a sudoku's boxes) are heavy lines, the lines
between cells of one region light lines, and every cell is wide enough for the longest
entry in it. ``joined a b`` says whether two neighbouring cells share a region. The
corner and junction characters are looked up by the weight of their four arms (see
``_JUNCTIONS``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping
from typing import NamedTuple

from .matrix import Pos, Size, inside

Joined = Callable[[Pos, Pos], bool]
"""Do two neighbouring cells lie in one region (a light line between them)?"""

NONE, LIGHT, HEAVY = 0, 1, 2
"""The weight of a line: absent, thin (inside a region) or thick (between regions)."""

Arms = tuple[int, int, int, int]
"""The weights of a junction's arms: up, right, down, left."""


def draw(size: Size, joined: Joined, cells: Mapping[Pos, object]) -> str:
    """The grid with its walls and the entry (``None``: a blank) of every cell."""
    frame = _Frame(size, joined)
    width = max((len(str(v)) for v in cells.values() if v is not None), default=1)
    lines = [_wall_line(frame, 0, width)]
    for r in range(size[0]):
        lines.append(_cell_line(frame, cells, r, width))
        lines.append(_wall_line(frame, r + 1, width))
    return "\n".join(lines) + "\n"


class _Frame(NamedTuple):
    """The size and the region test, passed together to the helpers below."""

    size: Size
    joined: Joined


def _cell_line(frame: _Frame, cells: Mapping[Pos, object], r: int, width: int) -> str:
    parts = [_VERTICAL[_wall_left_of(frame, (r, 0))]]
    for c in range(frame.size[1]):
        value = cells.get((r, c))
        parts.append(" " + ("" if value is None else str(value)).rjust(width) + " ")
        parts.append(_VERTICAL[_wall_left_of(frame, (r, c + 1))])
    return "".join(parts)


def _wall_line(frame: _Frame, r: int, width: int) -> str:
    """The line above row ``r`` (``r == rows`` is the bottom edge)."""
    parts = []
    for c in range(frame.size[1] + 1):
        arms = (
            _wall_left_of(frame, (r - 1, c)),
            _wall_above(frame, (r, c)),
            _wall_left_of(frame, (r, c)),
            _wall_above(frame, (r, c - 1)),
        )
        parts.append(_JUNCTIONS[arms])
        if c < frame.size[1]:
            parts.append(_HORIZONTAL[_wall_above(frame, (r, c))] * (width + 2))
    return "".join(parts)


def _wall_above(frame: _Frame, pos: Pos) -> int:
    """The weight of the wall on top of cell ``pos`` (which may be one row past the end)."""
    return _wall_between(frame, (pos[0] - 1, pos[1]), pos)


def _wall_left_of(frame: _Frame, pos: Pos) -> int:
    """The weight of the wall left of cell ``pos`` (which may be one column past the end)."""
    return _wall_between(frame, (pos[0], pos[1] - 1), pos)


def _wall_between(frame: _Frame, a: Pos, b: Pos) -> int:
    inside_a, inside_b = inside(frame.size, a), inside(frame.size, b)
    if not inside_a and not inside_b:
        return NONE
    if inside_a and inside_b and frame.joined(a, b):
        return LIGHT
    return HEAVY


def _junction_table() -> dict[Arms, str]:
    """Every light/heavy box-drawing junction, keyed by its arms, read off the Unicode
    names ("BOX DRAWINGS UP HEAVY AND RIGHT DOWN LIGHT" is up=heavy, right=down=light)."""
    directions: dict[str, tuple[int, ...]] = {"UP": (0,), "RIGHT": (1,), "DOWN": (2,)}
    directions |= {"LEFT": (3,), "VERTICAL": (0, 2), "HORIZONTAL": (1, 3)}
    weights = {"LIGHT": LIGHT, "HEAVY": HEAVY}
    table = {(NONE, NONE, NONE, NONE): " "}
    for code in [*range(0x2500, 0x254C), *range(0x2574, 0x2580)]:
        name = unicodedata.name(chr(code)).removeprefix("BOX DRAWINGS ")
        if any(word in name for word in ("DASH", "DOUBLE")):
            continue
        arms, weight = [NONE] * 4, LIGHT
        for group in name.split(" AND "):
            words = group.split()
            weight = next((weights[w] for w in words if w in weights), weight)
            for word in words:
                for arm in directions.get(word, ()):
                    arms[arm] = weight
        table[(arms[0], arms[1], arms[2], arms[3])] = chr(code)
    return table


_JUNCTIONS = _junction_table()
_HORIZONTAL = {NONE: " ", LIGHT: "─", HEAVY: "━"}
_VERTICAL = {NONE: " ", LIGHT: "│", HEAVY: "┃"}
