"""The ways to search a Takuzu, by name.

Haskell counterpart::

    data Plan     = OnEngine Order Deductions          -- the generic engine
    data Strategy = Strategy { name :: Name, description :: String, plan :: Plan }

    solutions :: Name -> Puzzle (Maybe Colour) -> [Puzzle Colour]

Every strategy yields every solution, lazily and in a fixed order; they differ only in
how fast. The rule set travels with the problem, so 0h h1 and Tohu-Wa-Vohu are searched
by the same strategies.

>>> from .parse import parse_puzzle
>>> from .puzzle import TOHU_WA_VOHU
>>> problem = parse_puzzle(". B B .\\n. . B .\\n. R . .\\nB . . .\\n").unwrap()
>>> [len(list(solutions(problem, name))) for name in STRATEGIES]
[1, 1, 1]
>>> len(list(solutions(problem.with_rules(TOHU_WA_VOHU))))
2
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Final, Literal, get_args

from ..search.order import DomDeg, LookAhead, Mrv
from ..search.stats import Stats, with_deadline
from ..search.strategy import OnEngine, Strategy, named, on_engine, registry
from .deductions import Deductions
from .model import TakuzuModel
from .puzzle import Problem, Solution

StrategyName = Literal["mrv", "full", "lookahead"]
"""The name of a strategy: mypy catches a typo."""


Plan = OnEngine[Deductions]
"""How a strategy searches: only on the engine, for now."""

STRATEGIES: Final[Mapping[StrategyName, Strategy[StrategyName, Plan]]] = registry(
    Strategy(
        "mrv",
        "fewest candidates first, forward checking (balance, pairs and gaps)",
        OnEngine(Mrv(), Deductions.FORWARD),
    ),
    Strategy(
        "full",
        "fewest candidates per neighbour first, whole lines and duplicate elimination",
        OnEngine(DomDeg(), Deductions.FULL),
    ),
    Strategy(
        "lookahead",
        "as full, every nearby candidate tried, guess where it tells most (default)",
        OnEngine(LookAhead(), Deductions.FULL),
    ),
)
"""Every strategy, by name, from the plainest to the strongest."""

DEFAULT: Final[StrategyName] = "lookahead"

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
    """Every solution of ``problem`` under its rules, lazily, found by the named strategy.

    Pass a :class:`~ripple_fp.search.stats.Stats` to learn how much searching it took;
    with ``timeout`` (seconds) the stream raises ``SearchTimeoutError`` (a
    ``TimeoutError``) once that much time has passed since this call.
    """
    counters = with_deadline(stats, timeout)
    return on_engine(TakuzuModel, strategy_named(strategy).plan, problem, counters)
