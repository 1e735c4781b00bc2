"""What one line's own rules allow: how many valid completions give each cell each colour.

Haskell counterpart (a scan over the line, forward then backward, of counted states)::

    type State = (Int, Int, Int)                -- reds so far, last colour, its run
    data Tally = Tally { red :: Int, blue :: Int }
    completions :: [Candidates] -> [Tally]
    completions cells = sweepBack (scanl step (singleton start 1) (zip [0..] cells))

A line of ``n`` cells must hold ``n/2`` reds and no run of three. Walking the line from
the left, the states reachable after each cell are few (at most ``(n/2 + 1) * 4``), each
with the number of ways to reach it; walking back from the states that end balanced
counts the ways to finish. Their products say, for every cell and colour, how many valid
completions of the line give the cell that colour. A colour no completion uses can go:
that is balance, pairs and gaps at once, and what they miss (in ``R R . . . .`` the pair
forbids red to the third cell, and the line forbids it to the last too: ``R R B . . R``
would need ``B B`` in its gap, three blues). The counts also serve the unique-lines rule:
a complete line of the same kind that agrees with this one is exactly one of its
completions, so a colour used only by such copies can go as well
(:mod:`.deductions`). The cost grows with ``n^2``, so a model keeps a memo of the lines
it has seen (:class:`LineMemo`).

>>> from .puzzle import Colour
>>> R, B, E = cs.single(Colour.RED), cs.single(Colour.BLUE), cs.of(Colour)
>>> completions((R, E, E, E))
(Tally(red=3, blue=0), Tally(red=1, blue=2), Tally(red=1, blue=2), Tally(red=1, blue=2))
>>> LineMemo().allowed((R, R, E, E, E, E)).kept == (R, R, B, E, E, B)
True
>>> LineMemo().allowed((R, R, R, E)).kept is None
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..search import candidates as cs
from ..search.candidates import Candidates
from .board import BLUE_ONLY, BOTH, RED_ONLY
from .puzzle import Colour

State = tuple[int, int, int]
"""After some cells: the reds among them, the last colour (0 before the first cell), and
how many cells of that colour end the prefix."""

Line = tuple[Candidates, ...]
"""The candidates of a line's cells, in order."""

Edge = tuple[State, int, State]
"""A move along the line: the state before a cell, the cell's colour, the state after."""

LONGEST_RUN = 2
START: State = (0, 0, 0)
RED, BLUE = Colour.RED.value, Colour.BLUE.value
CHOICES: dict[Candidates, tuple[int, ...]] = {
    cands: tuple(cs.values(cands)) for cands in (cs.NONE, RED_ONLY, BLUE_ONLY, BOTH)
}
"""The colours of each set of candidates a cell can hold, listed once."""


class Tally(NamedTuple):
    """How many valid completions of a line give one cell each colour."""

    red: int
    blue: int

    def of(self, colour: int) -> int:
        """The count for ``colour`` (a :class:`~.puzzle.Colour`'s value)."""
        return self.red if colour == RED else self.blue


Counts = tuple[Tally, ...]
"""A line's tallies, cell by cell; all zero when the line has no valid completion."""


def completions(line: Line) -> Counts:
    """For each cell, how many balanced completions of ``line`` without three alike
    give it red, and how many blue."""
    reached, edges = _forward(line)
    ahead = {state: 1 for state in reached[-1] if 2 * state[0] == len(line)}
    tallies: list[Tally] = []
    for i in range(len(line) - 1, -1, -1):
        behind: dict[State, int] = {}
        ways = {RED: 0, BLUE: 0}
        for state, colour, after in edges[i]:
            ways_out = ahead.get(after, 0)
            if ways_out:
                behind[state] = behind.get(state, 0) + ways_out
                ways[colour] += reached[i][state] * ways_out
        tallies.append(Tally(ways[RED], ways[BLUE]))
        ahead = behind
    return tuple(reversed(tallies))


def colours(tally: Tally) -> Candidates:
    """The colours some completion uses."""
    return (RED_ONLY if tally.red else cs.NONE) | (BLUE_ONLY if tally.blue else cs.NONE)


def _forward(line: Line) -> tuple[list[dict[State, int]], list[list[Edge]]]:
    """The states reachable after each prefix with the number of ways to reach them (one
    map more than there are cells), and the moves made at each cell."""
    reached: list[dict[State, int]] = [{START: 1}]
    edges: list[list[Edge]] = []
    for i, cands in enumerate(line):
        here: dict[State, int] = {}
        moves: list[Edge] = []
        choices = CHOICES[cands]
        for state, ways in reached[-1].items():
            for colour in choices:
                after = _step(state, colour, i, len(line))
                if after is not None:
                    here[after] = here.get(after, 0) + ways
                    moves.append((state, colour, after))
        reached.append(here)
        edges.append(moves)
    return reached, edges


def _step(state: State, colour: int, index: int, size: int) -> State | None:
    """The state after cell ``index`` gets ``colour``, or ``None`` if that breaks a rule
    (more than ``size/2`` of a colour, or a third alike in a row)."""
    reds, last, run = state
    reds += colour == RED
    run = run + 1 if colour == last else 1
    if run > LONGEST_RUN or 2 * reds > size or 2 * (index + 1 - reds) > size:
        return None
    return reds, colour, run


class Allowed(NamedTuple):
    """What a line's own rules allow: the colours each cell keeps (``None``: the line
    has no valid completion), and the counts behind them."""

    kept: Line | None
    counts: Counts


class LineMemo:
    """What each line state seen so far allows, owned by one model (the only
    mutable table of a search besides its counters)."""

    def __init__(self) -> None:
        self.known: dict[Line, Allowed] = {}

    def allowed(self, line: Sequence[Candidates]) -> Allowed:
        """What ``line`` allows; remembered for it, and for the line narrowed to what it
        allows, which has exactly the same completions (each cell lost only colours no
        completion gives it): the state the line is in when it is next examined, unless
        a crossing line changed it meanwhile."""
        key = tuple(line)
        found = self.known.get(key)
        if found is None:
            counts = completions(key)
            kept = tuple(colours(tally) for tally in counts)
            found = self.known[key] = Allowed(None if cs.NONE in kept else kept, counts)
            if found.kept is not None:
                self.known[found.kept] = found
        return found
