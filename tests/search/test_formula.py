"""Formulas: literals, the checks a formula makes of itself, the referee ``satisfies``."""

from __future__ import annotations

import pytest

from ripple_fp.search.formula import Formula, negative, positive, satisfies, variable


def test_a_literal_names_its_variable_and_its_negation_is_one_bit_away() -> None:
    for var in range(5):
        assert variable(positive(var)) == variable(negative(var)) == var
        assert positive(var) ^ 1 == negative(var)


def test_every_variable_needs_its_exclusions() -> None:
    with pytest.raises(ValueError, match="exclusions"):
        Formula(2, groups=(), exclusions=((),))


def test_a_clause_of_one_literal_is_refused() -> None:
    with pytest.raises(ValueError, match="unit"):
        Formula(1, groups=(), exclusions=((),), clauses=((positive(0),),))


def test_satisfies_checks_groups_exclusions_clauses_and_units() -> None:
    formula = Formula(
        3,
        groups=((0, 1),),
        exclusions=((2,), (), ()),
        clauses=((positive(1), positive(2)),),
        units=(negative(0),),
    )
    assert satisfies(formula, frozenset({1}))
    assert satisfies(formula, frozenset({1, 2}))
    assert not satisfies(formula, frozenset({0, 2}))  # a unit and an exclusion broken
    assert not satisfies(formula, frozenset())  # the group has no member true
    assert not satisfies(formula, frozenset({0, 1}))  # two members of a group
