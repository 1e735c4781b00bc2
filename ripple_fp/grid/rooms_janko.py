"""A grid of rooms as janko.at's text (Hakyuu, Suguru): ``problem`` holds the givens,
``-`` for an empty cell; ``areas`` each cell's room, by a label; ``solution`` the filled
grid.

Haskell counterpart::

    readProblem  :: Block -> Either ParseError Problem
    fields       :: Problem -> [Field]             -- readProblem . block . fields == Right
    readSolution :: Block -> Problem -> Either ParseError Solution

Labels that are all whole numbers are the room ids (so a course file written as janko.at's
text reads back as the same puzzle); any other labels are numbered 1, 2, ... in the
order of their first cells. A given must lie in ``1..size`` of its room, as in the
course format.

>>> from .janko import read_block
>>> text = "begin\\npuzzle suguru\\nsize 2\\nproblem\\n- 2\\n- -\\nareas\\n1 1\\n2 2\\nend\\n"
>>> problem = read_block(text).bind(read_problem).unwrap()
>>> problem.layout.sizes[1], problem[(0, 1)], problem[(1, 1)]
(2, 2, None)
>>> fields(problem)[1]
('problem', (('-', '2'), ('-', '-')))
"""

from __future__ import annotations

from returns.result import Failure, Result, Success

from .janko import Block, Field, Property, cells, lines_of, shape_fields, size
from .matrix import Size
from .rooms import Cell, Problem, Solution, from_rows, make_layout
from .rooms_text import read_cell, read_value
from .text import ParseError, tokens, whole_number


def read_problem(block: Block) -> Result[Problem, ParseError]:
    """The puzzle of rooms a block holds."""
    return size(block).bind(
        lambda shape: cells(block, "problem", shape, read_cell).bind(
            lambda givens: cells(block, "areas", shape, Success).bind(
                lambda labels: _built(block, givens, labels)
            )
        )
    )


def read_solution(block: Block, problem: Problem) -> Result[Solution, ParseError]:
    """The block's ``solution``: a number in every cell of ``problem``'s grid."""
    return cells(block, "solution", problem.layout.size, read_value).map(
        lambda rows: from_rows(problem.layout, rows)
    )


def fields(problem: Problem) -> tuple[Field, ...]:
    """The size, ``problem`` and ``areas`` of a puzzle of rooms."""
    shape: Size = problem.layout.size
    rooms = tuple(
        tuple(str(problem.layout.room_of[(r, c)]) for c in range(shape[1]))
        for r in range(shape[0])
    )
    givens = tuple(
        tuple("-" if cell is None else str(cell) for cell in row) for row in problem.rows()
    )
    return (*shape_fields(shape), ("problem", givens), ("areas", rooms))


def _built(
    block: Block, givens: tuple[tuple[Cell, ...], ...], labels: tuple[tuple[str, ...], ...]
) -> Result[Problem, ParseError]:
    """The puzzle, once every given fits its room."""
    problem = from_rows(make_layout(_room_ids(labels)), givens)
    sizes = problem.layout.sizes
    for (r, c), cell in problem.grid.items():
        room = sizes[problem.layout.room_of[(r, c)]]
        if cell is not None and not 1 <= cell <= room:
            line = lines_of(block.named("problem") or Property("problem", "", 0))[r]
            bound = "below 1" if cell < 1 else f"larger than its room's size {room}"
            return Failure(
                ParseError(line.number, f"value {cell} is {bound}", tokens(line)[c].column)
            )
    return Success(problem)


def _room_ids(labels: tuple[tuple[str, ...], ...]) -> tuple[tuple[int, ...], ...]:
    """The labels as room ids: themselves if all are whole numbers, else 1, 2, ... in
    the order of their first cells."""
    ids = [whole_number(label, "") for row in labels for label in row]
    if all(isinstance(read, Success) for read in ids):
        return tuple(tuple(int(label) for label in row) for row in labels)
    number: dict[str, int] = {}
    return tuple(
        tuple(number.setdefault(label, len(number) + 1) for label in row) for row in labels
    )
