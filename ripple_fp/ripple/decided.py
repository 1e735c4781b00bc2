"""What the decided cells say before the first guess: whether they agree, and what they
forbid the undecided ones.

Haskell counterpart::

    agree    :: Board -> [Candidates] -> Maybe [Var]   -- the undecided cells, if no rule is broken
    excluded :: Board -> [Candidates] -> Var -> Candidates

Forward checking from every decided cell (a given, or a room of one cell) would say the
same, one decided cell at a time, walking its room and its cross. A puzzle of millions
of given cells would walk millions of crosses to find no undecided cell there. Here the
decided cells are checked against each other in one pass over the rooms and one over
the rows and columns, each cell looked at once per pass; then each *undecided* cell
looks at its room and its cross for the values decided there. The work grows with the
cells, plus the crosses of the undecided cells only. The referee scans lines the same
way (``referee._too_close``) with code of its own: it shares none with the search.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..search.candidates import Candidates
from ..search.model import Var
from .board import Board


def agree(board: Board, cells: list[Candidates]) -> list[Var] | None:
    """The undecided cells, in order, if the decided ones break no rule: each holds a
    value of its room, no two of a room hold the same, no two of a row or column hold
    the same ``v`` within distance ``v``. ``None`` if they break one (or a cell has no
    candidate left)."""
    undecided: list[Var] = []
    for members in board.rooms:
        top, seen = 1 << len(members), 0
        for cell in members:
            cands = cells[cell]
            if cands & (cands - 1):
                undecided.append(cell)
            elif cands < 2 or cands > top or cands & seen:
                return None
            else:
                seen |= cands
    if not _far_apart(board, cells):
        return None
    undecided.sort()
    return undecided


def _far_apart(board: Board, cells: list[Candidates]) -> bool:
    """Along every row and column, is each decided value ``v`` more than ``v`` cells
    from the last equal one before it?"""
    value_of = board.singles
    for line in _lines(board, cells):
        last: dict[int, int] = {}
        for position, cands in enumerate(line):
            value = value_of.get(cands)
            if value is not None:
                before = last.get(value)
                if before is not None and position - before <= value:
                    return False
                last[value] = position
    return True


def _lines(board: Board, cells: list[Candidates]) -> Iterator[list[Candidates]]:
    """Every row, then every column."""
    rows, cols = board.layout.size
    yield from (cells[start : start + cols] for start in range(0, rows * cols, cols))
    yield from (cells[column::cols] for column in range(cols))


def excluded(board: Board, cells: Sequence[Candidates], cell: Var) -> Candidates:
    """The values that decided cells forbid at ``cell``: those of its room, and each
    ``v`` decided within distance ``v`` in its row or column."""
    value_of, out = board.singles, 0
    for other in board.rooms[board.room_of[cell]]:
        if cells[other] in value_of:
            out |= cells[other]
    near, cuts = board.cross_of(cell)
    for distance in range(1, len(cuts)):
        if cuts[distance - 1] == len(near):
            break
        for other in near[cuts[distance - 1] : cuts[distance]]:
            value = value_of.get(cells[other])
            if value is not None and value >= distance:
                out |= cells[other]
    return out
