"""Which variable to guess next, and in which order to try its values.

Haskell counterpart (a closed sum type, and a record of functions for each state)::

    data Order = Mrv | DomDeg | LookAhead | Shuffled Order Salt

    data Guide = Guide { priority :: Domains -> Var -> Int      -- lowest is guessed first
                       , values   :: Domains -> Var -> [Int]
                       , after    :: Domains -> [Var] -> Maybe (Domains, [Var], Guide) }

    root :: Order -> Model s -> Domains -> Maybe (Domains, Guide)

An :data:`Order` is what a strategy names. At the root of the search it becomes a
:class:`Guide`: what the order knows at one state (dom/deg: each variable's number of
undecided neighbours, counted once; look-ahead: what probing found). Each move hands the
guide the propagated domains and gets the next guide back, so every state of the search
carries its own, as it carries its own domains. The engine asks the guide and never asks
which order it is.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, TypeAlias

from . import candidates as cs
from .meter import Meter

if TYPE_CHECKING:
    from .model import Domains, Model, Var
    from .shuffled import Shuffled

SCALE = 1024
"""Priorities are ``count * SCALE // divisor``: distinct for distinct counts while the
divisor is at most SCALE (a variable has far fewer neighbours)."""

Moved: TypeAlias = "tuple[Domains, list[Var], Guide]"
"""After a move: the domains, every variable whose priority may have changed, the guide."""


class Guide(Protocol):
    """What an order knows at one state of the search."""

    def priority(self, domains: Domains, var: Var) -> int:
        """How late to guess at ``var`` (an undecided variable): lowest first."""
        ...

    def values(self, domains: Domains, var: Var) -> list[int]:
        """The candidates of ``var`` in the order to try them."""
        ...

    def after(
        self, model: Model[object], domains: Domains, changed: list[Var], meter: Meter
    ) -> Moved | None:
        """The guide for the propagated ``domains`` of a move (and the domains, if the
        guide narrows them further); ``None`` if it finds a contradiction."""
        ...


# --- the orders: what a strategy names -----------------------------------------------------


@dataclass(frozen=True)
class Mrv:
    """Minimum remaining values: the variable with the fewest candidates, values smallest
    first."""

    def root(self, model: Model[object], domains: Domains, meter: Meter) -> Rooted | None:
        return domains, Fewest()


@dataclass(frozen=True)
class DomDeg:
    """The fewest candidates per undecided neighbour (neighbours counted once, at the
    root), values smallest first."""

    def root(self, model: Model[object], domains: Domains, meter: Meter) -> Rooted | None:
        return domains, PerNeighbour(divisors(model, domains))


@dataclass(frozen=True)
class LookAhead:
    """Probe every candidate near each change and drop the refuted ones; guess where the
    probes tell most, the value of least impact first (:mod:`.lookahead`)."""

    def root(self, model: Model[object], domains: Domains, meter: Meter) -> Rooted | None:
        from .lookahead import look_ahead  # noqa: PLC0415 - only a search that probes

        return look_ahead(model, domains, meter)


Order: TypeAlias = "Mrv | DomDeg | LookAhead | Shuffled"
"""Every order the engine knows: a closed sum type (:class:`~.shuffled.Shuffled`, the
maker's, lives in its own module, loaded only to make puzzles)."""

Rooted: TypeAlias = "tuple[Domains, Guide]"
"""The root's domains (narrowed further if the order probes) and its guide."""


def rooted(model: Model[object], order: Order, meter: Meter) -> Rooted | None:
    """The puzzle propagated, and what ``order`` makes of that (look-ahead narrows it
    further): the root of a search, or of reasoning alone; ``None`` if the puzzle
    contradicts itself."""
    started = model.start(meter.stats, meter.look)
    return None if started is None else order.root(model, started[0], meter)


def divisors(model: Model[object], domains: Domains) -> tuple[int, ...]:
    """One plus the undecided neighbours of each variable."""
    undecided = [cs.is_open(cands) for cands in domains]
    return tuple(
        1 + sum(undecided[other] for other in model.neighbours(var)) for var in range(len(domains))
    )


# --- the guides: what an order knows at one state ----------------------------------------------


class _Unmoved(ABC):
    """A guide that learns nothing from a move: the same guide after it, and values
    smallest first. Subclasses say only how to rank."""

    @abstractmethod
    def priority(self, domains: Domains, var: Var) -> int: ...

    def values(self, domains: Domains, var: Var) -> list[int]:
        return list(cs.values(domains[var]))

    def after(
        self, model: Model[object], domains: Domains, changed: list[Var], meter: Meter
    ) -> Moved | None:
        return domains, changed, self


@dataclass(frozen=True)
class Fewest(_Unmoved):
    """MRV's guide: it needs to remember nothing."""

    def priority(self, domains: Domains, var: Var) -> int:
        return cs.count(domains[var])


@dataclass(frozen=True)
class PerNeighbour(_Unmoved):
    """dom/deg's guide: the divisors counted at the root, shared by every state."""

    divisors: tuple[int, ...]

    def priority(self, domains: Domains, var: Var) -> int:
        return cs.count(domains[var]) * SCALE // self.divisors[var]
