"""Takuzu (0h h1, Binairo) and Tohu-Wa-Vohu, the engine's second client.

Haskell counterpart: a sibling of the ``Ripple`` modules, importing the same ``Search``
and ``Grid`` libraries and nothing of Ripple Effect. The puzzle and its rule set
(:mod:`.puzzle`), the file format (:mod:`.parse`, :mod:`.render`), the referee
(:mod:`.referee`), the engine's model (:mod:`.board`, :mod:`.deductions`, :mod:`.model`),
the named strategies (:mod:`.strategies`) and the pictures (:mod:`.pictures`).

An n x n grid of red and blue: every row and column holds as many red as blue cells, no
three alike are adjacent in a line, and (0h h1 only) no two rows and no two columns are
identical. Tohu-Wa-Vohu is the same puzzle without that last rule: one rule set with an
option, ``Rules(unique_lines=...)``, searched by one model.

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
