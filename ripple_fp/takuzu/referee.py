"""The rules of Takuzu and Tohu-Wa-Vohu, checked independently of the solver.

Haskell counterpart::

    violations :: Rules -> Matrix (Maybe Colour) -> Matrix Colour -> [Violation]
    isSolution :: Rules -> Matrix (Maybe Colour) -> Matrix Colour -> Bool
    isSolution r p s = null (violations r p s)

Every answer of the search is checked here before anyone trusts it, so this module
shares no code with the search: it looks at a finished grid only, line by line, under
the rules it is given (each kind gives its own).

- Givens: a cell the puzzle gives keeps its colour.
- Balance: every row and every column holds as many red as blue cells.
- No three alike: no three adjacent cells of one colour in a row or a column.
- Unique lines (0h h1 only, ``Rules.unique_lines``): no two rows, and no two columns,
  are identical.

>>> from ..grid.matrix import Matrix
>>> from .puzzle import TAKUZU, Colour
>>> R, B = Colour.RED, Colour.BLUE
>>> problem = Matrix.from_rows([[None] * 2] * 2)
>>> [complaint(v) for v in violations(TAKUZU, problem, Matrix.from_rows([[R, B], [R, B]]))]
['Column 1 holds 2 red and 0 blue cells: a column must hold as many red as blue', \
'Column 2 holds 0 red and 2 blue cells: a column must hold as many red as blue', \
'Rows 1 and 2 are identical: no two rows may be the same']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import groupby
from typing import Literal, assert_never

from ..grid.matrix import GivenChanged, Pos, changed_givens, shown
from .puzzle import TAKUZU, Colour, Problem, Rules, Solution, side

Axis = Literal["row", "column"]
"""Which kind of line: a row or a column."""

RUN = 3
"""The shortest run of one colour that breaks the rule."""


@dataclass(frozen=True)
class Unbalanced:
    """A line holds more cells of one colour than of the other."""

    axis: Axis
    index: int
    reds: int
    blues: int


@dataclass(frozen=True)
class ThreeAlike:
    """A run of ``length`` (three or more) adjacent cells of one colour in a line,
    from cell ``start`` of the line on."""

    axis: Axis
    index: int
    start: int
    length: int
    colour: Colour


@dataclass(frozen=True)
class IdenticalLines:
    """Two or more lines of one kind hold the same colours (``indices`` ascending)."""

    axis: Axis
    indices: tuple[int, ...]


Violation = GivenChanged[Colour] | Unbalanced | ThreeAlike | IdenticalLines


def violations(rules: Rules, problem: Problem, solution: Solution) -> tuple[Violation, ...]:
    """Every rule the filled grid breaks under ``rules``: changed givens, then
    unbalanced lines, then runs of three, then identical lines (rows before columns in
    each kind). Both grids must have the same size."""
    lines = tuple(_lines(solution))
    return (
        *changed_givens(problem, solution),
        *(broken for axis, index, cells in lines if (broken := _unbalanced(axis, index, cells))),
        *(run for axis, index, cells in lines for run in _runs(axis, index, cells)),
        *(identical_lines(lines) if rules.unique_lines else ()),
    )


def is_solution(rules: Rules, problem: Problem, solution: Solution) -> bool:
    """Does ``solution`` fill ``problem`` and obey every rule of ``rules``?"""
    return problem.size == solution.size and not violations(rules, problem, solution)


def identical_lines(
    lines: Iterable[tuple[Axis, int, tuple[Colour, ...]]],
) -> list[IdenticalLines]:
    """Each group of identical rows, then of identical columns, by its first line."""
    groups: dict[tuple[Axis, tuple[Colour, ...]], list[int]] = {}
    for axis, index, cells in lines:
        groups.setdefault((axis, cells), []).append(index)
    found = [IdenticalLines(axis, tuple(ids)) for (axis, _), ids in groups.items() if len(ids) > 1]
    return sorted(found, key=lambda v: (v.axis == "column", v.indices))


def faulty_cells(found: Iterable[Violation], solution: Solution) -> frozenset[Pos]:
    """The cells to blame: changed givens, the cells of the larger colour of an
    unbalanced line, the cells of a run, every cell of identical lines."""
    blamed: set[Pos] = set()
    for violation in found:
        match violation:
            case GivenChanged(pos):
                blamed.add(pos)
            case Unbalanced(axis, index, reds, blues):
                more = Colour.RED if reds > blues else Colour.BLUE
                cells = _line_positions(axis, index, side(solution))
                blamed.update(pos for pos in cells if solution[pos] is more)
            case ThreeAlike(axis, index, start, length):
                blamed.update(_line_positions(axis, index, side(solution))[start : start + length])
            case IdenticalLines(axis, indices):
                for index in indices:
                    blamed.update(_line_positions(axis, index, side(solution)))
            case _:
                assert_never(violation)
    return frozenset(blamed)


def complaint(violation: Violation, rules: Rules = TAKUZU) -> str:
    """A violation in plain words (positions counted from 1, as ``(row,col)``), the
    colours called as the players of ``rules`` call them (Tohu-Wa-Vohu's: white and
    black)."""
    match violation:
        case GivenChanged(pos, expected, found):
            return f"Expected {expected.letter} in position {shown(pos)}, found {found.letter}"
        case Unbalanced(axis, index, reds, blues):
            red, blue = rules.word(Colour.RED), rules.word(Colour.BLUE)
            return (
                f"{axis.capitalize()} {index + 1} holds {reds} {red} and {blues} {blue} cells: "
                f"a {axis} must hold {rules.balance}"
            )
        case ThreeAlike(axis, index, start, length, colour):
            cells = _line_positions(axis, index, start + length)[start:]
            return (
                f"Cells {shown(cells[0])} to {shown(cells[-1])} are {length} "
                f"{rules.word(colour)} in a {axis}: no three adjacent cells may have one colour"
            )
        case IdenticalLines(axis, indices):
            *rest, last = (str(i + 1) for i in indices)
            return (
                f"{axis.capitalize()}s {', '.join(rest)} and {last} are identical: "
                f"no two {axis}s may be the same"
            )
        case _:
            assert_never(violation)


def _lines(solution: Solution) -> Iterator[tuple[Axis, int, tuple[Colour, ...]]]:
    """Every row, then every column, with its kind and index."""
    yield from (("row", r, cells) for r, cells in enumerate(solution.rows()))
    yield from (("column", c, cells) for c, cells in enumerate(solution.columns()))


def _unbalanced(axis: Axis, index: int, cells: tuple[Colour, ...]) -> Unbalanced | None:
    reds, blues = cells.count(Colour.RED), cells.count(Colour.BLUE)
    return Unbalanced(axis, index, reds, blues) if reds != blues else None


def _runs(axis: Axis, index: int, cells: tuple[Colour, ...]) -> Iterator[ThreeAlike]:
    """Each maximal run of three or more alike cells, left to right (top to bottom)."""
    start = 0
    for colour, run in groupby(cells):
        length = len(list(run))
        if length >= RUN:
            yield ThreeAlike(axis, index, start, length, colour)
        start += length


def _line_positions(axis: Axis, index: int, size: int) -> tuple[Pos, ...]:
    """The first ``size`` positions of a line, in order."""
    if axis == "row":
        return tuple((index, c) for c in range(size))
    return tuple((r, index) for r in range(size))
