"""The ways to solve a Vergleichssudoku, by name.

Haskell counterpart::

    data Strategy = Strategy { name :: Name, description :: String
                             , order :: Order, deductions :: Deductions }

    solutions :: Name -> Puzzle Clue -> [Puzzle Int]
    solutions n p = solve (vergleichModel (deductions s) p) (order s)  where s = named n

Every strategy yields every solution, lazily and in a fixed order; they differ only in
how fast. All of them run the generic engine (there is no specification solver here), so
a plan is just an order and a level of deductions.

>>> from .parse import parse_puzzle
>>> problem = parse_puzzle("-+ .- -- .+\\n-. .. +. ..\\n++ .- -- .+\\n+. .. +. ..\\n").unwrap()
>>> [len(list(solutions(problem, name))) for name in STRATEGIES]
[1, 1, 1, 1]
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Final, Literal, get_args

from ..search.order import DomDeg, LookAhead, Mrv
from ..search.stats import Stats, with_deadline
from ..search.strategy import OnEngine, Strategy, named, on_engine, registry
from .deductions import Deductions
from .model import VergleichModel
from .puzzle import Problem, Solution

StrategyName = Literal["mrv", "bounds", "full", "lookahead"]
"""The name of a strategy: mypy catches a typo."""


Plan = OnEngine[Deductions]
"""How a strategy searches: on the engine, with an order and a level of deductions."""

STRATEGIES: Final[Mapping[StrategyName, Strategy[StrategyName, Plan]]] = registry(
    Strategy(
        "mrv",
        "fewest candidates first, forward checking only",
        OnEngine(Mrv(), Deductions.FORWARD),
    ),
    Strategy(
        "bounds",
        "fewest candidates per neighbour first, forward checking and sign bounds",
        OnEngine(DomDeg(), Deductions.BOUNDS),
    ),
    Strategy(
        "full",
        "fewest candidates per neighbour first, sign bounds and hidden singles",
        OnEngine(DomDeg(), Deductions.FULL),
    ),
    Strategy(
        "lookahead",
        "sign bounds and hidden singles, every nearby candidate tried, guess where it "
        "tells most (default)",
        OnEngine(LookAhead(), Deductions.FULL),
    ),
)
"""Every strategy, by name, from the weakest propagation to the strongest."""

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
    """Every solution of ``problem``, lazily, found by the named strategy; pass a
    :class:`~ripple_fp.search.stats.Stats` to learn how much searching it took. With
    ``timeout`` (seconds) the stream raises ``SearchTimeoutError`` (a ``TimeoutError``)
    once that much time has passed since this call."""
    counters = with_deadline(stats, timeout)
    return on_engine(VergleichModel, strategy_named(strategy).plan, problem, counters)
