"""Ripple Effect (Hakyuu), the engine's first client: everything that knows its rules.

Haskell counterpart: the modules of the course assignment itself (``Puzzle``,
``Parser``, ``Rules``, ``Solver``), with the search delegated to the generic ``Search``
library, and the instance that makes it a kind. Its puzzle is a grid of rooms
(:mod:`ripple_fp.grid.rooms`), read and written as the course's text or a puzz.link URL
(:mod:`ripple_fp.grid.rooms_text`); its own are the cross rule (:mod:`.cross`), the
referee (:mod:`.referee`), the engine's model (:mod:`.model`, :mod:`.deductions`), the
named strategies (:data:`STRATEGIES`), the root reasoning (:mod:`.auto`), its own
searches (:mod:`.solving`), the explained solve (:mod:`.explaining`) and the maker
(:mod:`.making`); the pictures are those of every grid of rooms
(:mod:`ripple_fp.grid.room_pictures`). :data:`RIPPLE` declares the kind from them.
The course's own functions are at the top of the package (``from ripple_fp import
parse_puzzle, solutions``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Final, Literal, cast, get_args

from ..grid.rooms import Problem, Solution
from ..kinds.kind import judging
from ..kinds.rooms import rooms_kind
from ..search.strategy import SAT, OwnSearch, Strategy, ladder, strategies
from .deductions import Deductions
from .model import RippleModel
from .referee import complaint, faulty_cells, violations

if TYPE_CHECKING:
    from ..course import State as CourseState
    from ..kinds.capabilities import Explainer, Maker
    from ..search.meter import Meter
    from ..search.stats import Stats
    from .auto import Remaining

__all__ = ["DEFAULT", "RIPPLE", "STRATEGIES", "Problem", "Solution", "StrategyName", "solutions"]


StrategyName = Literal[
    "course", "naive", "mrv", "mrv-spec", "full", "lookahead", "learn", "auto", "sat"
]
"""The name of a strategy: mypy catches a typo."""


def _course(problem: Problem, meter: Meter) -> Iterator[Solution]:
    from .. import course  # noqa: PLC0415 - loaded only when chosen
    from ..search.monad import bind  # noqa: PLC0415

    def guess(state: CourseState) -> Iterator[CourseState]:
        meter.look()
        for successor in course.expand(state):
            meter.tried()
            yield successor

    return bind(_course_root(problem, meter), lambda root: course.search(root, guess))


def _course_root(problem: Problem, meter: Meter) -> Iterator[CourseState]:
    """``course.start``, its givens' losses eliminated a slice at a time with a look at
    the meter between: the same fixpoint (the order of eliminations does not change
    it), stopped at the deadline where a large grid's root takes seconds."""
    from .. import course  # noqa: PLC0415 - loaded only when chosen

    grid = course.choices(problem)
    state = course.State(grid, course.queue_of(grid))
    losses = course.given_losses(grid)
    for first in range(0, len(losses), _SLICE):
        meter.look()
        pruned = next(course.eliminate(state, losses[first : first + _SLICE]), None)
        if pruned is None:
            return
        state = pruned
    yield state


_SLICE = 4096
"""The eliminations the course's root makes between two looks at the meter."""


def _naive(problem: Problem, meter: Meter) -> Iterator[Solution]:
    from .solving.spec import naive_solutions  # noqa: PLC0415 - loaded only when chosen

    return naive_solutions(problem, meter)


def _mrv_spec(problem: Problem, meter: Meter) -> Iterator[Solution]:
    from .solving.spec import mrv_solutions  # noqa: PLC0415 - loaded only when chosen

    return mrv_solutions(problem, meter)


def _learn(problem: Problem, meter: Meter) -> Iterator[Solution]:
    from .solving.learn import learn_solutions  # noqa: PLC0415 - loaded only when chosen

    return learn_solutions(problem, meter)


def _auto(problem: Problem, meter: Meter) -> Iterator[Solution]:
    from .auto import auto_solutions  # noqa: PLC0415 - loaded only when chosen

    return auto_solutions(problem, meter, _sat if SAT.installed() else None)


def _sat(problem: Problem, meter: Meter, remaining: Remaining | None = None) -> Iterator[Solution]:
    from .solving.sat import sat_solutions  # noqa: PLC0415 - loaded only when chosen

    return sat_solutions(problem, meter, remaining)


