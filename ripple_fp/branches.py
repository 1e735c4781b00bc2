"""Branches of the search that can travel: what one worker needs to search one subtree.

Haskell counterpart (the pure half of the assignment's ``par``)::

    data Branch = Branch { path :: [(Cell, Int)], grid :: [Candidates], ... }

    split :: Rules -> Int -> Puzzle (Maybe Int) -> [Branch]
    below :: Rules -> Branch -> [State]      -- every state of the branch's subtree

``split`` expands the shallowest open branch until there are enough of them. Each branch
carries the state its guesses lead to, as plain tuples, so a worker goes on where the
split stopped: it neither propagates the givens nor probes the root again. With
look-ahead that root work is most of a short search (docs/performance.md, "Parallel").
The queue stays behind (a leftist heap is a deep nest of tuples, slow to pickle); the
worker rebuilds it from the grid, with the same top, so it searches in the same order.

>>> from ripple_fp import parse_puzzle
>>> from ripple_fp.propagate import FULL
>>> problem = parse_puzzle("1 1\\n2 2\\n\\n- -\\n- -\\n").unwrap()
>>> branches = split(problem, FULL, 2)
>>> [branch.path for branch in branches]
[((0, 1),), ((0, 2),)]
>>> [len(list(solutions_below(problem, FULL, branch))) for branch in branches]
[1, 1]
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from pyrsistent import pvector

from . import candidates as cs
from .board import make_board
from .candidates import Candidates
from .engine import (
    Context,
    Path,
    State,
    assign,
    below,
    branch_values,
    complete,
    initial_state,
    most_constrained,
    solutions_among,
    with_queue,
)
from .lookahead import Trials
from .propagate import Rules
from .puzzle import Problem, Solution
from .stats import Stats


@dataclass(frozen=True)
class Branch:
    """A subtree of the search: the guesses that lead to it from the root, and the state
    they lead to (every cell's candidates, the dom/deg divisors and the look-ahead trials
    of the root search), small and picklable."""

    path: Path
    grid: tuple[Candidates, ...]
    divisors: tuple[int, ...]
    impacts: tuple[Trials, ...]

    @property
    def complete(self) -> bool:
        """Every cell is decided: the branch is a solution found already."""
        return all(cs.is_single(cands) for cands in self.grid)

    @property
    def values(self) -> tuple[int, ...]:
        """The value of every cell, in reading order (for a complete branch)."""
        return tuple(cs.only_value(cands) for cands in self.grid)


def split(problem: Problem, rules: Rules, count: int, stats: Stats | None = None) -> list[Branch]:
    """At least ``count`` branches whose subtrees together hold the whole search (fewer
    only when the tree is smaller), found by expanding the shallowest open branch first.
    An empty list means no solution; a complete branch is a solution found already.
    ``stats`` counts the work of splitting."""
    context = Context(make_board(problem.layout), rules, Stats() if stats is None else stats)
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
            for value in branch_values(context, state, cell)
            for child in assign(context, state, cell, value)
        ]
    return [_portable(path, state) for path, state in frontier]


def _portable(path: Path, state: State) -> Branch:
    return Branch(path, tuple(state.grid), state.divisors, tuple(state.impacts))


def resume(rules: Rules, branch: Branch) -> State:
    """The search state at the top of ``branch``, its queue rebuilt."""
    return with_queue(rules, pvector(branch.grid), branch.divisors, pvector(branch.impacts))


def states_below(context: Context, branch: Branch) -> Iterator[State]:
    """Every state the search visits in ``branch``'s subtree, in order."""
    return below(context, resume(context.rules, branch))


def solutions_below(
    problem: Problem, rules: Rules, branch: Branch, stats: Stats | None = None
) -> Iterator[Solution]:
    """Every solution in ``branch``'s subtree, lazily."""
    context = Context(make_board(problem.layout), rules, Stats() if stats is None else stats)
    return solutions_among(context, states_below(context, branch))
