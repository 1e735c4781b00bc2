"""The rules of Suguru, checked independently of the solver.

Haskell counterpart::

    violations :: Puzzle (Maybe Int) -> Puzzle Int -> [Violation]
    isSolution :: Puzzle (Maybe Int) -> Puzzle Int -> Bool
    isSolution p s = layout p == layout s && null (violations p s)

Every answer of the search is checked here before anyone trusts it, so this module
shares no code with the search: it finds who touches whom itself, and looks at a
finished grid only.

- Givens and the room rule, as every puzzle of rooms checks them
  (:mod:`ripple_fp.grid.room_rule`).
- Touch rule: two cells that touch, side by side or corner to corner, never hold the
  same number (whether or not they share a room).

>>> from ripple_fp.grid.rooms import from_rows
>>> from ripple_fp.grid.rooms_text import parse_puzzle
>>> problem = parse_puzzle("1 1\\n2 2\\n\\n- -\\n- 2\\n").unwrap()
>>> for found in violations(problem, from_rows(problem.layout, [[1, 2], [2, 1]])):
...     print(complaint(found))
Expected 2 in position (2,2), found 1
Cells at positions (1,1) and (2,2) violate touch rule:
Value in both cells: 1
Cells at positions (1,2) and (2,1) violate touch rule:
Value in both cells: 2
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import chain, pairwise
from operator import eq

from ..grid import room_rule
from ..grid.matrix import Pos, changed_givens, shown
from ..grid.room_rule import RoomViolation, broken_rooms
from ..grid.rooms import Problem, Solution, Value


@dataclass(frozen=True)
class TouchRuleBroken:
    """Two cells that touch hold the same number (``first`` before ``second`` in
    reading order)."""

    first: Pos
    second: Pos
    value: Value


Violation = RoomViolation | TouchRuleBroken


def violations(problem: Problem, solution: Solution) -> tuple[Violation, ...]:
    """Every rule the filled grid breaks: changed givens, then rooms (in the order of
    their first cells), then touching pairs, each kind in reading order. Both grids
    must have the same layout."""
    return (
        *changed_givens(problem.grid, solution.grid),
        *broken_rooms(solution),
        *touching(solution),
    )


def is_solution(problem: Problem, solution: Solution) -> bool:
    """Does ``solution`` fill ``problem`` and obey every rule?"""
    return problem.layout == solution.layout and not violations(problem, solution)


def touching(solution: Solution) -> tuple[TouchRuleBroken, ...]:
    """Every pair of touching cells that hold the same number, each pair once, in
    reading order of its first cell, then of its second.

    Each row is first compared with itself shifted by one, and with the row below it
    shifted both ways and straight (``map`` runs in C); only the rows where that finds
    two equal numbers are walked cell by cell for the pairs."""
    (rows, cols), cells = solution.layout.size, solution.grid.cells.tolist()
    lines = [cells[r * cols : (r + 1) * cols] for r in range(rows)] + [[]]
    found: list[TouchRuleBroken] = []
    for r, (line, below) in enumerate(pairwise(lines)):
        shifted = ((line, line[1:]), (line[1:], below), (line, below), (line, below[1:]))
        if any(any(map(eq, first, second)) for first, second in shifted):
            found.extend(_pairs_from(r, line, below))
    return tuple(found)


def _pairs_from(r: int, line: list[Value], below: list[Value]) -> Iterator[TouchRuleBroken]:
    """The touching pairs of equal numbers whose first cell is on row ``r``: each cell
    with the one to its right and the three below it, in reading order."""
    for c, value in enumerate(line):
        for y, x in ((r, c + 1), (r + 1, c - 1), (r + 1, c), (r + 1, c + 1)):
            holder = line if y == r else below
            if 0 <= x < len(holder) and holder[x] == value:
                yield TouchRuleBroken((r, c), (y, x), value)


def faulty_cells(found: Iterable[Violation], solution: Solution) -> frozenset[Pos]:
    """The cells to blame for the violations: changed givens, the cells of a room that
    hold a duplicate or out-of-range value, and both cells of every touching pair."""
    return frozenset(chain.from_iterable(_blamed(violation, solution) for violation in found))


def _blamed(violation: Violation, solution: Solution) -> Iterable[Pos]:
    match violation:
        case TouchRuleBroken(first, second):
            return first, second
        case _:
            return room_rule.blamed(violation, solution)


def complaint(violation: Violation) -> str:
    """The checker's wording of a violation (positions counted from 1, as ``(row,col)``),
    as the course's checker words Ripple Effect's."""
    match violation:
        case TouchRuleBroken(first, second, value):
            return (
                f"Cells at positions {shown(first)} and {shown(second)} violate touch rule:\n"
                f"Value in both cells: {value}"
            )
        case _:
            return room_rule.worded(violation)
