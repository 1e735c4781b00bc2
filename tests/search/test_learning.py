"""The learning search: sound (every model it yields satisfies the formula), complete
(it yields every model), each once, lazily, and within its budget."""

from __future__ import annotations

from itertools import islice

import pytest
from hypothesis import given

from ripple_fp.search.formula import Formula, negative, positive
from ripple_fp.search.learning import PROBE_DROUGHT, models
from ripple_fp.search.meter import Budget, Meter, NodeLimitReachedError, SearchTimeoutError
from ripple_fp.search.stats import Stats

from .formulas import every_model, formulas


@given(formulas())
def test_it_yields_exactly_the_models_each_once(formula: Formula) -> None:
    found = list(models(formula))
    assert len(found) == len(set(found))
    assert set(found) == every_model(formula)


@given(formulas(most=12))
def test_it_agrees_on_larger_formulas_that_need_learning(formula: Formula) -> None:
    assert set(models(formula)) == every_model(formula)


def pigeons(holes: int) -> Formula:
    """``holes + 1`` pigeons, each in exactly one of ``holes`` holes, no two in one:
    no model, and no way to see that without many guesses."""
    var = [[p * holes + h for h in range(holes)] for p in range(holes + 1)]
    rows = tuple(tuple(row) for row in var)
    exclusions = tuple(
        tuple(var[q][h] for q in range(holes + 1) if q != p)
        for p in range(holes + 1)
        for h in range(holes)
    )
    return Formula((holes + 1) * holes, rows, exclusions)


def test_the_pigeonhole_formula_has_no_model_and_it_says_so() -> None:
    stats = Stats()
    assert list(models(pigeons(5), Meter(stats))) == []
    assert stats.backtracks > 0


def test_a_contradiction_seen_only_after_a_guess_but_resting_on_the_root_is_no_model() -> None:
    # 0 must hold (a group of one), and one of 2, 5, 8 must, each of which excludes 0:
    # a probe of 2 teaches 0 at the root, and the group of 2, 5, 8 points at 0 only when
    # a later probe falsifies one of them, a conflict with no literal of that probe.
    formula = Formula(
        9, ((0,), (5, 8, 2)), ((), (), (0,), (), (2,), (0,), (), (), (0,)), clauses=()
    )
    assert list(models(formula)) == [] == list(every_model(formula))


def test_contradicting_units_have_no_model() -> None:
    formula = Formula(1, (), ((),), units=(positive(0), negative(0)))
    assert list(models(formula)) == []


def test_it_stops_where_its_consumer_stops() -> None:
    free = Formula(12, (), ((),) * 12)  # 4,096 models
    stats = Stats()
    assert len(list(islice(models(free, Meter(stats)), 3))) == 3
    assert stats.nodes < 100


def test_a_node_limit_and_a_deadline_stop_it() -> None:
    with pytest.raises(NodeLimitReachedError):
        list(models(pigeons(7), Meter(budget=Budget(nodes=10))))
    with pytest.raises(SearchTimeoutError):
        list(models(pigeons(7), Meter(budget=Budget(deadline=0.0))))


def test_its_propagations_add_to_a_count_from_before() -> None:
    alone = Stats()
    assert list(models(pigeons(5), Meter(alone))) == []
    assert alone.propagations > 0
    after = Stats(propagations=1000)  # what a phase before this search counted
    assert list(models(pigeons(5), Meter(after))) == []
    assert after.propagations == 1000 + alone.propagations


def ladder(rungs: int, *, linked: bool) -> Formula:
    """Exactly one of ``a_i``, ``b_i`` on each rung; ``linked``: ``a_i`` excludes the
    ``b`` of the rungs beside it and ``b_i`` their ``a``, so that one literal settles
    the whole ladder (two models: every ``a``, or every ``b``)."""

    def beside(i: int, side: int) -> tuple[int, ...]:
        return tuple(2 * j + side for j in (i - 1, i + 1) if linked and 0 <= j < rungs)

    exclusions = tuple(beside(var // 2, 1 - var % 2) for var in range(2 * rungs))
    return Formula(2 * rungs, tuple((2 * i, 2 * i + 1) for i in range(rungs)), exclusions)


def test_probes_that_never_fail_stop_after_their_drought() -> None:
    # each probe of a linked ladder reaches every variable and none fails: probing them
    # all is quadratic, and teaches nothing
    formula, stats = ladder(400, linked=True), Stats()
    assert len(list(islice(models(formula, Meter(stats)), 3))) == 2
    assert 0 < stats.probes <= PROBE_DROUGHT + 1


def trapped_ladder(rungs: int) -> Formula:
    """A linked ladder with a trap after every two rungs: a variable ``t`` that
    excludes both of a pair ``p``, ``q`` of which one must hold, so that its probe fails
    at once. Variables in blocks of seven: ``a b a b t p q``."""
    block = 7

    def at(rung: int, side: int) -> int:
        return rung // 2 * block + rung % 2 * 2 + side

    blocks = rungs // 2
    exclusions: list[tuple[int, ...]] = [()] * (blocks * block)
    for rung in range(rungs):
        for side in (0, 1):
            near = (r for r in (rung - 1, rung + 1) if 0 <= r < rungs)
            exclusions[at(rung, side)] = tuple(at(r, 1 - side) for r in near)
    for b in range(blocks):
        exclusions[b * block + 4] = (b * block + 5, b * block + 6)
    groups = [(at(rung, 0), at(rung, 1)) for rung in range(rungs)]
    groups += [(b * block + 5, b * block + 6) for b in range(blocks)]
    return Formula(blocks * block, tuple(groups), tuple(exclusions))


def test_a_failing_probe_starts_the_drought_again_up_to_the_effort() -> None:
    formula, stats = trapped_ladder(400), Stats()
    assert next(models(formula, Meter(stats)))
    assert 4 * (PROBE_DROUGHT + 1) < stats.probes < formula.variables


def test_probes_that_reach_little_are_all_made() -> None:
    formula, stats = ladder(400, linked=False), Stats()
    assert len(list(islice(models(formula, Meter(stats)), 3))) == 3
    assert stats.probes == formula.variables
