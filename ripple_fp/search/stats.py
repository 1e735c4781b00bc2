"""What a search did: nodes, backtracks, propagation steps, probes, time.

Haskell counterpart: the log of a ``Writer (Sum Int)`` monad, or counters threaded
through ``State``. Python's generators cannot return a log alongside their answers
lazily, so the caller passes a ``Stats`` in and reads it afterwards: the one mutable
object the search touches, and it only ever counts.
"""

from __future__ import annotations

from dataclasses import dataclass


class NodeLimitReachedError(Exception):
    """A search tried more nodes than its :attr:`Stats.node_limit` allows."""


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
    node_limit: int | None = None
    """Stop the search once it has tried more nodes than this (the node that goes past
    the limit raises :class:`NodeLimitReachedError` out of the iterator)."""

    def tried(self, ok: bool = True) -> None:
        """Count a node (and a backtrack unless ``ok``); past the limit, stop."""
        self.nodes += 1
        self.backtracks += not ok
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise NodeLimitReachedError(self.node_limit)

    def summary(self) -> str:
        """One line for people, as ``--stats`` prints it."""
        return (
            f"nodes {self.nodes}, backtracks {self.backtracks}, "
            f"propagations {self.propagations}, probes {self.probes}, "
            f"time {self.seconds:.3f} s"
        )

    def add(self, other: Stats) -> None:
        """Count what ``other`` counted too (not the time, since searches overlap, nor
        the workers)."""
        self.nodes += other.nodes
        self.backtracks += other.backtracks
        self.propagations += other.propagations
        self.probes += other.probes
