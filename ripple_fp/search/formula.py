"""A puzzle as propositional logic: what the learning search (:mod:`.learning`) solves.

Haskell counterpart::

    type Var     = Int
    type Literal = Int                         -- 2 * var (true) or 2 * var + 1 (false)
    data Formula = Formula { variables  :: Int
                           , groups     :: [[Var]]     -- exactly one of each is true
                           , exclusions :: [[Var]]     -- var true => these false
                           , clauses    :: [[Literal]] -- further facts, any length
                           , units      :: [Literal] }

Most puzzles of this family say "exactly one of these" again and again (a cell holds one
value; a room holds each value once; a row holds each digit once) and "these two never
together" (two equal values too near). The formula keeps both kinds as they are, not
as thousands of two-literal clauses: the search then propagates a group by counting
the members still possible, and an exclusion by walking a list. Anything else a puzzle
knows goes in ``clauses``.

A literal is an ``int``: ``2 * var`` says the variable is true, ``2 * var + 1`` that it
is false, so ``literal ^ 1`` is its negation and ``literal >> 1`` its variable.

>>> positive(3), negative(3), positive(3) ^ 1 == negative(3), variable(negative(3))
(6, 7, True, 3)
"""

from __future__ import annotations

from dataclasses import dataclass

Var = int
"""A propositional variable: 0, 1, ..."""

Literal = int
"""A variable or its negation: ``2 * var`` or ``2 * var + 1``."""


def positive(var: Var) -> Literal:
    """The literal that says ``var`` is true."""
    return 2 * var


def negative(var: Var) -> Literal:
    """The literal that says ``var`` is false."""
    return 2 * var + 1


def variable(literal: Literal) -> Var:
    """The variable a literal speaks of."""
    return literal >> 1


@dataclass(frozen=True)
class Formula:
    """Variables, and what must hold of them."""

    variables: int
    groups: tuple[tuple[Var, ...], ...]
    """Exactly one variable of each group is true."""
    exclusions: tuple[tuple[Var, ...], ...]
    """For each variable, the variables that must be false when it is true, besides the
    other members of its groups."""
    clauses: tuple[tuple[Literal, ...], ...] = ()
    """Further clauses: at least one literal of each holds (two literals or more)."""
    units: tuple[Literal, ...] = ()
    """Literals that hold: the givens."""

    def __post_init__(self) -> None:
        if len(self.exclusions) != self.variables:
            raise ValueError("a formula needs the exclusions of every variable")
        if any(len(clause) < 2 for clause in self.clauses):
            raise ValueError("a clause of one literal is a unit: put it in units")


def satisfies(formula: Formula, true: frozenset[Var]) -> bool:
    """Whether making exactly the variables ``true`` true satisfies ``formula``: the
    referee of this module, written for clarity (tests check the search against it).

    >>> f = Formula(2, groups=((0, 1),), exclusions=((), ()))
    >>> satisfies(f, frozenset({0})), satisfies(f, frozenset({0, 1}))
    (True, False)
    """

    def holds(literal: Literal) -> bool:
        return (variable(literal) in true) == (literal & 1 == 0)

    return (
        all(sum(var in true for var in group) == 1 for group in formula.groups)
        and all(not (set(formula.exclusions[var]) & true) for var in true)
        and all(any(map(holds, clause)) for clause in formula.clauses)
        and all(map(holds, formula.units))
    )
