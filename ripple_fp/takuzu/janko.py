"""Tohu-Wa-Vohu as janko.at's text: an n x n ``problem`` of ``1`` (white), ``2`` (black)
and ``-`` (empty), and its ``solution`` of ``1`` and ``2``.

Haskell counterpart::

    readProblem  :: Block -> Either ParseError Problem
    fields       :: Problem -> [Field]
    readSolution :: Block -> Problem -> Either ParseError Solution

janko.at gives the size as ``size n`` (or ``rows`` and ``cols``, equal); as in the
course format, ``n`` is even.

>>> from ..grid.janko import read_block
>>> block = read_block("begin\\npuzzle tohuwavohu\\nsize 2\\nproblem\\n1 -\\n- -\\nend\\n")
>>> problem = block.bind(read_problem).unwrap()
>>> problem[(0, 0)].letter, problem[(1, 1)], fields(problem)[1]
('R', None, ('problem', (('1', '-'), ('-', '-'))))
"""

from __future__ import annotations

from returns.result import Failure, Result, Success

from ..grid.janko import Block, Field, cells, shape_fields, size
from ..grid.matrix import Matrix
from ..grid.text import ParseError
from .parse import Marks
from .puzzle import TOHU_WA_VOHU, Colour, Problem, Rules, Solution

_MARKS = Marks({"1": Colour.RED, "2": Colour.BLUE}, "-")
_DIGITS = {colour: digit for digit, colour in _MARKS.colours.items()}


def read_problem(block: Block, rules: Rules = TOHU_WA_VOHU) -> Result[Problem, ParseError]:
    """The puzzle a block holds, worded for ``rules`` (its colours' names)."""
    return _square(block, rules).bind(
        lambda n: cells(block, "problem", (n, n), _MARKS.cell).map(Matrix.from_rows)
    )


def read_solution(block: Block, problem: Problem) -> Result[Solution, ParseError]:
    """The block's ``solution``: a colour in every cell of ``problem``'s grid."""
    return cells(block, "solution", problem.size, _MARKS.colour).map(Matrix.from_rows)


def fields(problem: Problem) -> tuple[Field, ...]:
    """The size and ``problem`` of a puzzle."""
    givens = tuple(
        tuple("-" if cell is None else _DIGITS[cell] for cell in row) for row in problem.rows()
    )
    return (*shape_fields(problem.size), ("problem", givens))


def _square(block: Block, rules: Rules) -> Result[int, ParseError]:
    """The side of the grid: square, and even."""

    def even_square(shape: tuple[int, int]) -> Result[int, ParseError]:
        rows, cols = shape
        where = block.named("size") or block.named("rows") or block.named("cols")
        line = block.begin if where is None else where.line
        if rows != cols:
            return Failure(ParseError(line, f"the grid must be square, found {rows}x{cols}"))
        if rows % 2:
            message = f"a row of {rows} cells cannot hold {rules.balance}: the size must be even"
            return Failure(ParseError(line, message))
        return Success(rows)

    return size(block).bind(even_square)
