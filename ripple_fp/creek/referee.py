"""The rules of Creek, checked independently of the solver.

Haskell counterpart::

    violations :: Problem -> Solution -> [Violation]
    isSolution :: Problem -> Solution -> Bool
    isSolution p s = sizeOf p == bounds s && null (violations p s)

Every answer of the search can be checked here, so this module shares no code with the
search (:mod:`.board`, :mod:`.deductions`, :mod:`.areas`): it counts the filled boxes
at each clue with its own loop, and finds the empty areas by flood fill, where the
search uses depth-first numbering. It looks at a finished grid only.

- Clue rule: a crossing with clue ``n`` touches exactly ``n`` filled boxes.
- Area rule: the empty boxes (if any) form one orthogonally connected area.

Messages count rows and columns from 1, boxes and crossings alike: crossing ``(1,1)``
is the top left corner of the grid.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from typing import assert_never

from ..grid.matrix import Pos, reading_order, shown
from .puzzle import EMPTY, FILLED, Clue, Crossing, Problem, Solution, clued, size_of


@dataclass(frozen=True)
class ClueBroken:
    """A crossing touches another number of filled boxes than its clue says."""

    crossing: Crossing
    clue: Clue
    filled: int


@dataclass(frozen=True)
class Divided:
    """The empty boxes form several areas: each area's boxes in reading order, the areas
    in the reading order of their first boxes."""

    areas: tuple[tuple[Pos, ...], ...]


Violation = ClueBroken | Divided


def violations(problem: Problem, solution: Solution) -> tuple[Violation, ...]:
    """Every rule the grid breaks: the broken clues in reading order, then the division
    of the empty boxes, if any. Both must have the same size."""
    divided = empty_areas(solution)
    return (*broken_clues(problem, solution), *([Divided(divided)] if len(divided) > 1 else []))


def is_solution(problem: Problem, solution: Solution) -> bool:
    """Does ``solution`` fit ``problem``'s grid and obey every rule?"""
    return size_of(problem) == solution.size and not violations(problem, solution)


def broken_clues(problem: Problem, solution: Solution) -> tuple[ClueBroken, ...]:
    """The clues whose crossing touches another number of filled boxes."""
    counts = ((crossing, clue, filled_at(solution, crossing)) for crossing, clue in clued(problem))
    return tuple(ClueBroken(*found) for found in counts if found[1] != found[2])


def filled_at(solution: Solution, crossing: Crossing) -> int:
    """How many boxes of the 2x2 block whose centre is ``crossing`` are filled (the
    block's parts outside the grid count as not filled)."""
    (r, c), (rows, cols) = crossing, solution.size
    return sum(
        solution[(row, col)] == FILLED
        for row in range(max(r - 1, 0), min(r + 1, rows))
        for col in range(max(c - 1, 0), min(c + 1, cols))
    )


def empty_areas(solution: Solution) -> tuple[tuple[Pos, ...], ...]:
    """The orthogonally connected areas of empty boxes, by flood fill."""
    seen: set[Pos] = set()
    areas = []
    for start in reading_order(solution.size):
        if solution[start] == EMPTY and start not in seen:
            seen.add(start)
            area, frontier = [start], deque([start])
            while frontier:
                r, c = frontier.popleft()
                for step in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if step not in seen and solution.get(step) == EMPTY:
                        seen.add(step)
                        area.append(step)
                        frontier.append(step)
            areas.append(tuple(sorted(area)))
    return tuple(areas)


def faulty_boxes(found: Iterable[Violation], solution: Solution) -> frozenset[Pos]:
    """The boxes to blame: those around a broken clue, and the empty boxes of every area
    but the largest (the first of the largest is kept)."""
    blamed: set[Pos] = set()
    rows, cols = solution.size
    for violation in found:
        match violation:
            case ClueBroken((r, c)):
                blamed.update(
                    (row, col)
                    for row in range(max(r - 1, 0), min(r + 1, rows))
                    for col in range(max(c - 1, 0), min(c + 1, cols))
                )
            case Divided(areas):
                kept = max(areas, key=len)
                blamed.update(pos for area in areas if area is not kept for pos in area)
            case _:
                assert_never(violation)
    return frozenset(blamed)


def complaint(violation: Violation) -> str:
    """A violation in plain words (rows and columns counted from 1, as ``(row,col)``)."""
    match violation:
        case ClueBroken(crossing, clue, filled):
            return (
                f"Clue {clue} at crossing {shown(crossing)} touches {_boxes(filled)} "
                f"filled, not {clue}"
            )
        case Divided(areas):
            parts = (f"{_boxes(len(area))} from {shown(area[0])}" for area in areas)
            return f"The empty boxes form {len(areas)} separate areas, not one: " + "; ".join(
                parts
            )
        case _:
            assert_never(violation)


def _boxes(count: int) -> str:
    return f"{count} box" if count == 1 else f"{count} boxes"
