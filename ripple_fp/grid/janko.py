"""janko.at's text of a puzzle, both ways: the ``begin`` ... ``end`` block of
properties, alone in a file or inside a saved page, read into a :class:`Block` and
written back.

Haskell counterpart::

    data Property = Property { name :: String, value :: String, line :: Int, body :: [Line] }
    data Block    = Block { properties :: [Property], begin, end :: Int }

    isJanko   :: String -> Bool
    readBlock :: String -> Either ParseError Block
    cells     :: Block -> String -> Size -> (String -> Either String a)
              -> Either ParseError [[a]]
    render    :: [Field] -> String

Between ``begin`` and ``end`` each property starts a line with its name (a lowercase
word): a one-line property carries its value after a space (``puzzle hakyuu``,
``author ...``, ``size 8`` or ``rows 30`` and ``cols 45``), a grid property stands
alone and the lines below it, up to the next property, are its rows (``problem``,
``areas``, ``solution``; ``moves`` too, whose records this module keeps and nobody
reads). What a kind's ``problem`` and ``solution`` mean is the kind's to say; this
module knows only the block. It reads liberally (CRLF, blank lines, properties in any
order, unknown ones kept, the block inside a page's ``<script>`` with its HTML
entities) and is strict where the puzzle is concerned: a grid of the wrong shape is an
error naming its line.

>>> block = read_block("begin\\npuzzle creek\\nrows 1\\ncols 2\\nproblem\\n- 1 -\\n0 - -\\nend\\n")
>>> block.unwrap().puzzle, block.bind(size)
('creek', <Success: (1, 2)>)
>>> print(block.bind(lambda b: cells(b, "problem", (2, 3), lambda t: Success(t))).unwrap())
(('-', '1', '-'), ('0', '-', '-'))
>>> print(read_block("begin\\npuzzle hakyuu\\n").failure())
line 3: no 'end' line after 'begin' (line 1)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from returns.result import Failure, Result, Success

from .matrix import Size
from .text import Line, ParseError, Token, shortened, tokens, traverse

A = TypeVar("A")

_BEGIN = re.compile(r"^[ \t]*begin[ \t]*\r?$", re.MULTILINE)
"""A line that opens a block."""
_SCRIPT = re.compile(
    r"<script\b[^>]*application/x-janko[^>]*>(.*?)(?:</script|\Z)", re.IGNORECASE | re.DOTALL
)
"""The element of a janko.at page that holds the block."""
_NAME = re.compile(r"([a-z][a-z0-9_]+)(?:[ \t]+(.*))?")
"""A property's line: its name, a lowercase word of two letters or more, then its
value (a row of ``x`` and ``-``, or a record ``ab,1;``, is never one)."""

SHAPE = ("size", "rows", "cols")
"""The properties that give the grid's size."""


@dataclass(frozen=True)
class Property:
    """One property of a block: its name, the value after it on its line (``""`` for a
    grid property), the number of that line, and the lines below it (a grid's rows)."""

    name: str
    value: str
    line: int
    body: tuple[Line, ...] = ()


@dataclass(frozen=True)
class Block:
    """The properties of one ``begin`` ... ``end`` block, in their order; ``begin`` and
    ``end`` are the numbers of those lines in the file."""

    properties: tuple[Property, ...]
    begin: int
    end: int

    def named(self, name: str) -> Property | None:
        """The first property called ``name``, if there is one."""
        return next((p for p in self.properties if p.name == name), None)

    @property
    def puzzle(self) -> str | None:
        """The kind its ``puzzle`` line names, in lower case and letters and digits only
        (``Tohu-Wa-Vohu`` is ``tohuwavohu``); ``None`` without one."""
        found = self.named("puzzle")
        name = "".join(filter(str.isalnum, found.value.lower())) if found else ""
        return name or None


# --- reading --------------------------------------------------------------------------------


def is_janko(text: str) -> bool:
    """Is ``text`` janko.at's text of a puzzle (a line ``begin``), or a saved page that
    holds one? No course format has such a line."""
    return _BEGIN.search(text) is not None or _SCRIPT.search(text) is not None


def read_block(text: str) -> Result[Block, ParseError]:
    """The first block of ``text``, its lines numbered as in the file; inside a page,
    the block of its ``application/x-janko`` script, HTML entities read."""
    page = _SCRIPT.search(text)
    start, stop = (page.start(1), page.end(1)) if page else (0, len(text))
    first = text.count("\n", 0, start) + 1
    raw = text[start:stop].split("\n")
    lines = [
        Line(number, _unescaped(line, page is not None).strip())
        for number, line in enumerate(raw, start=first)
    ]
    opening = next((i for i, line in enumerate(lines) if line.text == "begin"), None)
    if opening is None:
        return Failure(ParseError(first, "no 'begin' line: not a janko.at text"))
    closing = next((i for i in range(opening + 1, len(lines)) if lines[i].text == "end"), None)
    if closing is None:
        last = lines[-1].number + (1 if lines[-1].text else 0)
        begun = lines[opening].number
        return Failure(ParseError(last, f"no 'end' line after 'begin' (line {begun})"))
    inside = lines[opening + 1 : closing]
    return _properties(inside).map(
        lambda found: Block(found, lines[opening].number, lines[closing].number)
    )


def _unescaped(line: str, page: bool) -> str:
    """A line of the block: in a page, its HTML entities read (``&amp;`` is ``&``)."""
    if not page:
        return line
    import html  # noqa: PLC0415 - only a saved page needs it

    return html.unescape(line)


