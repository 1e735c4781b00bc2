"""CNF: the clauses have exactly the formula's models; pointing clauses change none."""

from __future__ import annotations

from itertools import product

from hypothesis import given

from ripple_fp.search.cnf import dimacs, model_of, pointing_clauses, to_cnf
from ripple_fp.search.formula import Formula, negative, positive

from .formulas import every_model, formulas


def cnf_models(formula: Formula, *, pointing: bool) -> set[frozenset[int]]:
    clauses = to_cnf(formula, pointing=pointing)
    found = set()
    for bits in product((False, True), repeat=formula.variables):
        true = {v + 1 for v, b in enumerate(bits) if b}
        if all(any((lit > 0) == (abs(lit) in true) for lit in c) for c in clauses):
            found.add(frozenset(v - 1 for v in true))
    return found


@given(formulas())
def test_the_clauses_have_exactly_the_formulas_models(formula: Formula) -> None:
    assert cnf_models(formula, pointing=False) == every_model(formula)
    assert cnf_models(formula, pointing=True) == every_model(formula)


def test_literals_in_dimacs_numbering() -> None:
    assert (dimacs(positive(0)), dimacs(negative(0)), dimacs(positive(4))) == (1, -1, 5)
    assert model_of([1, -2, 3]) == frozenset({0, 2})


def test_a_variable_two_members_exclude_gets_a_pointing_clause() -> None:
    # group {0, 1, 2}; 0 and 1 exclude 3; only 0 excludes 4
    formula = Formula(5, ((0, 1, 2),), ((3, 4), (3,), (), (), ()))
    assert list(pointing_clauses(formula)) == [[-4, 3]]  # 3 is false unless 2 is true
