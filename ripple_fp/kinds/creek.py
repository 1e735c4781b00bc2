"""Creek as a kind of puzzle: the record the commands run it through.

Haskell counterpart::

    creek :: Kind Problem (Grid Box)
    creek = Kind { name = "creek", title = "Creek puzzle", ... }

Creek's clues sit on the crossings, so its box drawing is the crossings' own
(``draw_clues``), with the filled boxes of a solution.
"""

from __future__ import annotations

from typing import Final

from ..creek.model import CreekModel
from ..creek.parse import parse_puzzle, parse_solution
from ..creek.puzzle import Problem, Solution
from ..creek.referee import explain, faulty_boxes, violations
from ..creek.render import render_solution
from ..creek.strategies import DEFAULT, STRATEGIES, solutions, strategy_named
from ..grid.geometry import Pos
from .kind import Kind, by_name, referee
from .limits import Measure


def draw(problem: Problem, solution: Solution | None) -> str:
    """The crossings and their clues, with the filled boxes of the solution."""
    from ..creek.pictures import draw_clues  # noqa: PLC0415 - drawn only when asked

    return draw_clues(problem, solution)


def picture(
    problem: Problem, solution: Solution | None, faulty: frozenset[Pos], title: str
) -> str:
    """The SVG picture: the clues on their crossings, the filled boxes dark."""
    from ..creek.pictures import to_svg  # noqa: PLC0415 - drawn only when asked

    return to_svg(problem, solution, faulty, title)


def measure(problem: Problem) -> Measure:
    """Its boxes, each empty or filled: two candidates."""
    boxes = problem.size[0] * problem.size[1]
    return Measure(boxes, 2 * boxes)


CREEK: Final[Kind[Problem, Solution]] = Kind(
    name="creek",
    title="Creek puzzle",
    parse_puzzle=parse_puzzle,
    parse_solution=parse_solution,
    render_solution=render_solution,
    draw=draw,
    picture=picture,
    judge=referee(violations, explain, faulty_boxes),
    strategies=STRATEGIES,
    default=DEFAULT,
    solutions=by_name(solutions, strategy_named),
    measure=measure,
    model=CreekModel,
)
