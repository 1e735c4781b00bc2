"""Text to Vergleichssudoku: the pure parser, a pipeline in the ``Either`` monad.

Haskell counterpart::

    parsePuzzle :: String -> Either ParseError (Matrix Clue)
    parsePuzzle = numberLines >=> squareRows >=> traverse readRow >=> checkWalls

    parseSolution :: String -> Matrix Clue -> Either ParseError (Matrix Int)

A puzzle file is ``n`` lines of ``n`` pairs separated by blanks (``n`` is 4, 6 or 9):
the first character of a pair compares the cell with its right neighbour, the second
with the one below, ``+`` (this one is greater), ``-`` (smaller) or ``.`` (no sign). A
sign may only compare two cells of one box. Every step returns ``Result[...,
ParseError]`` and ``.bind`` chains them, as in :mod:`ripple_fp.grid.rooms_text`; errors
name the line and column, counted from 1.

>>> parse_puzzle("-+ .- -- .+\\n-. .. +. ..\\n++ .- -- .+\\n+. .. +. ..\\n").unwrap().size
(4, 4)
>>> print(parse_puzzle("-+ .- -- .+\\n-. .. +. ..\\n++ .- -- .+\\n+. .. +x ..\\n").failure())
line 4, column 8: 'x' is not '+', '-' or '.'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from returns.result import Failure, Result, Success

from ..grid.matrix import Matrix, Pos, inside
from ..grid.text import (
    Line,
    ParseError,
    Token,
    no_empty_lines,
    numbered_lines,
    rows_of,
    sequence,
    tokens,
    traverse,
    whole_number,
)
from .puzzle import BOXES, Clue, Problem, Sign, Solution, below, right_of, same_box, side

A = TypeVar("A")


_SIGNS = {"+": Sign.GREATER, "-": Sign.LESS, ".": None}

Fault = tuple[int, str]
"""What is wrong with a token: how far into it (0 for its first character), and what."""


def parse_puzzle(text: str) -> Result[Problem, ParseError]:
    """Read a puzzle file. Accepts CRLF line ends, trailing blanks and trailing empty
    lines, and any blanks between pairs; rejects everything else with a ParseError."""
    return _numbered_lines(text).bind(_square).bind(_read_clues)


def parse_solution(text: str, problem: Problem) -> Result[Solution, ParseError]:
    """Read a solution file (``n`` rows of ``n`` whole numbers) for ``problem``. Checks
    the shape and that every entry is a whole number; whether the numbers obey the rules
    is for :mod:`.referee` to say."""
    size = side(problem)
    return (
        _numbered_lines(text)
        .bind(lambda lines: rows_of(lines, size, size, "numbers"))
        .bind(lambda lines: sequence(_read_row(line, _number) for line in lines))
        .map(Matrix.from_rows)
    )


# --- the steps -----------------------------------------------------------------------------


def _numbered_lines(text: str) -> Result[tuple[Line, ...], ParseError]:
    """Numbered lines (:func:`~ripple_fp.grid.text.numbered_lines`), none of them empty."""
    return numbered_lines(text).bind(no_empty_lines)


def _square(lines: tuple[Line, ...]) -> Result[tuple[Line, ...], ParseError]:
    """The first row says the size, which must be one of :data:`BOXES`; then every
    row, and the number of rows, must agree with it."""
    size = len(tokens(lines[0]))
    if size not in BOXES:
        *most, last = map(str, BOXES)
        message = (
            f"expected {', '.join(most)} or {last} pairs (the size of the grid), found {size}"
        )
        return Failure(ParseError(lines[0].number, message))
    return rows_of(lines, size, size, "pairs")


def _read_clues(lines: tuple[Line, ...]) -> Result[Problem, ParseError]:
    """Every pair of signs, then where the signs stand."""
    clues = sequence(_read_row(line, _clue) for line in lines)
    return clues.map(Matrix.from_rows).bind(lambda problem: _check_walls(problem, lines))


def _check_walls(problem: Problem, lines: tuple[Line, ...]) -> Result[Problem, ParseError]:
    """A sign may only compare two cells of one box: not across a box wall, nor past the
    edge of the grid."""
    n = side(problem)
    for pos, clue in problem.items():
        token = tokens(lines[pos[0]])[pos[1]]
        for offset, sign, other, where in (
            (0, clue.right, right_of(pos), "to its right"),
            (1, clue.below, below(pos), "below it"),
        ):
            if sign is not None and not _in_one_box(n, pos, other):
                message = f"'{sign.value}' compares with the cell {where}, in another box"
                if other not in problem:
                    message = f"'{sign.value}' compares with a cell {where}, past the edge"
                return Failure(ParseError(lines[pos[0]].number, message, token.column + offset))
    return Success(problem)


def _in_one_box(size: int, a: Pos, b: Pos) -> bool:
    return inside((size, size), b) and same_box(size, a, b)


# --- tokens --------------------------------------------------------------------------------


def _read_row(
    line: Line, read: Callable[[Token], Result[A, Fault]]
) -> Result[tuple[A, ...], ParseError]:
    """Read every token of a line; a failure names its column (``read`` says how far into
    the token the fault lies)."""

    def read_token(token: Token) -> Result[A, ParseError]:
        return read(token).alt(
            lambda fault: ParseError(line.number, fault[1], token.column + fault[0])
        )

    return traverse(read_token, tokens(line))


def _clue(token: Token) -> Result[Clue, Fault]:
    if len(token.text) != 2:
        return Failure((0, f"{token.text!r} is not a pair of signs (two of '+', '-', '.')"))
    for offset, char in enumerate(token.text):
        if char not in _SIGNS:
            return Failure((offset, f"{char!r} is not '+', '-' or '.'"))
    return Success(Clue(_SIGNS[token.text[0]], _SIGNS[token.text[1]]))


def _number(token: Token) -> Result[int, Fault]:
    return whole_number(token.text, "is not a whole number").alt(lambda why: (0, why))
