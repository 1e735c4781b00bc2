"""Models of a :class:`~.formula.Formula` from a SAT solver (python-sat, the optional
extra ``sat``): the same lazy stream as :func:`.learning.models`, from compiled code.

Haskell counterpart: a foreign solver behind the list monad's interface::

    satModels :: Formula -> IO [Set Var]     -- unsafeInterleaveIO: one model per demand

The solver is loaded when the first model is asked for, so that importing ripple_fp
never needs python-sat; without it that first request raises :class:`MissingExtraError`
(an ``ImportError``) whose message is the one line to print. After each model the
solver is given the clause "not this model again" and asked again, incrementally (it
keeps what it learnt): iterating to the end enumerates every model once.

A deadline (the meter's budget, and its watch) is kept between slices of the search:
python-sat cannot interrupt CaDiCaL (its ``interrupt`` raises ``NotImplementedError``,
and no signal handler runs before the call returns), so with a deadline or a watch the
solver is called with a budget of :data:`SLICE` conflicts at a time, and both are looked
at in between.
The counts: ``nodes`` the solver's decisions, ``backtracks`` its conflicts, ``propagations``
its unit propagations.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Final, Protocol, Self

from .meter import Meter
from .strategy import SAT

if TYPE_CHECKING:
    from .formula import Formula, Var
    from .stats import Stats

SOLVER: Final = "cadical153"
"""The solver python-sat runs: CaDiCaL 1.5.3 (docs/performance.md, "SAT", compares)."""


def sat_available() -> bool:
    """Whether python-sat can be loaded (:data:`~.strategy.SAT`)."""
    return SAT.installed()


class SatSolver(Protocol):
    """What this module asks of a python-sat solver (``pysat.solvers.Solver``)."""

    def __enter__(self) -> Self: ...

    def __exit__(self, *exc: object) -> None: ...

    def add_clause(self, clause: list[int]) -> None: ...

    def solve(self) -> bool: ...

    def conf_budget(self, budget: int) -> None: ...

    def solve_limited(self) -> bool | None: ...

    def accum_stats(self) -> dict[str, int]: ...

    def get_model(self) -> list[int]: ...  # asked only after a solve that found one


class Making(Protocol):
    """How python-sat makes a solver: ``pysat.solvers.Solver`` itself."""

    def __call__(self, name: str, bootstrap_with: Iterable[list[int]]) -> SatSolver: ...


def solvers() -> Making:
    """python-sat's ``pysat.solvers.Solver``, or :class:`~.strategy.MissingExtraError`."""
    try:
        module = importlib.import_module("pysat.solvers")
    except ImportError:
        raise SAT.missing("sat") from None
    making: Making = module.Solver
    return making


def sat_models(formula: Formula, meter: Meter | None = None) -> Iterator[frozenset[Var]]:
    """Every model of ``formula``, lazily, each once: after each, the clause "not this
    model again" (:func:`blocking`)."""
    from .cnf import clauses_of  # noqa: PLC0415 - importing this module needs no formula

    metered, last = meter or Meter(), dict[str, int]()
    making = solvers()
    clauses = _in_time(clauses_of(formula), metered)
    with making(name=SOLVER, bootstrap_with=clauses) as solver:
        while (model := _solve(solver, metered, last)) is not None:
            yield model
            solver.add_clause(blocking(formula, model))


SLICE: Final = 1000
"""Conflicts per call to the solver when there is a deadline: about 0.05 s on a 100x100
puzzle, and no slower in all than one call (docs/performance.md)."""

CHECK_EVERY: Final = 4096
"""Clauses written between two looks at the deadline: on a 100x100 puzzle, writing and
loading the CNF takes longer than a short ``timeout=`` (huge-06: 488,433 clauses, 0.4 s)."""


def _in_time(clauses: Iterator[list[int]], meter: Meter) -> Iterator[list[int]]:
    """``clauses``, as they come, stopping with :class:`SearchTimeoutError` past the
    deadline."""
    for count, clause in enumerate(clauses, 1):
        if count % CHECK_EVERY == 0:
            meter.look()
        yield clause


def blocking(formula: Formula, model: frozenset[Var]) -> list[int]:
    """The clause no other model breaks: some variable takes the other value. When
    every variable is in a group (a Ripple Effect cell's values are), the true ones
    alone tell a model: any other differs in a group, so in one of them."""
    grouped = {var for group in formula.groups for var in group}
    if len(grouped) == formula.variables:
        return [-(var + 1) for var in sorted(model)]
    return [-(v + 1) if v in model else v + 1 for v in range(formula.variables)]


def _solve(solver: SatSolver, meter: Meter, last: dict[str, int]) -> frozenset[Var] | None:
    """One model from the solver, within the deadline; ``None`` if there is none.
    ``last``: the solver's counts at the call before."""
    meter.look()
    try:
        watched = meter.budget.deadline is not None or meter.watch is not None
        found = _sliced(solver, meter) if watched else solver.solve()
    finally:
        _count(solver.accum_stats(), meter.stats, last)
    from .cnf import model_of  # noqa: PLC0415

    return model_of(solver.get_model()) if found else None


def _sliced(solver: SatSolver, meter: Meter) -> bool:
    """Whether there is a model, found :data:`SLICE` conflicts at a time, looking at the
    deadline (and the watch) between slices (the solver keeps what it learnt from one to
    the next)."""
    while True:
        solver.conf_budget(SLICE)
        found = solver.solve_limited()
        if found is not None:
            return bool(found)
        meter.look()


def _count(now: dict[str, int], stats: Stats, last: dict[str, int]) -> None:
    """Add the solver's counts since ``last`` to ``stats``; ``last`` becomes ``now``."""
    stats.nodes += now.get("decisions", 0) - last.get("decisions", 0)
    stats.backtracks += now.get("conflicts", 0) - last.get("conflicts", 0)
    stats.propagations += now.get("propagations", 0) - last.get("propagations", 0)
    last.update(now)
