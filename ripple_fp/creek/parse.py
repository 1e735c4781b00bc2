"""Text to puzzle: a pure parser, a chain of small steps in the ``Either`` monad.

Haskell counterpart (a parser as a function from a position to the value read and the
next position, ``Either`` for the first error)::

    type Reader a = Cursor -> Either ParseError (a, Cursor)

    parsePuzzle   :: String -> Either ParseError Problem
    parsePuzzle   = oneLine >=> readHeader >=> readClues >=> atEnd >=> buildProblem

    parseSolution :: String -> Problem -> Either ParseError Solution

A puzzle file is one line, ``Creek (H, W) [((r, c), n), ...]``, spaced exactly like
that: a pattern of literal words and numbers (:data:`HEADER`, :data:`CLUE`) read left
to right. Errors name the line and column (from 1) where the text stops matching, or
the clue that breaks a rule of the format (off the grid, too large, given twice).

>>> parse_puzzle("Creek (1, 2) [((0, 1), 2)]\\n").unwrap()
Matrix((2, 3), [(None, 2, None), (None, None, None)])
>>> print(parse_puzzle("Creek (1, 2) [((0, 1); 2)]").failure())
line 1, column 22: expected '), ', found ';'
"""

from __future__ import annotations

import re
from typing import NamedTuple

from returns.result import Failure, Result, Success

from ..grid.matrix import Matrix, Size
from ..grid.text import Line, ParseError, line_after, no_empty_lines, numbered_lines, whole_number
from .puzzle import EMPTY, FILLED, Clue, Crossing, Problem, Solution, around, size_of, with_clues
from .puzzle import on_grid as _on_grid

Pattern = tuple[str | None, ...]
"""What a piece of text must look like: literal words, and ``None`` where a number goes."""

HEADER: Pattern = ("Creek (", None, ", ", None, ") [")
CLUE: Pattern = ("((", None, ", ", None, "), ", None, ")")

_DIGITS = re.compile(r"[0-9]+")
_BOXES = {"0": EMPTY, "1": FILLED}


class Cursor(NamedTuple):
    """A place in a line: the line, and the 0-based index of the next character."""

    line: Line
    at: int

    def error(self, message: str, offset: int = 0) -> ParseError:
        return ParseError(self.line.number, message, self.at + offset + 1)


class RawClue(NamedTuple):
    """A clue as read, with the cursor at its first character (for error messages)."""

    where: Cursor
    crossing: Crossing
    number: Clue


class Read(NamedTuple):
    """A puzzle line read, but not yet checked against its size."""

    size: Size
    size_at: Cursor
    clues: tuple[RawClue, ...]


# --- the public functions ---------------------------------------------------------------


def parse_puzzle(text: str) -> Result[Problem, ParseError]:
    """Read a puzzle file: one line ``Creek (H, W) [((r, c), n), ...]``. Accepts CRLF,
    trailing blanks and trailing empty lines; rejects everything else with a ParseError."""
    return (
        numbered_lines(text)
        .bind(lambda lines: _read_line(lines[0]).bind(lambda read: _only_line(lines, read)))
        .bind(_build_problem)
    )


def parse_solution(text: str, problem: Problem) -> Result[Solution, ParseError]:
    """Read a solution file, ``h`` lines of ``w`` characters ``0`` or ``1``, for a grid
    of ``problem``'s size. Whether it obeys the rules is for :mod:`.referee` to say."""
    return (
        numbered_lines(text)
        .bind(lambda lines: no_empty_lines(lines, "unexpected empty line in a solution"))
        .bind(lambda lines: _read_boxes(lines, size_of(problem)))
    )


# --- lines --------------------------------------------------------------------------------


def _only_line(lines: tuple[Line, ...], read: Read) -> Result[Read, ParseError]:
    if len(lines) > 1:
        return Failure(ParseError(lines[1].number, "a puzzle is one line, found more"))
    return Success(read)


# --- the puzzle line ------------------------------------------------------------------------


def _read_line(line: Line) -> Result[Read, ParseError]:
    """The header, then the clues up to the closing bracket, then nothing more."""
    start = Cursor(line, 0)
    return _pattern(start, HEADER).bind(
        lambda header: _clue_list(header[1]).map(
            lambda clues: Read((header[0][0], header[0][1]), start._replace(at=7), clues)
        )
    )


