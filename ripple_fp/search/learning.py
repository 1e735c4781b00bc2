"""The search that learns from its failures: conflict-driven clause learning over a
:class:`~.formula.Formula`, yielding every model, lazily.

Haskell counterpart, specified with the solver threaded through ``State Solver`` (a
fast Haskell solver keeps the same state in ``ST``: ``STUArray`` arrays and ``STRef`` references
changed in place behind ``runST``, as this module changes its lists in place and lets
none of them escape)::

    models :: Formula -> [Set Var]
    models f = evalState loop (start f)
      where loop = do r <- step                 -- propagate; learn or guess
                      case r of Model m -> (m :) <$> (block m >> loop)
                                Unsat   -> pure []
                                Going   -> loop

The depth-first search of :mod:`.engine` forgets why a guess failed: the same mistake,
made again under another guess, is refuted again. Here a failure is analysed down to the
earlier choices that caused it (:mod:`.conflicts`), kept as a new clause (a *nogood*),
and the search jumps back to where that clause first says something. What the solver
keeps from step to step, and why (Haskell would thread it through ``State``):

- the :class:`~.trail.Trail`: the assignment, each literal's level and reason, and the
  clauses, given and learnt: propagation and analysis read them at every step;
- each learnt clause's LBD (how many levels it spans): from time to time the worse half
  of those over :data:`GLUE` is deleted, the others are kept for ever;
- an :class:`~.activity.Activity` per variable: the next guess is the most active open
  variable, always guessed true (a placement: it propagates far more than an
  elimination; measured in docs/performance.md, "The learning search");
- a restart schedule (the Luby sequence): back to the root now and then, with all that
  was learnt, so an early bad guess does not hold the search for ever.

Before the first guess, every variable is tried once at the root (*probing*): one that
leads straight to a conflict is false, learnt as a unit.

Each model is yielded as the frozen set of its true variables; the search then adds the
clause "not all of these guesses again" and goes on, so iterating to the end enumerates
every model exactly once, and ``islice`` stops it early.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random
from typing import Final

from .activity import Activity
from .conflicts import analyse, lbd
from .formula import Formula, Literal, Var
from .meter import Meter
from .tables import ints
from .trail import DECISION, UNSET, Trail

RESTART_UNIT: Final = 100
"""Conflicts per unit of the Luby sequence between restarts (MiniSat's value)."""
REDUCE_FIRST: Final = 2000
REDUCE_STEP: Final = 300
"""Conflicts before the first deletion of learnt clauses, and how many more before each
next one, per thousand clauses kept (Glucose's values)."""
GLUE: Final = 2
"""Learnt clauses spanning at most this many levels are never deleted (Glucose's)."""
PROBE_EFFORT: Final = 64
"""What probing may cost, in literals its probes assign, per variable of the formula:
probing is linear in the formula's size, not in its variables times what each probe
reaches. The published and generated puzzles' probes assign at most 30 a variable in
all (each reaches a few cells; ``benchmarks/probing.py``); on a grid where every
placement settles the next and so on, each probe reaches the whole grid and probing
every variable is quadratic (a 300x300 grid: hours), while none of them fails."""
PROBE_DROUGHT: Final = 8
"""Probing also stops once its probes have assigned this many literals a variable
since the last one that failed (or since the start): a probe that does not fail
teaches nothing, and where probes keep not failing, the search does better without
them. On the published and generated puzzles the longest such stretch before a
failure is under 4 a variable (``benchmarks/probing.py``); on the 300x300 grid above
no probe ever fails, and probing ends after an eighth of :data:`PROBE_EFFORT`."""


def models(
    formula: Formula,
    meter: Meter | None = None,
    *,
    probe: bool = True,
    shuffle: Random | None = None,
) -> Iterator[frozenset[Var]]:
    """Every model of ``formula`` (its true variables), lazily, each once. ``probe``:
    try every variable at the root first (worth it unless the caller has); ``shuffle``:
    start the activities at random, so that the first model is a random one (a puzzle
    generator's filling)."""
    solver = Solver(formula, meter or Meter(), probe=probe)
    if shuffle is not None:
        solver.activity.scatter(shuffle)
    while (model := solver.next_model()) is not None:
        yield model
        if not solver.block():
            return


class Solver:
    """The state of one learning search; :func:`models` is its only user."""

    def __init__(self, formula: Formula, meter: Meter, *, probe: bool = True) -> None:
        self.formula, self.meter = formula, meter
        self.counted = 0
        """The trail's assignments already added to the meter's propagations."""
        meter.look()  # the formula may have taken long to write, the tables take long
        self.trail = Trail(formula, [ints(list(c)) for c in formula.clauses], meter.look)
        self.activity = Activity(formula.variables)
        meter.look()
        self.lbd: dict[int, int] = {}
        """The learnt clauses, by number, with their LBD."""
        self.conflicts = 0
        self.next_reduce = REDUCE_FIRST
        self.unsat = not (self._start() and (not probe or self._probe()))

    def _start(self) -> bool:
        """Watch the given clauses and assign the units; ``False`` if they contradict."""
        trail = self.trail
        for number in range(len(trail.clauses)):
            trail.watch(number)
        for literal in self.formula.units:
            if trail.value[literal] == 0:
                return False
            if trail.value[literal] == UNSET:
                trail.assign(literal, DECISION, 0)
        return trail.propagate() is None

    def _probe(self) -> bool:
        """Try each open variable true at the root; learn from each that fails at once.
        ``False`` if that proves the formula has no model. Probing stops, sound but
        incomplete, once the probes have assigned :data:`PROBE_EFFORT` literals a
        variable in all, or :data:`PROBE_DROUGHT` since the last that failed."""
        trail, variables = self.trail, self.formula.variables
        effort, drought = PROBE_EFFORT * variables, PROBE_DROUGHT * variables
        for var in range(variables):
            if trail.value[2 * var] != UNSET:
                continue
            if effort < 0 or drought < 0:
                break
            self.meter.probed()
            before = len(trail.literals)
            trail.decide(2 * var)
            conflict = trail.propagate()
            effort -= len(trail.literals) - before
            drought -= len(trail.literals) - before
            if conflict is None:
                self._jump(0)
                continue
            drought = PROBE_DROUGHT * variables
            if not self._learn(conflict) or trail.propagate() is not None:
                return False
        return True

    def next_model(self) -> frozenset[Var] | None:
        """Search on to the next model; ``None`` when there is none left."""
        if self.unsat:
            return None
        restarts = _luby()
        budget = RESTART_UNIT * next(restarts)
        trail = self.trail
        while True:
            conflict = trail.propagate()
            if conflict is not None:
                if not self._learn(conflict):
                    self.unsat = True
                    return None
                budget -= 1
                continue
            if budget <= 0:
                self._jump(0)
                budget = RESTART_UNIT * next(restarts)
            var = self.activity.pick(trail.value)
            if var is None:
                return frozenset(lit >> 1 for lit in trail.literals if not lit & 1)
            self.meter.tried()
            trail.decide(2 * var)

    def _learn(self, conflict: list[Literal]) -> bool:
        """Analyse a conflict, jump back, assert the learnt clause; ``False`` if the
        conflict needs no guess at all (the formula has no model left).

        A group points only when its members are counted, so a conflict may rest wholly
        on levels below the current one (a root fact and a group whose members all
        exclude it, seen only when a guess falsifies one of them): the search first
        jumps back to the conflict's highest level, where analysis finds its UIP."""
        trail, meter = self.trail, self.meter
        self.conflicts += 1
        meter.stats.backtracks += 1
        highest = max((trail.level[literal >> 1] for literal in conflict), default=0)
        if highest == 0:
            return False
        if highest < trail.depth:
            self._jump(highest)
        learnt, level = analyse(trail, conflict, self.activity.raise_)
        self._jump(level)
        self._assert(learnt)
        self.activity.decay()
        if self.conflicts >= self.next_reduce:
            self._reduce()
        meter.look()
        return True

    def _assert(self, clause: list[Literal], *, learnt: bool = True) -> None:
        """Keep ``clause`` (all false but its first literal) and make its first true. A
        learnt clause may be deleted later; a blocking one never is."""
        trail = self.trail
        if len(clause) == 1:
            trail.assign(clause[0], DECISION, 0)
            return
        number = len(trail.clauses)
        kept = ints(clause)
        trail.clauses.append(kept)
        trail.watch(number)
        if learnt:
            self.lbd[number] = lbd(trail, kept)
        trail.imply(kept)

    def _jump(self, level: int) -> None:
        """Undo the trail down to ``level`` and reopen its variables; the assignments
        made since the last jump are counted as propagations (added: a phase before this
        search, such as ``auto``'s reasoning, has counted its own)."""
        trail, activity = self.trail, self.activity
        self.meter.stats.propagations += trail.assigned - self.counted
        self.counted = trail.assigned
        activity.reopen(trail.undo(level))
        activity.tidy(trail.value)

    def _reduce(self) -> None:
        """Delete the worse half of the learnt clauses over :data:`GLUE` that are not the
        reason of a literal on the trail."""
        trail = self.trail
        self.next_reduce = self.conflicts + REDUCE_FIRST + REDUCE_STEP * (len(self.lbd) // 1000)
        clauses = trail.clauses
        candidates = sorted(
            (n for n, glue in self.lbd.items() if glue > GLUE and not trail.locked(clauses[n])),
            key=lambda n: (self.lbd[n], len(clauses[n])),
        )
        for number in candidates[len(candidates) // 2 :]:
            trail.delete(number)
            del self.lbd[number]

    def block(self) -> bool:
        """After a model: forbid its guesses together, jump back one level; ``False``
        if it had no guess (it was the only model)."""
        trail = self.trail
        guesses = [trail.literals[start] ^ 1 for start in reversed(trail.starts)]
        if not guesses:
            return False
        self._jump(trail.depth - 1)
        self._assert(guesses, learnt=False)
        return True


def _luby() -> Iterator[int]:
    """1, 1, 2, 1, 1, 2, 4, 1, 1, 2, ...: the Luby sequence of restart lengths.

    >>> from itertools import islice
    >>> list(islice(_luby(), 15))
    [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]
    """
    u, v = 1, 1
    while True:
        yield v
        u, v = (u + 1, 1) if u & -u == v else (u, 2 * v)
