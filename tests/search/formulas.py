"""Random small formulas for the laws of the learning search, and their models found by
brute force."""

from __future__ import annotations

from itertools import product

from hypothesis import strategies as st

from ripple_fp.search.formula import Formula, satisfies


@st.composite
def formulas(draw: st.DrawFn, most: int = 9) -> Formula:
    """A formula of up to ``most`` variables with groups, exclusions, clauses, units."""
    n = draw(st.integers(1, most))
    var = st.integers(0, n - 1)
    literal = st.integers(0, 2 * n - 1)
    groups = draw(st.lists(st.lists(var, min_size=1, max_size=4, unique=True), max_size=4))
    exclusions = draw(st.lists(st.lists(var, max_size=3, unique=True), min_size=n, max_size=n))
    clauses = draw(st.lists(st.lists(literal, min_size=2, max_size=4), max_size=5))
    units = draw(st.lists(literal, max_size=2))
    return Formula(
        n,
        tuple(map(tuple, groups)),
        tuple(tuple(v for v in ex if v != i) for i, ex in enumerate(exclusions)),
        tuple(map(tuple, clauses)),
        tuple(units),
    )


def every_model(formula: Formula) -> set[frozenset[int]]:
    """The models of ``formula``, by trying every assignment."""
    return {
        model
        for bits in product((False, True), repeat=formula.variables)
        if satisfies(formula, model := frozenset(v for v, b in enumerate(bits) if b))
    }
