"""The specification solvers: the search in the list monad over ``Puzzle`` values.

Haskell counterpart (after Bird's sudoku solver)::

    mrvSolutions :: Puzzle (Maybe Int) -> [Puzzle Int]
    mrvSolutions = map decided . search . assignGivens . choices

    search s | complete s = [s]
             | otherwise  = [s'' | s' <- expand s, s'' <- search s']

    expand s = do let pos = fewestChoices s      -- minimum remaining values
                  v <- choicesAt s pos
                  assign s pos v                  -- [] when v leads to a contradiction

The state is a ``Puzzle[Choices]``: the persistent grid of candidate sets that the
course's solver (:mod:`ripple_fp.course`, whose ``choices`` this is) searches too.
``assign`` puts a value in a cell, removes it from every cell that may then no longer
hold it (its room, and its row and column up to distance ``v``: forward checking), and
assigns in turn every cell left with one candidate. A cell left with none is a dead end.
So every singleton is consistent with every other, and a state of singletons is a
solution.

:func:`naive_solutions` is the assignment's naive solver: it fills the empty cells in
reading order, trying ``1..size`` in each. :func:`mrv_solutions` is its fast solver
(MRV and forward checking), written as plainly as possible. The engine
(:mod:`ripple_fp.search.engine` with :mod:`ripple_fp.ripple.model`) runs the same search
on a ``PVector`` of bitmasks with a priority queue, much faster (docs/performance.md);
these two stay as the specification it is tested against. The course's own solver adds
hidden singles and a priority queue (:mod:`ripple_fp.course`); these two are the steps
of docs/refinement.md, as the assignment's text describes them.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from ...course import Choices, choices
from ...grid.matrix import Pos
from ...grid.rooms import Cell, Layout, Problem, Puzzle, Solution, Value
from ...search.meter import Meter
from ...search.monad import bind, depth_first, guard, mzero, pure
from ..cross import cross_reach

# --- the geometry both solvers share ------------------------------------------------------


def conflicts(layout: Layout, pos: Pos, value: Value) -> Iterator[Pos]:
    """Every other cell that may not hold ``value`` once ``pos`` holds it: the rest of
    its room, and its cross reach."""
    yield from (other for other in layout.room_cells(pos) if other != pos)
    yield from cross_reach(layout.size, pos, value)


# --- the solver -----------------------------------------------------------------------------


def mrv_solutions(problem: Problem, meter: Meter | None = None) -> Iterator[Solution]:
    """Every solution of ``problem``, lazily; ``next(mrv_solutions(p), None)`` is the first."""
    counters = Meter() if meter is None else meter

    def expand_state(state: Puzzle[Choices]) -> Iterator[Puzzle[Choices]]:
        return expand(state, counters)

    def search_from(start: Puzzle[Choices]) -> Iterator[Solution]:
        return map(decided, depth_first(start, expand_state, complete))

    return bind(assign_givens(choices(problem)), search_from)


def assign_givens(state: Puzzle[Choices]) -> Iterator[Puzzle[Choices]]:
    """Propagate every given of a fresh state; nothing when two givens clash."""
    givens = [(pos, next(iter(cands))) for pos, cands in state.grid.items() if len(cands) == 1]
    return assign_all(state, givens)


def expand(state: Puzzle[Choices], meter: Meter) -> Iterator[Puzzle[Choices]]:
    """Branch on the undecided cell with the fewest candidates (MRV): one successor state
    per candidate that does not lead straight into a contradiction."""
    pos = fewest_choices(state)
    return bind(sorted(state[pos]), lambda value: _counted(assign(state, pos, value), meter))


def _counted(successors: Iterator[Puzzle[Choices]], meter: Meter) -> Iterator[Puzzle[Choices]]:
    """Count a guess, and a backtrack when it leads nowhere."""
    meter.tried()
    first = next(successors, None)
    if first is None:
        meter.stats.backtracks += 1
        return mzero()
    return pure(first)


def complete(state: Puzzle[Choices]) -> bool:
    """Every cell has exactly one candidate left."""
    return all(len(cands) == 1 for cands in state.grid.values())


def decided(state: Puzzle[Choices]) -> Solution:
    """A complete state as a grid of values."""
    return state.map(_only)


def fewest_choices(state: Puzzle[Choices]) -> Pos:
    """The undecided cell with the fewest candidates (first in reading order on ties)."""
    undecided = (pos for pos in state.layout.positions if len(state[pos]) > 1)
    return min(undecided, key=lambda pos: len(state[pos]))


def assign(state: Puzzle[Choices], pos: Pos, value: Value) -> Iterator[Puzzle[Choices]]:
    """Put ``value`` in ``pos`` and propagate: one state, or none on a contradiction."""
    return assign_all(state, [(pos, value)])


def assign_all(
    state: Puzzle[Choices], placements: Iterable[tuple[Pos, Value]]
) -> Iterator[Puzzle[Choices]]:
    """Assign every placement, removing each value from the cells it conflicts with, and
    assigning in turn every cell left with one candidate (a worklist, not recursion, so
    long chains of forced cells cannot overflow the stack).

    The grid is changed through a pyrsistent evolver that never leaves this function:
    callers see a new persistent state, and ``state`` itself is untouched.
    """
    layout, grid = state.layout, state.grid.evolver()
    todo = list(placements)
    while todo:
        pos, value = todo.pop()
        if value not in grid[pos]:
            return mzero()
        grid[pos] = frozenset((value,))
        for other in conflicts(layout, pos, value):
            cands = grid[other]
            if value in cands:
                fewer = cands - {value}
                if not fewer:
                    return mzero()
                grid[other] = fewer
                if len(fewer) == 1:
                    todo.append((other, next(iter(fewer))))
    return pure(Puzzle(layout, grid.persistent()))


def _only(cands: Choices) -> Value:
    (value,) = cands
    return value


# --- the naive solver -------------------------------------------------------------------------

Partial = tuple[Problem, int]
"""A half-filled puzzle and how many of its holes (in reading order) are filled."""


def naive_solutions(problem: Problem, meter: Meter | None = None) -> Iterator[Solution]:
    """Every solution, by filling the holes in reading order with every allowed value::

    fill p (pos:holes) = do v <- [1 .. roomSize pos]
                            guard (allowed p pos v)
                            fill (set pos v p) holes
    """
    holes = tuple(pos for pos in problem.layout.positions if problem[pos] is None)
    counters = Meter() if meter is None else meter

    def complete_partial(partial: Partial) -> bool:
        return partial[1] == len(holes)

    def fill_next(partial: Partial) -> Iterator[Partial]:
        puzzle, filled = partial
        pos = holes[filled]
        return bind(
            range(1, puzzle.layout.room_size(pos) + 1),
            lambda value: bind(
                guard(_tried(allowed(puzzle, pos, value), counters)),
                lambda _: pure((puzzle.set(pos, value), filled + 1)),
            ),
        )

    search = depth_first((problem, 0), fill_next, complete_partial)
    return bind(guard(givens_agree(problem)), lambda _: (p.map(_filled) for p, _ in search))


def _tried(ok: bool, meter: Meter) -> bool:
    """Count a guess, and a backtrack when it is not allowed."""
    meter.tried(ok)
    return ok


def allowed(puzzle: Problem, pos: Pos, value: Value) -> bool:
    """May ``pos`` hold ``value`` next to the values already in the grid?"""
    return all(puzzle[other] != value for other in conflicts(puzzle.layout, pos, value))


def givens_agree(problem: Problem) -> bool:
    """No two givens break a rule together."""
    return all(
        allowed(problem, pos, value) for pos, value in problem.grid.items() if value is not None
    )


def _filled(cell: Cell) -> Value:
    if cell is None:
        raise ValueError("a complete puzzle has no empty cell")
    return cell
