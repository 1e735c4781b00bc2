"""Conflict analysis: the learnt clause is implied, false under the trail, asserting."""

from __future__ import annotations

from ripple_fp.search.conflicts import analyse, lbd
from ripple_fp.search.formula import Formula, negative, positive
from ripple_fp.search.tables import ints
from ripple_fp.search.trail import Trail


def test_the_learnt_clause_names_the_guesses_that_caused_the_conflict() -> None:
    # (not a or c) and (not b or not c): guessing a, then b, fails
    formula = Formula(
        4,
        (),
        ((), (), (), ()),
        ((negative(0), positive(2)), (negative(1), negative(2))),
    )
    trail = Trail(formula, [ints(list(c)) for c in formula.clauses])
    trail.watch(0)
    trail.watch(1)
    trail.decide(positive(3))  # an unrelated guess at level 1
    assert trail.propagate() is None
    trail.decide(positive(0))  # level 2: c follows
    assert trail.propagate() is None
    trail.decide(positive(1))  # level 3: not c follows, a conflict
    conflict = trail.propagate()
    assert conflict is not None
    touched: list[int] = []
    learnt, level = analyse(trail, conflict, touched.extend)
    assert learnt[0] == negative(1)  # the asserting literal: not b
    assert set(learnt) == {negative(1), negative(0)} or set(learnt) == {negative(1), negative(2)}
    assert level == 2
    assert lbd(trail, ints(learnt)) == 2
    assert 1 in touched
    assert not any(trail.seen)  # its marks cleared for the next analysis
