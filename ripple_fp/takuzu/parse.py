"""Text to puzzle: the pure parser, a pipeline of small steps in the ``Either`` monad.

Haskell counterpart::

    parsePuzzle   :: String -> Either ParseError (Matrix (Maybe Colour))
    parsePuzzle   = numberLines >=> traverse (readRow cell) >=> evenSquare >=> build

    parseSolution :: String -> Matrix (Maybe Colour) -> Either ParseError (Matrix Colour)

A file is ``n`` lines of ``n`` cells separated by blanks, each ``R`` (red), ``B`` (blue)
or ``.`` (empty); a solution file is the same without ``.``. ``n`` is even: a line of
odd length cannot hold as many red as blue cells. The file does not say which rules it
is played under: the kind that reads it does. Every step returns
``Result[..., ParseError]`` and a chain of ``.bind`` calls is ``>>=``: the first failure
is the answer. Errors name the line, and the column where it helps, counted from 1.

>>> print(parse_puzzle("R .\\n. x\\n").failure())
line 2, column 3: 'x' is not a cell (R, B or .)
>>> print(parse_puzzle("R . .\\n. . .\\n. . .\\n").failure())
line 1: a row of 3 cells cannot hold as many red as blue: the size must be even
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import TypeVar

from returns.result import Failure, Result, Success

from ..grid.matrix import Matrix
from ..grid.text import (
    Line,
    ParseError,
    no_empty_lines,
    numbered_lines,
    read_words,
    tokens,
    traverse,
)
from .puzzle import TAKUZU, Cell, Colour, Problem, Rules, Solution, side

A = TypeVar("A")


Row = tuple[Line, tuple[A, ...]]
"""A line and what its tokens were read as."""


@dataclass(frozen=True)
class Marks:
    """How a text writes a cell: a mark for each colour, and one for an empty cell."""

    colours: Mapping[str, Colour]
    empty: str

    def colour(self, text: str) -> Result[Colour, str]:
        """The colour ``text`` marks, or why it marks none."""
        colour = self.colours.get(text)
        if colour is None:
            return Failure(f"{text!r} is not a colour ({' or '.join(self.colours)})")
        return Success(colour)

    def cell(self, text: str) -> Result[Cell, str]:
        """The cell ``text`` marks (``None``: empty), or why it marks none."""
        if text == self.empty:
            return Success(None)
        marks = ", ".join(self.colours)
        return self.colour(text).alt(lambda _: f"{text!r} is not a cell ({marks} or {self.empty})")


_MARKS = Marks({colour.letter: colour for colour in Colour}, ".")


# --- the public functions ---------------------------------------------------------------


def parse_puzzle(text: str, rules: Rules = TAKUZU) -> Result[Problem, ParseError]:
    """Read a puzzle file, worded for ``rules`` (0h h1's unless told otherwise: its
    colours' names).

    Accepts CRLF line ends, runs of blanks between cells, trailing blanks and trailing
    empty lines. Rejects everything else with a ParseError. Whether the givens can be
    completed is for the solver to say.
    """
    return (
        _numbered_lines(text)
        .bind(lambda lines: _read_rows(lines, _MARKS.cell))
        .bind(partial(_even_square, rules=rules))
        .map(lambda rows: Matrix.from_rows(cells for _, cells in rows))
    )


def parse_solution(text: str, problem: Problem) -> Result[Solution, ParseError]:
    """Read a solution file (a filled grid of the problem's size).

    Checks the shape and that every cell is ``R`` or ``B``; whether the grid obeys the
    rules is for :mod:`.referee` to say.
    """
    return (
        _numbered_lines(text)
        .bind(lambda lines: _read_rows(lines, _MARKS.colour))
        .bind(lambda rows: _square(rows, side(problem)))
        .map(lambda rows: Matrix.from_rows(cells for _, cells in rows))
    )


# --- the steps --------------------------------------------------------------------------


def _numbered_lines(text: str) -> Result[tuple[Line, ...], ParseError]:
    """Numbered lines (:func:`~ripple_fp.grid.text.numbered_lines`), none of them empty."""
    return numbered_lines(text).bind(
        lambda lines: no_empty_lines(lines, "unexpected empty line inside the grid")
    )


def _read_rows(
    lines: tuple[Line, ...], read: Callable[[str], Result[A, str]]
) -> Result[tuple[Row[A], ...], ParseError]:
    """Read every token of every line with ``read``; a failure names its column."""

    def read_line(line: Line) -> Result[Row[A], ParseError]:
        return read_words(line, read).map(lambda cells: (line, cells))

    return traverse(read_line, lines)


def _even_square(
    rows: tuple[Row[A], ...], rules: Rules = TAKUZU
) -> Result[tuple[Row[A], ...], ParseError]:
    """The first row sets the size, which must be even; then the grid must be square."""
    first, cells = rows[0]
    if len(cells) % 2:
        message = f"a row of {len(cells)} cells cannot hold {rules.balance}: the size must be even"
        return Failure(ParseError(first.number, message))
    return _square(rows, len(cells))


def _square(rows: tuple[Row[A], ...], size: int) -> Result[tuple[Row[A], ...], ParseError]:
    """Every row holds ``size`` cells, and there are ``size`` rows."""
    for line, cells in rows:
        if len(cells) != size:
            extra = tokens(line)[size].column if len(cells) > size else None
            message = f"expected {size} cells in the row, found {len(cells)}"
            return Failure(ParseError(line.number, message, extra))
    if len(rows) != size:
        where = rows[size][0].number if len(rows) > size else rows[-1][0].number + 1
        message = f"expected {size} rows (the grid is square), found {len(rows)}"
        return Failure(ParseError(where, message))
    return Success(rows)
