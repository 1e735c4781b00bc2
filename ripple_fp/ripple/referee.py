"""The rules of Ripple Effect, checked independently of the solver.

Haskell counterpart::

    violations  :: Puzzle (Maybe Int) -> Puzzle Int -> [Violation]
    isSolution  :: Puzzle (Maybe Int) -> Puzzle Int -> Bool
    isSolution p s = null (violations p s)

Norvig's habit: every answer of the search is checked here before anyone trusts it, so
this module shares no code with the search. It looks at a finished grid only.

- Givens and the room rule, as every puzzle of rooms checks them
  (:mod:`ripple_fp.grid.room_rule`).
- Cross rule: two cells of one row or column holding the same ``v`` are more than ``v``
  apart (``0 < distance <= v`` is a violation).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from ..grid import room_rule
from ..grid.matrix import Pos, changed_givens, shown
from ..grid.room_rule import RoomViolation, broken_rooms
from ..grid.rooms import Problem, Solution, Value


@dataclass(frozen=True)
class CrossRuleBroken:
    """Two cells of one line hold the same value and are too close."""

    first: Pos
    second: Pos
    value: Value
    distance: int


Violation = RoomViolation | CrossRuleBroken


def violations(problem: Problem, solution: Solution) -> tuple[Violation, ...]:
    """Every rule the filled grid breaks: changed givens, then rooms, then cross pairs,
    each kind in reading order. Both grids must have the same layout."""
    return (
        *changed_givens(problem.grid, solution.grid),
        *broken_rooms(solution),
        *cross_rule_pairs(solution),
    )


def is_solution(problem: Problem, solution: Solution) -> bool:
    """Does ``solution`` fill ``problem`` and obey every rule?"""
    return problem.layout == solution.layout and not violations(problem, solution)


def cross_rule_pairs(solution: Solution) -> tuple[CrossRuleBroken, ...]:
    """Every pair of cells in one row or column with the same value ``v`` at distance
    at most ``v``, the first cell of each pair before the second in reading order.

    Each line is first scanned once, remembering where each value was last seen: a line
    has such a pair exactly when some value is within its distance of its last
    occurrence. Only those lines are searched pair by pair."""
    (rows, cols), values = solution.layout.size, solution.grid.cells.tolist()
    pairs: list[CrossRuleBroken] = []
    for r in range(rows):
        line = values[r * cols : (r + 1) * cols]
        if _too_close(line):
            pairs.extend(CrossRuleBroken((r, a), (r, b), v, d) for a, b, v, d in _pairs(line))
    for c in range(cols):
        line = values[c::cols]
        if _too_close(line):
            pairs.extend(CrossRuleBroken((a, c), (b, c), v, d) for a, b, v, d in _pairs(line))
    return tuple(sorted(pairs, key=lambda pair: (pair.first, pair.second)))


def _too_close(line: list[Value]) -> bool:
    """Does some value ``v`` of ``line`` come within ``v`` cells of the last equal one?"""
    last: dict[Value, int] = {}
    for at, value in enumerate(line):
        before = last.get(value)
        if before is not None and at - before <= value:
            return True
        last[value] = at
    return False


def _pairs(line: list[Value]) -> Iterator[tuple[int, int, Value, int]]:
    """Every pair of ``line`` that breaks the cross rule: where, value, distance."""
    for at, value in enumerate(line):
        for distance in range(1, min(value, len(line) - 1 - at) + 1):
            if line[at + distance] == value:
                yield at, at + distance, value, distance


def faulty_cells(found: Iterable[Violation], solution: Solution) -> frozenset[Pos]:
    """The cells to blame for the violations: changed givens, the cells of a room that
    hold a duplicate or out-of-range value, and both cells of every cross-rule pair."""
    blamed: set[Pos] = set()
    for violation in found:
        match violation:
            case CrossRuleBroken(first, second):
                blamed.update((first, second))
            case _:
                blamed.update(room_rule.blamed(violation, solution))
    return frozenset(blamed)


def complaint(violation: Violation) -> str:
    """The checker's wording of a violation (positions counted from 1, as ``(row,col)``)."""
    match violation:
        case CrossRuleBroken(first, second, value, distance):
            return (
                f"Cells at positions {shown(first)} and {shown(second)} violate cross rule:\n"
                f"Value in both cells: {value}\n"
                f"Distance between cells: {distance}"
            )
        case _:
            return room_rule.worded(violation)
