"""A hint for a puzzle someone is solving: the next step, or the filled cell that is wrong.

Haskell counterpart::

    data Hint = Next Step [Step]      -- the next placement, and the steps it rests on
              | Clash [Conflict]      -- filled cells that break a rule between them
              | Wrong [Pos] Dead      -- no rule broken yet, but no solution: suspects
              | Done                  -- every cell filled, every rule kept
    hint :: Puzzle (Maybe Int) -> Hint

The puzzle is read as it stands, the solver's own filled cells and the givens alike (the
course format cannot tell them apart). When it still has a solution, the hint is the
first value the explained solve (:mod:`.trace`) places, with the earlier steps that
took values from that cell (for a naked single) or the value from the rest of its room
(for a hidden single). When it has none, the hint names the filled cells that break a
rule between them, or else those whose removal would let the puzzle be solved.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass

from ...grid.matrix import Pos
from ...grid.rooms import Problem, Value
from .. import solutions
from ..cross import cross_reach
from ..referee import is_solution
from .steps import Dead, Eliminate, Place, Rule, Step
from .trace import solve_in_steps


@dataclass(frozen=True)
class Next:
    """The next value to place, and the earlier steps it rests on."""

    step: Step
    because: tuple[Step, ...]


@dataclass(frozen=True)
class Conflict:
    """Two filled cells with the same ``value`` that break ``rule`` between them."""

    first: Pos
    second: Pos
    value: Value
    rule: Rule


@dataclass(frozen=True)
class Clash:
    """The pairs of filled cells that break the room rule or the cross rule."""

    conflicts: tuple[Conflict, ...]


@dataclass(frozen=True)
class Wrong:
    """No rule is broken yet, but the filled cells leave no solution: ``suspects`` are
    those whose removal would, and ``dead`` is where the reasoning ends without it."""

    suspects: tuple[Pos, ...]
    dead: Dead | None


@dataclass(frozen=True)
class Done:
    """Every cell is filled and every rule holds."""


Hint = Next | Clash | Wrong | Done


def hint(problem: Problem) -> Hint:
    """What to tell someone who has filled in ``problem`` so far."""
    conflicts = tuple(clashes(problem))
    if conflicts:
        return Clash(conflicts)
    if None not in problem.grid.cells and is_solution(problem, problem.map(_filled)):
        return Done()
    if next(solutions(problem), None) is None:
        return Wrong(tuple(suspects(problem)), _dead_end(problem))
    return _next(problem)


def _filled(cell: int | None) -> int:
    return 0 if cell is None else cell


def clashes(problem: Problem) -> Iterator[Conflict]:
    """Every pair of filled cells with equal values in one room, or in one line closer
    than the rule allows, each pair once, in reading order."""
    layout = problem.layout
    for pos, value in problem.grid.items():
        if value is None:
            continue
        for other in layout.room_cells(pos):
            if other > pos and problem[other] == value:
                yield Conflict(pos, other, value, Rule.ROOM_RULE)
        for other in cross_reach(layout.size, pos, value):
            outside = layout.room_of[other] != layout.room_of[pos]
            if other > pos and problem[other] == value and outside:
                yield Conflict(pos, other, value, Rule.CROSS_RULE)


def suspects(problem: Problem) -> Iterator[Pos]:
    """The filled cells whose removal leaves a puzzle with a solution."""
    for pos, value in problem.grid.items():
        if value is not None and next(solutions(problem.set(pos, None)), None) is not None:
            yield pos


def _dead_end(problem: Problem) -> Dead | None:
    """Where the explained solve of a puzzle without solution ends."""
    last = deque(solve_in_steps(problem), maxlen=1)
    if not last or isinstance(last[0].conclusion, Place | Eliminate):
        return None
    return last[0].conclusion


def _next(problem: Problem) -> Next:
    """The first placement of the explained solve, with the steps it rests on."""
    earlier: list[Step] = []
    for step in solve_in_steps(problem):
        if isinstance(step.conclusion, Place):
            return Next(step, tuple(s for s in earlier if _supports(s, step)))
        earlier.append(step)
    raise AssertionError("a puzzle with a solution and an empty cell has a next placement")


def _supports(earlier: Step, placement: Step) -> bool:
    """Whether ``earlier`` took a value the placement's reasoning relies on: any value
    from the placed cell, or the placed value from the cells a hidden single looked at."""
    gone, placed = earlier.conclusion, placement.conclusion
    if not isinstance(gone, Eliminate) or not isinstance(placed, Place):
        return False
    if placed.cell in gone.cells:
        return True
    return (
        placement.rule is Rule.HIDDEN_SINGLE
        and gone.value == placed.value
        and bool(set(gone.cells) & set(placement.premises))
    )
