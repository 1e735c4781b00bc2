"""ripple_fp: a Ripple Effect (Hakyuu) solver written as a Haskell-style functional program.

Haskell counterpart: the course assignment's ``Main`` module export list, with the
library split into ``Search`` (generic), ``Grid`` (shared) and ``Ripple`` (the puzzle).

The public API, all pure except :func:`solve_in_parallel` (which starts processes)::

    >>> from ripple_fp import parse_puzzle, solutions, render_solution, is_solution
    >>> problem = parse_puzzle("1 1\\n2 2\\n\\n- 1\\n- -\\n").unwrap()
    >>> solution = next(solutions(problem))
    >>> print(render_solution(solution), end="")
    2 1
    1 2
    >>> is_solution(problem, solution)
    True

The package: ``search`` (the generic engine, which knows no puzzle), ``grid`` (what
every grid puzzle shares), the puzzles (``ripple``, ``takuzu``, ``creek``, ``vergleich``,
each offering the same names: ``from ripple_fp.creek import parse_puzzle, solutions,
is_solution, render_solution``), ``kinds`` (each puzzle as a record of functions, for
the commands) and ``shell`` (files, commands, processes). A name is imported from its
module the first time it is asked for, so ``ripple-effect`` loads only what a run uses.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

__version__ = "0.1.0"
"""The one place the version is written; pyproject.toml reads it from here."""

_HOMES = {
    "ParseError": "grid.errors",
    "Pos": "grid.geometry",
    "Size": "grid.geometry",
    "decode": "grid.text",
    "parse_puzzle": "ripple.parse",
    "parse_solution": "ripple.parse",
    "draw": "ripple.pictures",
    "to_svg": "ripple.pictures",
    "Cell": "ripple.puzzle",
    "Layout": "ripple.puzzle",
    "Problem": "ripple.puzzle",
    "Puzzle": "ripple.puzzle",
    "RoomId": "ripple.puzzle",
    "Solution": "ripple.puzzle",
    "Value": "ripple.puzzle",
    "Violation": "ripple.referee",
    "explain": "ripple.referee",
    "is_solution": "ripple.referee",
    "violations": "ripple.referee",
    "render_puzzle": "ripple.render",
    "render_solution": "ripple.render",
    "naive_solutions": "ripple.spec",
    "pmap_solutions": "ripple.spec",
    "DEFAULT": "ripple.strategies",
    "STRATEGIES": "ripple.strategies",
    "Strategy": "search.strategy",
    "StrategyName": "ripple.strategies",
    "solutions": "ripple.strategies",
    "Stats": "search.stats",
    "solve_in_parallel": "shell.parallel",
}
"""Where each public name lives, under ``ripple_fp``."""

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
    "Strategy",
    "StrategyName",
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
    "solve_in_parallel",
    "to_svg",
    "violations",
]


def __getattr__(name: str) -> object:
    """Import a public name from its module on first use (PEP 562)."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'ripple_fp' has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOMES})


if TYPE_CHECKING:  # what the names above are, for type checkers and editors
    from .grid.errors import ParseError
    from .grid.geometry import Pos, Size
    from .grid.text import decode
    from .ripple.parse import parse_puzzle, parse_solution
    from .ripple.pictures import draw, to_svg
    from .ripple.puzzle import Cell, Layout, Problem, Puzzle, RoomId, Solution, Value
    from .ripple.referee import Violation, explain, is_solution, violations
    from .ripple.render import render_puzzle, render_solution
    from .ripple.spec import naive_solutions, pmap_solutions
    from .ripple.strategies import DEFAULT, STRATEGIES, StrategyName, solutions
    from .search.stats import Stats
    from .search.strategy import Strategy
    from .shell.parallel import solve_in_parallel
