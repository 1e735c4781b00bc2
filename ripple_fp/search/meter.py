"""What a search may spend, and the meter that counts what it spends and stops it.

Haskell counterpart: a search run in ``ReaderT Budget (StateT Stats (ExceptT Stop m))``::

    data Budget = Budget { nodeLimit :: Maybe Int, deadline :: Maybe Time }
    data Stop   = NodeLimitReached Int | SearchTimeout
    tried :: Bool -> Search ()      -- count a node; throw Stop past the budget

A search is handed a :class:`Meter` when it starts: the :class:`Stats` it adds to, the
:class:`Budget` it is held to (a frozen value: no one changes it while the search runs;
a phase with a budget of its own gets a meter of its own, :meth:`Meter.within`), and a
:class:`Watch`, a caller's hook called at every look at the clock. When a count passes
the budget the meter raises out of the lazy stream of solutions; what the watch raises
stops the search too. The watch is how a caller acts from inside a search it cannot
otherwise reach: a race starts its other members from it and stops the first when
another has won (``ripple_fp.shell.portfolio``), and a second look at a search bounds
how much further it goes (``ripple_fp.kinds.kind.solve_and_look``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from .stats import Stats

L = TypeVar("L", int, float)


class NodeLimitReachedError(Exception):
    """A search tried more nodes than its :attr:`Budget.nodes` allows."""


class SearchTimeoutError(TimeoutError):
    """A search was still running at its :attr:`Budget.deadline`."""


@dataclass(frozen=True)
class Budget:
    """How far a search may go: a node limit and a deadline (``None``: no limit)."""

    nodes: int | None = None
    """Stop once the search's :attr:`Stats.nodes` passes this (the node that goes past
    it raises :class:`NodeLimitReachedError`)."""
    deadline: float | None = None
    """Stop once ``time.monotonic()`` passes this (the next node, probe or conflict
    raises :class:`SearchTimeoutError`)."""

    @staticmethod
    def lasting(seconds: float | None) -> Budget:
        """The budget of ``seconds`` from now (``None``: no limit); ``ValueError`` for a
        number of seconds that is not positive."""
        if seconds is None:
            return UNLIMITED
        if not seconds > 0:
            raise ValueError(f"a timeout is a positive number of seconds, not {seconds}")
        return Budget(deadline=time.monotonic() + seconds)

    def within(self, other: Budget) -> Budget:
        """The stricter of the two on each count: what a phase may spend inside a search
        held to this budget."""
        return Budget(_least(self.nodes, other.nodes), _least(self.deadline, other.deadline))


UNLIMITED = Budget()
"""No limit at all."""

Watch = Callable[[], None]
"""A caller's hook, called at every look at the clock from inside the search: whatever
it raises stops the search."""


class Meter:
    """The one mutable thing a search touches: it counts into :attr:`stats`, and stops
    the search past :attr:`budget` or when :attr:`watch` raises."""

    __slots__ = ("budget", "stats", "watch")

    def __init__(
        self, stats: Stats | None = None, budget: Budget = UNLIMITED, watch: Watch | None = None
    ) -> None:
        self.stats = Stats() if stats is None else stats
        self.budget = budget
        self.watch = watch

    def tried(self, ok: bool = True) -> None:
        """Count a node (and a backtrack unless ``ok``); past the budget, stop."""
        stats, limit = self.stats, self.budget.nodes
        stats.nodes += 1
        stats.backtracks += not ok
        if limit is not None and stats.nodes > limit:
            raise NodeLimitReachedError(limit)
        self.look()

    def probed(self) -> None:
        """Count a probe of look-ahead; past the deadline, stop."""
        self.stats.probes += 1
        self.look()

    def look(self) -> None:
        """Call the watch, if there is one; raise :class:`SearchTimeoutError` if the
        deadline has passed."""
        if self.watch is not None:
            self.watch()
        deadline = self.budget.deadline
        if deadline is not None and time.monotonic() > deadline:
            raise SearchTimeoutError(f"the search ran out of time after {self.stats.nodes} nodes")

    def within(self, budget: Budget) -> Meter:
        """A meter for a phase of this search: the same counters and watch, held to
        ``budget`` as well as to this meter's own."""
        return Meter(self.stats, self.budget.within(budget), self.watch)


def _least(a: L | None, b: L | None) -> L | None:
    """The smaller of two limits, ``None`` being no limit."""
    if a is None or b is None:
        return b if a is None else a
    return min(a, b)
