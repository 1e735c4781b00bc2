"""Ripple Effect (Hakyuu), the engine's first client: everything that knows its rules.

Haskell counterpart: the modules of the course assignment itself (``Puzzle``,
``Parser``, ``Rules``, ``Solver``), with the search delegated to the generic ``Search``
library, and the instance that makes it a kind. Its puzzle is a grid of rooms
(:mod:`ripple_fp.grid.rooms`), read and written as the course's text or a puzz.link URL
(:mod:`ripple_fp.grid.rooms_text`); its own are the cross rule (:mod:`.cross`), the
referee (:mod:`.referee`), the engine's model (:mod:`.board`, :mod:`.deductions`,
:mod:`.reach`, :mod:`.model`), the named strategies (:mod:`.strategies`) and the
pictures (:mod:`.pictures`, loaded when drawn); :data:`RIPPLE` declares the kind from
them. The course's own functions are at the top of the package (``from ripple_fp import
parse_puzzle, solutions``).
"""

from typing import Final

from returns.result import Result

from ..grid.rooms import Problem, Solution
from ..grid.rooms_text import parse_solution, read, render_puzzle, render_solution, write_url
from ..grid.text import ParseError
from ..kinds.capabilities import Explainer, Maker
from ..kinds.kind import Kind, Measure, Pictures, judging
from .referee import complaint, faulty_cells, violations
from .strategies import SEARCH

__all__ = ["RIPPLE", "Problem", "Solution"]


VARIETIES: Final = ("ripple", "hakyuu")
"""What puzz.link calls Ripple Effect: the first is the name it writes."""


def read_puzzle(text: str) -> Result[Problem, ParseError]:
    """The puzzle in ``text``: the course format, or a puzz.link URL."""
    return read(text, VARIETIES)


def read_solution(text: str, problem: Problem) -> Result[Solution, ParseError]:
    """The solution in ``text``, shaped like ``problem``'s layout."""
    return parse_solution(text, problem.layout)


def measure(problem: Problem) -> Measure:
    """Its cells, and for each empty cell its room's size."""
    sizes, rooms = problem.layout.sizes, problem.layout.room_of.cells
    empty = (
        sizes[room] for cell, room in zip(problem.grid.cells, rooms, strict=True) if cell is None
    )
    return Measure(len(rooms), sum(empty))


def load_pictures() -> Pictures[Problem, Solution]:
    """Room walls, givens bold."""
    from . import pictures as drawn  # noqa: PLC0415 - drawn only when asked

    return drawn


def load_explainer() -> Explainer[Problem, Solution]:
    """A solve in steps a person can follow, and hints (:mod:`.explaining`)."""
    from . import explaining  # noqa: PLC0415 - loaded only to explain

    return explaining


def load_maker() -> Maker[Problem, Solution]:
    """New puzzles, each unique and graded (:mod:`.generate`)."""
    from . import making  # noqa: PLC0415 - loaded only to make puzzles

    return making


def url(problem: Problem) -> str:
    """The puzzle as a file holding its puzz.link URL."""
    return write_url(problem, VARIETIES[0])


TEXT: Final = (read_puzzle, read_solution, render_puzzle, render_solution)
"""A puzzle is read in the course's format or as a puzz.link URL."""
JUDGE: Final = judging(violations, complaint, faulty_cells)
RIPPLE: Final = Kind(
    "ripple",
    "Ripple Effect puzzle",
    *TEXT,
    JUDGE,
    SEARCH,
    measure,
    load_pictures,
    writers={"url": url},
    explainer=load_explainer,
    maker=load_maker,
)
"""Ripple Effect as a kind: written as a URL too, explained, and made."""
