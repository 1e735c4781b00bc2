"""The worklist written once: a toy puzzle (all variables different, forward checking)
propagated through :class:`Propagation`, in both storages."""

from __future__ import annotations

from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pyrsistent import pvector

from ripple_fp.search import candidates as cs
from ripple_fp.search.candidates import Candidates
from ripple_fp.search.model import Domains, Var
from ripple_fp.search.propagation import Propagation, looking, propagate
from ripple_fp.search.stats import Stats


class AllDifferent(Propagation[object]):
    """A placed value leaves every other variable."""

    def __init__(self, domains: Domains, *, listed: bool) -> None:
        super().__init__(domains, listed=listed)
        self.size = len(domains)
        self.todo: list[Var] = []
        self.lost_log: list[tuple[Var, Candidates, Candidates]] = []

    def lost(self, var: Var, values: Candidates, left: Candidates) -> None:
        self.lost_log.append((var, values, left))
        if cs.is_single(left):
            self.todo.append(var)

    def run(self) -> bool:
        while self.todo:
            var = self.todo.pop()
            value = self.domains[var]
            self.steps += 1
            for other in range(self.size):
                held = other != var and self.domains[other] & value
                if held and not self.eliminate(other, value):
                    return False
        return True


def domains_of(sets: list[frozenset[int]]) -> Domains:
    return pvector(cs.of(values) for values in sets)


def test_narrow_records_what_was_lost_and_what_is_left() -> None:
    before = domains_of([frozenset({1, 2, 3}), frozenset({1, 2, 3})])
    work = AllDifferent(before, listed=False)
    assert work.narrow(0, cs.of({2}))
    assert work.lost_log[0] == (0, cs.of({1, 3}), cs.of({2}))
    assert work.run()
    assert work.persistent() == domains_of([frozenset({2}), frozenset({1, 3})])
    assert work.changed == [0, 1]
    assert work.steps == 1
    assert before == domains_of([frozenset({1, 2, 3}), frozenset({1, 2, 3})])


def test_narrow_to_nothing_is_a_contradiction_and_changes_nothing() -> None:
    work = AllDifferent(domains_of([frozenset({1, 2})]), listed=True)
    assert not work.narrow(0, cs.of({3}))
    assert work.changed == []
    assert not work.lost_log


def test_propagate_counts_the_steps_of_a_contradiction_too() -> None:
    stats = Stats()
    three = domains_of([frozenset({1, 2})] * 3)
    assert propagate(AllDifferent(three, listed=False), [(0, cs.of({1}))], stats) is None
    assert stats.propagations == 2  # 1 placed, then 2 in one cell, then a dead end


restrictions = st.lists(
    st.tuples(st.integers(0, 3), st.frozensets(st.integers(1, 4), min_size=1)), max_size=4
)
boards = st.lists(st.frozensets(st.integers(1, 4), min_size=1), min_size=4, max_size=4)


@given(boards, restrictions)
def test_both_storages_give_the_same_answer(
    sets: list[frozenset[int]], narrowing: list[tuple[int, frozenset[int]]]
) -> None:
    asked = [(var, cs.of(values)) for var, values in narrowing]
    answers = [
        propagate(AllDifferent(domains_of(sets), listed=listed), asked, Stats())
        for listed in (False, True)
    ]
    assert answers[0] == answers[1]


@given(boards, restrictions)
def test_propagation_is_sound_and_keeps_every_solution(
    sets: list[frozenset[int]], narrowing: list[tuple[int, frozenset[int]]]
) -> None:
    """Every assignment of distinct values inside the restricted sets survives; on a
    contradiction there is none."""
    asked = [(var, cs.of(values)) for var, values in narrowing]
    allowed = [set(values) for values in sets]
    for var, values in narrowing:
        allowed[var] &= values
    solutions = [
        values
        for values in product(*(sorted(each) for each in allowed))
        if len(set(values)) == len(values)
    ]
    narrowed = propagate(AllDifferent(domains_of(sets), listed=False), asked, Stats())
    if narrowed is None:
        assert not solutions
        return
    domains, changed = narrowed
    for solution in solutions:
        assert all(cs.has(domains[var], value) for var, value in enumerate(solution))
    before = domains_of(sets)
    assert {var for var in range(4) if domains[var] != before[var]} == set(changed)


class Said:
    """A trace that hears every loss and failure, and stops the rule at a loss it is
    told to refuse."""

    def __init__(self, refuse: Var | None = None) -> None:
        self.heard: list[tuple[Var | None, Candidates, str | None]] = []
        self.refuse = refuse

    def losing(self, var: Var, removed: Candidates, left: Candidates, reason: str | None) -> None:
        if var == self.refuse:
            raise LookupError(var)
        self.heard.append((var, removed, reason))

    def failing(self, reason: str | None) -> None:
        self.heard.append((None, cs.NONE, reason))


class Watched(Propagation[str]):
    """Nothing propagates: the test calls the three ways to take values itself."""

    def lost(self, var: Var, values: Candidates, left: Candidates) -> None:
        pass

    def run(self) -> bool:
        return True


def test_a_watched_propagation_hears_each_loss_with_its_reason_before_it_is_made() -> None:
    said = Said(refuse=2)
    work = Watched(domains_of([frozenset({1, 2})] * 3), trace=said)
    assert work.narrow(0, cs.single(1), "first")
    assert work.eliminate(1, cs.single(2), "second")
    assert work.narrow(1, cs.of({1, 2}), "nothing lost, nothing heard")
    assert not work.narrow(0, cs.single(2), "empty")
    assert not work.fail("a rule fails")
    with pytest.raises(LookupError):
        work.eliminate(2, cs.single(1), "refused")
    assert said.heard == [
        (0, cs.single(2), "first"),
        (1, cs.single(2), "second"),
        (0, cs.single(1), "empty"),
        (None, cs.NONE, "a rule fails"),
    ]
    assert list(work.persistent()) == [cs.single(1), cs.single(1), cs.of({1, 2})]
    assert work.changed == [0, 1]


@given(st.lists(st.integers(), max_size=40), st.integers(min_value=1, max_value=8))
def test_looking_passes_every_item_and_looks_once_before_each_slice(
    items: list[int], every: int
) -> None:
    looks: list[int] = []
    passed: list[int] = []
    for item in looking(items, lambda: looks.append(len(passed)), every):
        passed.append(item)
    assert passed == items
    assert looks == list(range(0, len(items), every))


class _PastDeadlineError(Exception):
    pass


def test_a_look_that_raises_stops_the_items_before_the_next_slice() -> None:
    taken: list[int] = []

    def look() -> None:
        if taken:
            raise _PastDeadlineError

    def take_all() -> None:
        for item in looking(range(10), look, 4):
            taken.append(item)

    with pytest.raises(_PastDeadlineError):
        take_all()
    assert taken == [0, 1, 2, 3]


def test_without_a_look_the_items_pass_untouched() -> None:
    assert list(looking(iter("abc"), None, 1)) == ["a", "b", "c"]
