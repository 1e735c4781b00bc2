"""What a conflict teaches: the first-UIP clause, minimised, and where to jump back to.

Haskell counterpart::

    analyse :: Trail -> Clause -> (Clause, Int)   -- the learnt clause and its level

Start from the conflicting clause (all its literals false) and replace, one at a time,
the literals of the current level by the reasons that made them false, newest first,
until one literal of the current level is left: the *first unique implication point*.
Its negation, with the literals of earlier levels met on the way, is a clause the
formula implies, false under the trail, that becomes unit as soon as the search jumps
back to the highest of those earlier levels: it *asserts* the UIP's negation there.
Then a literal whose own reason lies wholly within the clause says nothing new and is
dropped (MiniSat's basic minimisation).
"""

from __future__ import annotations

from collections.abc import Callable

from .formula import Literal, Var
from .tables import Ints, ints
from .trail import DECISION, EXCLUSION, Trail


def analyse(
    trail: Trail, conflict: list[Literal], touch: Callable[[list[Var]], None]
) -> tuple[list[Literal], int]:
    """The learnt clause of ``conflict`` (asserting literal first, a literal of the level
    to jump to second) and that level. ``touch`` is told of every variable met, in the
    order met, once."""
    level, literals, depth, seen = trail.level, trail.literals, trail.depth, trail.seen
    met: list[Var] = []  # the variables seen, in the order met
    earlier: list[Literal] = []
    pending, at, reason = 0, len(literals) - 1, ints(conflict)
    while True:
        for literal in reason:
            var = literal >> 1
            if not seen[var]:
                met_at = level[var]
                if met_at > 0:
                    seen[var] = True
                    met.append(var)
                    if met_at == depth:
                        pending += 1
                    else:
                        earlier.append(literal)
        while not seen[literals[at] >> 1]:
            at -= 1
        uip = literals[at]
        at -= 1
        pending -= 1
        if pending == 0:
            break
        reason = trail.reason(uip >> 1)
    touch(met)
    learnt = _asserting([uip ^ 1, *_minimal(trail, earlier)], level)
    for var in met:
        seen[var] = False
    return learnt


def _minimal(trail: Trail, earlier: list[Literal]) -> list[Literal]:
    """Drop the literals whose reasons lie wholly within the clause already (the
    variables ``trail.seen`` marks). (An exclusion's reason is one variable, looked at
    without building its list.)"""
    level, kind, argument, seen = trail.level, trail.kind, trail.argument, trail.seen
    kept = []
    for literal in earlier:
        var = literal >> 1
        if kind[var] == EXCLUSION:
            cause = argument[var]
            outside = not seen[cause] and level[cause] > 0
        else:
            outside = kind[var] == DECISION or any(
                not seen[r >> 1] and level[r >> 1] > 0 for r in trail.reason(var)
            )
        if outside:
            kept.append(literal)
    return kept


def _asserting(learnt: list[Literal], level: Ints) -> tuple[list[Literal], int]:
    """Put the literal of the highest level after the asserting one; that level is
    where to jump."""
    if len(learnt) == 1:
        return learnt, 0
    best = max(range(1, len(learnt)), key=lambda k: level[learnt[k] >> 1])
    learnt[1], learnt[best] = learnt[best], learnt[1]
    return learnt, level[learnt[1] >> 1]


def lbd(trail: Trail, clause: Ints) -> int:
    """How many levels ``clause`` spans: the fewer, the more it is worth keeping."""
    return len({trail.level[literal >> 1] for literal in clause})
