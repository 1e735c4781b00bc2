"""Ripple Effect as a kind of puzzle: the record the commands run it through.

Haskell counterpart::

    ripple :: Kind (Puzzle (Maybe Int)) (Puzzle Int)
    ripple = Kind { name = "ripple", title = "Ripple Effect puzzle"
                  , parsePuzzle = Ripple.parsePuzzle, ... }

Each field is a function of :mod:`ripple_fp.ripple`, adapted to the record's shape where
the shapes differ (the solution parser wants the layout, the pictures the grid). The
pictures are imported when first drawn: most runs draw nothing.
"""

from __future__ import annotations

from typing import Final

from returns.result import Result

from ..grid.errors import ParseError
from ..grid.geometry import Pos
from ..ripple.counting import ENUMERATE
from ..ripple.formats import read_any
from ..ripple.model import RippleModel
from ..ripple.parse import parse_solution
from ..ripple.puzzle import Problem, Solution, givens
from ..ripple.referee import explain, faulty_cells, violations
from ..ripple.render import render_solution
from ..ripple.strategies import (
    DEFAULT,
    PORTFOLIO,
    SPLIT_DEFAULT,
    STRATEGIES,
    solutions,
    strategy_named,
)
from .kind import Kind, by_name, referee
from .limits import Measure


def read_solution(text: str, problem: Problem) -> Result[Solution, ParseError]:
    """The solution in ``text``, shaped like ``problem``'s layout."""
    return parse_solution(text, problem.layout)


def draw(problem: Problem, solution: Solution | None) -> str:
    """The box drawing of the puzzle, or of the solution."""
    from ..ripple.pictures import draw as draw_grid  # noqa: PLC0415 - drawn only when asked

    shown = problem if solution is None else solution
    return draw_grid(shown.layout, shown.grid)


def picture(
    problem: Problem, solution: Solution | None, faulty: frozenset[Pos], title: str
) -> str:
    """The SVG picture of the puzzle, or of the solution, givens bold."""
    from ..ripple.pictures import to_svg  # noqa: PLC0415 - drawn only when asked

    shown = problem if solution is None else solution
    return to_svg(shown.layout, shown.grid, givens(problem), faulty, title)


def measure(problem: Problem) -> Measure:
    """Its cells, and for each empty cell its room's size."""
    sizes, rooms = problem.layout.sizes, problem.layout.room_of.cells
    empty = (
        sizes[room] for cell, room in zip(problem.grid.cells, rooms, strict=True) if cell is None
    )
    return Measure(len(rooms), sum(empty))


RIPPLE: Final[Kind[Problem, Solution]] = Kind(
    name="ripple",
    title="Ripple Effect puzzle",
    parse_puzzle=read_any,
    parse_solution=read_solution,
    render_solution=render_solution,
    draw=draw,
    picture=picture,
    judge=referee(violations, explain, faulty_cells),
    strategies=STRATEGIES,
    default=DEFAULT,
    solutions=by_name(solutions, strategy_named),
    measure=measure,
    model=RippleModel,
    portfolio=PORTFOLIO,
    split_default=SPLIT_DEFAULT,
    count_default=ENUMERATE,
)