_MRV, _FULL, _LOOKAHEAD = ladder(RippleModel, Deductions.FORWARD, Deductions.FULL)

SEARCH: Final = strategies(
    Strategy(
        "course",
        "the assignment whole (ripple_fp/course.py): singles in rooms, the fewest choices first",
        OwnSearch(_course),
    ),
    Strategy(
        "naive", "cells in reading order, each value checked by the rules", OwnSearch(_naive)
    ),
    Strategy("mrv", f"{_MRV.description} (the assignment's fast solver)", _MRV.plan),
    Strategy(
        "mrv-spec",
        "the same search as mrv on the specification's grid of frozensets",
        OwnSearch(_mrv_spec),
    ),
    _FULL,
    _LOOKAHEAD,
    Strategy(
        "learn",
        "full propagation, guesses steered by past conflicts, each failure learnt as a clause",
        OwnSearch(_learn),
    ),
    Strategy(
        "auto",
        "propagation (with look-ahead on small puzzles), then learn where that does not "
        "solve the puzzle, then sat if installed (default)",
        OwnSearch(_auto),
    ),
    Strategy(
        "sat",
        "a SAT solver, CaDiCaL, on the puzzle as clauses (needs the extra: "
        "pip install 'ripple_fp[sat]')",
        OwnSearch(_sat),
        SAT,
    ),
    default="auto",
    portfolio=("sat", "learn"),
    enumerate="lookahead",
    split="lookahead",
)
"""Every strategy, by name: the assignment whole (``course``, :mod:`ripple_fp.course`)
first, then the assignment's two solvers, then the others. The
refinement runs naive, mrv-spec (the specification ``mrv`` is derived from), mrv, full,
lookahead (docs/refinement.md); ``learn`` is of another family: clause learning over
the puzzle as a formula (:mod:`.solving.learn`).

``auto`` is the default. A race on ``--jobs N`` processes runs the portfolio, the most
useful first: ``sat`` and ``learn``, or ``auto`` and ``learn`` without the extra.
Counting past two solutions enumerates them, which the depth-first engine does at little
cost per solution, while the learning search blocks each with a clause and slows as they
pile up (board7, 61,568 solutions: 6 s against 47 s): ``lookahead``. ``auto`` is no
engine plan, so what is split into branches is ``lookahead``, the
strongest that is."""

STRATEGIES: Final = cast(Mapping[StrategyName, Strategy[Problem, Solution]], SEARCH.table)
"""The strategies by name, in their order (the names are those of :data:`StrategyName`:
a test holds them to it)."""

DEFAULT: Final[StrategyName] = "auto"

NAMES: Final[tuple[StrategyName, ...]] = get_args(StrategyName)
"""Every name the type allows, in its order: the registry holds exactly these."""


def solutions(
    problem: Problem,
    strategy: StrategyName = DEFAULT,
    stats: Stats | None = None,
    *,
    timeout: float | None = None,
) -> Iterator[Solution]:
    """Every solution of ``problem``, lazily, found by the named strategy.

    Pass a :class:`~ripple_fp.search.stats.Stats` to learn how much searching it took.
    With ``timeout`` (seconds) the stream raises
    :class:`~ripple_fp.search.meter.SearchTimeoutError` (a ``TimeoutError``) once that
    much time has passed since this call.
    """
    return SEARCH.solutions(problem, strategy, stats, timeout=timeout)


# --- the kind -----------------------------------------------------------------------------


def load_explainer() -> Explainer[Problem, Solution]:
    """A solve in steps a person can follow, and hints (:mod:`.explaining`)."""
    from . import explaining  # noqa: PLC0415 - loaded only to explain

    return explaining


def load_maker() -> Maker[Problem, Solution]:
    """New puzzles, each unique and graded (:mod:`.making`)."""
    from . import making  # noqa: PLC0415 - loaded only to make puzzles

    return making


RIPPLE: Final = rooms_kind(
    "ripple",
    "Ripple Effect puzzle",
    ("ripple", "hakyuu"),
    "hakyuu",
    judging(violations, complaint, faulty_cells),
    SEARCH,
    explainer=load_explainer,
    maker=load_maker,
)
"""Ripple Effect as a kind of puzzle of rooms (read and written as the course's text or
a puzz.link URL, which may call it by puzz.link's name, written, or janko.at's), with
its own rules, explained, and made."""
