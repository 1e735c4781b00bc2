"""Suguru (also Tectonic, Number Blocks), a client of the engine: a grid split into rooms,
where a room of ``n`` cells holds ``1..n`` once each and two equal numbers never touch,
not even diagonally.

Haskell counterpart: a sibling of the ``Ripple`` modules (``Suguru.Rules``,
``Suguru.Solver``) over the same generic ``Search`` library, and the instance that makes
it a kind. Its puzzle is Ripple Effect's grid of rooms (:mod:`ripple_fp.grid.rooms`),
read and written as the same course text or puzz.link URL
(:mod:`ripple_fp.grid.rooms_text`); its own are the referee (:mod:`.referee`), the
engine's model (:mod:`.model`, :mod:`.deductions`) and its strategies; its pictures are
those of every grid of rooms (:mod:`ripple_fp.grid.room_pictures`). :data:`SUGURU`
declares the kind from them.

>>> problem = SUGURU.parse_puzzle("1 1 1\\n2 2 3\\n2 2 3\\n\\n- - 1\\n- - -\\n- - -\\n")
>>> [len(list(SUGURU.solutions(problem.unwrap(), name))) for name in SUGURU.strategies]
[1, 1, 1]
>>> print(SUGURU.render_solution(next(SUGURU.solutions(problem.unwrap()))), end="")
2 3 1
1 4 2
2 3 1
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..grid.rooms import Problem, Solution
from ..kinds.kind import judging
from ..kinds.rooms import rooms_kind
from ..search.strategy import ladder, strategies
from .deductions import Deductions
from .model import SuguruModel
from .referee import complaint, faulty_cells, violations

if TYPE_CHECKING:
    from ..kinds.capabilities import Explainer, Maker

__all__ = ["SUGURU", "Problem", "Solution"]


def load_explainer() -> Explainer[Problem, Solution]:
    """A solve in steps a person can follow, and hints (:mod:`.explaining`)."""
    from . import explaining  # noqa: PLC0415 - loaded only to explain

    return explaining


SEARCH: Final = strategies(
    *ladder(SuguruModel, Deductions.FORWARD, Deductions.FULL), default="lookahead"
)
"""Every strategy is the engine, look-ahead by default as for every puzzle on it: on
the 30 published puzzles it never guesses, where mrv guesses on at least half of them
(``python benchmarks/puzzles.py --corpus tests/data --kinds suguru``; docs/suguru.md)."""


def load_maker() -> Maker[Problem, Solution]:
    """New puzzles, each unique and graded (:mod:`.making`)."""
    from .making import BLUEPRINT  # noqa: PLC0415 - loaded only to make puzzles

    return BLUEPRINT


SUGURU: Final = rooms_kind(
    "suguru",
    "Suguru puzzle",
    ("suguru",),
    "suguru",
    judging(violations, complaint, faulty_cells),
    SEARCH,
    explainer=load_explainer,
    maker=load_maker,
)
"""Suguru as a kind of puzzle of rooms: read and written as Ripple Effect's files are
(pzprjs knows it by this one name, and encodes it as it does ``ripple``), with its own
rules."""
