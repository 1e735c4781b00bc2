"""A :class:`~.formula.Formula` as plain CNF, the clauses a SAT solver reads (DIMACS
numbering: variable ``v`` is ``v + 1``, its negation ``-(v + 1)``).

Haskell counterpart::

    toCnf :: Formula -> [[Int]]

Each group becomes one clause "at least one" and a two-literal clause "not both" per
pair of its members; each exclusion a two-literal clause; clauses and units as they are.
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

from collections import Counter
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
    cnf: list[Clause] = []
    for group in formula.groups:
        cnf.append([v + 1 for v in group])
        cnf.extend([-(a + 1), -(b + 1)] for a, b in combinations(group, 2))
    pairs = {(min(a, b), max(a, b)) for a, ex in enumerate(formula.exclusions) for b in ex}
    cnf.extend([-(a + 1), -(b + 1)] for a, b in sorted(pairs))
    cnf.extend([dimacs(literal) for literal in clause] for clause in formula.clauses)
    cnf.extend([dimacs(literal)] for literal in formula.units)
    if pointing:
        cnf.extend(pointing_clauses(formula))
    return cnf


def pointing_clauses(formula: Formula) -> list[Clause]:
    """For each group and each variable outside it that two members or more exclude:
    the variable is false, or a member that does not exclude it is true. (With one
    member excluding it, the clause says no more than the group already does.)"""
    excluded = _excluded(formula)
    clauses: list[Clause] = []
    for group in formula.groups:
        inside = set(group)
        seen = Counter(var for m in group for var in excluded[m] if var not in inside)
        for var in sorted(v for v, n in seen.items() if n > 1):
            clauses.append([-(var + 1), *(m + 1 for m in group if var not in excluded[m])])
    return clauses


def _excluded(formula: Formula) -> list[set[Var]]:
    """Each variable's exclusions, both ways: ``a`` excludes ``b`` if either says so."""
    excluded = [set(ex) for ex in formula.exclusions]
    for var, ex in enumerate(formula.exclusions):
        for other in ex:
            excluded[other].add(var)
    return excluded


def model_of(assignment: list[int]) -> frozenset[Var]:
    """The true variables of a SAT solver's model (DIMACS literals)."""
    return frozenset(literal - 1 for literal in assignment if literal > 0)
