"""Vergleichssudoku as a kind of puzzle: the record the commands run it through.

Haskell counterpart::

    vergleich :: Kind (Puzzle Clue) (Puzzle Int)
    vergleich = Kind { name = "vergleich", title = "Vergleichssudoku puzzle", ... }

The puzzle has no givens: its pictures show the signs, and a solution's digits beside
them.
"""

from __future__ import annotations

from typing import Final

from ..grid.geometry import Pos
from ..vergleich.model import VergleichModel
from ..vergleich.parse import parse_puzzle, parse_solution
from ..vergleich.puzzle import Problem, Solution
from ..vergleich.referee import explain, faulty_cells, violations
from ..vergleich.render import render_solution
from ..vergleich.strategies import DEFAULT, STRATEGIES, solutions, strategy_named
from .kind import Kind, by_name, referee
from .limits import Measure


def draw(problem: Problem, solution: Solution | None) -> str:
    """The box drawing of the signs, with the solution's digits if there is one."""
    from ..vergleich.pictures import draw as draw_grid  # noqa: PLC0415 - drawn only when asked

    return draw_grid(problem, None if solution is None else solution.grid)


def picture(
    problem: Problem, solution: Solution | None, faulty: frozenset[Pos], title: str
) -> str:
    """The SVG picture of the signs, with the solution's digits if there is one."""
    from ..vergleich.pictures import to_svg  # noqa: PLC0415 - drawn only when asked

    return to_svg(problem, None if solution is None else solution.grid, faulty, title)


def measure(problem: Problem) -> Measure:
    """Its cells, each of which may hold any digit of the grid's size."""
    cells = problem.size * problem.size
    return Measure(cells, cells * problem.size)


VERGLEICH: Final[Kind[Problem, Solution]] = Kind(
    name="vergleich",
    title="Vergleichssudoku puzzle",
    parse_puzzle=parse_puzzle,
    parse_solution=parse_solution,
    render_solution=render_solution,
    draw=draw,
    picture=picture,
    judge=referee(violations, explain, faulty_cells),
    strategies=STRATEGIES,
    default=DEFAULT,
    solutions=by_name(solutions, strategy_named),
    measure=measure,
    model=VergleichModel,
)
