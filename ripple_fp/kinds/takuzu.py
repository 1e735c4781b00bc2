"""0h h1 (Takuzu) and Tohu-Wa-Vohu as kinds of puzzle: one package, two rule sets.

Haskell counterpart::

    takuzu, tohuWaVohu :: Kind (Puzzle (Maybe Colour)) (Puzzle Colour)
    takuzu     = kindWith takuzuRules     { name = "0hh1" }
    tohuWaVohu = kindWith tohuWaVohuRules { name = "tohuwavohu" }

The two records differ only in the rules the parser attaches to the puzzle: every
other function reads them from the puzzle itself.
"""

from __future__ import annotations

from typing import Final

from returns.result import Result

from ..grid.errors import ParseError
from ..grid.geometry import Pos
from ..takuzu.model import TakuzuModel
from ..takuzu.parse import parse_puzzle, parse_solution
from ..takuzu.puzzle import TAKUZU, TOHU_WA_VOHU, Problem, Rules, Solution, givens
from ..takuzu.referee import explain, faulty_cells, violations
from ..takuzu.render import render_solution
from ..takuzu.strategies import DEFAULT, STRATEGIES, solutions, strategy_named
from .kind import Kind, by_name, referee
from .limits import Measure


def draw(problem: Problem, solution: Solution | None) -> str:
    """The box drawing of the puzzle, or of the solution."""
    from ..takuzu.pictures import draw as draw_grid  # noqa: PLC0415 - drawn only when asked

    return draw_grid(problem if solution is None else solution)


def picture(
    problem: Problem, solution: Solution | None, faulty: frozenset[Pos], title: str
) -> str:
    """The SVG picture of the puzzle, or of the solution, givens bold."""
    from ..takuzu.pictures import to_svg  # noqa: PLC0415 - drawn only when asked

    return to_svg(problem if solution is None else solution, givens(problem), faulty, title)


def measure(problem: Problem) -> Measure:
    """Its cells, and two colours for each empty one."""
    empty = sum(cell is None for cell in problem.grid.values())
    return Measure(problem.size * problem.size, 2 * empty)


def kind_of(rules: Rules, name: str) -> Kind[Problem, Solution]:
    """The kind whose puzzles are read with ``rules``."""

    def read_puzzle(text: str) -> Result[Problem, ParseError]:
        return parse_puzzle(text, rules)

    return Kind(
        name=name,
        title=f"{rules.name} puzzle",
        parse_puzzle=read_puzzle,
        parse_solution=parse_solution,
        render_solution=render_solution,
        draw=draw,
        picture=picture,
        judge=referee(violations, explain, faulty_cells),
        strategies=STRATEGIES,
        default=DEFAULT,
        solutions=by_name(solutions, strategy_named),
        measure=measure,
        model=TakuzuModel,
    )


TAKUZU_KIND: Final = kind_of(TAKUZU, "0hh1")
TOHU_WA_VOHU_KIND: Final = kind_of(TOHU_WA_VOHU, "tohuwavohu")
