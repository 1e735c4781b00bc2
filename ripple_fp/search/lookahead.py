"""Look-ahead: try each candidate of a variable, and drop the ones propagation refutes.

Haskell counterpart (Bird's ``prune``, one guess deeper: "singleton consistency")::

    probe :: Model s -> Domains -> Var -> [(Value, Int)]
    probe m ds x = [ (v, length changed) | v <- values (ds ! x)
                                         , Just (_, changed) <- [narrow m ds [(x, single v)]] ]

    shave :: Model s -> Domains -> [Var] -> Maybe (Domains, Map Var Trials, [Var])

A value whose placement propagates into a contradiction cannot be in any solution, so
removing it is as sound as the model's own rules, only dearer: one propagation per
candidate. What a probe that survives costs is information too: how many times its
propagation narrowed a variable (the value's *impact*). The engine guesses where every
value has a large impact (each branch is small) and tries the value of least impact
first (it leaves the most room for a solution): the look-ahead SAT solvers' heuristic.

After a guess, only the neighbours of a change are probed again (``Model.neighbours``):
a probe far away would mostly repeat itself. Nor is a variable of more than
:data:`WIDEST` candidates probed, or its neighbours for its sake: probing it costs one
propagation per candidate, and a change to it usually says little about them. Skipping
probes never makes the search wrong, only weaker.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, NamedTuple, TypeAlias

from pyrsistent import PVector, pvector

from . import candidates as cs
from .meter import Meter
from .order import SCALE

if TYPE_CHECKING:
    from .model import Domains, Model, Var
    from .order import Moved, Rooted

WIDEST = 16
"""The most candidates of a variable look-ahead probes. Every variable of the puzzles
this project knows has at most 14 (a Ripple Effect room of 14 cells, the largest met
in published puzzles; Vergleichssudoku 9, Takuzu and Creek 2), so for them nothing is
skipped. In a room of hundreds of cells probing every cell would cost hundreds of
propagations of hundreds of cells each, for every guess (docs/performance.md)."""

Trials = tuple[tuple[int, int], ...]
"""What probing one variable found: each value that survived, with its impact."""

Impacts = PVector[Trials]
"""The last trials of every variable, indexed by number (``()``: never probed)."""

Shaved: TypeAlias = "tuple[Domains, dict[Var, Trials], list[Var]]"
"""The domains after shaving, the last trials of each variable probed, and every
variable whose candidates changed."""


def no_impacts(size: int) -> Impacts:
    """Nothing probed yet, for ``size`` variables."""
    return pvector([()] * size)


def record(impacts: Impacts, trials: dict[Var, Trials]) -> Impacts:
    """``impacts`` with the latest ``trials`` of the variables probed."""
    evolver = impacts.evolver()
    for var, found in trials.items():
        evolver[var] = found
    return evolver.persistent()


def probe(model: Model[object], domains: Domains, var: Var, meter: Meter) -> Trials:
    """Each candidate of ``var`` whose placement survives propagation, with its impact:
    how many times that placement narrowed a variable (its own included)."""
    trials = []
    for value in cs.values(domains[var]):
        meter.probed()
        result = model.narrow(domains, [(var, cs.single(value))], meter.stats)
        if result is not None:
            trials.append((value, len(result[1])))
    return tuple(trials)


def shave(
    model: Model[object], domains: Domains, variables: Iterable[Var], meter: Meter
) -> Shaved | None:
    """Probe the undecided ``variables``, then, wave after wave, the neighbours of the
    ones a removal changed, until a wave removes nothing. ``None`` when a variable is left
    with no candidate (the domains hold no solution)."""
    trials: dict[Var, Trials] = {}
    touched: list[Var] = []
    wave = sorted(set(variables))
    while wave:
        changed: list[Var] = []
        for var in wave:
            cands = domains[var]
            if not probed(cands):
                continue
            found = probe(model, domains, var, meter)
            trials[var] = found
            kept = cs.of(value for value, _ in found)
            if kept != cands:
                narrowed = model.narrow(domains, [(var, kept)], meter.stats)
                if narrowed is None:
                    return None
                domains, removed_from = narrowed
                changed.extend(removed_from)
        touched.extend(changed)
        wave = sorted(near(model, domains, changed))
    return domains, trials, touched


def probed(cands: cs.Candidates) -> bool:
    """Is a variable of these candidates worth probing: undecided, and not wider than
    :data:`WIDEST`?"""
    return cs.is_open(cands) and cs.count(cands) <= WIDEST


def near(model: Model[object], domains: Domains, variables: Iterable[Var]) -> set[Var]:
    """The ``variables`` and the neighbours of each of them that has at most
    :data:`WIDEST` candidates left."""
    found: set[Var] = set()
    for var in variables:
        if cs.count(domains[var]) <= WIDEST:
            found.update(model.neighbours(var))
        found.add(var)
    return found


def priority(cands: cs.Candidates, trials: Trials, scale: int) -> int:
    """How little a guess at this variable would tell, lowest first: the sum over its
    values of ``scale / (1 + impact)`` (a value never probed counts as impact 0). A
    variable with two values of large impact comes first: each of its branches is small."""
    if not trials:
        return cs.count(cands) * scale
    impact = dict(trials)
    return sum(scale // (1 + impact.get(value, 0)) for value in cs.values(cands))


def by_impact(cands: cs.Candidates, trials: Trials) -> list[int]:
    """The values of ``cands``, least impact first (the likeliest to lead to a solution)."""
    impact = dict(trials)
    return sorted(cs.values(cands), key=lambda value: (impact.get(value, 0), value))


# --- look-ahead's guide ----------------------------------------------------------------------


def look_ahead(model: Model[object], domains: Domains, meter: Meter) -> Rooted | None:
    """The root of a search that looks ahead: every variable worth it probed, and the
    refuted values dropped; its guide knows the trials."""
    worth = [var for var, cands in enumerate(domains) if probed(cands)]
    shaved = shave(model, domains, worth, meter)
    if shaved is None:
        return None
    domains, trials, _ = shaved
    return domains, ByImpact(record(no_impacts(len(domains)), trials))


class ByImpact(NamedTuple):
    """Look-ahead's guide: the last trials of every variable (a named tuple, which costs
    the import less than a frozen dataclass's compiled methods: see :mod:`.engine`)."""

    impacts: Impacts

    def priority(self, domains: Domains, var: Var) -> int:
        return priority(domains[var], self.impacts[var], SCALE)

    def values(self, domains: Domains, var: Var) -> list[int]:
        return by_impact(domains[var], self.impacts[var])

    def after(
        self, model: Model[object], domains: Domains, changed: list[Var], meter: Meter
    ) -> Moved | None:
        """Shave near the changes; probed variables have new priorities too."""
        shaved = shave(model, domains, near(model, domains, changed), meter)
        if shaved is None:
            return None
        domains, trials, narrowed = shaved
        moved = [*changed, *narrowed, *trials.keys()]
        return domains, moved, ByImpact(record(self.impacts, trials))
