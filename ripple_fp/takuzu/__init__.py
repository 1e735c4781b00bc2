"""Takuzu (0h h1, Binairo) and Tohu-Wa-Vohu, a client of the engine.

Haskell counterpart: a sibling of the ``Ripple`` modules, importing the same ``Search``
and ``Grid`` libraries and nothing of Ripple Effect, and the two instances that make
them kinds. The puzzle and its rule set (:mod:`.puzzle`), the file format
(:mod:`.parse`, :mod:`.render`), the referee (:mod:`.referee`), the engine's model
(:mod:`.board`, :mod:`.lines`, :mod:`.deductions`, :mod:`.model`) and the pictures
(:mod:`.pictures`, loaded when drawn).

An n x n grid of red and blue: every row and column holds as many red as blue cells, no
three alike are adjacent in a line, and (0h h1 only) no two rows and no two columns are
identical. Tohu-Wa-Vohu is the same puzzle without that last rule: one rule set with an
option, ``Rules(unique_lines=...)``, searched by one model; the two kinds differ only
in the rules their parser attaches to the puzzle.

>>> problem = TAKUZU_KIND.parse_puzzle(". B B .\\n. . B .\\n. R . .\\nB . . .\\n").unwrap()
>>> [len(list(TAKUZU_KIND.solutions(problem, name))) for name in TAKUZU_KIND.strategies]
[1, 1, 1]
>>> len(list(TOHU_WA_VOHU_KIND.solutions(problem.with_rules(TOHU_WA_VOHU))))
2
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Final

from ..kinds.entry import Entry
from ..kinds.janko import Janko, with_janko
from ..kinds.kind import Kind, Measure, Pictures, judging
from ..search.strategy import ladder, strategies
from . import janko
from .deductions import Deductions
from .model import TakuzuModel
from .parse import parse_puzzle, parse_solution
from .puzzle import TAKUZU, TOHU_WA_VOHU, Problem, Rules, Solution
from .referee import complaint, faulty_cells, violations
from .render import render_puzzle, render_solution

if TYPE_CHECKING:
    from ..kinds.capabilities import Explainer, Maker

__all__ = ["TAKUZU", "TAKUZU_KIND", "TOHU_WA_VOHU", "TOHU_WA_VOHU_KIND", "Problem", "Solution"]


def measure(problem: Problem) -> Measure:
    """Its cells, and two colours for each empty one."""
    empty = sum(cell is None for cell in problem.grid.values())
    return Measure(problem.size * problem.size, 2 * empty)


def load_pictures() -> Pictures[Problem, Solution]:
    """A letter per cell, one region."""
    from . import pictures as drawn  # noqa: PLC0415 - drawn only when asked

    return drawn


def load_explainer() -> Explainer[Problem, Solution]:
    """A solve in steps a person can follow, and hints (:mod:`.explaining`)."""
    from . import explaining  # noqa: PLC0415 - loaded only to explain

    return explaining


SEARCH: Final = strategies(
    *ladder(TakuzuModel, Deductions.FORWARD, Deductions.FULL), default="lookahead"
)
"""The rule set travels with the problem, so both kinds are searched alike."""


def load_maker(rules: Rules) -> Maker[Problem, Solution]:
    """New puzzles played under ``rules``, each unique and graded (:mod:`.making`)."""
    from .making import blueprint  # noqa: PLC0415 - loaded only to make puzzles

    return blueprint(TAKUZU_KIND if rules.unique_lines else TOHU_WA_VOHU_KIND, rules)


def kind_of(rules: Rules, name: str, entry: Entry) -> Kind[Problem, Solution]:
    """The kind whose puzzles are read with ``rules``, its values entered as ``entry``."""
    read = partial(parse_puzzle, rules=rules)
    judge = judging(violations, partial(complaint, rules=rules), faulty_cells)
    text = (read, parse_solution, render_puzzle, render_solution)
    made = partial(load_maker, rules)
    title = f"{rules.name} puzzle"
    return Kind(
        name,
        title,
        *text,
        judge,
        SEARCH,
        measure,
        load_pictures,
        explainer=load_explainer,
        maker=made,
        entry=entry,
    )


TAKUZU_KIND: Final = kind_of(TAKUZU, "0hh1", Entry("colour", (("R", 1), ("B", 2))))
TOHU_WA_VOHU_KIND: Final = with_janko(
    kind_of(TOHU_WA_VOHU, "tohuwavohu", Entry("circle", (("B", 2), ("R", 1)))),
    Janko("tohuwavohu", janko.read_problem, janko.fields, janko.read_solution),
)
"""Tohu-Wa-Vohu also reads and writes janko.at's text (:mod:`.janko`); 0h h1, which
janko.at does not publish under its rules, does not."""
