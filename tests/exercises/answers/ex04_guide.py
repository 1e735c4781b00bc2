"""Exercise 4: a guide of your own for the generic engine: MRV, largest values first.

Haskell counterpart::

    descending :: Guide
    descending = Guide { priority = \\ds x -> count (ds ! x)
                       , values   = \\ds x -> reverse (toList (ds ! x))
                       , after    = \\ds changed -> Just (ds, changed, descending) }

    solveGuided :: Model s -> Guide -> [s]
    solveGuided m g = case start m of
      Nothing      -> []
      Just (ds, _) -> map (readOut m . domains) (filter complete (below (withQueue ds g)))
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TypeVar

from ripple_fp.search import candidates as cs
from ripple_fp.search.engine import Context, below, solutions_among, with_queue
from ripple_fp.search.meter import Meter
from ripple_fp.search.model import Domains, Model, Var
from ripple_fp.search.monad import mzero
from ripple_fp.search.order import Guide, Moved, Mrv
from ripple_fp.search.stats import Stats

S = TypeVar("S")


@dataclass(frozen=True)
class Descending:
    """Guess at the variable with the fewest candidates (as MRV does) and try its values
    largest first. It learns nothing from a move."""

    def priority(self, domains: Domains, var: Var) -> int:
        """The number of candidates: fewest first."""
        return cs.count(domains[var])

    def values(self, domains: Domains, var: Var) -> list[int]:
        """The candidates of ``var``, largest first."""
        return sorted(cs.values(domains[var]), reverse=True)

    def after(
        self, model: Model[object], domains: Domains, changed: list[Var], meter: Meter
    ) -> Moved | None:
        """The same guide, the domains as they are."""
        return domains, changed, self


def solve_guided(model: Model[S], guide: Guide, stats: Stats | None = None) -> Iterator[S]:
    """Every solution of ``model``, lazily, the engine asking ``guide`` at every state.
    ``Order`` is a closed type, so a new guide is started by hand below the propagated
    root; the context's order is never asked once the root exists. ``stats`` counts the
    search (the engine's meter counts into it)."""
    meter = Meter(stats)
    started = model.start(meter.stats)
    if started is None:
        return mzero()
    context = Context(model, Mrv(), meter)
    return solutions_among(context, below(context, with_queue(started[0], guide)))
