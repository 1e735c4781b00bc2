"""Strategies by name: a puzzle's ways to search, and its solutions by any of them.

Haskell counterpart::

    data Plan p s = OnEngine Order (p -> Model s)     -- this engine, on the puzzle's model
                  | OwnSearch (p -> Meter -> [s])     -- a search the puzzle brings itself
    data Strategy p s   = Strategy { name, description :: String, plan :: Plan p s }
    data Strategies p s = Strategies { table :: [Strategy p s], default :: String, ... }

    solutions :: Strategies p s -> String -> p -> [s]

A puzzle declares its strategies as data: most are the engine with one of its orders
and one of the puzzle's levels of deductions (:func:`engine`; :func:`ladder` gives the
three every puzzle has), and a puzzle may bring searches of its own (Ripple Effect's
specification solvers, clause learning, SAT). :meth:`Strategies.solutions`, written
once here, runs any of them. This module knows no puzzle.

>>> from .order import Mrv
>>> from .stats import Stats
>>> table = strategies(Strategy("quick", "no reasoning", OwnSearch(lambda n, m: iter([n]))),
...                    default="quick")
>>> list(table.solutions(7)), table.named("quick").parallel
([7], False)
>>> table.named("slow")
Traceback (most recent call last):
ValueError: unknown strategy 'slow': choose from quick
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from .meter import Budget, Meter
from .order import DomDeg, LookAhead, Mrv, Order

if TYPE_CHECKING:
    from .model import Model
    from .stats import Stats

D = TypeVar("D")
P = TypeVar("P")
S = TypeVar("S")


class MissingExtraError(ImportError):
    """A strategy needs an optional extra that is not installed; the message says what
    to install, in one line."""


@dataclass(frozen=True)
class Extra:
    """An optional extra of ripple_fp (``pip install 'ripple_fp[NAME]'``): what a
    strategy may need besides the default install."""

    name: str
    module: str
    """The module the extra installs, looked for without importing it."""
    package: str
    """The package's name on PyPI, for the message."""

    def installed(self) -> bool:
        """Can the extra's module be loaded? (A module set to ``None`` in ``sys.modules``
        cannot.)"""
        try:
            return importlib.util.find_spec(self.module) is not None
        except ValueError:
            return False

    def missing(self, strategy: str) -> MissingExtraError:
        """The error of ``strategy`` asked for without the extra."""
        install = f"pip install 'ripple_fp[{self.name}]'"
        return MissingExtraError(f"the {strategy} strategy needs {self.package}: {install}")


SAT = Extra("sat", "pysat", "python-sat")
"""python-sat, whose CaDiCaL the engine's :mod:`.sat` runs."""


@dataclass(frozen=True)
class Built(Generic[P, S, D]):
    """The puzzle's model built with one level of its deductions: ``model(problem,
    deductions)``, as a value that compares and prints (a plan's model)."""

    model: Callable[[P, D], Model[S]]
    deductions: D

    def __call__(self, problem: P) -> Model[S]:
        return self.model(problem, self.deductions)


@dataclass(frozen=True)
class OnEngine(Generic[P, S]):
    """Run the engine on the puzzle's model, guessing in this order."""

    order: Order
    model: Callable[[P], Model[S]]


@dataclass(frozen=True)
class OwnSearch(Generic[P, S]):
    """A search the puzzle brings itself: every solution, lazily, counted by the meter."""

    solve: Callable[[P, Meter], Iterator[S]]


Plan = OnEngine[P, S] | OwnSearch[P, S]
"""How a strategy searches: no other way can be written down."""


@dataclass(frozen=True)
class Strategy(Generic[P, S]):
    """A named way to search, what it does (for ``--help`` and the docs), and how."""

    name: str
    description: str
    plan: Plan[P, S]
    extra: Extra | None = None
    """The optional extra it needs (``None``: the default install has all it needs)."""

    @property
    def parallel(self) -> bool:
        """Can its search be split into branches for several processes? Only the
        engine's can (:mod:`.branches`)."""
        return isinstance(self.plan, OnEngine)


def engine(order: Order, model: Callable[[P, D], Model[S]], deductions: D) -> OnEngine[P, S]:
    """The plan that runs the engine in ``order`` on ``model`` with ``deductions``."""
    return OnEngine(order, Built(model, deductions))


def ladder(
    model: Callable[[P, D], Model[S]], forward: D, every: D
) -> tuple[Strategy[P, S], Strategy[P, S], Strategy[P, S]]:
    """The three strategies every puzzle on the engine has: ``mrv`` (the fewest
    candidates first, with the ``forward`` level of deductions), ``full`` (dom/deg with
    ``every`` rule) and ``lookahead`` (every rule, and probes)."""
    return (
        Strategy(
            "mrv", "fewest candidates first, forward checking", engine(Mrv(), model, forward)
        ),
        Strategy(
            "full",
            "fewest candidates per neighbour first, every rule",
            engine(DomDeg(), model, every),
        ),
        Strategy(
            "lookahead",
            "every rule, every nearby candidate tried, guess where it tells most",
            engine(LookAhead(), model, every),
        ),
    )


