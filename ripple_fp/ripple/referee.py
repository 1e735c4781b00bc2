"""The rules of Ripple Effect, checked independently of the solver.

Haskell counterpart::

    violations  :: Puzzle (Maybe Int) -> Puzzle Int -> [Violation]
    isSolution  :: Puzzle (Maybe Int) -> Puzzle Int -> Bool
    isSolution p s = null (violations p s)

Norvig's habit: every answer of the search is checked here before anyone trusts it, so
this module shares no code with the search. It looks at a finished grid only.

- Givens: a cell that was given in the puzzle keeps its value.
- Room rule: a room of ``s`` cells holds each of ``1..s`` exactly once.
- Cross rule: two cells of one row or column holding the same ``v`` are more than ``v``
  apart (``0 < distance <= v`` is a violation).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from operator import le
from typing import assert_never

from ..grid.matrix import Pos, shown
from ..grid.rooms import Problem, RoomId, Solution, Value


@dataclass(frozen=True)
class GivenChanged:
    """A given of the puzzle has another value in the solution."""

    pos: Pos
    expected: Value
    found: Value


@dataclass(frozen=True)
class RoomRuleBroken:
    """A room does not hold ``1..size`` exactly once each."""

    cells: tuple[Pos, ...]
    missing: tuple[Value, ...]
    duplicates: tuple[Value, ...]
    out_of_range: tuple[Value, ...]


@dataclass(frozen=True)
class CrossRuleBroken:
    """Two cells of one line hold the same value and are too close."""

    first: Pos
    second: Pos
    value: Value
    distance: int


Violation = GivenChanged | RoomRuleBroken | CrossRuleBroken


def violations(problem: Problem, solution: Solution) -> tuple[Violation, ...]:
    """Every rule the filled grid breaks: changed givens, then rooms, then cross pairs,
    each kind in reading order. Both grids must have the same layout."""
    return (
        *changed_givens(problem, solution),
        *broken_rooms(solution),
        *cross_rule_pairs(solution),
    )


def is_solution(problem: Problem, solution: Solution) -> bool:
    """Does ``solution`` fill ``problem`` and obey every rule?"""
    return problem.layout == solution.layout and not violations(problem, solution)


def changed_givens(problem: Problem, solution: Solution) -> tuple[GivenChanged, ...]:
    """The givens of ``problem`` that ``solution`` does not keep."""
    cols = problem.layout.size[1]
    pairs = zip(problem.grid.cells, solution.grid.cells, strict=True)
    return tuple(
        GivenChanged(divmod(index, cols), given, found)
        for index, (given, found) in enumerate(pairs)
        if given is not None and found != given
    )


def broken_rooms(solution: Solution) -> tuple[RoomRuleBroken, ...]:
    """The rooms that do not hold each of ``1..size`` exactly once, in reading order of
    their first cells."""
    if _every_room_whole(solution):
        return ()
    members: dict[RoomId, list[int]] = {}
    for index, room in enumerate(solution.layout.room_of.cells):
        members.setdefault(room, []).append(index)
    values, cols = solution.grid.cells.tolist(), solution.layout.size[1]
    broken = []
    for indices in members.values():
        found = [values[index] for index in indices]
        if sorted(found) != list(range(1, len(found) + 1)):
            cells = tuple(divmod(index, cols) for index in indices)
            broken.append(_room_rule_broken(cells, found))
    return tuple(broken)


def _every_room_whole(solution: Solution) -> bool:
    """Does every room hold each of ``1..size`` once? A room of ``s`` cells does exactly
    when its values are at least 1, at most ``s``, and none repeats: checked for all
    rooms at once, in three passes that run in C (``min``, ``map``, ``set``) where
    grouping the cells by room would take a Python loop."""
    values, rooms = solution.grid.cells, solution.layout.room_of.cells
    sizes = solution.layout.sizes
    return (
        min(values) >= 1
        and all(map(le, values, map(sizes.__getitem__, rooms)))
        and len(set(zip(rooms, values, strict=True))) == len(values)
    )


def _room_rule_broken(cells: tuple[Pos, ...], found: list[Value]) -> RoomRuleBroken:
    counts, size = Counter(found), len(cells)
    missing = tuple(v for v in range(1, size + 1) if counts[v] == 0)
    duplicates = tuple(sorted(v for v, n in counts.items() if n > 1 and 1 <= v <= size))
    out_of_range = tuple(sorted(v for v in counts if not 1 <= v <= size))
    return RoomRuleBroken(cells, missing, duplicates, out_of_range)


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
            case GivenChanged(pos):
                blamed.add(pos)
            case RoomRuleBroken(cells, _, duplicates, out_of_range):
                bad = {*duplicates, *out_of_range}
                blamed.update(pos for pos in cells if solution[pos] in bad)
            case CrossRuleBroken(first, second):
                blamed.update((first, second))
            case _:
                assert_never(violation)
    return frozenset(blamed)


def complaint(violation: Violation) -> str:
    """The checker's wording of a violation (positions counted from 1, as ``(row,col)``)."""
    match violation:
        case GivenChanged(pos, expected, found):
            return f"Expected {expected} in position {shown(pos)}, found {found}"
        case RoomRuleBroken(cells, missing, duplicates, out_of_range):
            lines = [f"Room at positions {', '.join(map(shown, cells))} violates Room Rule:"]
            if missing:
                lines.append(f"Missing values: {_listing(missing)}")
            if duplicates:
                lines.append(f"Duplicate values: {_listing(duplicates)}")
            if out_of_range:
                lines.append(f"Values out of range: {_listing(out_of_range)}")
            return "\n".join(lines)
        case CrossRuleBroken(first, second, value, distance):
            return (
                f"Cells at positions {shown(first)} and {shown(second)} violate cross rule:\n"
                f"Value in both cells: {value}\n"
                f"Distance between cells: {distance}"
            )
        case _:
            assert_never(violation)


def _listing(values: tuple[Value, ...]) -> str:
    return ", ".join(map(str, values))
