"""How many solutions a Ripple Effect puzzle has, and whether it has exactly one.

Haskell counterpart::

    countSolutions :: Int -> Name -> Puzzle (Maybe Int) -> Int
    countSolutions n s = countUpTo n . solutions s

    isUnique :: Name -> Puzzle (Maybe Int) -> Bool
    isUnique s p = countSolutions 2 s p == 1

Both are the lazy stream of :func:`.strategies.solutions`, cut short
(:mod:`ripple_fp.search.counting`): counting up to ``n`` searches only as far as the
``n``-th solution, so asking whether a puzzle of millions of solutions is unique stops
at its second.

>>> from ripple_fp import parse_puzzle
>>> blank = parse_puzzle("1 1\\n2 2\\n\\n- -\\n- -\\n").unwrap()
>>> count_solutions(blank, 10), is_unique(blank)
(2, False)
"""

from __future__ import annotations

from typing import Final

from ..search.counting import count_up_to
from .puzzle import Problem
from .strategies import DEFAULT, StrategyName, solutions

ENUMERATE: Final[StrategyName] = "lookahead"
"""The strategy that counts past two solutions when none is named. Counting many
solutions is enumerating them, which the depth-first engine does at little cost per
solution; the learning search blocks each one with a clause and slows as they pile up
(board7, 61,568 solutions: 6 s against 47 s). Up to two, a count is a proof of
uniqueness, which is what the default's learning is for."""


def counting_strategy(limit: int) -> StrategyName:
    """The strategy a count up to ``limit`` uses when none is named."""
    return DEFAULT if limit <= 2 else ENUMERATE


def count_solutions(
    problem: Problem,
    limit: int,
    strategy: StrategyName | None = None,
    *,
    timeout: float | None = None,
) -> int:
    """How many solutions ``problem`` has, counting no further than ``limit`` (by
    :func:`counting_strategy` unless ``strategy`` is named). With ``timeout``
    (seconds), ``SearchTimeoutError`` if the count takes longer."""
    chosen = counting_strategy(limit) if strategy is None else strategy
    return count_up_to(limit, solutions(problem, chosen, timeout=timeout))


def is_unique(
    problem: Problem, strategy: StrategyName = DEFAULT, *, timeout: float | None = None
) -> bool:
    """Whether ``problem`` has exactly one solution (a search to its second, if any)."""
    return count_solutions(problem, 2, strategy, timeout=timeout) == 1
