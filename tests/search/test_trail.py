"""The trail: what propagation makes true and false, why, and how undo restores it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.search import peers as peers_module
from ripple_fp.search.formula import Formula, negative, positive
from ripple_fp.search.tables import ints
from ripple_fp.search.trail import EXCLUSION, GROUP, POINTING, UNSET, Trail

from .formulas import formulas


def trail_of(formula: Formula) -> Trail:
    trail = Trail(formula, [ints(list(c)) for c in formula.clauses])
    for number in range(len(trail.clauses)):
        trail.watch(number)
    return trail


# two groups {0, 1, 2} and {3, 4}; 0 and 1 exclude 3, 2 excludes 4
FORMULA = Formula(5, ((0, 1, 2), (3, 4)), ((3,), (3,), (4,), (), ()))


def test_a_true_variable_makes_its_partners_and_exclusions_false() -> None:
    both = Formula(3, ((1, 2),), ((1, 2), (), ()))
    trail = trail_of(both)
    trail.decide(positive(0))
    assert sorted(trail.propagate() or []) == [positive(1), positive(2)]  # the group is empty
    trail = trail_of(FORMULA)
    trail.decide(positive(0))
    assert trail.propagate() is None
    assert [trail.value[positive(v)] for v in range(5)] == [1, 0, 0, 0, 1]
    assert (trail.kind[3], trail.argument[3]) == (EXCLUSION, 0)
    assert trail.kind[4] == GROUP
    assert sorted(trail.reason(4)) == [positive(3), positive(4)]  # its own literal too


def test_what_every_member_left_of_a_group_excludes_is_false() -> None:
    trail = trail_of(FORMULA)
    trail.decide(negative(2))
    assert trail.propagate() is None
    assert trail.value[positive(3)] == 0
    assert trail.kind[3] == POINTING
    assert sorted(trail.reason(3)) == [positive(2)]  # the member that does not exclude 3


def test_a_clause_with_one_literal_left_makes_it_true() -> None:
    formula = Formula(3, (), ((), (), ()), ((positive(0), positive(1), positive(2)),))
    trail = trail_of(formula)
    trail.decide(negative(0))
    trail.decide(negative(1))
    assert trail.propagate() is None
    assert trail.value[positive(2)] == 1
    assert sorted(trail.reason(2)) == [positive(0), positive(1), positive(2)]  # and its own
    assert trail.locked(trail.clauses[0])  # the reason of a literal on the trail
    trail.undo(1)
    assert not trail.locked(trail.clauses[0])


def test_a_clause_deleted_is_no_longer_visited_and_its_watches_drop_it() -> None:
    formula = Formula(3, (), ((), (), ()), ((positive(0), positive(1), positive(2)),))
    trail = trail_of(formula)
    watched = trail.clauses[0]
    trail.delete(0)  # as the search deletes a learnt clause
    assert len(trail.clauses[0]) == 0
    trail.decide(negative(0))
    trail.decide(negative(1))
    assert trail.propagate() is None
    assert trail.value[positive(2)] == UNSET
    assert not any(clause is watched for clause in trail.watches[positive(0)])  # met, dropped


@given(formulas(), st.data())
def test_undo_restores_values_and_counts(formula: Formula, data: st.DataObject) -> None:
    trail = trail_of(formula)
    before = (list(trail.value), list(trail.open), list(trail.done))
    for _ in range(data.draw(st.integers(1, 4))):
        open_ = [v for v in range(formula.variables) if trail.value[2 * v] == UNSET]
        if not open_:
            break
        var = data.draw(st.sampled_from(open_))
        trail.decide(data.draw(st.sampled_from((positive(var), negative(var)))))
        if trail.propagate() is not None:
            break
    trail.undo(0)
    assert (list(trail.value), list(trail.open), list(trail.done)) == before


def test_pointing_keys_stay_machine_integers_however_large_the_formula(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # compiled, arithmetic past 62 bits goes through Python's integers, where a signal
    # (the command's time limit) can interrupt it, which mypyc takes for a lack of memory
    monkeypatch.setattr(peers_module, "HASHED_UP_TO", 10**6)
    n = 60_000
    members = tuple(range(n - 5, n))  # five members, each excluding variable 0
    exclusions = tuple((0,) if var in members else () for var in range(n))
    trail = trail_of(Formula(n, (members,), exclusions))
    trail.decide(negative(members[0]))  # four left: they point at variable 0
    assert trail.propagate() is None
    assert trail.value[positive(0)] == 0
    keys = [key for by_group in trail.commons for key in by_group]
    assert keys
    assert all(0 <= key < 2**62 for key in keys)
