"""Takuzu (0h h1, Binairo) and Tohu-Wa-Vohu, a client of the engine.

Haskell counterpart: a sibling of the ``Ripple`` modules, importing the same ``Search``
and ``Grid`` libraries and nothing of Ripple Effect, and the two instances that make
them kinds. The puzzle and the rule sets (:mod:`.puzzle`), the file format
(:mod:`.parse`, :mod:`.render`), the referee (:mod:`.referee`), the engine's model
(:mod:`.board`, :mod:`.lines`, :mod:`.deductions`, :mod:`.model`) and the pictures
(:mod:`.pictures`, loaded when drawn)::

    kindOf :: Rules -> String -> Entry -> Kind (Matrix (Maybe Colour)) (Matrix Colour)

An n x n grid of red and blue: every row and column holds as many red as blue cells, no
three alike are adjacent in a line, and (0h h1 only) no two rows and no two columns are
identical. Tohu-Wa-Vohu is the same puzzle without that last rule: one rule set with an
option, ``Rules(unique_lines=...)``, searched by one model. The puzzle is only its grid
(a :class:`~ripple_fp.grid.matrix.Matrix`); the two kinds differ only in their rules,
and :func:`kind_of` builds each kind's referee, strategies, pictures, explainer and
maker for them, so the same matrix may be solved as either kind:

>>> problem = TAKUZU_KIND.parse_puzzle(". B B .\\n. . B .\\n. R . .\\nB . . .\\n").unwrap()
>>> [len(list(TAKUZU_KIND.solutions(problem, name))) for name in TAKUZU_KIND.strategies]
[1, 1, 1]
>>> len(list(TOHU_WA_VOHU_KIND.solutions(problem)))
2
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Final

from ..kinds.entry import Entry
from ..kinds.janko import Janko, with_janko
from ..kinds.kind import Kind, Measure, Pictures, judging
from ..search.strategy import Strategies, ladder, strategies
from . import janko
from .deductions import Deductions
from .model import ModelUnder
from .parse import parse_puzzle, parse_solution
from .puzzle import TAKUZU, TOHU_WA_VOHU, Problem, Rules, Solution
from .referee import complaint, faulty_cells, violations
from .render import render_puzzle, render_solution

if TYPE_CHECKING:
    from ..kinds.capabilities import Explainer, Maker

__all__ = ["TAKUZU", "TAKUZU_KIND", "TOHU_WA_VOHU", "TOHU_WA_VOHU_KIND", "Problem", "Solution"]


def measure(problem: Problem) -> Measure:
    """Its cells, and two colours for each empty one."""
    empty = sum(cell is None for cell in problem.values())
    return Measure(len(problem), 2 * empty)


def load_pictures(rules: Rules) -> Pictures[Problem, Solution]:
    """A letter per cell, one region; the SVG as the players of ``rules`` know it."""
    from .pictures import Drawings  # noqa: PLC0415 - drawn only when asked

    return Drawings(rules)


def load_explainer(rules: Rules) -> Explainer[Problem, Solution]:
    """A solve in steps a person can follow under ``rules``, and hints
    (:mod:`.explaining`)."""
    from .explaining import teacher  # noqa: PLC0415 - loaded only to explain

    return teacher(rules)


def search(rules: Rules) -> Strategies[Problem, Solution]:
    """The strategies of the kind played under ``rules``: the engine's three, on the
    model made for those rules."""
    return strategies(
        *ladder(ModelUnder(rules), Deductions.FORWARD, Deductions.FULL), default="lookahead"
    )


def load_maker(rules: Rules) -> Maker[Problem, Solution]:
    """New puzzles played under ``rules``, each unique and graded (:mod:`.making`)."""
    from .making import blueprint  # noqa: PLC0415 - loaded only to make puzzles

    return blueprint(TAKUZU_KIND if rules.unique_lines else TOHU_WA_VOHU_KIND, rules)


def kind_of(rules: Rules, name: str, entry: Entry) -> Kind[Problem, Solution]:
    """The kind whose puzzles are played under ``rules``, its values entered as
    ``entry``: every function of it that knows the rules is built for them (the parser
    too, for the words of its messages)."""
    read = partial(parse_puzzle, rules=rules)
    judge = judging(partial(violations, rules), partial(complaint, rules=rules), faulty_cells)
    text = (read, parse_solution, render_puzzle, render_solution)
    return Kind(
        name,
        f"{rules.name} puzzle",
        *text,
        judge,
        search(rules),
        measure,
        partial(load_pictures, rules),
        explainer=partial(load_explainer, rules),
        maker=partial(load_maker, rules),
        entry=entry,
    )


TAKUZU_KIND: Final = kind_of(TAKUZU, "0hh1", Entry("colour", (("R", 1), ("B", 2))))
TOHU_WA_VOHU_KIND: Final = with_janko(
    kind_of(TOHU_WA_VOHU, "tohuwavohu", Entry("circle", (("B", 2), ("R", 1)))),
    Janko("tohuwavohu", janko.read_problem, janko.fields, janko.read_solution),
)
"""Tohu-Wa-Vohu also reads and writes janko.at's text (:mod:`.janko`); 0h h1, which
janko.at does not publish under its rules, does not."""
