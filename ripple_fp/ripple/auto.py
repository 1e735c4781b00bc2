"""The ``auto`` strategy: reasoning first, then the search that learns, then (with the
``sat`` extra) a SAT solver, each taking over when the one before runs out of budget.

Haskell counterpart::

    auto :: Puzzle (Maybe Int) -> [Puzzle Int]
    auto p = case root p of
      Nothing                -> []                          -- reasoning refutes it
      Just r | complete r    -> [readOut r]                 -- reasoning solves it
             | otherwise     -> escalate steps (\\n -> solveWithin n r) p

Most published puzzles need no guess: propagation with look-ahead at the root solves
them (every janko.at, app and lab puzzle of the test corpus), in about a millisecond.
Those it does not solve are handed, with what it removed, to the learning search
(:mod:`.learn`); with python-sat installed, a learning search that spends
:data:`LEARN_BUDGET` guesses hands over to SAT. ``Stats.answered_by`` says which one
answered: ``propagation``, ``learn`` or ``sat``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Final, Literal

from ..search.escalation import Step, escalate
from ..search.order import LookAhead
from ..search.stats import Stats
from .learn import learn_solutions
from .puzzle import Problem, Solution
from .root import Within, reason

Engine = Literal["learn", "sat"]
"""What the root hands over to."""

LEARN_BUDGET: Final = 20_000
"""Guesses the learning search may take before SAT takes over, when it can."""


Solver = Callable[[Problem, Stats, Within], Iterator[Solution]]
"""A search of the puzzle within what the root left."""


def auto_solutions(
    problem: Problem, stats: Stats, sat: Solver | None = None
) -> Iterator[Solution]:
    """Every solution of ``problem``, lazily, each once: reasoning, learning, SAT."""
    root = reason(problem, LookAhead(), stats)
    answer = None if root is None else root.settled()
    if root is None or answer is not None:
        stats.answered_by = "propagation"
        if answer is not None:
            yield answer
        return
    within = root.within()
    engines: dict[Engine, Solver] = {"learn": learn_solutions}
    steps: list[Step[Engine]] = [Step("learn")]
    if sat is not None:
        engines["sat"] = sat
        steps = [Step("learn", LEARN_BUDGET), Step("sat")]
    yield from escalate(steps, lambda name, s: engines[name](problem, s, within), stats)
