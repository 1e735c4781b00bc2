"""The peers: what each variable makes false when true, and which groups can point."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given

from ripple_fp.search import peers as peers_module
from ripple_fp.search.formula import Formula
from ripple_fp.search.peers import peers

from .formulas import formulas

# two groups {0, 1, 2} and {3, 4}; 0 and 1 exclude 3, 2 excludes 4
FORMULA = Formula(5, ((0, 1, 2), (3, 4)), ((3,), (3,), (4,), (), ()))


def test_a_true_variable_falsifies_its_exclusions_and_its_group_partners() -> None:
    tables = peers(FORMULA)
    falsified = [[literal >> 1 for literal in f] for f in tables.falsified_literals]
    assert falsified == [[1, 2, 3], [0, 2, 3], [0, 1, 4], [4], [3]]
    assert tables.falsified_literals[0] == [2, 4, 6]
    assert tables.groups_of == [[0], [0], [0], [1], [1]]
    assert [list(positives) for positives in tables.positives] == [[0, 2, 4], [6, 8]]


def test_a_group_points_only_where_two_members_exclude_something_outside_it() -> None:
    assert peers(FORMULA).pointing == [True, False]  # 0 and 1 both exclude 3


def test_a_formula_too_large_keeps_no_hash_sets(monkeypatch: pytest.MonkeyPatch) -> None:
    tables = peers(FORMULA)
    assert tables.excluded == [frozenset(lit >> 1 for lit in f) for f in tables.falsified_literals]
    monkeypatch.setattr(peers_module, "HASHED_UP_TO", 4)
    assert peers(FORMULA).excluded is None


@given(formulas())
def test_what_a_variable_falsifies_is_what_the_formula_says(formula: Formula) -> None:
    tables = peers(formula)
    for var, literals in enumerate(tables.falsified_literals):
        falsified = [literal >> 1 for literal in literals]
        partners = {m for g in tables.groups_of[var] for m in formula.groups[g]} - {var}
        assert set(falsified) == partners | set(formula.exclusions[var]) - {var}
        assert literals == [2 * other for other in falsified]


@given(formulas())
def test_a_group_points_exactly_when_two_members_share_an_exclusion_outside_it(
    formula: Formula,
) -> None:
    tables = peers(formula)
    falsified = [{literal >> 1 for literal in f} for f in tables.falsified_literals]
    for group, points in zip(tables.groups, tables.pointing, strict=True):
        pairs = [(a, b) for i, a in enumerate(group) for b in group[i + 1 :]]
        shared = any((falsified[a] & falsified[b]) - set(group) for a, b in pairs)
        assert points == shared


class _Counted(list[int]):
    """A member's list that counts how often it is read through."""

    reads = 0

    def __iter__(self) -> Iterator[int]:
        _Counted.reads += 1
        return super().__iter__()


def test_a_group_is_looked_at_in_one_pass_over_its_members_lists() -> None:
    # one room of 40 cells, value 1's group: no member shares an exclusion outside it;
    # intersecting every pair would read each member's list 39 times
    n = 40
    group = list(range(n))
    falsified: list[list[int]] = [_Counted(o for o in group if o != m) for m in group]
    _Counted.reads = 0
    assert not peers_module._may_point(group, falsified)
    assert _Counted.reads <= n
