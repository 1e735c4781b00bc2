"""ripple_fp: a Ripple Effect (Hakyuu) solver written as a Haskell-style functional program.

The public API, all pure::

    >>> from ripple_fp import parse_puzzle, solutions, render_solution, is_solution
    >>> problem = parse_puzzle("1 1\\n2 2\\n\\n- 1\\n- -\\n").unwrap()
    >>> solution = next(solutions(problem))
    >>> print(render_solution(solution), end="")
    2 1
    1 2
    >>> is_solution(problem, solution)
    True
"""

from .display import draw
from .errors import ParseError
from .parse import decode, parse_puzzle, parse_solution
from .puzzle import Cell, Layout, Pos, Problem, Puzzle, RoomId, Size, Solution, Value
from .render import render_puzzle, render_solution
from .rules import Violation, explain, is_solution, violations
from .solver import naive_solutions, pmap_solutions
from .stats import Stats
from .strategies import DEFAULT, STRATEGIES, solutions

__version__ = "0.1.0"
"""The one place the version is written; pyproject.toml reads it from here."""

__all__ = [
    "DEFAULT",
    "STRATEGIES",
    "Cell",
    "Layout",
    "ParseError",
    "Pos",
    "Problem",
    "Puzzle",
    "RoomId",
    "Size",
    "Solution",
    "Stats",
    "Value",
    "Violation",
    "__version__",
    "decode",
    "draw",
    "explain",
    "is_solution",
    "naive_solutions",
    "parse_puzzle",
    "parse_solution",
    "pmap_solutions",
    "render_puzzle",
    "render_solution",
    "solutions",
    "violations",
]
