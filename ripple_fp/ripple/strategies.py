"""The ways to search a Ripple Effect puzzle, by name: what ``--strategy`` and
``solutions(strategy=...)`` pick.

Haskell counterpart::

    strategies :: Strategies (Puzzle (Maybe Int)) (Puzzle Int)
    strategies = [ Strategy "naive" ... (OwnSearch naiveSolutions)   -- the course's spec
                 , Strategy "mrv"   ... (OnEngine Mrv (rippleModel Forward)), ... ]

    solutions :: Name -> Puzzle (Maybe Int) -> [Puzzle Int]

Every strategy yields every solution, lazily and in a fixed order; they differ only in
how fast (docs/performance.md has the table). Three are the engine's
(:func:`~ripple_fp.search.strategy.ladder`); the others are searches of Ripple Effect's
own: the specification solvers of :mod:`.spec`, clause learning (:mod:`.learn`), the
default ``auto`` (:mod:`.auto`) and SAT (:mod:`.sat`), each imported when first run.
Only engine plans can be split across processes.

>>> from ripple_fp import parse_puzzle
>>> problem = parse_puzzle("1 1\\n2 2\\n\\n- 1\\n- -\\n").unwrap()
>>> [len(list(solutions(problem, name))) for name in STRATEGIES if name != "sat"]
[1, 1, 1, 1, 1, 1, 1]
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Final, Literal, cast, get_args

from ..grid.rooms import Problem, Solution
from ..search.meter import Meter
from ..search.sat import sat_available
from ..search.stats import Stats
from ..search.strategy import OwnSearch, Strategy, ladder, strategies
from .deductions import Deductions
from .model import RippleModel

if TYPE_CHECKING:
    from .auto import Within

StrategyName = Literal["naive", "mrv", "mrv-pmap", "full", "lookahead", "learn", "auto", "sat"]
"""The name of a strategy: mypy catches a typo."""


def _naive(problem: Problem, meter: Meter) -> Iterator[Solution]:
    from .solving.spec import naive_solutions  # noqa: PLC0415 - loaded only when chosen

    return naive_solutions(problem, meter)


def _pmap(problem: Problem, meter: Meter) -> Iterator[Solution]:
    from .solving.spec import pmap_solutions  # noqa: PLC0415 - loaded only when chosen

    return pmap_solutions(problem, meter)


def _learn(problem: Problem, meter: Meter) -> Iterator[Solution]:
    from .solving.learn import learn_solutions  # noqa: PLC0415 - loaded only when chosen

    return learn_solutions(problem, meter)


def _auto(problem: Problem, meter: Meter) -> Iterator[Solution]:
    from .auto import auto_solutions  # noqa: PLC0415 - loaded only when chosen

    return auto_solutions(problem, meter, _sat if sat_available() else None)


def _sat(problem: Problem, meter: Meter, within: Within | None = None) -> Iterator[Solution]:
    from .solving.sat import sat_solutions  # noqa: PLC0415 - loaded only when chosen

    return sat_solutions(problem, meter, within)


_MRV, _FULL, _LOOKAHEAD = ladder(RippleModel, Deductions.FORWARD, Deductions.FULL)

SEARCH: Final = strategies(
    Strategy(
        "naive", "cells in reading order, each value checked by the rules", OwnSearch(_naive)
    ),
    Strategy("mrv", f"{_MRV.description} (the assignment's fast solver)", _MRV.plan),
    Strategy(
        "mrv-pmap",
        "the same search as mrv on the specification's grid of frozensets",
        OwnSearch(_pmap),
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
    ),
    default="auto",
    portfolio=("sat", "learn") if sat_available() else ("auto", "learn"),
    enumerate="lookahead",
    split="lookahead",
)
"""Every strategy, by name: the assignment's two solvers first, then the others. The
refinement runs naive, mrv-pmap (the specification ``mrv`` is derived from), mrv, full,
lookahead (docs/refinement.md); ``learn`` is of another family: clause learning over
the puzzle as a formula (:mod:`.learn`).

``auto`` is the default. A race on ``--jobs N`` processes runs the portfolio, the most
useful first. Counting past two solutions enumerates them, which the depth-first engine
does at little cost per solution, while the learning search blocks each with a clause
and slows as they pile up (board7, 61,568 solutions: 6 s against 47 s): ``lookahead``.
``auto`` is no engine plan, so what is split into branches is ``lookahead``, the
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
