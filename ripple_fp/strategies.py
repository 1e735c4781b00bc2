"""The ways to search, by name: what ``--strategy`` and ``solutions(strategy=...)`` pick.

Haskell counterpart::

    data Strategy = Naive | Mrv | MrvPmap | Full | Lookahead
    solutions :: Strategy -> Puzzle (Maybe Int) -> [Puzzle Int]

Every strategy yields every solution, lazily and in a fixed order; they differ only in
how fast (docs/performance.md has the table).

>>> from ripple_fp import parse_puzzle
>>> problem = parse_puzzle("1 1\\n2 2\\n\\n- 1\\n- -\\n").unwrap()
>>> [len(list(solutions(problem, name))) for name in STRATEGIES]
[1, 1, 1, 1, 1]
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Final

from . import engine
from .propagate import FORWARD_CHECKING, FULL, LOOKAHEAD
from .puzzle import Problem, Solution
from .solver import naive_solutions, pmap_solutions
from .stats import Stats

Search = Callable[[Problem, Stats], Iterator[Solution]]


@dataclass(frozen=True)
class Strategy:
    """A named search and what it does, for ``--help`` and the docs."""

    search: Search
    description: str


def _mrv(problem: Problem, stats: Stats) -> Iterator[Solution]:
    return engine.solutions(problem, FORWARD_CHECKING, stats)


def _full(problem: Problem, stats: Stats) -> Iterator[Solution]:
    return engine.solutions(problem, FULL, stats)


def _lookahead(problem: Problem, stats: Stats) -> Iterator[Solution]:
    return engine.solutions(problem, LOOKAHEAD, stats)


STRATEGIES: Final = {
    "naive": Strategy(naive_solutions, "cells in reading order, each value checked by the rules"),
    "mrv": Strategy(
        _mrv, "fewest candidates first, forward checking (the assignment's fast solver)"
    ),
    "mrv-pmap": Strategy(pmap_solutions, "the same search as mrv on a PMap of frozensets"),
    "full": Strategy(_full, "fewest candidates per neighbour first, full propagation"),
    "lookahead": Strategy(
        _lookahead,
        "full propagation, every nearby candidate tried, guess where it tells most (default)",
    ),
}

DEFAULT = "lookahead"


def solutions(
    problem: Problem, strategy: str = DEFAULT, stats: Stats | None = None
) -> Iterator[Solution]:
    """Every solution of ``problem``, lazily, found by the named strategy.

    Pass a :class:`~ripple_fp.stats.Stats` to learn how much searching it took.
    """
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown strategy {strategy!r}: choose from {', '.join(STRATEGIES)}")
    return STRATEGIES[strategy].search(problem, Stats() if stats is None else stats)