@dataclass(frozen=True)
class Race:
    """Race these strategies, one process each: the first answer wins."""

    members: tuple[str, ...]


@dataclass(frozen=True)
class Split:
    """Split one engine search into branches, for this many processes."""

    workers: int


@dataclass(frozen=True)
class Strategies(Generic[P, S]):
    """A puzzle's strategies by name, in the order given, and which one runs where none
    is named."""

    table: Mapping[str, Strategy[P, S]]
    default: str
    portfolio: tuple[str, ...] = ()
    """The strategies that race on ``--jobs N`` processes, the most useful first (empty:
    ``--jobs`` splits the search into branches instead); one whose extra is not
    installed is replaced by the default (:meth:`racing`)."""
    enumerate: str | None = None
    """The strategy that counts past two solutions when none is named (``None``: the
    default)."""
    split: str | None = None
    """The strategy whose search is split into branches when none is named (``None``:
    the default)."""

    def __iter__(self) -> Iterator[str]:
        return iter(self.table)

    def named(self, name: str | None = None) -> Strategy[P, S]:
        """The strategy called ``name`` (``None``: the default); ``ValueError`` naming
        the choices if there is none."""
        found = self.table.get(self.default if name is None else name)
        if found is None:
            raise ValueError(f"unknown strategy {name!r}: choose from {', '.join(self.table)}")
        return found

    def counting(self, limit: int, name: str | None = None) -> str:
        """The strategy that counts solutions up to ``limit``: the one named, else the
        default up to two (a count to two is a proof of uniqueness), else the one that
        enumerates (:attr:`enumerate`)."""
        if name is not None:
            return name
        return self.default if limit <= 2 else self.enumerate or self.default

    def racing(self, jobs: int) -> tuple[str, ...]:
        """The first ``jobs`` members of the race: the portfolio, each member whose extra
        is not installed replaced by the default."""
        members = (self.default if self._wanting(name) else name for name in self.portfolio)
        return tuple(dict.fromkeys(members))[:jobs]

    def spread(self, jobs: int, name: str | None = None) -> Race | Split | None:
        """How a search by the strategy ``name`` (``None``: the default) uses ``jobs``
        processes (``None``: it runs on one). The default of a puzzle with a portfolio
        races its first ``jobs`` members; an engine strategy splits into branches; any
        other strategy runs on one process."""
        if jobs <= 1:
            return None
        if self.portfolio and name in (None, self.default):
            members = self.racing(jobs)
            return Race(members) if len(members) > 1 else None
        return Split(jobs) if self.named(name).parallel else None

    def _wanting(self, name: str) -> bool:
        extra = self.named(name).extra
        return extra is not None and not extra.installed()

    def search(self, problem: P, name: str | None, meter: Meter) -> Iterator[S]:
        """Every solution of ``problem``, lazily, by the strategy called ``name``
        (``None``: the default), counted by ``meter``; :class:`MissingExtraError` at
        once if the strategy needs an extra that is not installed."""
        strategy = self.named(name)
        if strategy.extra is not None and not strategy.extra.installed():
            raise strategy.extra.missing(strategy.name)
        match strategy.plan:
            case OnEngine(order, model):
                from .engine import solve  # noqa: PLC0415 - only engine plans need it

                return solve(model(problem), order, meter)
            case OwnSearch(solve_own):
                return solve_own(problem, meter)

    def solutions(
        self,
        problem: P,
        strategy: str | None = None,
        stats: Stats | None = None,
        *,
        timeout: float | None = None,
    ) -> Iterator[S]:
        """Every solution of ``problem``, lazily, found by the named strategy (``None``:
        the default). Pass a :class:`~.stats.Stats` to learn how much searching it took.
        With ``timeout`` (seconds) the stream raises
        :class:`~.meter.SearchTimeoutError` (a ``TimeoutError``) once that much time has
        passed since this call."""
        return self.search(problem, strategy, Meter(stats, Budget.lasting(timeout)))


def strategies(
    *table: Strategy[P, S],
    default: str,
    portfolio: tuple[str, ...] = (),
    enumerate: str | None = None,
    split: str | None = None,
) -> Strategies[P, S]:
    """The strategies of ``table`` by name, in its order; ``ValueError`` if a name is
    given twice or a chosen name is not among them."""
    by_name = {strategy.name: strategy for strategy in table}
    chosen = [default, *portfolio, enumerate, split]
    if len(by_name) != len(table) or not set(chosen) - {None} <= set(by_name):
        raise ValueError(f"strategies {list(by_name)} do not hold {chosen}")
    return Strategies(by_name, default, portfolio, enumerate, split)
