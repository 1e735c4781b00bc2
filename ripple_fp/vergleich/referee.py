"""The rules of Vergleichssudoku, checked independently of the solver.

Haskell counterpart::

    violations :: Matrix Clue -> Matrix Int -> [Violation]
    isSolution :: Matrix Clue -> Matrix Int -> Bool
    isSolution p s = size p == size s && null (violations p s)

Every answer of the search is checked here before anyone trusts it, so this module
shares no code with the search: it reads the signs off the clues and finds the boxes
itself, and looks at a finished grid only.

- Sudoku rule: every row, every column and every box holds ``1..n`` exactly once.
- Sign rule: of two cells a sign compares, the one it names greater holds the greater
  digit.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Literal, assert_never

from ..grid.matrix import Pos, shown
from .puzzle import BOXES, Digit, Problem, Sign, Solution, side

UnitKind = Literal["row", "column", "box"]


@dataclass(frozen=True)
class SudokuRuleBroken:
    """A row, column or box does not hold ``1..n`` exactly once each (``number``
    counts from 0, boxes in reading order)."""

    kind: UnitKind
    number: int
    cells: tuple[Pos, ...]
    missing: tuple[Digit, ...]
    duplicates: tuple[Digit, ...]
    out_of_range: tuple[Digit, ...]


@dataclass(frozen=True)
class SignBroken:
    """A sign says ``greater`` holds more than ``smaller``, and it does not."""

    greater: Pos
    smaller: Pos
    found: tuple[Digit, Digit]


Violation = SudokuRuleBroken | SignBroken


def violations(problem: Problem, solution: Solution) -> tuple[Violation, ...]:
    """Every rule the filled grid breaks: rows, columns, boxes, then signs in reading
    order. Both grids must have the same size."""
    return (*broken_units(solution), *broken_signs(problem, solution))


def is_solution(problem: Problem, solution: Solution) -> bool:
    """Does ``solution`` fill ``problem``'s grid and obey every rule?"""
    return problem.size == solution.size and not violations(problem, solution)


def units(size: int) -> Iterator[tuple[UnitKind, int, tuple[Pos, ...]]]:
    """Every row, column and box of a grid of ``size``, with its number."""
    every = range(size)
    for r in every:
        yield "row", r, tuple((r, c) for c in every)
    for c in every:
        yield "column", c, tuple((r, c) for r in every)
    rows, cols = BOXES[size]
    corners = [(r, c) for r in range(0, size, rows) for c in range(0, size, cols)]
    for number, (top, left) in enumerate(corners):
        cells = tuple((top + r, left + c) for r in range(rows) for c in range(cols))
        yield "box", number, cells


def broken_units(solution: Solution) -> tuple[SudokuRuleBroken, ...]:
    """The rows, columns and boxes that do not hold each of ``1..n`` exactly once."""
    broken = []
    for kind, number, cells in units(side(solution)):
        counts = Counter(solution[pos] for pos in cells)
        size = len(cells)
        missing = tuple(v for v in range(1, size + 1) if counts[v] == 0)
        duplicates = tuple(sorted(v for v, n in counts.items() if n > 1 and 1 <= v <= size))
        out_of_range = tuple(sorted(v for v in counts if not 1 <= v <= size))
        if missing or duplicates or out_of_range:
            broken.append(SudokuRuleBroken(kind, number, cells, missing, duplicates, out_of_range))
    return tuple(broken)


def broken_signs(problem: Problem, solution: Solution) -> tuple[SignBroken, ...]:
    """The signs whose greater cell does not hold the greater digit."""
    return tuple(
        SignBroken(greater, smaller, (solution[greater], solution[smaller]))
        for greater, smaller in _ordered_pairs(problem)
        if not solution[greater] > solution[smaller]
    )


def _ordered_pairs(problem: Problem) -> Iterator[tuple[Pos, Pos]]:
    """Every sign of the puzzle as ``(greater, smaller)``."""
    for (r, c), clue in problem.items():
        for sign, other in ((clue.right, (r, c + 1)), (clue.below, (r + 1, c))):
            if sign is Sign.GREATER:
                yield (r, c), other
            elif sign is Sign.LESS:
                yield other, (r, c)


def faulty_cells(found: Iterable[Violation], solution: Solution) -> frozenset[Pos]:
    """The cells to blame: those of a unit holding a duplicate or out-of-range digit,
    and both cells of every broken sign."""
    blamed: set[Pos] = set()
    for violation in found:
        match violation:
            case SudokuRuleBroken(cells=cells, duplicates=duplicates, out_of_range=out):
                bad = {*duplicates, *out}
                blamed.update(pos for pos in cells if solution[pos] in bad)
            case SignBroken(greater, smaller):
                blamed.update((greater, smaller))
            case _:
                assert_never(violation)
    return frozenset(blamed)


def complaint(violation: Violation) -> str:
    """A violation in plain words (positions counted from 1, as ``(row,col)``)."""
    match violation:
        case SudokuRuleBroken(kind, number, cells, missing, duplicates, out_of_range):
            where = f"{kind.capitalize()} {number + 1}"
            if kind == "box":
                where += f" at positions {shown(cells[0])} to {shown(cells[-1])}"
            lines = [f"{where} violates the sudoku rule:"]
            if missing:
                lines.append(f"Missing values: {_listing(missing)}")
            if duplicates:
                lines.append(f"Duplicate values: {_listing(duplicates)}")
            if out_of_range:
                lines.append(f"Values out of range: {_listing(out_of_range)}")
            return "\n".join(lines)
        case SignBroken(greater, smaller, (high, low)):
            return (
                f"Cell {shown(greater)} must be greater than cell {shown(smaller)}, "
                f"but holds {high} against {low}"
            )
        case _:
            assert_never(violation)


def _listing(values: tuple[Digit, ...]) -> str:
    return ", ".join(map(str, values))
