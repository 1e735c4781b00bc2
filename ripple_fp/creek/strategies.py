"""The ways to search a Creek puzzle, by name.

Haskell counterpart::

    data Strategy = Strategy { name :: Name, description :: String
                             , order :: Order, deductions :: Deductions }

    solutions :: Name -> Problem -> [Solution]

Every strategy yields every solution, lazily and in a fixed order; they differ only in
how fast. Each is the generic engine with an order and a level of deductions.
Measured in-process on the 42 corpus puzzles (first solution, each stopped after 10 s;
the median of all, the largest of those finished):

=============  ===============================  =========  =======  ============
strategy       order, deductions                median     largest  over 10 s
=============  ===============================  =========  =======  ============
``mrv``        MRV, forward checking            20 ms      8.4 s    3
``sealed``     look-ahead, no cut rule          11 ms      1.2 s    1 (30x45)
``full``       dom/deg, every rule              13 ms      7.6 s    5
``lookahead``  look-ahead, every rule           10 ms      0.75 s   0
=============  ===============================  =========  =======  ============

Look-ahead pays: Creek's clues alone decide little, and with the area rule propagated a
probe mostly ends in a contradiction or decides many boxes, so guesses are few and well
placed. The cut rule pays too: without it the 30x45 puzzle takes minutes.

>>> from .parse import parse_puzzle
>>> problem = parse_puzzle("Creek (2, 2) [((1, 1), 3), ((0, 0), 0)]").unwrap()
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
from .model import CreekModel
from .puzzle import Problem, Solution

StrategyName = Literal["mrv", "sealed", "full", "lookahead"]
"""The name of a strategy: mypy catches a typo."""


Plan = OnEngine[Deductions]
"""How a strategy searches: on the engine, with an order and a level of deductions."""

STRATEGIES: Final[Mapping[StrategyName, Strategy[StrategyName, Plan]]] = registry(
    Strategy(
        "mrv",
        "fewest candidates first, forward checking (clues, and empty boxes kept joined)",
        OnEngine(Mrv(), Deductions.FORWARD),
    ),
    Strategy(
        "sealed",
        "look-ahead; clues, and boxes no empty box can reach filled (no cuts)",
        OnEngine(LookAhead(), Deductions.SEALED),
    ),
    Strategy(
        "full",
        "fewest candidates per neighbour first, every rule propagated",
        OnEngine(DomDeg(), Deductions.FULL),
    ),
    Strategy(
        "lookahead",
        "every rule, every nearby candidate tried, guess where it tells most (default)",
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
    """Every solution of ``problem``, lazily, found by the named strategy.

    Pass a :class:`~ripple_fp.search.stats.Stats` to learn how much searching it took;
    with ``timeout`` (seconds) the stream raises ``SearchTimeoutError`` (a
    ``TimeoutError``) once that much time has passed since this call.
    """
    counters = with_deadline(stats, timeout)
    return on_engine(CreekModel, strategy_named(strategy).plan, problem, counters)
