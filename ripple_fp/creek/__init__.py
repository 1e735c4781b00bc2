"""Creek, a client of the engine: fill boxes to match the clues on the crossings, and
keep the unfilled boxes in one orthogonally connected area.

Haskell counterpart: a course project's modules (``Puzzle``, ``Parser``, ``Rules``,
``Solver``) over the same generic ``Search`` library as Ripple Effect, and the instance
that makes it a kind. The puzzle and its file format (:mod:`.puzzle`, :mod:`.parse`,
:mod:`.render`), the referee (:mod:`.referee`), the engine's model (:mod:`.board`,
:mod:`.deductions`, the area rule in :mod:`.areas`, :mod:`.local` and :mod:`.memo`, and
:mod:`.model`), the pictures (:mod:`.pictures`, loaded when drawn) and its puzz.link
URLs (:mod:`.url`, loaded when one is read or written); :data:`CREEK` declares the kind
from them, strategies included.

>>> problem = CREEK.parse_puzzle("Creek (2, 2) [((1, 1), 3), ((0, 0), 0)]").unwrap()
>>> [len(list(CREEK.solutions(problem, name))) for name in CREEK.strategies]
[1, 1, 1, 1]
>>> print(CREEK.formats["url"](problem), end="")
https://puzz.link/p?creek/2/2/agdh
>>> CREEK.parse_puzzle("https://puzz.link/p?creek/2/2/agdh").unwrap() == problem
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from returns.result import Result

from ..grid.text import ParseError
from ..kinds.entry import Entry
from ..kinds.janko import Janko, with_janko
from ..kinds.kind import Kind, Measure, Pictures, judging
from ..search.order import LookAhead
from ..search.strategy import Strategy, engine, ladder, strategies
from . import janko
from .deductions import Deductions
from .model import CreekModel
from .parse import parse_puzzle, parse_solution
from .puzzle import Problem, Solution, size_of
from .referee import complaint, faulty_boxes, violations
from .render import render_puzzle, render_solution

if TYPE_CHECKING:
    from ..kinds.capabilities import Explainer, Maker

__all__ = ["CREEK", "Problem", "Solution"]


def measure(problem: Problem) -> Measure:
    """Its boxes, each empty or filled: two candidates."""
    rows, cols = size_of(problem)
    return Measure(rows * cols, 2 * rows * cols)


def load_maker() -> Maker[Problem, Solution]:
    """New puzzles, each unique and graded (:mod:`.making`)."""
    from .making import BLUEPRINT  # noqa: PLC0415 - loaded only to make puzzles

    return BLUEPRINT


def load_pictures() -> Pictures[Problem, Solution]:
    """The clues on their crossings, with the filled boxes of a solution."""
    from . import pictures as drawn  # noqa: PLC0415 - drawn only when asked

    return drawn


def read_puzzle(text: str) -> Result[Problem, ParseError]:
    """The puzzle in ``text``: the course's line ``Creek (H, W) [...]``, or a puzz.link
    URL of Creek (one line). (Only a URL imports :mod:`.url`.)"""
    if not text.lstrip().startswith("Creek"):
        from .url import decode_url, is_url  # noqa: PLC0415 - only for a URL

        if is_url(text):
            return decode_url(text)
    return parse_puzzle(text)


def as_url(problem: Problem) -> str:
    """``problem`` as a file holding its puzz.link URL."""
    from .url import encode_url  # noqa: PLC0415 - only for a URL

    return encode_url(problem) + "\n"


def load_explainer() -> Explainer[Problem, Solution]:
    """A solve in steps a person can follow, and hints (:mod:`.explaining`)."""
    from . import explaining  # noqa: PLC0415 - loaded only to explain

    return explaining


SEALED = Strategy(
    "sealed",
    "look-ahead; clues, and boxes no empty box can reach filled (no cuts)",
    engine(LookAhead(), CreekModel, Deductions.SEALED),
)
"""Look-ahead without the cut rule: without it the 30x45 puzzle takes minutes."""

SEARCH: Final = strategies(
    *ladder(CreekModel, Deductions.FORWARD, Deductions.FULL), SEALED, default="lookahead"
)
"""Every strategy is the engine, look-ahead by default. Measured
in-process on the 42 corpus puzzles (first solution, each stopped after 10 s): mrv 20 ms
median, 3 over 10 s; sealed 11 ms, 1 (30x45); full 13 ms, 5; lookahead 10 ms, 0. Creek's
clues alone decide little, and with the area rule propagated a probe mostly ends in a
contradiction or decides many boxes, so guesses are few and well placed."""

SHADED: Final = Entry("shade", (("1", 1), ("0", 0)), "0", "solution", separator="")
"""A box is shaded (``1``) or marked white (``0``), and one left empty counts as white
once the grid is full; a position is written as a solution (rows of ``0`` and ``1``),
the clues' text having no boxes to write it into."""

TEXT: Final = (read_puzzle, parse_solution, render_puzzle, render_solution)
JUDGE: Final = judging(violations, complaint, faulty_boxes)
JANKO: Final = Janko("creek", janko.read_problem, janko.fields, janko.read_solution)
CREEK: Final = with_janko(
    Kind(
        "creek",
        "Creek puzzle",
        *TEXT,
        JUDGE,
        SEARCH,
        measure,
        load_pictures,
        writers={"url": as_url},
        explainer=load_explainer,
        varieties=("creek",),
        maker=load_maker,
        entry=SHADED,
    ),
    JANKO,
)
"""Creek as a kind: read from its course text, a puzz.link URL (of ``creek``, the one
name pzprjs knows it by) or janko.at's text (:mod:`.janko`), and written as any."""
