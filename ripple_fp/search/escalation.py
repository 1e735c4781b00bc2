"""One strategy after another: each gets a budget of guesses, and the next takes over
when it is spent (the ``auto`` strategy).

Haskell counterpart::

    data Stage n = Stage { strategy :: n, budget :: Maybe Int }   -- Nothing: no limit

    escalate :: [Stage n] -> (n -> Search s) -> Search s
    escalate stages solve = foldr orElse mzero [ withBudget b (solve n) | Stage n b <- stages ]
      where orElse stage rest = stage `catchBudget` const rest

A stage runs its strategy's lazy stream of solutions on a meter of its own, held to its
budget of guesses counted from where the run stands (and to the run's own budget). When
the stream ends, the stage has found every solution and the run is over; when the budget
is spent (``NodeLimitReachedError``), the next stage starts again from the puzzle, and
solutions a stage before already yielded are not yielded twice. Every strategy is
complete, so the last stage, given no budget, finishes what the others could not; what
the run yields is every solution, once each, as from any other strategy. The counts of
every stage add up in the run's ``Stats``, whose ``answered_by`` names the stage that is
running: after a solution, the one that found it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from .meter import Budget, Meter, NodeLimitReachedError

N = TypeVar("N", bound=str)
S = TypeVar("S", bound=Hashable)


@dataclass(frozen=True)
class Stage(Generic[N]):
    """A strategy, and the guesses it may take before the next stage takes over
    (``None``: as many as it needs)."""

    strategy: N
    budget: int | None = None


def escalate(
    stages: Sequence[Stage[N]], solve: Callable[[N, Meter], Iterator[S]], meter: Meter
) -> Iterator[S]:
    """Every solution, lazily: from each stage in turn, until one ends within its budget."""
    if not stages or stages[-1].budget is not None:
        raise ValueError("the last stage of an escalation must have no budget")
    seen: set[S] = set()
    for stage in stages:
        outer, own = meter.budget.nodes, _limit(stage, meter)
        ours = own is not None and (outer is None or own < outer)
        meter.stats.answered_by = stage.strategy
        try:
            yield from _new(solve(stage.strategy, meter.within(Budget(nodes=own))), seen)
            return
        except NodeLimitReachedError as spent:
            if not ours or spent.args != (own,):  # the caller's budget: not ours to pass on
                raise


def _limit(stage: Stage[N], meter: Meter) -> int | None:
    """The node count at which the stage's budget is spent."""
    return None if stage.budget is None else meter.stats.nodes + stage.budget


def _new(found: Iterator[S], seen: set[S]) -> Iterator[S]:
    """The solutions of ``found`` not yielded before, remembered as they go by."""
    for solution in found:
        if solution not in seen:
            seen.add(solution)
            yield solution
