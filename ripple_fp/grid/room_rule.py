"""The room rule, checked on a finished grid of rooms, and its complaints and the givens'
in words: the part of the referee that every puzzle of rooms shares (Ripple Effect's,
Suguru's). The givens are checked as every grid's are (:func:`ripple_fp.grid.matrix.
changed_givens`).

Haskell counterpart::

    data RoomViolation = GivenChanged Pos Int Int | RoomRuleBroken [Pos] [Int] [Int] [Int]
    brokenRooms   :: Puzzle Int -> [RoomViolation]
    worded        :: RoomViolation -> String

- Givens: a cell that was given in the puzzle keeps its value.
- Room rule: a room of ``s`` cells holds each of ``1..s`` exactly once.

A referee shares no code with a search, so nothing here is used to solve.

>>> from ripple_fp.grid.rooms import from_rows, make_layout
>>> layout = make_layout([[1, 1, 2]])
>>> for found in broken_rooms(from_rows(layout, [[2, 2, 1]])):
...     print(worded(found))
Room at positions (1,1), (1,2) violates Room Rule:
Missing values: 1
Duplicate values: 2
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from operator import le
from typing import assert_never

from .matrix import GivenChanged, Pos, shown
from .rooms import Solution, Value


@dataclass(frozen=True)
class RoomRuleBroken:
    """A room does not hold ``1..size`` exactly once each: what it lacks, what it holds
    twice or more, and what no cell of it may hold."""

    cells: tuple[Pos, ...]
    missing: tuple[Value, ...]
    duplicates: tuple[Value, ...]
    out_of_range: tuple[Value, ...]


RoomViolation = GivenChanged[Value] | RoomRuleBroken


def broken_rooms(solution: Solution) -> tuple[RoomRuleBroken, ...]:
    """The rooms that do not hold each of ``1..size`` exactly once, in reading order of
    their first cells."""
    if _every_room_whole(solution):
        return ()
    from toolz import groupby  # noqa: PLC0415 - only a broken room needs it

    rooms = solution.layout.room_of.cells
    members = groupby(rooms.__getitem__, range(len(rooms)))
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
    from toolz import frequencies  # noqa: PLC0415 - only a broken room needs it

    counts, size = frequencies(found), len(cells)
    missing = tuple(v for v in range(1, size + 1) if v not in counts)
    duplicates = tuple(sorted(v for v, n in counts.items() if n > 1 and 1 <= v <= size))
    out_of_range = tuple(sorted(v for v in counts if not 1 <= v <= size))
    return RoomRuleBroken(cells, missing, duplicates, out_of_range)


def blamed(violation: RoomViolation, solution: Solution) -> Iterable[Pos]:
    """The cells to blame: a changed given; the cells of a room that hold a duplicate
    or out-of-range value."""
    match violation:
        case GivenChanged(pos):
            return (pos,)
        case RoomRuleBroken(cells, _, duplicates, out_of_range):
            bad = {*duplicates, *out_of_range}
            return (pos for pos in cells if solution[pos] in bad)
        case _:
            assert_never(violation)


def worded(violation: RoomViolation) -> str:
    """The course checker's wording (positions counted from 1, as ``(row,col)``)."""
    match violation:
        case GivenChanged(pos, expected, found):
            return f"Expected {expected} in position {shown(pos)}, found {found}"
        case RoomRuleBroken(cells, missing, duplicates, out_of_range):
            parts = zip(_ROOM_LABELS, (missing, duplicates, out_of_range), strict=True)
            listed = [
                f"{label}: {', '.join(map(str, values))}" for label, values in parts if values
            ]
            where = ", ".join(map(shown, cells))
            return "\n".join([f"Room at positions {where} violates Room Rule:", *listed])
        case _:
            assert_never(violation)


_ROOM_LABELS = ("Missing values", "Duplicate values", "Values out of range")
"""How the checker names what a room lacks, holds twice, and may not hold."""
