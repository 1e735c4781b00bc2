"""Propagation in a step-recording mode: every loss of a candidate, with the rule that
took it and why.

Haskell counterpart (the same worklist as a ``Writer``, each narrowing ``tell``ing)::

    data Entry  = Entry { var :: Var, removed :: Candidates, rule :: String, cause :: Cause }
    data Cause  = Cause { premises :: [Var], why :: String }
    recorded :: Propagation -> ([Entry], Maybe Dead)

A puzzle's rules are the methods of its :class:`~.propagation.Propagation` (``_pairs``,
``_examine``, ...), and every rule changes the domains through ``narrow`` and
``eliminate``. A :class:`Recorder` wraps, on one propagation object and no other, the
methods a puzzle names as rules (the last one entered is the rule at work) and the two
that change the domains: each loss becomes an :class:`Entry`, with the cells it rests
on and the reason in words, asked of the puzzle (``because``) while the domains are
still as the rule saw them. The search's own propagations are untouched: nothing is
wrapped unless a recorder is made, so the solver pays nothing for it.

The entries come in the order the worklist took them, so each rests only on what came
before it: replayed in order, they are a deduction a person can follow.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from .candidates import Candidates
    from .model import Var
    from .propagation import Cells, Propagation


@dataclass(frozen=True)
class Cause:
    """Why a rule took a candidate: the variables it looked at, and the reason in words
    (empty when the rule's name says it all)."""

    premises: tuple[Var, ...]
    why: str = ""


@dataclass(frozen=True)
class Entry:
    """One loss: ``var`` lost ``removed`` (and kept ``left``) by ``rule``, because of
    ``cause``."""

    var: Var
    removed: Candidates
    left: Candidates
    rule: str
    cause: Cause


@dataclass(frozen=True)
class Dead:
    """Where a propagation failed: the rule at work, and the variable left without a
    candidate (``None``: the rule failed on a count, a line or an area)."""

    rule: str
    var: Var | None


Because = Callable[[str, tuple[object, ...], "Var", "Candidates", "Cells"], Cause]
"""A puzzle's reasons: for a rule (and the arguments its method was called with), a
variable and the candidates it loses, with the domains as the rule saw them, the cells
it rests on and why."""


class Enough(Exception):  # noqa: N818 - not an error: the recorder has what it wants
    """Raised out of a propagation once a recorder has as many entries as it wants."""


R = TypeVar("R")


class Recorder(Generic[R]):
    """The entries of one propagation, and where it failed."""

    def __init__(
        self,
        work: Propagation[R],
        rules: Mapping[str, str],
        because: Because,
        limit: int | None = None,
    ) -> None:
        """Watch ``work``: ``rules`` maps the name of each method that is a rule to the
        rule's name; ``limit`` entries at most (then :class:`Enough` is raised)."""
        self.work, self.because, self.limit = work, because, limit
        self.entries: list[Entry] = []
        self.rule = ""
        self.args: tuple[object, ...] = ()
        self.dead: Dead | None = None
        for method, name in rules.items():
            setattr(work, method, self._entering(getattr(work, method), name))
        setattr(work, "narrow", self._narrowing(work.narrow))  # noqa: B010 - on the object
        setattr(work, "eliminate", self._eliminating(work.eliminate))  # noqa: B010

    def run(self) -> bool:
        """Run the propagation to its fixpoint (or to the limit); ``False`` if it failed,
        and then :attr:`dead` says where."""
        try:
            done = self.work.run()
        except Enough:
            return True
        if not done and self.dead is None:
            self.dead = Dead(self.rule, None)
        return done

    def _entering(self, method: Callable[..., bool], name: str) -> Callable[..., bool]:
        def entered(*args: object) -> bool:
            self.rule, self.args = name, args
            return method(*args)

        return entered

    def _narrowing(self, narrow: Callable[[Var, Candidates], bool]) -> Callable[..., bool]:
        def narrowing(var: Var, keep: Candidates) -> bool:
            cands = self.work.domains[var]
            kept = cands & keep
            if not kept:
                self.dead = Dead(self.rule, var)
            elif kept != cands:
                self._log(var, cands ^ kept, kept)
            return narrow(var, keep)

        return narrowing

    def _eliminating(self, eliminate: Callable[[Var, Candidates], bool]) -> Callable[..., bool]:
        def eliminating(var: Var, values: Candidates) -> bool:
            left = self.work.domains[var] ^ values
            if not left:
                self.dead = Dead(self.rule, var)
            else:
                self._log(var, values, left)
            return eliminate(var, values)

        return eliminating

    def _log(self, var: Var, removed: Candidates, left: Candidates) -> None:
        cause = self.because(self.rule, self.args, var, removed, self.work.domains)
        self.entries.append(Entry(var, removed, left, self.rule, cause))
        if self.limit is not None and len(self.entries) >= self.limit:
            raise Enough
