"""Creek as janko.at's text: ``rows`` and ``cols`` (or ``size``) count the boxes; the
``problem`` is the (rows + 1) x (cols + 1) grid of crossings, a clue or ``-``; the
``solution`` marks each box ``x`` (filled) or ``-`` (empty).

Haskell counterpart::

    readProblem  :: Block -> Either ParseError Problem
    fields       :: Problem -> [Field]
    readSolution :: Block -> Problem -> Either ParseError Solution

A clue is checked as the course format checks it: no more than the boxes around its
crossing.

>>> from ..grid.janko import read_block
>>> block = read_block("begin\\npuzzle creek\\nsize 1\\nproblem\\n- 1\\n- -\\nend\\n")
>>> problem = block.bind(read_problem).unwrap()
>>> problem, fields(problem)[1]
(Matrix((2, 2), [(None, 1), (None, None)]), ('problem', (('-', '1'), ('-', '-'))))
"""

from __future__ import annotations

from returns.result import Failure, Result, Success

from ..grid.janko import Block, Field, cells, lines_of, shape_fields, size
from ..grid.matrix import Matrix, Size
from ..grid.text import ParseError, tokens
from .puzzle import EMPTY, FILLED, Box, Clue, Problem, Solution, around, size_of

_BOXES = {"x": FILLED, "-": EMPTY}
_SHOWN = {box: mark for mark, box in _BOXES.items()}


def read_problem(block: Block) -> Result[Problem, ParseError]:
    """The puzzle a block holds."""
    return size(block).bind(
        lambda shape: cells(block, "problem", (shape[0] + 1, shape[1] + 1), _clue).bind(
            lambda rows: _built(block, shape, rows)
        )
    )


def read_solution(block: Block, problem: Problem) -> Result[Solution, ParseError]:
    """The block's ``solution``: every box filled or empty."""
    return cells(block, "solution", size_of(problem), _box).map(Matrix.from_rows)


def fields(problem: Problem) -> tuple[Field, ...]:
    """The size and the ``problem`` of crossings."""
    crossings = tuple(tuple(map(_shown, row)) for row in problem.rows())
    return (*shape_fields(size_of(problem)), ("problem", crossings))


def _built(
    block: Block, shape: Size, rows: tuple[tuple[Clue | None, ...], ...]
) -> Result[Problem, ParseError]:
    """The puzzle, once every clue fits the boxes around its crossing."""
    for r, row in enumerate(rows):
        for c, clue in enumerate(row):
            if clue is None:
                continue
            boxes = len(around(shape, (r, c)))
            if clue > boxes:
                found = block.named("problem")
                line = lines_of(found)[r] if found else None
                plural = "box" if boxes == 1 else "boxes"
                message = f"clue {clue} at crossing {(r, c)} is more than its {boxes} {plural}"
                column = tokens(line)[c].column if line else None
                return Failure(ParseError(line.number if line else block.begin, message, column))
    return Success(Matrix.from_rows(rows))


def _shown(clue: Clue | None) -> str:
    return "-" if clue is None else str(clue)


def _clue(text: str) -> Result[Clue | None, str]:
    if text == "-":
        return Success(None)
    if text in ("0", "1", "2", "3", "4"):
        return Success(int(text))
    return Failure(f"{text!r} is not a clue (0 to 4) nor '-'")


def _box(text: str) -> Result[Box, str]:
    box = _BOXES.get(text)
    return (
        Failure(f"{text!r} is neither x (filled) nor - (empty)") if box is None else Success(box)
    )
