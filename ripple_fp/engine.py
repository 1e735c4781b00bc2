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
conflicts with at the root (dom/deg, scaled to an int), or with ``Rules.lookahead`` what
probing its values found (:func:`ripple_fp.lookahead.priority`). The queue is never searched or
updated in place: when a cell's count drops, a new key is inserted, and an old key is
thrown away when it reaches the top and no longer matches its cell (lazy deletion). So
each state holds its own queue, sharing almost all of it with its parent.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace

from . import candidates as cs
from . import lookahead, pqueue
from .board import Board, Cell, Grid, initial_grid, make_board, to_solution
from .lookahead import Impacts
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
    empty and every cell is decided. ``divisors`` are fixed at the root and shared;
    ``impacts`` are what look-ahead last found (empty without it)."""

    grid: Grid
    queue: Heap
    divisors: tuple[int, ...]
    impacts: Impacts


Path = tuple[tuple[Cell, int], ...]
"""Guesses from the root: how a branch of the search tree is reached."""


def solutions(problem: Problem, rules: Rules, stats: Stats | None = None) -> Iterator[Solution]:
    """Every solution of ``problem``, lazily, with ``rules`` at every node."""
    context = Context(make_board(problem.layout), rules, Stats() if stats is None else stats)
    return solutions_among(context, search(context, problem))


def solutions_among(context: Context, states: Iterator[State]) -> Iterator[Solution]:
    """The complete ones among visited ``states``, as solutions."""
    return (to_solution(context.board, state.grid) for state in states if complete(state))


def search(context: Context, problem: Problem) -> Iterator[State]:
    """Every state the search visits, in order: a consumer that stops asking stops the
    search (that is how a parallel worker is cancelled)."""
    return bind(initial_state(context, problem), lambda root: below(context, root))


def below(context: Context, state: State) -> Iterator[State]:
    """Every state the search visits from ``state`` down, ``state`` first, depth first."""

    def expand_state(state: State) -> Iterator[State]:
        return expand(context, state)

    return preorder(state, expand_state, complete)


def initial_state(context: Context, problem: Problem) -> Iterator[State]:
    """The root of the search: the givens propagated. Nothing if they contradict."""
    board, rules = context.board, context.rules
    started = start(board, initial_grid(board, problem), rules, context.stats)
    if started is None:
        return mzero()
    grid, _ = started
    by_degree = rules.degree_order and not rules.lookahead
    divisors = _divisors(board, grid) if by_degree else (1,) * board.size
    impacts = lookahead.no_impacts(board)
    if rules.lookahead:
        shaved = lookahead.shave(board, grid, range(board.size), rules, context.stats)
        if shaved is None:
            return mzero()
        grid, trials, _ = shaved
        impacts = lookahead.record(impacts, trials)
    return pure(with_queue(rules, grid, divisors, impacts))


def with_queue(rules: Rules, grid: Grid, divisors: tuple[int, ...], impacts: Impacts) -> State:
    """The state of ``grid``, its queue holding every undecided cell by priority."""
    state = State(grid, None, divisors, impacts)
    return replace(state, queue=pqueue.from_keys(_keys(rules, state, range(len(grid)))))


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


def complete(state: State) -> bool:
    """No undecided cell is left."""
    return state.queue is None


def most_constrained(state: State) -> Cell:
    """The undecided cell of the lowest priority, earliest on a tie: the fewest
    candidates (MRV), the fewest per undecided neighbour (dom/deg), or the one where
    look-ahead expects a guess to tell most."""
    top = pqueue.peek(state.queue)
    if top is None:
        raise ValueError("a complete state has no undecided cell")
    return top & CELL_MASK


def expand(context: Context, state: State) -> Iterator[State]:
    """One successor per candidate of the most constrained cell that survives propagation."""
    cell = most_constrained(state)
    values = branch_values(context, state, cell)
    return bind(values, lambda value: assign(context, state, cell, value))


def branch_values(context: Context, state: State, cell: Cell) -> list[int]:
    """The order in which to guess the values of ``cell``: smallest first, or with
    look-ahead the one of least impact first."""
    if context.rules.lookahead:
        return lookahead.by_impact(state.grid[cell], state.impacts[cell])
    return list(cs.values(state.grid[cell]))


def assign(context: Context, state: State, cell: Cell, value: int) -> Iterator[State]:
    """Guess ``value`` for ``cell`` and propagate (and look ahead near the changes, with
    ``Rules.lookahead``): the new state, or none."""
    context.stats.nodes += 1
    moved = _place(context, state, cell, value)
    if moved is None:
        context.stats.backtracks += 1
        return mzero()
    return pure(moved)


def _place(context: Context, state: State, cell: Cell, value: int) -> State | None:
    """The state after the guess and everything it implies, or ``None``; the queue gets
    new keys for every cell whose candidates or trials changed."""
    board, rules, stats = context.board, context.rules, context.stats
    result = propagate(board, state.grid, [(cell, value)], rules, stats)
    if result is None:
        return None
    grid, changed = result
    impacts = state.impacts
    if rules.lookahead:
        shaved = lookahead.shave(board, grid, lookahead.near(board, changed), rules, stats)
        if shaved is None:
            return None
        grid, trials, narrowed = shaved
        impacts = lookahead.record(impacts, trials)
        changed = [*changed, *narrowed, *trials.keys()]  # probed cells have new priorities
    moved = replace(state, grid=grid, impacts=impacts)
    queue = pqueue.insert_all(state.queue, _keys(rules, moved, set(changed)))
    return replace(moved, queue=_drop_stale(rules, moved, queue))


def _keys(rules: Rules, state: State, cells: Iterable[Cell]) -> Iterator[int]:
    """Queue keys of the undecided ones among ``cells``."""
    for cell in cells:
        if state.grid[cell].bit_count() > 1:
            yield _priority(rules, state, cell) << CELL_BITS | cell


def _priority(rules: Rules, state: State, cell: Cell) -> int:
    cands = state.grid[cell]
    if rules.lookahead:
        return lookahead.priority(cands, state.impacts[cell], SCALE)
    return cands.bit_count() * SCALE // state.divisors[cell]


def _drop_stale(rules: Rules, state: State, queue: Heap) -> Heap:
    """Pop keys of decided cells, or that no longer match their cell's priority, so
    the top is a live one."""
    while queue is not None:
        key = queue[1]
        cell = key & CELL_MASK
        live = state.grid[cell].bit_count() > 1
        if live and _priority(rules, state, cell) == key >> CELL_BITS:
            return queue
        queue = pqueue.pop(queue)
    return queue
