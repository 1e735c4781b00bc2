"""What a search did (nodes, backtracks, propagation steps, probes, time), and the
budget it is held to (a node limit, a deadline).

Haskell counterpart: the log of a ``Writer (Sum Int)`` monad, or counters threaded
through ``State``; the budget is what ``ExceptT`` over that ``State`` would throw on.
Python's generators cannot return a log alongside their answers lazily, so the caller
passes a ``Stats`` in and reads it afterwards: the one mutable object the search touches.
It counts, and when a count passes the budget it stops the search by raising out of the
lazy stream of solutions.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field


class NodeLimitReachedError(Exception):
    """A search tried more nodes than its :attr:`Stats.node_limit` allows."""


class SearchTimeoutError(TimeoutError):
    """A search was still running at its :attr:`Stats.deadline`."""


@dataclass
class Stats:
    """Counters filled in by a search (all start at zero)."""

    nodes: int = 0
    """Branch choices tried: a value given to a variable by a guess, not by reasoning.
    The ``naive`` specification solver, which has no reasoning, counts every value it
    tries in a cell, those the rules reject at once included."""
    backtracks: int = 0
    """Choices that led straight into a contradiction."""
    propagations: int = 0
    """Placements whose consequences were propagated, by guess or by reasoning."""
    probes: int = 0
    """Candidates tried by look-ahead, to see whether propagation refutes them."""
    seconds: float = 0.0
    """Time spent, filled in by whoever timed the search."""
    workers: int = 1
    """Processes that searched: more than 1 only when a parallel search started a pool."""
    answered_by: str = ""
    """The strategy that found the answer, when a strategy hands the search on (``auto``,
    a race of several): ``--stats`` says it."""
    node_limit: int | None = None
    """Stop the search once it has tried more nodes than this (the node that goes past
    the limit raises :class:`NodeLimitReachedError` out of the iterator)."""
    deadline: float | None = None
    """Stop the search once ``time.monotonic()`` passes this (the next node or probe
    raises :class:`SearchTimeoutError` out of the iterator)."""
    watch: Callable[[], None] | None = field(default=None, repr=False, compare=False)
    """Called at every look at the deadline, from inside the search: whatever it raises
    stops the search (a race runs one member on the command's own process, and its
    watch starts the other members' processes, and stops this one when another wins)."""

    def tried(self, ok: bool = True) -> None:
        """Count a node (and a backtrack unless ``ok``); past the budget, stop."""
        self.nodes += 1
        self.backtracks += not ok
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise NodeLimitReachedError(self.node_limit)
        self.in_time()

    def probed(self) -> None:
        """Count a probe of look-ahead; past the deadline, stop."""
        self.probes += 1
        self.in_time()

    def in_time(self) -> None:
        """Raise :class:`SearchTimeoutError` if the deadline has passed (after calling
        :attr:`watch`, if there is one)."""
        if self.watch is not None:
            self.watch()
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise SearchTimeoutError(f"the search ran out of time after {self.nodes} nodes")

    def give(self, seconds: float | None) -> None:
        """Set the deadline ``seconds`` from now (``None``: no deadline)."""
        self.deadline = None if seconds is None else time.monotonic() + seconds

    def summary(self) -> str:
        """One line for people, as ``--stats`` prints it."""
        by = f", answered by {self.answered_by}" if self.answered_by else ""
        return (
            f"nodes {self.nodes}, backtracks {self.backtracks}, "
            f"propagations {self.propagations}, probes {self.probes}, "
            f"time {self.seconds:.3f} s{by}"
        )

    def add(self, other: Stats) -> None:
        """Count what ``other`` counted too (not the time, since searches overlap, nor
        the workers)."""
        self.nodes += other.nodes
        self.backtracks += other.backtracks
        self.propagations += other.propagations
        self.probes += other.probes


def with_deadline(stats: Stats | None, timeout: float | None) -> Stats:
    """The counters a search fills in: ``stats``, or new ones; with a deadline
    ``timeout`` seconds from now when one is given (what ``solutions(timeout=...)`` does)."""
    counters = Stats() if stats is None else stats
    if timeout is not None:
        if timeout <= 0:
            raise ValueError(f"a timeout is a positive number of seconds, not {timeout}")
        counters.give(timeout)
    return counters
