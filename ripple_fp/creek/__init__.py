"""Creek, the engine's second client: fill boxes to match the clues on the crossings,
and keep the unfilled boxes in one orthogonally connected area.

Haskell counterpart: a course project's modules (``Puzzle``, ``Parser``, ``Rules``,
``Solver``) over the same generic ``Search`` library as Ripple Effect. The puzzle and
its file format (:mod:`.puzzle`, :mod:`.parse`, :mod:`.render`), the referee
(:mod:`.referee`), the engine's model (:mod:`.board`, :mod:`.deductions`, the area rule
in :mod:`.areas`, :mod:`.local` and :mod:`.memo`, and :mod:`.model`), the named
strategies (:mod:`.strategies`) and the pictures (:mod:`.pictures`).

It exports the surface every puzzle package shares (``__all__``; docs/library.md, "Every
kind of puzzle"); the pictures stay in :mod:`.pictures`, loaded when drawn.
"""

from .parse import parse_puzzle, parse_solution
from .puzzle import Problem, Solution
from .referee import explain, is_solution, violations
from .render import render_puzzle, render_solution
from .strategies import DEFAULT, STRATEGIES, solutions

__all__ = [
    "DEFAULT",
    "STRATEGIES",
    "Problem",
    "Solution",
    "explain",
    "is_solution",
    "parse_puzzle",
    "parse_solution",
    "render_puzzle",
    "render_solution",
    "solutions",
    "violations",
]
