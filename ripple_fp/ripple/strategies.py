"""The ways to search, by name: what ``--strategy`` and ``solutions(strategy=...)`` pick.

Haskell counterpart::

    data Plan     = Spec (Puzzle (Maybe Int) -> [Puzzle Int])   -- a spec solver as written
                  | OnEngine Order Deductions                   -- the generic engine
    data Strategy = Strategy { name :: Name, description :: String, plan :: Plan }

    solutions :: Name -> Puzzle (Maybe Int) -> [Puzzle Int]

Every strategy yields every solution, lazily and in a fixed order; they differ only in
how fast (docs/performance.md has the table). A plan is either one of the specification
solvers of :mod:`.spec`, or the engine with an order and a level of deductions: no
other combination can be written down. Only engine plans can be split across processes.

>>> from ripple_fp import parse_puzzle
>>> problem = parse_puzzle("1 1\\n2 2\\n\\n- 1\\n- -\\n").unwrap()
>>> [len(list(solutions(problem, name))) for name in STRATEGIES if name != "sat"]
[1, 1, 1, 1, 1, 1, 1]
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Final, Literal, get_args

from ..search.order import DomDeg, LookAhead, Mrv
from ..search.sat import sat_available
from ..search.stats import Stats, with_deadline
from ..search.strategy import OnEngine, Strategy, named, on_engine, registry
from .deductions import Deductions
from .model import RippleModel
from .puzzle import Problem, Solution

StrategyName = Literal["naive", "mrv", "mrv-pmap", "full", "lookahead", "learn", "auto", "sat"]
"""The name of a strategy: mypy catches a typo."""


@dataclass(frozen=True)
class Spec:
    """Run one of the specification solvers of :mod:`.spec` as written."""

    solve: Callable[[Problem, Stats], Iterator[Solution]]


def _naive(problem: Problem, stats: Stats) -> Iterator[Solution]:
    from .spec import naive_solutions  # noqa: PLC0415 - loaded only when chosen

    return naive_solutions(problem, stats)


def _pmap(problem: Problem, stats: Stats) -> Iterator[Solution]:
    from .spec import pmap_solutions  # noqa: PLC0415 - loaded only when chosen

    return pmap_solutions(problem, stats)


def _learn(problem: Problem, stats: Stats) -> Iterator[Solution]:
    from .learn import learn_solutions  # noqa: PLC0415 - loaded only when chosen

    return learn_solutions(problem, stats)


def _auto(problem: Problem, stats: Stats) -> Iterator[Solution]:
    from .auto import auto_solutions  # noqa: PLC0415 - loaded only when chosen
    from .sat import sat_solutions  # noqa: PLC0415

    return auto_solutions(problem, stats, sat_solutions if sat_available() else None)


def _sat(problem: Problem, stats: Stats) -> Iterator[Solution]:
    from .sat import sat_solutions  # noqa: PLC0415 - loaded only when chosen

    return sat_solutions(problem, stats)


Plan = Spec | OnEngine[Deductions]


STRATEGIES: Final[Mapping[StrategyName, Strategy[StrategyName, Plan]]] = registry(
    Strategy("naive", "cells in reading order, each value checked by the rules", Spec(_naive)),
    Strategy(
        "mrv",
        "fewest candidates first, forward checking (the assignment's fast solver)",
        OnEngine(Mrv(), Deductions.FORWARD),
    ),
    Strategy(
        "mrv-pmap", "the same search as mrv on the specification's grid of frozensets", Spec(_pmap)
    ),
    Strategy(
        "full",
        "fewest candidates per neighbour first, full propagation",
        OnEngine(DomDeg(), Deductions.FULL),
    ),
    Strategy(
        "lookahead",
        "full propagation, every nearby candidate tried, guess where it tells most",
        OnEngine(LookAhead(), Deductions.FULL),
    ),
    Strategy(
        "learn",
        "full propagation, guesses steered by past conflicts, each failure learnt as a clause",
        Spec(_learn),
    ),
    Strategy(
        "auto",
        "propagation (with look-ahead on small puzzles), then learn where that does not "
        "solve the puzzle, then sat if installed (default)",
        Spec(_auto),
    ),
    Strategy(
        "sat",
        "a SAT solver, CaDiCaL, on the puzzle as clauses (needs the extra: "
        "pip install 'ripple_fp[sat]')",
        Spec(_sat),
    ),
)
"""Every strategy, by name: the assignment's two solvers first, then the others. The
refinement runs naive, mrv-pmap (the specification ``mrv`` is derived from), mrv, full,
lookahead (docs/refinement.md); ``learn`` is of another family: clause learning over
the puzzle as a formula (:mod:`.learn`)."""

DEFAULT: Final[StrategyName] = "auto"

SPLIT_DEFAULT: Final[StrategyName] = "lookahead"
"""What ``solve_in_parallel`` splits into branches when no strategy is named:
``auto`` is no engine plan, and look-ahead is the strongest that is."""

PORTFOLIO: Final[tuple[StrategyName, ...]] = (
    ("sat", "learn") if sat_available() else ("auto", "learn")
)
"""The strategies that race on ``--jobs N`` processes, the most useful first: the first
answer wins (``ripple_fp.shell.portfolio``)."""

NAMES: Final[tuple[StrategyName, ...]] = get_args(StrategyName)
"""Every name the type allows, in its order: the registry holds exactly these."""


def strategy_named(name: str) -> Strategy[StrategyName, Plan]:
    """The strategy called ``name``; ``ValueError`` naming the choices if there is none."""
    return named(STRATEGIES, name)


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
    :class:`~ripple_fp.search.stats.SearchTimeoutError` (a ``TimeoutError``) once that
    much time has passed since this call.
    """
    counters = with_deadline(stats, timeout)
    match strategy_named(strategy).plan:
        case Spec(solve):
            return solve(problem, counters)
        case OnEngine() as plan:
            return on_engine(RippleModel, plan, problem, counters)
