"""Ripple Effect's steps as a page shows them: the shape every kind's steps take
(:class:`~ripple_fp.kinds.capabilities.Shown`), for a page that goes forwards and
backwards through a solve.

Haskell counterpart::

    shownSteps :: Puzzle (Maybe Int) -> [Step] -> [Shown]
    shownSteps p = zipWith shown steps . tail . scanl apply (candidates p)

The candidates are replayed from the puzzle (a given holds its value, an empty cell
``1..`` its room's size): a placement leaves its cell that value, an elimination takes
its value from its cells, a dead end changes nothing.

>>> from ripple_fp import parse_puzzle
>>> from .trace import solve_in_steps
>>> problem = parse_puzzle("1 1\\n2 2\\n\\n- 1\\n- -\\n").unwrap()
>>> first = shown_steps(problem, list(solve_in_steps(problem)))[0]
>>> first.words
'room rule: r1c2 is 1, so no other cell of room 1 is 1: r1c1 loses 1.'
>>> first.marked, first.changed, first.position
(((0, 1),), ((0, 0),), (((2,), (1,)), ((1, 2), (1, 2))))
"""

from __future__ import annotations

from collections.abc import Sequence

from ...grid.matrix import Pos
from ...grid.rooms import Problem
from ...kinds.capabilities import Position, Shown
from .steps import Eliminate, EmptyCell, Place, Step, Unsolvable
from .wording import describe


def shown_steps(problem: Problem, steps: Sequence[Step]) -> tuple[Shown, ...]:
    """Each of ``steps`` (a trace of ``problem``, from its start) as shown."""
    layout = problem.layout
    rows, columns = layout.size
    grid: list[list[tuple[int, ...]]] = [[() for _ in range(columns)] for _ in range(rows)]
    for (row, column), value in problem.grid.items():
        size = layout.room_size((row, column))
        grid[row][column] = (value,) if value is not None else tuple(range(1, size + 1))
    found = []
    for step in steps:
        changed: tuple[Pos, ...] = ()
        placed: tuple[tuple[Pos, int], ...] = ()
        match step.conclusion:
            case Place(cell=(row, column) as cell, value=value):
                grid[row][column], changed, placed = (value,), (cell,), ((cell, value),)
            case Eliminate(value=value, cells=losing):
                for row, column in losing:
                    grid[row][column] = tuple(v for v in grid[row][column] if v != value)
                changed = losing
        marked = step.premises
        if isinstance(step.dead, EmptyCell | Unsolvable) and step.dead.cell not in marked:
            marked = (*marked, step.dead.cell)
        position: Position = tuple(map(tuple, grid))
        found.append(Shown(describe(step), step.rule.value, marked, changed, placed, position))
    return tuple(found)
