"""Creek as puzz.link / pzprjs URLs, both ways, byte for byte as pzprjs writes them.

Haskell counterpart::

    decodeUrl :: String -> Either ParseError Problem
    encodeUrl :: Problem -> String          -- decodeUrl . encodeUrl == Right

A URL such as ``https://puzz.link/p?creek/6/6/gagaich2cgb6769dt`` names the variety,
the width and the height in boxes (the width first), then the clues on the
``(H+1) x (W+1)`` crossings in reading order, one character for a clue or for a run of
empty crossings (pzprjs's code for numbers 0-4 on crossings):

- ``0``-``4``: a clue;
- ``5``-``9``: a clue (the character less 5), then one empty crossing;
- ``a``-``e``: a clue (``a`` is 0), then two empty crossings;
- ``g``-``z``: a run of 1 to 20 empty crossings.

pzprjs folds the empty crossings after a clue into the clue whenever it can, and writes
a clue on one of the last two crossings as a clue and two empty ones, past the end. It
writes the whole board, to its last crossing: a body cut short, going on after the last
crossing (a run of empty crossings past it too) or holding a character the code does
not use is a damaged URL, refused, never guessed at. A question mark (``.``, a clue of
unknown value, which this puzzle cannot hold) or a clue larger than the boxes around
its crossing is no puzzle either; each error says which and at which column.

``encode_url(decode_url(url))`` gives back the same URL, byte for byte, when it is in
the form puzz.link writes. As for Ripple Effect's URLs, any host and the
``creek/W/H/...`` tail alone are read (``https://puzz.link/p?``, ``http://pzv.jp/p.html?``,
...), and ``https://puzz.link/p?`` is written.

>>> from .puzzle import clued
>>> problem = decode_url("https://puzz.link/p?creek/2/1/a6b").unwrap()
>>> size_of(problem), list(clued(problem))
((1, 2), [((0, 0), 0), ((1, 0), 1), ((1, 2), 1)])
>>> encode_url(problem)
'https://puzz.link/p?creek/2/1/a6b'
>>> print(decode_url("https://puzz.link/p?creek/2/1/a6").failure())
line 1, column 33: a damaged URL: cut short: the clues stop after 5 of the 6 crossings
"""

from __future__ import annotations

import re

from returns.result import Failure, Result, Success

from ..grid.matrix import Matrix, Size
from ..grid.text import ParseError, shortened
from .puzzle import Clue, Problem, around, crossings_of, size_of

VARIETY = "creek"
"""What pzprjs calls Creek (it knows no other name for it)."""

PREFIX = f"https://puzz.link/p?{VARIETY}/"

CODE = "0123456789abcdefghijklmnopqrstuvwxyz"
"""The characters of the body: index ``5 k + n`` (below 15) is clue ``n`` followed by
``k`` empty crossings; index ``15 + k`` (``g``-``z``) is a run of ``k`` of them."""

RUNS = 16
"""The index in :data:`CODE` of ``g``, a run of one empty crossing."""

LONGEST_RUN = 20
"""The most empty crossings one character stands for (``z``)."""

LONGEST_SIDE = 1000
"""The most boxes a side of a grid read from a URL may have."""

URL = re.compile(rf"(?:^|[?/]){VARIETY}/(\d+)/(\d+)/(\S*)$")
"""A URL of Creek, or its ``creek/W/H/...`` tail: the width, the height and the body."""

NAMED = re.compile(r"(?:^|\?)([a-z][a-z0-9_]*)/")
"""Where a URL, or its tail, names its variety: after the ``?``, or first."""


def is_url(text: str) -> bool:
    """Whether ``text`` (one line) looks like a puzz.link URL or its tail, of any variety
    (which one, and whether the rest is right, :func:`decode_url` checks)."""
    line = text.strip()
    return "\n" not in line and NAMED.search(line) is not None


def decode_url(text: str) -> Result[Problem, ParseError]:
    """The puzzle a puzz.link / pzv.jp URL of Creek (or its ``creek/W/H/...`` tail)
    encodes."""
    line = text.strip()
    found = URL.search(line)
    if found is None:
        named = NAMED.search(line) if "\n" not in line else None
        if named is not None and named.group(1) != VARIETY:
            return _bad(f"a URL of {named.group(1)}, not of {VARIETY}")
        return _bad(
            f"not a URL of {VARIETY} as pzprjs writes it "
            f"(...?{VARIETY}/WIDTH/HEIGHT/BODY, on one line)"
        )
    width, height = _side(found.group(1)), _side(found.group(2))
    if width is None or height is None:
        return _bad(
            f"a size of {found.group(1)[:8]}x{found.group(2)[:8]} is not a puzzle's "
            f"(1 to {LONGEST_SIDE} boxes a side)"
        )
    column = _column(text) + found.start(3)
    return _clues(found.group(3), (height, width), column)


