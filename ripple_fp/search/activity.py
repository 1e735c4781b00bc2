"""Which variable to guess next: the most active one, VSIDS as MiniSat has it.

Haskell counterpart: a priority queue in the solver's ``State``::

    data Activity = Activity { scores :: Map Var Double, bump :: Double
                             , queue :: MinPQueue Double Var }
    raise  :: [Var] -> State Activity ()   -- they took part in a conflict
    reopen :: [Literal] -> State Activity () -- their values were undone
    decay  :: State Activity ()            -- every conflict: older ones matter less
    pick   :: Values -> State Activity (Maybe Var)  -- the trail's: which are open

Instead of making every score smaller at each conflict, the amount added grows (by
``1 / DECAY``): the same order, one multiplication. The queue is ``heapq`` with lazy
deletion: a variable reopened with a score its entry does not have is pushed again at
the next pick if it is still open then, and stale entries are skipped when they reach
the top.
"""

from __future__ import annotations

import heapq
from random import Random
from typing import Final

from .formula import Literal, Var
from .tables import Flags, Floats, Ints, flags, floats
from .trail import UNSET

DECAY: Final = 0.95
"""How fast the activity of variables not in recent conflicts fades (MiniSat's value)."""

LIMIT: Final = 1e100
"""Past this score, every score is scaled down before floats overflow."""

PUSH: Final = heapq.heappush
POP: Final = heapq.heappop
"""``heapq``'s, held once: the compiled build reads a ``Final`` from a C variable, where
``heapq.heappush`` is looked up in the module's attributes at every push."""


class Activity:
    """A score per variable and a queue of the open ones, most active first."""

    def __init__(self, variables: int) -> None:
        self.scores: Floats = floats([0.0] * variables)
        self.amount = 1.0
        self.queue = [(0.0, var) for var in range(variables)]
        self.queued: Flags = flags([True] * variables)
        """Whether the queue holds an entry of the variable with its current score, or
        it waits in :attr:`waiting` for one."""
        self.waiting: list[Var] = []
        """The variables reopened since the last pick: each is queued by the next
        :meth:`pick` if it is still open then. After a jump back, propagation sets some
        of them again before the next guess; those are not pushed at all."""

    def scatter(self, rng: Random) -> None:
        """Start from small random scores instead of zeros: the first guesses are then
        in a random order (conflicts soon outweigh them)."""
        self.scores = floats([rng.random() for _ in self.scores])
        self.queue = [(-s, v) for v, s in enumerate(self.scores)]
        heapq.heapify(self.queue)
        self.queued = flags([True] * len(self.scores))
        self.waiting.clear()

    def raise_(self, variables: list[Var]) -> None:
        """``variables`` took part in a conflict (each once). They are set, so none goes
        back in the queue now: their entries there are stale, and :meth:`reopen` queues
        each with its new score once the search undoes it (a variable that stays set
        through many conflicts is queued once, not once a conflict)."""
        scores, queued, amount = self.scores, self.queued, self.amount
        for var in variables:
            scores[var] = scores[var] + amount  # not +=: compiled, an item's += is generic
            queued[var] = False
            if scores[var] > LIMIT:
                self._rescale()
                scores, queued, amount = self.scores, self.queued, self.amount

    def decay(self) -> None:
        """One conflict more: what comes after counts more than what came before."""
        self.amount /= DECAY

    def reopen(self, literals: list[Literal]) -> None:
        """The variables of ``literals`` may be guessed again (the search undid their
        values): back in the queue at the next pick if still open then, unless an entry
        never left (the variable was set by propagation, not picked)."""
        queued, waiting = self.queued, self.waiting
        for literal in literals:
            var = literal >> 1
            if not queued[var]:
                waiting.append(var)
                queued[var] = True

    def tidy(self, values: Ints) -> None:
        """Drop stale entries once they outnumber the variables four to one. ``values``:
        the trail's, by literal; a variable is open while its literals are unset."""
        if len(self.queue) > 4 * len(self.scores):
            self.queue = [(-s, v) for v, s in enumerate(self.scores) if values[2 * v] == UNSET]
            heapq.heapify(self.queue)
            self.queued = flags([values[2 * v] == UNSET for v in range(len(self.scores))])
            self.waiting.clear()

    def pick(self, values: Ints) -> Var | None:
        """The most active open variable (``None``: none is open); ``values`` as in
        :meth:`tidy`."""
        queue, scores, queued = self.queue, self.scores, self.queued
        for var in self.waiting:
            if values[2 * var] == UNSET:
                PUSH(queue, (-scores[var], var))
                queued[var] = True
            else:
                queued[var] = False
        self.waiting.clear()
        while queue:
            negated, var = queue[0]
            if -negated == scores[var] and values[2 * var] == UNSET:
                return var
            POP(queue)
            if -negated == scores[var]:  # its current entry: it is set, out of the queue
                queued[var] = False
        return None

    def _rescale(self) -> None:
        self.scores = floats([s / LIMIT for s in self.scores])
        self.amount /= LIMIT
        self.queue = [(-s, v) for v, s in enumerate(self.scores)]
        heapq.heapify(self.queue)
        self.queued = flags([True] * len(self.scores))
        self.waiting.clear()
