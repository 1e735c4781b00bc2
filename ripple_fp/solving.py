"""Solve, then trust only what the referee accepts: the core of both commands.

Haskell counterpart::

    solveChecked :: Strategy -> Puzzle (Maybe Int) -> Either RippleError Solved
    solveChecked s p = maybe (Left NoSolution) (checked p) (listToMaybe (solutions s p))

Pure: no files, no clock, no processes. The commands add those around it.
"""

from __future__ import annotations

from dataclasses import dataclass

from returns.result import Failure, Result, Success

from .errors import NoSolution, RippleError, WrongAnswer
from .puzzle import Problem, Solution
from .rules import explain, violations
from .stats import Stats
from .strategies import DEFAULT, solutions


@dataclass(frozen=True)
class Solved:
    """A puzzle and its checked solution."""

    problem: Problem
    solution: Solution


def solve_checked(
    problem: Problem, strategy: str = DEFAULT, stats: Stats | None = None
) -> Result[Solved, RippleError]:
    """The first solution the strategy finds, checked; or why there is none."""
    return checked(problem, next(solutions(problem, strategy, stats), None))


def checked(problem: Problem, found: Solution | None) -> Result[Solved, RippleError]:
    """A found solution, trusted only after the independent checker agrees with it."""
    if found is None:
        return Failure(NoSolution())
    if broken := violations(problem, found):
        return Failure(WrongAnswer(tuple(map(explain, broken))))
    return Success(Solved(problem, found))
