"""Grids of rooms as puzz.link / pzprjs URLs, both ways: how pzprjs writes Ripple Effect
(``ripple``) and Suguru (``suguru``), which it encodes alike.

Haskell counterpart::

    decodeUrl :: [Variety] -> String -> Either ParseError (Puzzle (Maybe Int))
    encodeUrl :: Variety -> Puzzle (Maybe Int) -> String

A URL such as ``https://puzz.link/p?ripple/4/4/9n8rigk14h32k`` names the variety, the
width and height, then the body that pzprjs writes for this puzzle:

- the **borders** between rooms, as bits: first the vertical ones (between a cell and
  the cell to its right, row by row), then the horizontal ones (between a cell and the
  one below), each list cut in groups of 5 bits, the first the highest, written as one
  base-32 digit ``0-9a-v`` (the last group of each list padded with zeros);
- the **numbers**, cell by cell in reading order: ``0``-``f`` a number below 16, ``-``
  and two hex digits one below 256, ``+`` and three one below 4096; a run of 1 to 20
  empty cells is one letter ``g``-``z``.

pzprjs writes the body of the whole board, to its last cell: a body cut short, or with
characters past the last cell, is a damaged URL, and is refused, never guessed at.

``encode_url(decode_url(url))`` gives back the same URL, byte for byte, when it is in
the form puzz.link writes (any host and ``?ripple/`` tail are read;
``https://puzz.link/p?`` is written). A variety is named by its names, the first the one
written. Rooms are found from the borders and numbered in reading order of their first
cells, so a decoded puzzle equals the original up to the names of its rooms. (A URL has
no way to say that two separate areas are one room, as a course file can: such a room
comes back as two.)

>>> ripple = ("ripple", "hakyuu")
>>> problem = decode_url("https://puzz.link/p?ripple/4/4/9n8rigk14h32k", ripple).unwrap()
>>> tuple(problem.grid.cells[:8])
(None, None, None, None, None, 1, 4, None)
>>> encode_url(problem, "ripple")
'https://puzz.link/p?ripple/4/4/9n8rigk14h32k'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Final

from returns.result import Failure, Result, Success

from .matrix import Matrix, Pos
from .rooms import Cell, Problem, Puzzle, make_layout
from .text import ParseError, shortened

PREFIX = "https://puzz.link/p?"

DIGITS36 = "0123456789abcdefghijklmnopqrstuvwxyz"
DIGITS32 = DIGITS36[:32]


URL = r"(?:^|[?/])({names})/(\d+)/(\d+)/([0-9a-zA-Z.+\-]*)\s*$"
"""A URL or its ``variety/W/H/...`` tail: the variety (one of ``names``), the width, the
height and the body."""

ANY_URL = re.compile(URL.format(names=r"[a-z][a-z0-9_]*"))
"""A URL of any variety."""


def shape(varieties: tuple[str, ...]) -> re.Pattern[str]:
    """Where the variety, width, height and body are in a URL of one of ``varieties``,
    or in its ``variety/W/H/...`` tail."""
    return re.compile(URL.format(names="|".join(map(re.escape, varieties))))


def is_url(text: str) -> bool:
    """Whether ``text`` (one line) looks like a puzz.link URL or its tail, of any
    variety (which one :func:`decode_url` checks)."""
    return address_in(text) is not None


def address_in(text: str) -> re.Match[str] | None:
    """The puzz.link URL (or its tail) a one-line ``text`` holds, of any variety (its
    name the match's first group); ``None`` for more lines or none."""
    line = text.strip()
    return ANY_URL.search(line) if "\n" not in line else None


WEB_ADDRESS: Final = re.compile(r"https?://\S+\Z")
"""A web address, alone on its line."""


def is_web_address(text: str) -> bool:
    """Whether ``text`` is one web address and nothing else (a page's, which no kind
    reads and nothing here fetches)."""
    return WEB_ADDRESS.match(text.strip()) is not None


def decode_url(text: str, varieties: tuple[str, ...]) -> Result[Problem, ParseError]:
    """The puzzle a puzz.link / pzv.jp URL (or its ``variety/W/H/...`` tail) of one of
    ``varieties`` encodes."""
    found = shape(varieties).search(text.strip())
    if found is None:
        other = ANY_URL.search(text.strip())
        if other is not None:
            return _bad(f"a URL of {other.group(1)}, not of {varieties[0]}")
        return _bad(f"not a URL of {varieties[0]} (expected ...?{varieties[0]}/WIDTH/HEIGHT/...)")
    width, height, body = int(found.group(2)), int(found.group(3)), found.group(4)
    if not (0 < width <= 1000 and 0 < height <= 1000):
        return _bad(f"a size of {width}x{height} is not a puzzle's")
    vertical, horizontal = (width - 1) * height, width * (height - 1)
    cut = _chars(vertical) + _chars(horizontal)
    return (
        _bits(body[: _chars(vertical)], vertical)
        .bind(lambda v: _bits(body[_chars(vertical) : cut], horizontal).map(lambda h: (v, h)))
        .bind(lambda borders: _numbers(body[cut:], width * height).map(lambda n: (borders, n)))
        .bind(lambda parts: _puzzle(width, height, *parts[0], parts[1]))
    )


def encode_url(problem: Problem, variety: str) -> str:
    """The puzz.link URL of ``problem`` as a puzzle of ``variety``, as pzprjs writes it."""
    rows, cols = problem.layout.size
    room = problem.layout.room_of
    vertical = [room[r, c] != room[r, c + 1] for r in range(rows) for c in range(cols - 1)]
    horizontal = [room[r, c] != room[r + 1, c] for r in range(rows - 1) for c in range(cols)]
    body = _bits_text(vertical) + _bits_text(horizontal) + _numbers_text(problem.grid.cells)
    return f"{PREFIX}{variety}/{cols}/{rows}/{body}"


def _chars(bits: int) -> int:
    return (bits + 4) // 5


def _bad(message: str) -> Failure[ParseError]:
    return Failure(ParseError(1, message))


def _damaged(why: str) -> Failure[ParseError]:
    """A URL that pzprjs cannot have written as it is: cut short, or with more than
    its puzzle."""
    return _bad(f"a damaged URL: {why}")


def _bits(text: str, count: int) -> Result[list[bool], ParseError]:
    """``count`` border bits from base-32 digits, 5 to a digit, highest first."""
    if len(text) < _chars(count):
        return _damaged(
            f"cut short: the room borders have {len(text)} of their {_chars(count)} characters"
        )
    if bad := next((ch for ch in text if ch not in DIGITS32), None):
        return _damaged(f"{bad!r} in the room borders, which are written in 0-9a-v")
    bits = [bool(DIGITS32.index(ch) >> (4 - k) & 1) for ch in text for k in range(5)]
    return Success(bits[:count])


def _bits_text(bits: list[bool]) -> str:
    """Bits as base-32 digits, 5 to a digit, the last padded with zeros."""
    groups = (bits[i : i + 5] for i in range(0, len(bits), 5))
    return "".join(DIGITS32[sum(b << (4 - k) for k, b in enumerate(g))] for g in groups)


def _numbers(text: str, cells: int) -> Result[list[Cell], ParseError]:
    """The cells' numbers: hex digits, ``-``/``+`` longer ones, ``g``-``z`` runs of empty
    cells; exactly as many as the cells, as pzprjs writes them (a body that stops short
    or goes on past the last cell is a damaged URL, never guessed at)."""
    found: list[Cell] = []
    for token in _NUMBER.finditer(text):
        if len(found) >= cells:
            junk = shortened(text[token.start() :])
            return _damaged(f"{junk!r} past the last cell")
        word = token.group()
        if word in {"-", "+"}:
            digits = 2 if word == "-" else 3
            return _damaged(f"{word!r} not followed by {digits} hexadecimal digits")
        if word[0] in "-+" or word in DIGITS36[:16]:
            found.append(int(word.lstrip("-+"), 16))
        elif "g" <= word <= "z":
            found.extend([None] * (int(word, 36) - 15))
        elif word == ".":
            return _bad("'.' is no number of this puzzle (a question mark, perhaps)")
        else:
            return _damaged(f"{word!r} among the numbers, which are written in 0-9a-z, - and +")
    if len(found) > cells:
        return _damaged(
            f"its last run of empty cells goes {len(found) - cells} past the last cell"
        )
    if len(found) < cells:
        return _damaged(f"cut short: the numbers stop after {len(found)} of the {cells} cells")
    return Success(found)


_NUMBER = re.compile(r"-[0-9a-f]{2}|\+[0-9a-f]{3}|[0-9a-z]|.")
"""A cell's number (``-`` and ``+`` with their digits), a run of empty cells, or any
other character."""


def _numbers_text(cells: Iterable[Cell]) -> str:
    """Numbers as pzprjs writes them, runs of empty cells as one letter (at most 20)."""
    out, empty = [], 0
    for cell in cells:
        if cell is None:
            empty += 1
            if empty == 20:
                out.append("z")
                empty = 0
            continue
        if empty:
            out.append(DIGITS36[15 + empty])
            empty = 0
        out.append(_number_text(cell))
    if empty:
        out.append(DIGITS36[15 + empty])
    return "".join(out)


def _number_text(value: int) -> str:
    if value < 16:
        return f"{value:x}"
    return f"-{value:02x}" if value < 256 else f"+{value:03x}"


def _puzzle(
    width: int, height: int, vertical: list[bool], horizontal: list[bool], cells: list[Cell]
) -> Result[Problem, ParseError]:
    """The puzzle of these borders and numbers: rooms are what the borders enclose."""
    rooms = _rooms(width, height, vertical, horizontal)
    layout = make_layout([rooms[r * width : (r + 1) * width] for r in range(height)])
    for at, value in enumerate(cells):
        size = layout.room_size(divmod(at, width))
        if value is not None and not 1 <= value <= size:
            r, c = divmod(at, width)
            return _bad(f"row {r + 1}, column {c + 1}: {value} in a room of {size} cells")
    return Success(Puzzle(layout, Matrix.of((height, width), cells)))


def _rooms(width: int, height: int, vertical: list[bool], horizontal: list[bool]) -> list[int]:
    """Each cell's room, numbered in reading order of the rooms' first cells."""
    room = [-1] * (width * height)
    count = 0
    for start in range(width * height):
        if room[start] < 0:
            for cell in _flood(start, width, height, vertical, horizontal):
                room[cell] = count
            count += 1
    return room


def _flood(
    start: int, width: int, height: int, vertical: list[bool], horizontal: list[bool]
) -> Iterator[int]:
    """The cells reachable from ``start`` without crossing a border."""
    seen, todo = {start}, [start]
    while todo:
        cell = todo.pop()
        yield cell
        for other in _open_neighbours(divmod(cell, width), width, height, vertical, horizontal):
            if other not in seen:
                seen.add(other)
                todo.append(other)


def _open_neighbours(
    pos: Pos, width: int, height: int, vertical: list[bool], horizontal: list[bool]
) -> Iterator[int]:
    r, c = pos
    if c + 1 < width and not vertical[r * (width - 1) + c]:
        yield r * width + c + 1
    if c > 0 and not vertical[r * (width - 1) + c - 1]:
        yield r * width + c - 1
    if r + 1 < height and not horizontal[r * width + c]:
        yield (r + 1) * width + c
    if r > 0 and not horizontal[(r - 1) * width + c]:
        yield (r - 1) * width + c
