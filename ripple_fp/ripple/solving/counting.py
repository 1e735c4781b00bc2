"""How many solutions a Ripple Effect puzzle has, and whether it has exactly one.

Haskell counterpart::

    countSolutions :: Int -> Name -> Puzzle (Maybe Int) -> Int
    countSolutions n s = countUpTo n . solutions s

    isUnique :: Name -> Puzzle (Maybe Int) -> Bool
    isUnique s p = countSolutions 2 s p == 1

Both are the lazy stream of :func:`ripple_fp.ripple.solutions`, cut short
(:mod:`ripple_fp.search.counting`): counting up to ``n`` searches only as far as the
``n``-th solution, so asking whether a puzzle of millions of solutions is unique stops
at its second.

>>> from ripple_fp import parse_puzzle
>>> blank = parse_puzzle("1 1\\n2 2\\n\\n- -\\n- -\\n").unwrap()
>>> count_solutions(blank, 10), is_unique(blank)
(2, False)
"""

from __future__ import annotations

from ...grid.rooms import Problem
from ...search.counting import count_up_to
from .. import DEFAULT, SEARCH, StrategyName


def count_solutions(
    problem: Problem,
    limit: int,
    strategy: StrategyName | None = None,
    *,
    timeout: float | None = None,
) -> int:
    """How many solutions ``problem`` has, counting no further than ``limit`` (by the
    strategy :meth:`~ripple_fp.search.strategy.Strategies.counting` chooses unless
    ``strategy`` is named). With ``timeout`` (seconds), ``SearchTimeoutError`` if the
    count takes longer."""
    chosen = SEARCH.counting(limit, strategy)
    return count_up_to(limit, SEARCH.solutions(problem, chosen, timeout=timeout))


def is_unique(
    problem: Problem, strategy: StrategyName = DEFAULT, *, timeout: float | None = None
) -> bool:
    """Whether ``problem`` has exactly one solution (a search to its second, if any)."""
    return count_solutions(problem, 2, strategy, timeout=timeout) == 1
