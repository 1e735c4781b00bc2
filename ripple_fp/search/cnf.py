"""A :class:`~.formula.Formula` as plain CNF, the clauses a SAT solver reads (DIMACS
numbering: variable ``v`` is ``v + 1``, its negation ``-(v + 1)``).

Haskell counterpart::

    toCnf :: Formula -> [[Int]]

Each group becomes one clause "at least one" and a two-literal clause "not both" per
pair of its members; each exclusion a two-literal clause; clauses and units as they are.
(An exclusion is read as its formula lists it: listed one way, it gives its two-literal
clause, but a pointing clause only from the member that lists it.)
Then what the learning search's trail propagates without clauses, SAT needs as clauses:
*pointing* ("if every member of a group still possible excludes ``y``, ``y`` is false")
is, for each group and each variable ``y`` some member excludes, the clause "``y`` is
false, or a member that does not exclude ``y`` is true". For Ripple Effect these are the
room-reach clauses; they halved CaDiCaL's conflicts on the large generated puzzles
(docs/performance.md, "SAT").

>>> from ripple_fp.search.formula import Formula
>>> to_cnf(Formula(2, groups=((0, 1),), exclusions=((), ())))
[[1, 2], [-1, -2]]
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from .formula import Formula, Literal, Var

Clause = list[int]
"""A clause in DIMACS numbering."""


def dimacs(literal: Literal) -> int:
    """A literal in DIMACS numbering."""
    number = (literal >> 1) + 1
    return -number if literal & 1 else number


def to_cnf(formula: Formula, *, pointing: bool = True) -> list[Clause]:
    """The clauses whose models are ``formula``'s (``pointing``: and the pointing
    clauses, which change no model and cut the search)."""
    return list(clauses_of(formula, pointing=pointing))


def clauses_of(formula: Formula, *, pointing: bool = True) -> Iterator[Clause]:
    """:func:`to_cnf`'s clauses one by one: a solver that takes them as they come never
    holds them all in Python (on a 100x100 puzzle, a million lists)."""
    for group in formula.groups:
        yield [v + 1 for v in group]
        yield from ([-(a + 1), -(b + 1)] for a, b in combinations(group, 2))
    for a, excluded in enumerate(formula.exclusions):
        yield from (
            [-(a + 1), -(b + 1)] for b in excluded if b > a or a not in formula.exclusions[b]
        )
    yield from ([dimacs(literal) for literal in clause] for clause in formula.clauses)
    yield from ([dimacs(literal)] for literal in formula.units)
    if pointing:
        yield from pointing_clauses(formula)


def pointing_clauses(formula: Formula) -> Iterator[Clause]:
    """For each group and each variable outside it that two members or more exclude:
    the variable is false, or a member that does not exclude it is true. (With one
    member excluding it, the clause says no more than the group already does.)"""
    exclusions = formula.exclusions
    for group in formula.groups:
        seen: dict[Var, int] = {}
        for member in group:
            for var in exclusions[member]:
                seen[var] = seen.get(var, 0) + 1
        shared = sorted(var for var, n in seen.items() if n > 1 and var not in group)
        if shared:
            excluded = [set(exclusions[m]) for m in group]  # for this group only: small
            for var in shared:
                unseen = [m + 1 for m, ex in zip(group, excluded, strict=True) if var not in ex]
                yield [-(var + 1), *unseen]


def model_of(assignment: list[int]) -> frozenset[Var]:
    """The true variables of a SAT solver's model (DIMACS literals)."""
    return frozenset(literal - 1 for literal in assignment if literal > 0)
