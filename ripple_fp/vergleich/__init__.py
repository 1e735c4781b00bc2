"""Vergleichssudoku (comparison sudoku), the engine's second grid client.

Haskell counterpart: a sibling of the ``Ripple`` modules (``Vergleich.Puzzle``,
``Vergleich.Parser``, ``Vergleich.Rules``, ``Vergleich.Solver``), with the search
delegated to the same generic ``Search`` library.

An N x N sudoku (N = 4, 6 or 9) with no given digit: every row, column and box holds
``1..N`` once each, and between neighbouring cells of one box a sign says which is the
greater. The puzzle and its file format (:mod:`.puzzle`, :mod:`.parse`, :mod:`.render`),
the referee (:mod:`.referee`), the engine's model (:mod:`.board`, :mod:`.deductions`,
:mod:`.model`), the named strategies (:mod:`.strategies`) and the pictures
(:mod:`.pictures`).

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