def _clue_list(cursor: Cursor) -> Result[tuple[RawClue, ...], ParseError]:
    """``((r, c), n)`` items separated by ``", "``, then ``]`` and the end of the line."""
    clues: list[RawClue] = []
    while clues or not _looking_at(cursor, "]"):
        read = _pattern(cursor, CLUE)
        if isinstance(read, Failure):
            return Failure(read.failure())
        (r, c, n), after = read.unwrap()
        clues.append(RawClue(cursor, (r, c), n))
        if not _looking_at(after, ", "):
            cursor = after
            break
        cursor = after._replace(at=after.at + 2)
    if not _looking_at(cursor, "]"):
        return Failure(cursor.error(f"expected ', ' or ']', found {_found(cursor)}"))
    return _at_end(cursor._replace(at=cursor.at + 1)).map(lambda _: tuple(clues))


def _at_end(cursor: Cursor) -> Result[Cursor, ParseError]:
    if cursor.at < len(cursor.line.text):
        return Failure(cursor.error(f"unexpected {_found(cursor)} after the clue list"))
    return Success(cursor)


def _pattern(
    cursor: Cursor, pattern: Pattern
) -> Result[tuple[tuple[int, ...], Cursor], ParseError]:
    """Read ``pattern`` at ``cursor``: the numbers in it, and where it ends."""
    numbers: list[int] = []
    for word in pattern:
        if word is None:
            found = _DIGITS.match(cursor.line.text, cursor.at)
            if found is None:
                return Failure(cursor.error(f"expected a number, found {_found(cursor)}"))
            number = whole_number(found.group(), "is not a number")
            if isinstance(number, Failure):
                return Failure(cursor.error(number.failure()))
            numbers.append(number.unwrap())
            cursor = cursor._replace(at=found.end())
        else:
            read = _literal(cursor, word)
            if isinstance(read, Failure):
                return Failure(read.failure())
            cursor = read.unwrap()
    return Success((tuple(numbers), cursor))


def _literal(cursor: Cursor, word: str) -> Result[Cursor, ParseError]:
    """``word`` at ``cursor``, or an error at the first character that differs."""
    text = cursor.line.text
    for offset, char in enumerate(word):
        if text[cursor.at + offset : cursor.at + offset + 1] != char:
            here = cursor._replace(at=cursor.at + offset)
            return Failure(here.error(f"expected {word!r}, found {_found(here)}"))
    return Success(cursor._replace(at=cursor.at + len(word)))


def _looking_at(cursor: Cursor, word: str) -> bool:
    return cursor.line.text.startswith(word, cursor.at)


def _found(cursor: Cursor) -> str:
    rest = cursor.line.text[cursor.at :]
    return repr(rest[0]) if rest else "the end of the line"


# --- the checks ---------------------------------------------------------------------------


def _build_problem(read: Read) -> Result[Problem, ParseError]:
    """Check the size, and that every clue is on the grid, fits its boxes, and is alone."""
    rows, cols = read.size
    if rows < 1 or cols < 1:
        return Failure(read.size_at.error(f"a grid needs a row and a column, found {rows}x{cols}"))
    clues: dict[Crossing, Clue] = {}
    for where, crossing, number in read.clues:
        if not _on_grid(read.size, crossing):
            last = f"({rows}, {cols})"
            message = f"crossing {crossing} is off the grid (crossings go from (0, 0) to {last})"
            return Failure(where.error(message))
        boxes = len(around(read.size, crossing))
        if number > boxes:
            plural = "box" if boxes == 1 else "boxes"
            message = f"clue {number} at crossing {crossing} is more than its {boxes} {plural}"
            return Failure(where.error(message))
        if crossing in clues:
            return Failure(where.error(f"crossing {crossing} has a second clue"))
        clues[crossing] = number
    return Success(with_clues(read.size, clues))


def _read_boxes(lines: tuple[Line, ...], size: Size) -> Result[Solution, ParseError]:
    rows, cols = size
    if len(lines) != rows:
        message = f"expected {rows} rows, found {len(lines)}"
        return Failure(ParseError(line_after(lines, rows), message))
    for line in lines:
        for column, char in enumerate(line.text, start=1):
            if char not in _BOXES:
                return Failure(ParseError(line.number, f"{char!r} is neither 0 nor 1", column))
        if len(line.text) != cols:
            message = f"expected {cols} boxes, found {len(line.text)}"
            return Failure(ParseError(line.number, message, min(len(line.text), cols) + 1))
    return Success(Matrix.from_rows(tuple(_BOXES[char] for char in line.text) for line in lines))