def _properties(lines: Sequence[Line]) -> Result[tuple[Property, ...], ParseError]:
    """Each property with the lines below it; blank lines are skipped."""
    found: list[Property] = []
    for line in lines:
        if not line.text:
            continue
        named = _NAME.fullmatch(line.text)
        if named is not None:
            found.append(Property(named.group(1), (named.group(2) or "").strip(), line.number))
        elif found:
            last = found[-1]
            found[-1] = Property(last.name, last.value, last.line, (*last.body, line))
        else:
            message = f"expected a property (puzzle, size, problem, ...), found {_shown(line)}"
            return Failure(ParseError(line.number, message))
    return Success(tuple(found))


def _shown(line: Line) -> str:
    return repr(shortened(line.text))


def size(block: Block) -> Result[Size, ParseError]:
    """The grid's rows and columns: ``size N`` (N x N), or ``rows R`` and ``cols C``."""
    given = block.named("size")
    if given is not None:
        return _positive(given).map(lambda n: (n, n))
    rows, cols = block.named("rows"), block.named("cols")
    if rows is None or cols is None:
        where = rows or cols
        message = "no size: a janko.at text gives 'size N', or 'rows R' and 'cols C'"
        return Failure(ParseError(where.line if where else block.begin, message))
    return _positive(rows).bind(lambda r: _positive(cols).map(lambda c: (r, c)))


def _positive(found: Property) -> Result[int, ParseError]:
    value = found.value
    if value.isascii() and value.isdigit() and 0 < len(value) <= 6 and int(value) > 0:
        return Success(int(value))
    message = f"{found.name} must be a positive number, found {found.value!r}"
    return Failure(ParseError(found.line, message))


def has(block: Block, name: str) -> bool:
    """Does the block hold a property called ``name``?"""
    return block.named(name) is not None


def lines_of(found: Property) -> tuple[Line, ...]:
    """A grid property's rows: the lines below its name (and a value after the name,
    taken as its first row)."""
    return (Line(found.line, found.value), *found.body) if found.value else found.body


def cells(
    block: Block, name: str, shape: Size, read: Callable[[str], Result[A, str]]
) -> Result[tuple[tuple[A, ...], ...], ParseError]:
    """The grid property ``name``: ``shape[0]`` rows of ``shape[1]`` entries, each read
    by ``read`` (whose failure, the reason, is told with the entry's line and column)."""
    found = block.named(name)
    if found is None:
        return Failure(ParseError(block.begin, f"no '{name}' grid in the janko.at text"))
    rows, cols = shape
    body = lines_of(found)
    if len(body) != rows:
        last = body[-1].number if body else found.line
        where = body[rows].number if len(body) > rows else last + 1
        message = f"'{name}' has {len(body)} rows, expected {rows}"
        return Failure(ParseError(where, message))

    def read_line(line: Line) -> Result[tuple[A, ...], ParseError]:
        words = tokens(line)
        if len(words) != cols:
            message = f"expected {cols} entries in a row of '{name}', found {len(words)}"
            return Failure(ParseError(line.number, message))

        def entry(token: Token) -> Result[A, ParseError]:
            return read(token.text).alt(
                lambda why: ParseError(line.number, f"{name}: {why}", token.column)
            )

        return traverse(entry, words)

    return traverse(read_line, body)


# --- writing --------------------------------------------------------------------------------

Grid = tuple[tuple[str, ...], ...]
"""A grid property's rows, each a tuple of entries."""

Field = tuple[str, str | Grid]
"""A property to write: its name, and its one-line value or its grid."""


def shape_fields(shape: Size) -> tuple[Field, ...]:
    """How the size is written: ``size N`` for a square grid, else ``rows`` and ``cols``."""
    rows, cols = shape
    if rows == cols:
        return (("size", str(rows)),)
    return (("rows", str(rows)), ("cols", str(cols)))


def render(fields: Iterable[Field]) -> str:
    """The block of ``fields``, in their order, between ``begin`` and ``end``."""
    lines = ["begin"]
    for name, value in fields:
        if isinstance(value, str):
            lines.append(f"{name} {value}" if value else name)
        else:
            lines.append(name)
            lines.extend(" ".join(row) for row in value)
    lines.append("end")
    return "\n".join(lines) + "\n"


def _text(found: Property) -> tuple[str, ...]:
    """A property read back as its lines, the way it was given."""
    head = f"{found.name} {found.value}" if found.value else found.name
    return (head, *(line.text for line in found.body))


def kept(original: str, written: str) -> str:
    """``written`` (a block this program wrote) with what ``original``, if it is a
    janko.at text, says besides the puzzle: its one-line properties (author, source,
    info, ...) after the ``puzzle`` line, and its other grids and records (a solution,
    moves) after the written grids. What the written block holds (the puzzle, its size,
    its grids) is the written block's."""
    if not is_janko(original):
        return written
    before, ours = read_block(original), read_block(written)
    if not isinstance(before, Success) or not isinstance(ours, Success):
        return written
    given, written_ = before.unwrap().properties, ours.unwrap().properties
    mine = {p.name for p in written_}
    shaped = next((i for i, p in enumerate(given) if p.name in SHAPE), len(given))
    theirs = [(i > shaped, p) for i, p in enumerate(given) if p.name not in mine | set(SHAPE)]
    shape = [p for p in written_ if p.name in SHAPE]
    grids = [p for p in written_[1:] if p.name not in SHAPE]
    parts = [
        [written_[0]],
        [p for after, p in theirs if not p.body and not after],
        shape,
        [p for after, p in theirs if not p.body and after],
        grids,
        [p for _, p in theirs if p.body],
    ]
    lines = [line for part in parts for p in part for line in _text(p)]
    return "\n".join(["begin", *lines, "end"]) + "\n"
