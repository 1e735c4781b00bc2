"""The fast search: most-constrained cell first, over a persistent grid of bitmasks.

Haskell counterpart::

    data State = State { grid :: Grid, queue :: Heap }   -- queue: undecided cells by count

    solutions :: Rules -> Puzzle (Maybe Int) -> [Puzzle Int]
    solutions rules p = map toSolution (depthFirst complete expand start)

    expand s = do let cell = mostConstrained s        -- the top of the queue
                  v <- values (grid s ! cell)
                  assign s cell v                     -- [] when propagation fails

The queue is a leftist heap of int keys, ``priority * 2^24 + cell``: lowest priority
first, then reading order. The priority is the cell's candidate count (MRV), or with
``Rules.degree_order`` the count divided by one plus the number of undecided cells it
conflicts with at the root (dom/deg, scaled to an int). The queue is never searched or
updated in place: when a cell's count drops, a new key is inserted, and an old key is
thrown away when it reaches the top and no longer matches its cell (lazy deletion). So
each state holds its own queue, sharing almost all of it with its parent.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from . import candidates as cs
from . import pqueue
from .board import Board, Cell, Grid, initial_grid, make_board, to_solution
from .monad import bind, mzero, preorder, pure
from .pqueue import Heap
from .propagate import Rules, propagate, start
from .puzzle import Problem, Solution
from .stats import Stats

CELL_BITS = 24
CELL_MASK = (1 << CELL_BITS) - 1
SCALE = 1024
"""Priorities are ``count * SCALE // divisor``: distinct for distinct counts while the
divisor is at most SCALE (a cell has far fewer neighbours)."""
DEGREE_REACH = 3
"""The neighbours counted for dom/deg: the room and the cross reach of a 3."""


@dataclass(frozen=True)
class Context:
    """What every step of one search reads and never changes (Haskell: a ``Reader``),
    plus the counters it adds to."""

    board: Board
    rules: Rules
    stats: Stats


@dataclass(frozen=True)
class State:
    """A node of the search: every cell's candidates, and the undecided cells by priority.

    The queue's top is always an undecided cell of the lowest priority, or the queue is
    empty and every cell is decided. ``divisors`` are fixed at the root and shared."""

    grid: Grid
    queue: Heap
    divisors: tuple[int, ...]


Path = tuple[tuple[Cell, int], ...]
"""Guesses from the root: a branch of the search tree, small enough to send anywhere."""


def solutions(
    problem: Problem, rules: Rules, stats: Stats | None = None, path: Path = ()
) -> Iterator[Solution]:
    """Every solution of ``problem`` (below ``path``), lazily, with ``rules`` at every node."""
    context = Context(make_board(problem.layout), rules, Stats() if stats is None else stats)
    found = (state for state in search(context, problem, path) if complete(state))
    return (to_solution(context.board, state.grid) for state in found)


def search(context: Context, problem: Problem, path: Path = ()) -> Iterator[State]:
    """Every state the search visits below ``path``, in order: a consumer that stops
    asking stops the search (that is how a parallel worker is cancelled)."""

    def expand_state(state: State) -> Iterator[State]:
        return expand(context, state)

    roots = bind(initial_state(context, problem), lambda root: follow(context, root, path))
    return bind(roots, lambda root: preorder(root, expand_state, complete))


def initial_state(context: Context, problem: Problem) -> Iterator[State]:
    """The root of the search: the givens propagated. Nothing if they contradict."""
    board = context.board
    started = start(board, initial_grid(board, problem), context.rules, context.stats)
    if started is None:
        return mzero()
    grid, _ = started
    divisors = _divisors(board, grid) if context.rules.degree_order else (1,) * board.size
    return pure(State(grid, pqueue.from_keys(_keys(grid, range(board.size), divisors)), divisors))


def _divisors(board: Board, grid: Grid) -> tuple[int, ...]:
    """One plus the undecided cells each cell conflicts with (room and nearby line)."""
    return tuple(
        1 + sum(grid[j].bit_count() > 1 for j in conflicts[min(DEGREE_REACH, len(conflicts) - 1)])
        for conflicts in board.conflicts
    )


def follow(context: Context, state: State, path: Path) -> Iterator[State]:
    """The state after the guesses of ``path``, or none if they contradict: a ``foldM``
    of ``assign`` over the path."""
    states = pure(state)
    for cell, value in path:
        states = _then_assign(context, states, cell, value)
    return states


def _then_assign(
    context: Context, states: Iterator[State], cell: Cell, value: int
) -> Iterator[State]:
    return bind(states, lambda state: assign(context, state, cell, value))


def split(problem: Problem, rules: Rules, count: int) -> list[Path]:
    """At least ``count`` paths whose subtrees together hold the whole search (fewer only
    when the tree is smaller), found by expanding the shallowest open branch first.
    An empty list means no solution; a complete branch is a solution found already."""
    context = Context(make_board(problem.layout), rules, Stats())
    frontier: list[tuple[Path, State]] = [((), root) for root in initial_state(context, problem)]
    while len(frontier) < count:
        open_branches = [i for i, (_, state) in enumerate(frontier) if not complete(state)]
        if not open_branches:
            break
        index = min(open_branches, key=lambda i: len(frontier[i][0]))
        path, state = frontier[index]
        cell = most_constrained(state)
        frontier[index : index + 1] = [
            ((*path, (cell, value)), child)
            for value in cs.values(state.grid[cell])
            for child in assign(context, state, cell, value)
        ]
    return [path for path, _ in frontier]


def solved_by_propagation(problem: Problem, rules: Rules) -> bool:
    """Is the puzzle decided (solved, or shown unsolvable) without a single guess?"""
    context = Context(make_board(problem.layout), rules, Stats())
    return all(complete(root) for root in initial_state(context, problem))


def complete(state: State) -> bool:
    """No undecided cell is left."""
    return state.queue is None


def most_constrained(state: State) -> Cell:
    """The undecided cell with the fewest candidates (MRV), earliest on a tie."""
    top = pqueue.peek(state.queue)
    if top is None:
        raise ValueError("a complete state has no undecided cell")
    return top & CELL_MASK


def expand(context: Context, state: State) -> Iterator[State]:
    """One successor per candidate of the most constrained cell that survives propagation."""
    cell = most_constrained(state)
    return bind(cs.values(state.grid[cell]), lambda value: assign(context, state, cell, value))


def assign(context: Context, state: State, cell: Cell, value: int) -> Iterator[State]:
    """Guess ``value`` for ``cell`` and propagate: the new state, or none."""
    stats = context.stats
    stats.nodes += 1
    result = propagate(context.board, state.grid, [(cell, value)], context.rules, stats)
    if result is None:
        stats.backtracks += 1
        return mzero()
    grid, changed = result
    divisors = state.divisors
    queue = pqueue.insert_all(state.queue, _keys(grid, set(changed), divisors))
    return pure(State(grid, _drop_stale(queue, grid, divisors), divisors))


def _keys(grid: Grid, cells: Iterable[Cell], divisors: tuple[int, ...]) -> Iterator[int]:
    """Queue keys of the undecided ones among ``cells``."""
    for cell in cells:
        count = grid[cell].bit_count()
        if count > 1:
            yield _priority(count, divisors[cell]) << CELL_BITS | cell


def _priority(count: int, divisor: int) -> int:
    return count * SCALE // divisor


def _drop_stale(queue: Heap, grid: Grid, divisors: tuple[int, ...]) -> Heap:
    """Pop keys that no longer match their cell's count, so the top is a live one."""
    while queue is not None:
        key = queue[1]
        cell = key & CELL_MASK
        if _priority(grid[cell].bit_count(), divisors[cell]) == key >> CELL_BITS:
            return queue
        queue = pqueue.pop(queue)
    return queue