def encode_url(problem: Problem) -> str:
    """The puzz.link URL of ``problem``, as pzprjs writes it."""
    rows, cols = size_of(problem)
    return f"{PREFIX}{cols}/{rows}/{_body(problem)}"


# --- reading ------------------------------------------------------------------------------


def _side(digits: str) -> int | None:
    """A side of the grid, if it is one: 1 to :data:`LONGEST_SIDE` boxes."""
    side = int(digits) if len(digits) <= len(str(LONGEST_SIDE)) else 0
    return side if 1 <= side <= LONGEST_SIDE else None


def _clues(body: str, size: Size, column: int) -> Result[Problem, ParseError]:
    """The grid of crossings of a grid of ``size`` boxes, from the body (whose first
    character is at ``column`` of the line), checked to describe every crossing exactly
    once."""
    count = (size[0] + 1) * (size[1] + 1)
    clues: list[Clue | None] = [None] * count
    at = 0
    for index, char in enumerate(body):
        where = column + index
        if at >= count:
            return _damaged(f"{shortened(body[index:])!r} past the last crossing", where)
        code = CODE.find(char)
        if 0 <= code < RUNS - 1:
            crossing, clue = divmod(at, size[1] + 1), code % 5
            boxes = len(around(size, crossing))
            if clue > boxes:
                plural = "box" if boxes == 1 else "boxes"
                message = f"clue {clue} at crossing {crossing} is more than its {boxes} {plural}"
                return _bad(message, where)
            clues[at] = clue
            at += 1 + code // 5
        elif code >= RUNS:
            run = code - RUNS + 1
            if at + run > count:
                past = at + run - count
                message = f"its run of empty crossings {char!r} goes {past} past the last crossing"
                return _damaged(message, where)
            at += run
        elif char == ".":
            message = "'.' is no clue of this puzzle (a question mark: a clue of unknown value)"
            return _bad(message, where)
        else:
            message = f"{char!r} among the clues, which are written in 0-9, a-e and g-z"
            return _damaged(message, where)
    if at < count:
        message = f"cut short: the clues stop after {at} of the {count} crossings"
        return _damaged(message, column + len(body))
    return Success(Matrix.of(crossings_of(size), clues))


def _column(text: str) -> int:
    """The column (from 1) of the stripped ``text``'s first character, in its line."""
    start = len(text) - len(text.lstrip())
    return start - (text.rfind("\n", 0, start) + 1) + 1


def _bad(message: str, column: int | None = None) -> Failure[ParseError]:
    return Failure(ParseError(1, message, column))


def _damaged(why: str, column: int) -> Failure[ParseError]:
    """A URL that pzprjs cannot have written as it is: cut short, or with more than its
    puzzle, or a character its code does not use."""
    return _bad(f"a damaged URL: {why}", column)


# --- writing ------------------------------------------------------------------------------


def _body(problem: Problem) -> str:
    """The clues in pzprjs's code: each clue with the empty crossings that follow it (up
    to two; two for a clue on one of the last two crossings), runs of empty crossings
    between them."""
    cells: list[Clue | None] = list(problem.values())
    out: list[str] = []
    at, empty = 0, 0
    while at < len(cells):
        clue = cells[at]
        if clue is None:
            empty += 1
            at += 1
            if empty == LONGEST_RUN:
                out.append(CODE[RUNS + empty - 1])
                empty = 0
            continue
        if empty:
            out.append(CODE[RUNS + empty - 1])
            empty = 0
        skip = _empty_after(cells, at)
        out.append(CODE[clue + 5 * skip])
        at += 1 + skip
    if empty:
        out.append(CODE[RUNS + empty - 1])
    return "".join(out)


def _empty_after(cells: list[Clue | None], at: int) -> int:
    """How many empty crossings the clue at ``at`` takes with it: none when a clue
    follows it, one when a clue is next but one, else two (past the end, if need be)."""
    for skip in (0, 1):
        if at + 1 + skip < len(cells) and cells[at + 1 + skip] is not None:
            return skip
    return 2
