"""Creek as a kind of puzzle: the record the commands run it through.

Haskell counterpart::

    creek :: Kind Problem (Grid Box)
    creek = Kind { name = "creek", title = "Creek puzzle", ... }

Creek's clues sit on the crossings, so its box drawing is the crossings' own
(``draw_clues``), with the filled boxes of a solution.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from ..creek.deductions import Deductions
from ..creek.model import CreekModel
from ..creek.parse import parse_puzzle, parse_solution
from ..creek.puzzle import Problem, Solution
from ..creek.referee import explain, faulty_boxes, violations
from ..creek.render import render_solution
from ..creek.strategies import DEFAULT, STRATEGIES, solutions, strategy_named
from ..grid.geometry import Pos
from ..search.stats import Stats
from .kind import Kind, Verdict


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


def judge(problem: Problem, solution: Solution) -> Verdict:
    """The referee's verdict: clues and the one unfilled area."""
    found = violations(problem, solution)
    return Verdict(tuple(map(explain, found)), faulty_boxes(found, solution))


def search(problem: Problem, name: str, stats: Stats) -> Iterator[Solution]:
    """Every solution by the strategy called ``name``."""
    return solutions(problem, strategy_named(name).name, stats)


def model(problem: Problem, deductions: Deductions) -> CreekModel:
    """The engine's model of ``problem``."""
    return CreekModel(problem, deductions)


CREEK: Final[Kind[Problem, Solution]] = Kind(
    name="creek",
    title="Creek puzzle",
    parse_puzzle=parse_puzzle,
    parse_solution=parse_solution,
    render_solution=render_solution,
    draw=draw,
    picture=picture,
    judge=judge,
    strategies=STRATEGIES,
    default=DEFAULT,
    solutions=search,
    model=model,
)
