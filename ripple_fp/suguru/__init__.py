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

from itertools import compress
from typing import Final

from ..grid.rooms import Problem, Solution
from ..grid.rooms_text import RoomsFiles, render_puzzle, render_solution
from ..kinds.kind import Kind, Measure, Pictures, judging
from ..search.strategy import ladder, strategies
from .deductions import Deductions
from .model import SuguruModel
from .referee import complaint, faulty_cells, violations

__all__ = ["SUGURU", "Problem", "Solution"]

FILES: Final = RoomsFiles(("suguru",))
"""Read and written as Ripple Effect's files are: the course text, or a puzz.link URL
(pzprjs knows Suguru by this one name, and encodes it as it does ``ripple``)."""


def measure(problem: Problem) -> Measure:
    """Its cells, and for each empty cell its room's size: the values it may hold."""
    sizes, rooms = problem.layout.sizes, problem.layout.room_of.cells
    empty = compress(rooms, [cell is None for cell in problem.grid.cells])
    return Measure(len(rooms), sum(map(sizes.__getitem__, empty)))


def load_pictures() -> Pictures[Problem, Solution]:
    """Room walls, givens bold."""
    from ..grid import room_pictures as drawn  # noqa: PLC0415 - drawn only when asked

    return drawn


SEARCH: Final = strategies(
    *ladder(SuguruModel, Deductions.FORWARD, Deductions.FULL), default="lookahead"
)
"""Every strategy is the engine, look-ahead by default as for every puzzle on it: on
the 30 published puzzles it never guesses, where mrv guesses on at least half of them
(``python benchmarks/puzzles.py --corpus tests/data --kinds suguru``; docs/suguru.md)."""

TEXT: Final = (FILES.read_puzzle, FILES.read_solution, render_puzzle, render_solution)
JUDGE: Final = judging(violations, complaint, faulty_cells)
SUGURU: Final = Kind(
    "suguru",
    "Suguru puzzle",
    *TEXT,
    JUDGE,
    SEARCH,
    measure,
    load_pictures,
    writers={"url": FILES.url},
)
"""Suguru as a kind: read and written as Ripple Effect's files are, a URL too."""
