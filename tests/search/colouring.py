"""A second client of the engine, small enough to check by brute force: graph colouring.

Each vertex is a variable holding one of the colours ``1..k``; neighbours differ. The
model propagates by forward checking only. It exists to show (and test) that nothing in
``ripple_fp.search`` knows Ripple Effect.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import product

from pyrsistent import pvector

from ripple_fp.search import candidates as cs
from ripple_fp.search.candidates import Candidates
from ripple_fp.search.model import Domains, Look, Narrowed, Var
from ripple_fp.search.stats import Stats

Colouring = tuple[int, ...]


@dataclass(frozen=True)
class ColouringModel:
    """Colour ``len(adjacent)`` vertices with ``colours`` colours, some of them given."""

    adjacent: tuple[tuple[Var, ...], ...]
    colours: int
    given: tuple[int | None, ...]

    def start(self, stats: Stats, look: Look | None = None) -> Narrowed | None:
        domains = pvector(
            cs.full(self.colours) if colour is None else cs.single(colour) for colour in self.given
        )
        decided = [v for v, cands in enumerate(domains) if cs.is_single(cands)]
        return self._propagate(domains, decided, stats)

    def narrow(
        self, domains: Domains, restrictions: Iterable[tuple[Var, Candidates]], stats: Stats
    ) -> Narrowed | None:
        evolver, decided, changed = domains.evolver(), [], []
        for var, keep in restrictions:
            kept = evolver[var] & keep
            if not kept:
                return None
            if kept != evolver[var]:
                evolver[var] = kept
                changed.append(var)
                if cs.is_single(kept):
                    decided.append(var)
        result = self._propagate(evolver.persistent(), decided, stats)
        return None if result is None else (result[0], changed + result[1])

    def _propagate(self, domains: Domains, decided: list[Var], stats: Stats) -> Narrowed | None:
        evolver, changed = domains.evolver(), []
        while decided:
            var = decided.pop()
            stats.propagations += 1
            for other in self.adjacent[var]:
                if evolver[other] & evolver[var]:
                    left = evolver[other] ^ evolver[var]
                    if not left:
                        return None
                    evolver[other] = left
                    changed.append(other)
                    if cs.is_single(left):
                        decided.append(other)
        return evolver.persistent(), changed

    def neighbours(self, var: Var) -> Sequence[Var]:
        return self.adjacent[var]

    def read_out(self, domains: Domains) -> Colouring:
        return tuple(cs.only_value(cands) for cands in domains)


def brute_force(model: ColouringModel) -> Iterator[Colouring]:
    """Every colouring, by trying them all."""
    for colouring in product(range(1, model.colours + 1), repeat=len(model.adjacent)):
        agrees = all(g is None or g == c for g, c in zip(model.given, colouring, strict=True))
        proper = all(
            colouring[v] != colouring[w] for v, others in enumerate(model.adjacent) for w in others
        )
        if agrees and proper:
            yield colouring
