"""Strategies by name: the registry every puzzle fills with its ways to search.

Haskell counterpart::

    data OnEngine d   = OnEngine { order :: Order, deductions :: d }
    data Strategy n p = Strategy { name :: n, description :: String, plan :: p }

    named    :: [Strategy n p] -> String -> Either String (Strategy n p)
    onEngine :: (p -> d -> Model s) -> OnEngine d -> p -> [s]

A puzzle names its strategies with a ``Literal`` of strings (so mypy catches a typo),
says what each does, and gives each a plan: usually :class:`OnEngine`, this engine with
one of its orders and one of the puzzle's levels of deductions; Ripple also has plans of
its own (its specification solvers). This module knows no puzzle: the deductions and
the other plans are type parameters.

>>> from .order import Mrv
>>> table = registry(Strategy("quick", "no reasoning", OnEngine(Mrv(), "none")))
>>> named(table, "quick").plan.order
Mrv()
>>> named(table, "slow")
Traceback (most recent call last):
ValueError: unknown strategy 'slow': choose from quick
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

from .engine import solve
from .model import Model
from .order import Order
from .stats import Stats

D = TypeVar("D")
Q = TypeVar("Q")
S = TypeVar("S")
N = TypeVar("N", bound=str)
P = TypeVar("P")


@dataclass(frozen=True)
class OnEngine(Generic[D]):
    """Run the engine on the puzzle's model with these deductions, in this order."""

    order: Order
    deductions: D


@dataclass(frozen=True)
class Strategy(Generic[N, P]):
    """A named way to search, what it does (for ``--help`` and the docs), and how."""

    name: N
    description: str
    plan: P

    @property
    def parallel(self) -> bool:
        """Can its search be split into branches for several processes? Only the
        engine's can (:mod:`.branches`)."""
        return isinstance(self.plan, OnEngine)


def registry(*strategies: Strategy[N, P]) -> Mapping[N, Strategy[N, P]]:
    """The strategies by name, in the order given."""
    return {strategy.name: strategy for strategy in strategies}


def named(strategies: Mapping[N, Strategy[N, P]], name: str) -> Strategy[N, P]:
    """The strategy called ``name``; ``ValueError`` naming the choices if there is none."""
    found = next((known for known in strategies.values() if known.name == name), None)
    if found is None:
        raise ValueError(f"unknown strategy {name!r}: choose from {', '.join(strategies)}")
    return found


def on_engine(
    model: Callable[[Q, D], Model[S]], plan: OnEngine[D], problem: Q, stats: Stats | None = None
) -> Iterator[S]:
    """Every solution of ``problem``, lazily: the puzzle's ``model`` of it built with the
    plan's deductions, searched by the engine in the plan's order. What every puzzle's
    ``solutions`` does with an engine plan."""
    return solve(model(problem, plan.deductions), plan.order, Stats() if stats is None else stats)
