"""Branches of the search that can travel: what one worker needs to search one subtree.

Haskell counterpart (the pure half of the assignment's ``par``)::

    data Branch = Branch { domains :: [Candidates], guide :: Guide }

    split :: Model s -> Order -> Int -> [Branch]
    below :: Model s -> Order -> Branch -> [State]   -- every state of its subtree

``split`` expands the shallowest open branch until there are enough of them. Each branch
carries the state its guesses lead to, so a worker goes on where the split stopped: it
neither propagates the root nor probes it again. With look-ahead that root work is most
of a short search (docs/performance.md, "Parallel"). The queue stays behind (a leftist
heap is a deep nest of tuples, slow to pickle); the worker rebuilds it from the
domains, with the same top, so it searches in the same order.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TypeVar

from pyrsistent import pvector

from . import candidates as cs
from .candidates import Candidates
from .engine import (
    Context,
    State,
    assign,
    below,
    complete,
    initial_state,
    most_constrained,
    solutions_among,
    with_queue,
)
from .order import Guide

S = TypeVar("S")


@dataclass(frozen=True)
class Branch:
    """A subtree of the search: every variable's candidates at its top, and the guide
    there, small and picklable."""

    domains: tuple[Candidates, ...]
    guide: Guide

    @property
    def complete(self) -> bool:
        """Every variable is decided: the branch is a solution found already."""
        return all(cs.is_single(cands) for cands in self.domains)


def split(context: Context[S], count: int) -> list[Branch]:
    """At least ``count`` branches whose subtrees together hold the whole search (fewer
    only when the tree is smaller), found by expanding the shallowest open branch first.
    An empty list means no solution; a complete branch is a solution found already. The
    work of splitting is counted by ``context.meter``."""
    frontier: list[tuple[int, State]] = [(0, root) for root in initial_state(context)]
    while len(frontier) < count:
        open_branches = [i for i, (_, state) in enumerate(frontier) if not complete(state)]
        if not open_branches:
            break
        index = min(open_branches, key=lambda i: frontier[i][0])
        depth, state = frontier[index]
        var = most_constrained(state)
        frontier[index : index + 1] = [
            (depth + 1, child)
            for value in state.guide.values(state.domains, var)
            for child in assign(context, state, var, value)
        ]
    return [Branch(tuple(state.domains), state.guide) for _, state in frontier]


def resume(branch: Branch) -> State:
    """The search state at the top of ``branch``, its queue rebuilt."""
    return with_queue(pvector(branch.domains), branch.guide)


def states_below(context: Context[S], branch: Branch) -> Iterator[State]:
    """Every state the search visits in ``branch``'s subtree, in order."""
    return below(context, resume(branch))


def solutions_below(context: Context[S], branch: Branch) -> Iterator[S]:
    """Every solution in ``branch``'s subtree, lazily."""
    return solutions_among(context, states_below(context, branch))
