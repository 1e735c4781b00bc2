"""A propagation's rules as values: frozen records a kind declares beside its rules, each
a method of its propagation applied at one focus."""

from __future__ import annotations

from dataclasses import FrozenInstanceError

import pytest
from pyrsistent import pvector

from ripple_fp.search import candidates as cs
from ripple_fp.search.candidates import Candidates
from ripple_fp.search.model import Domains, Var
from ripple_fp.search.propagation import Propagation, Trace
from ripple_fp.search.rules import NAKED_SINGLE, NakedSingle, Rule, applied


class Clear(Propagation[str]):
    """A propagation whose one rule empties a cell down to its lowest value."""

    def lost(self, var: Var, values: Candidates, left: Candidates) -> None:
        pass

    def run(self) -> bool:
        return True

    def lowest(self, var: Var) -> bool:
        cands = self.domains[var]
        return self.narrow(var, cs.single(next(cs.values(cands))), f"the lowest of {var}")


class Heard:
    def __init__(self) -> None:
        self.said: list[tuple[Var, Candidates, str | None]] = []

    def losing(self, var: Var, removed: Candidates, left: Candidates, reason: str | None) -> None:
        self.said.append((var, removed, reason))

    def failing(self, reason: str | None) -> None:
        raise AssertionError(reason)


def begin(domains: Domains, trace: Trace[str]) -> Clear:
    return Clear(domains, trace=trace)


def test_a_rule_is_a_method_applied_at_a_focus_on_a_watched_propagation() -> None:
    rule = Rule("lowest", 0, applied(begin, Clear.lowest), lambda var: (var,))
    heard = Heard()
    domains = pvector([cs.of((1, 2)), cs.of((2, 3))])
    assert rule.apply(domains, heard, 1)
    assert heard.said == [(1, cs.single(3), "the lowest of 1")]
    assert list(domains) == [cs.of((1, 2)), cs.of((2, 3))]  # a new propagation each time


def test_a_rule_is_a_frozen_value() -> None:
    rule = Rule("lowest", 0, applied(begin, Clear.lowest))
    with pytest.raises(FrozenInstanceError):
        rule.level = 1  # type: ignore[misc]
    assert rule.opens is None
    assert not rule.places
    assert NakedSingle("naked single", 0) == NAKED_SINGLE
