"""A propagation's rules as values: what each is called, how strong it is, and where it
applies, for whoever applies them one at a time instead of to a fixpoint.

Haskell counterpart (a record per rule, beside the propagation that runs them all)::

    data Rule r = Rule { name :: String, level :: Int
                       , apply :: Domains -> Trace r -> Focus -> Bool  -- at one focus
                       , opens :: Maybe (Var -> [Focus])       -- Nothing: at a placed cell
                       , places :: Bool }
    applied :: (Domains -> Trace r -> ST s w) -> (w -> Focus -> ST s Bool)
            -> Domains -> Trace r -> Focus -> Bool

A search runs a kind's propagation to its fixpoint, its rules in the order its worklists
take them (:mod:`.propagation`). The explainer (:mod:`ripple_fp.kinds.explaining`) applies
them one at a time, the simplest first, each where it may say something new: each rule
is a method of the kind's propagation applied at one *focus* (a cell, a room, a line,
a clue; 0 for a rule of the whole grid), which a loss at a cell opens again (``opens``),
or, for a rule of a placed value, the placement of that cell. A kind declares its
rules once, in its ``deductions.py``, beside the propagation whose methods they are
(:func:`applied`: a new propagation of the domains, watched by the explainer's trace,
and the method called at the focus): the same code takes a value in both, for the same
reason.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Generic, TypeVar

from .propagation import Trace

if TYPE_CHECKING:  # the model's names for the type checker: a solve loads no more
    from .model import Domains, Var

W = TypeVar("W")
R = TypeVar("R")

Apply = Callable[["Domains", Trace[R], int], bool]
"""A rule at one focus, on a propagation of some domains watched by a trace: ``False``
on a contradiction."""


@dataclass(frozen=True)
class Rule(Generic[R]):
    """One rule of a kind's propagation, as a value (``R``: the kind's reasons)."""

    name: str
    """What the rule is called in an explanation: ``room rule``, ``balance``."""
    level: int
    """How strong it is: 0 for the kind's easiest rules, then 1, 2 (a grade reads it:
    easy, medium, hard)."""
    apply: Apply[R]
    """The rule at one focus (:func:`applied`)."""
    opens: Callable[[Var], Iterable[int]] | None = None
    """The foci a loss at a cell opens (``None``: the rule applies at a placed cell, and
    that cell's placement opens it)."""
    places: bool = False
    """Does a cell this rule leaves with one value count as placed, in a kind whose
    placements are said by naked singles (a hidden single's cell does)?"""


@dataclass(frozen=True)
class NakedSingle:
    """A cell with one value left holds it: in a kind that says so before its rules use
    the value (Ripple Effect), a step of its own; in the others a cell left with one
    value is placed by the step that left it so."""

    name: str = "naked single"
    level: int = 0


NAKED_SINGLE: Final = NakedSingle()


Rules = tuple[Rule[R] | NakedSingle, ...]
"""A kind's rules, simplest first."""


def applied(begin: Callable[[Domains, Trace[R]], W], method: Callable[[W, int], bool]) -> Apply[R]:
    """The rule that ``method`` of a propagation is: ``begin`` makes the propagation of
    some domains, watched by a trace, and the method is called at the focus."""

    def apply(domains: Domains, trace: Trace[R], focus: int) -> bool:
        return method(begin(domains, trace), focus)

    return apply
