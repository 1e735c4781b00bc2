"""What a search did: nodes, backtracks, propagation steps, probes, and who answered.

Haskell counterpart: the log of a ``Writer (Sum Int)`` monad, one sum per counter::

    data Stats = Stats { nodes, backtracks, propagations, probes :: Sum Int
                       , answeredBy :: Last String }
    instance Monoid Stats                    -- add: the counts of two phases summed

Python's generators cannot return a log alongside their lazy answers, so the caller
passes a ``Stats`` in and reads it afterwards. A search only ever adds to it, so a run
of several phases (``auto``: reasoning, then learning, then SAT) counts them all. What
a search may spend is another thing, its :class:`~.meter.Budget`; the time a command
took and its processes are the command's to measure.
"""

from __future__ import annotations

from dataclasses import dataclass


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
    answered_by: str = ""
    """The phase or strategy that found the answer, when a strategy hands the search on
    (``auto``, a race of several): ``--stats`` says it."""

    def summary(self) -> str:
        """The counts in one line for people, as ``--stats`` prints them."""
        return (
            f"nodes {self.nodes}, backtracks {self.backtracks}, "
            f"propagations {self.propagations}, probes {self.probes}"
        )

    def add(self, other: Stats) -> None:
        """Count what ``other`` counted too (``mappend``); who answered is not a count."""
        self.nodes += other.nodes
        self.backtracks += other.backtracks
        self.propagations += other.propagations
        self.probes += other.probes
