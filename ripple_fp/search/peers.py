"""What the learning search's propagation reads and never changes: for each variable,
what it makes false when true (Norvig's precomputed ``peers``), and for each group, its
members and whether they can point.

Haskell counterpart::

    data Peers = Peers { groups    :: Array Int [Var]
                       , groupsOf  :: Array Var [Int]
                       , falsified :: Array Var [Var]     -- exclusions and group partners
                       , pointing  :: Array Int Bool }
    peers :: Formula -> Peers

Worked out once per formula; :class:`~.trail.Trail` keeps each table as an attribute of
its own, so that its hot loops read them without one more look-up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, NamedTuple, TypeVar

from .formula import Formula, Literal, Var
from .propagation import looking
from .tables import Ints, ints

T = TypeVar("T")

HASHED_UP_TO = 20_000
"""Formulas of at most this many variables keep each variable's exclusions as a hash set
too: pointing's intersections are a quarter faster, at about 2 KB a variable (a 30x30
puzzle has 4,500 variables; a 100x100 one 50,000, which would cost 100 MB more)."""


class Peers(NamedTuple):
    """The tables of one formula (a named tuple: cheaper to define than a dataclass, on
    the default command's start-up path)."""

    groups: list[list[Var]]
    positives: list[Ints]
    """For each group, its members' positive literals: the reason a group gives for the
    member it makes true, handed on as it is."""
    groups_of: list[list[int]]
    """For each variable, the groups it is a member of."""
    falsified_literals: list[list[Literal]]
    """For each variable, what it makes false when true (its exclusions and the other
    members of its groups, in order), as their positive literals: the hottest loop sets
    those without doubling each variable, and halving one gives the variable back."""
    excluded: list[frozenset[Var]] | None
    """The same variables as hash sets, for pointing's intersections, if the formula is
    small enough to afford them (``None``: made from the lists when needed)."""
    pointing: list[bool]
    """For each group, whether two of its members exclude a variable in common: if none
    do, looking for what its members left all exclude is a waste."""


def peers(formula: Formula, look: Callable[[], None] | None = None) -> Peers:
    """Every table of ``formula``. ``look`` (a meter's) is called every
    :data:`~.propagation.LOOK_EVERY` variables and groups: the tables of a 100x100
    puzzle take a third of a second, before the search's first look at its meter."""
    groups = [list(group) for group in formula.groups]
    groups_of: list[list[int]] = [[] for _ in range(formula.variables)]
    for number, group in enumerate(groups):
        for var in group:
            groups_of[var].append(number)
    variables = looking(range(formula.variables), look, SLOW_EVERY)
    falsified = [_falsified(formula, v, groups_of) for v in variables]
    positive = [2 * var for var in range(formula.variables)]  # one int object each
    return Peers(
        groups,
        [ints([positive[member] for member in group]) for group in groups],
        groups_of,
        [[positive[other] for other in f] for f in looking(falsified, look)],
        [frozenset(f) for f in looking(falsified, look)]
        if formula.variables <= HASHED_UP_TO
        else None,
        [_may_point(group, falsified) for group in looking(groups, look)],
    )


SLOW_EVERY: Final = 256
"""Variables between two looks while their falsified lists are worked out: a tenth of a
millisecond each on a 100x100 puzzle, ten times a plain step's."""


def _falsified(formula: Formula, var: Var, groups_of: list[list[int]]) -> list[Var]:
    """The variables a true ``var`` makes false: its exclusions and group partners."""
    partners = {m for g in groups_of[var] for m in formula.groups[g]}
    return sorted((partners | set(formula.exclusions[var])) - {var})


def _may_point(group: list[Var], falsified: list[list[Var]]) -> bool:
    """Whether two members of ``group`` exclude a variable in common (outside it): one
    pass over the members' lists, counting each variable outside the group once per list
    (a list holds no variable twice), so a group of ``n`` members costs what their lists
    hold, not ``n`` squared intersections (a room of 100 cells has 100 groups of 100)."""
    inside, seen = set(group), set()
    for member in group:
        for other in falsified[member]:
            if other not in inside:
                if other in seen:
                    return True
                seen.add(other)
    return False
