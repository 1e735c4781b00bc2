"""A grid of rooms as text, both ways: the course format of Ripple Effect and Suguru.

Haskell counterpart::

    parsePuzzle :: String -> Either ParseError (Puzzle (Maybe Int))
    parsePuzzle = numberLines >=> splitBlocks >=> readBlocks >=> buildPuzzle

    renderPuzzle   :: Puzzle (Maybe Int) -> String     -- parsePuzzle . renderPuzzle == Right
    renderSolution :: Puzzle Int -> String
    renderSolution = unlines . map (unwords . map show) . rows

A puzzle file is *r* rows of room ids, one empty line, then *r* rows of values with ``-``
for an empty cell; a solution file is the rows of values alone. Reading is a pipeline of
small steps in the ``Either`` monad: every step returns ``Result[..., ParseError]``; a
chain of ``.bind`` calls is ``>>=``, so ``f(x).bind(g).bind(h)`` is ``(f >=> g >=> h)
x``: the first failure stops the pipeline and is the answer. (returns' ``flow`` with its
point-free ``bind`` says the same, but importing ``returns.pointfree`` costs the command
about 8 ms of start-up, a ninth of a whole solve.) Errors name the line (and the column
where it helps), counted from 1 as editors do. A puzzle that is a puzz.link URL of its
variety is read too (:class:`RoomsFiles`, :mod:`.rooms_url`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from operator import le
from typing import NamedTuple, TypeVar

from returns.result import Failure, Result, Success

from .rooms import Cell, Layout, Problem, RoomId, Solution, Value, from_rows, make_layout
from .text import (
    MAX_DIGITS,
    WORD,
    Line,
    ParseError,
    line_after,
    miscounted,
    no_empty_lines,
    numbered_lines,
    read_words,
    rows_of,
    sequence,
    tokens,
    whole_number,
)

A = TypeVar("A")


class Blocks(NamedTuple):
    """The two halves of a puzzle file: room rows and value rows."""

    rooms: tuple[Line, ...]
    values: tuple[Line, ...]
    separator: int  # line number of the empty line between them


class Grids(NamedTuple):
    """The tokens of a puzzle file, read but not yet checked against each other."""

    rooms: tuple[tuple[RoomId, ...], ...]
    values: tuple[tuple[Cell, ...], ...]
    room_lines: tuple[Line, ...]
    value_lines: tuple[Line, ...]


# --- the public functions ---------------------------------------------------------------


@dataclass(frozen=True)
class RoomsFiles:
    """How a puzzle of rooms is read and written: the course text both ways, and a
    puzz.link URL of one of its ``varieties`` (read; the first is the one written)."""

    varieties: tuple[str, ...]

    def read_puzzle(self, text: str) -> Result[Problem, ParseError]:
        """The puzzle in ``text``: a URL (one line), or the course format. (Only a URL
        imports :mod:`.rooms_url`.)"""
        if "\n" not in text.strip():
            from .rooms_url import decode_url, is_url  # noqa: PLC0415 - only for a URL

            if is_url(text):
                return decode_url(text, self.varieties)
        return parse_puzzle(text)

    def read_solution(self, text: str, problem: Problem) -> Result[Solution, ParseError]:
        """The solution in ``text``, rows of numbers shaped like ``problem``'s grid."""
        return parse_solution(text, problem.layout)

    def url(self, problem: Problem) -> str:
        """``problem`` as a file holding its puzz.link URL."""
        from .rooms_url import encode_url  # noqa: PLC0415 - only for a URL

        return encode_url(problem, self.varieties[0]) + "\n"


def parse_puzzle(text: str) -> Result[Problem, ParseError]:
    """Read a puzzle file: r rows of room ids, one empty line, r rows of values or ``-``.

    Accepts CRLF line ends, trailing blanks and trailing empty lines, numbers of up to
    :data:`~ripple_fp.grid.text.MAX_DIGITS` digits, room ids in any order. Rejects
    everything else with a ParseError.
    """
    return numbered_lines(text).bind(_split_blocks).bind(_read_grids).bind(_build_puzzle)


def parse_solution(text: str, layout: Layout) -> Result[Solution, ParseError]:
    """Read a solution file (rows of numbers) for a grid of the given layout.

    Checks the shape and that every entry is a whole number; whether the numbers obey
    the rules is for a referee (:mod:`ripple_fp.grid.room_rule`) to say.
    """
    return (
        numbered_lines(text)
        .bind(lambda lines: no_empty_lines(lines, "unexpected empty line in a solution"))
        .bind(lambda lines: _read_solution_rows(lines, layout))
    )


# --- the steps --------------------------------------------------------------------------


def _split_blocks(lines: tuple[Line, ...]) -> Result[Blocks, ParseError]:
    """Cut the lines at the one empty line: room rows above it, value rows below."""
    empty = [i for i, line in enumerate(lines) if not line.text]
    if not empty:
        message = (
            "no empty line followed by value rows "
            "(a puzzle is rows of room ids, one empty line, then rows of values)"
        )
        return Failure(ParseError(lines[-1].number + 1, message))
    first = empty[0]
    if first == 0:
        return Failure(ParseError(1, "expected a row of room ids, found an empty line"))
    if len(empty) > 1:
        line = lines[empty[1]].number
        return Failure(
            ParseError(line, "unexpected second empty line: only one may separate the blocks")
        )
    rooms, values = lines[:first], lines[first + 1 :]
    return Success(Blocks(rooms, values, lines[first].number))


