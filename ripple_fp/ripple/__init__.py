"""Ripple Effect (Hakyuu), the engine's first client: everything that knows its rules.

Haskell counterpart: the modules of the course assignment itself (``Puzzle``, ``Parser``,
``Rules``, ``Solver``), with the search delegated to the generic ``Search`` library.
The puzzle and its file format (:mod:`.puzzle`, :mod:`.parse`, :mod:`.render`), the
referee (:mod:`.referee`), the specification solvers (:mod:`.spec`), the engine's model
(:mod:`.board`, :mod:`.deductions`, :mod:`.reach`, :mod:`.model`), the named strategies
(:mod:`.strategies`) and the pictures (:mod:`.pictures`).

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