def _read_grids(blocks: Blocks) -> Result[Grids, ParseError]:
    """Read every token: room ids above the empty line, values or ``-`` below it."""
    if not blocks.values:
        return Failure(
            ParseError(blocks.separator + 1, "expected rows of values after the empty line")
        )
    rooms = sequence(_read_row(line, _room_id, (_NUMBERS, int)) for line in blocks.rooms)
    quick = ((_NUMBERS, int), (_CELLS, _quick_cell))
    values = sequence(_read_row(line, read_cell, *quick) for line in blocks.values)
    return rooms.bind(lambda r: values.map(lambda v: Grids(r, v, blocks.rooms, blocks.values)))


def _build_puzzle(grids: Grids) -> Result[Problem, ParseError]:
    """Check the two grids have one shape, and every given fits its room."""
    return _check_shape(grids).bind(_check_values)


def _check_shape(grids: Grids) -> Result[Grids, ParseError]:
    rows, cols = len(grids.rooms), len(grids.rooms[0])
    for line, room_row in zip(grids.room_lines, grids.rooms, strict=True):
        if len(room_row) != cols:
            return Failure(miscounted(line.number, "room ids", cols, len(room_row)))
    if len(grids.values) != rows:
        where = line_after(grids.value_lines, rows)
        message = (
            f"expected {rows} rows of values (one per row of rooms), found {len(grids.values)}"
        )
        return Failure(ParseError(where, message))
    for line, value_row in zip(grids.value_lines, grids.values, strict=True):
        if len(value_row) != cols:
            return Failure(miscounted(line.number, "values", cols, len(value_row)))
    return Success(grids)


def _check_values(grids: Grids) -> Result[Problem, ParseError]:
    """Every given lies in ``1..size`` of its room. Checked for the whole grid in C
    first (``min``, ``map``), then, only if that fails, cell by cell for the message."""
    problem = from_rows(make_layout(grids.rooms), grids.values)
    sizes, rooms = problem.layout.sizes, problem.layout.room_of.cells
    given = [1 if value is None else value for value in problem.grid.cells]
    if min(given) >= 1 and all(map(le, given, map(sizes.__getitem__, rooms))):
        return Success(problem)
    for index, (value, room) in enumerate(zip(given, rooms, strict=True)):
        if not 1 <= value <= sizes[room]:
            return Failure(_out_of_range(grids, divmod(index, len(grids.rooms[0])), sizes[room]))
    return Success(problem)


def _out_of_range(grids: Grids, pos: tuple[int, int], size: int) -> ParseError:
    line = grids.value_lines[pos[0]]
    token = tokens(line)[pos[1]]
    value = int(token.text)
    bound = "below 1" if value < 1 else f"larger than its room's size {size}"
    return ParseError(line.number, f"value {value} is {bound}", token.column)


def _read_solution_rows(lines: tuple[Line, ...], layout: Layout) -> Result[Solution, ParseError]:
    rows = rows_of(lines, *layout.size, "numbers")
    grid = rows.bind(
        lambda shaped: sequence(_read_row(line, read_value, (_NUMBERS, int)) for line in shaped)
    )
    return grid.map(lambda values: from_rows(layout, values))


# --- tokens -------------------------------------------------------------------------------


_NUMBER = rf"-?[0-9]{{1,{MAX_DIGITS}}}"
_NUMBERS = re.compile(rf"\s*{_NUMBER}(?:\s+{_NUMBER})*\s*")
"""A line of whole numbers only, each as :func:`whole_number` reads it."""
_CELLS = re.compile(rf"\s*(?:{_NUMBER}|-)(?:\s+(?:{_NUMBER}|-))*\s*")
"""A line of whole numbers and ``-`` only."""


def _read_row(
    line: Line,
    read: Callable[[str], Result[A, str]],
    *quick: tuple[re.Pattern[str], Callable[[str], A]],
) -> Result[tuple[A, ...], ParseError]:
    """Read every token of a line with ``read``; a failure names the token's column.

    A line that one of the ``quick`` patterns matches whole cannot fail: the first such
    pattern's function reads its tokens, without a ``Result`` per token (a 2000x2000
    puzzle has 8 million of them)."""
    for well_formed, read_word in quick:
        if well_formed.fullmatch(line.text):
            return Success(tuple(map(read_word, WORD.findall(line.text))))

    return read_words(line, read)


def _quick_cell(word: str) -> Cell:
    """A token of a line ``_CELLS`` matches: a number, or ``None`` for ``-``."""
    return None if word == "-" else int(word)


def _room_id(text: str) -> Result[RoomId, str]:
    return whole_number(text, "is not a room id (a whole number)")


def read_cell(text: str) -> Result[Cell, str]:
    """A cell of a puzzle's values: a whole number, or ``None`` for ``-``."""
    if text == "-":
        return Success(None)
    return whole_number(text, "is neither a number nor '-'")


def read_value(text: str) -> Result[Value, str]:
    """A value of a solution: a whole number."""
    return whole_number(text, "is not a whole number")


# --- the other way: puzzle to text ------------------------------------------------------------


def render_solution(solution: Solution) -> str:
    """The output file: one line per row, numbers separated by single spaces."""
    return _lines(tuple(map(str, row)) for row in solution.rows())


def render_puzzle(problem: Problem) -> str:
    """The input file format: room ids, an empty line, then values with ``-`` for holes."""
    rooms = _lines(
        tuple(str(problem.layout.room_of[(r, c)]) for c in range(problem.layout.size[1]))
        for r in range(problem.layout.size[0])
    )
    values = _lines(tuple(map(_show_cell, row)) for row in problem.rows())
    return f"{rooms}\n{values}"


def _show_cell(cell: Cell) -> str:
    return "-" if cell is None else str(cell)


def _lines(rows: Iterable[tuple[str, ...]]) -> str:
    return "".join(" ".join(row) + "\n" for row in rows)
