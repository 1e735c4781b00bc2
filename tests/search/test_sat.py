"""SAT models: the same stream as the learning search's, from python-sat; without it,
one line saying what to install."""

from __future__ import annotations

import sys
import time
from itertools import islice

import pytest
from hypothesis import given, settings

from ripple_fp.search import sat
from ripple_fp.search.formula import Formula
from ripple_fp.search.meter import Budget, Meter, SearchTimeoutError
from ripple_fp.search.sat import sat_models
from ripple_fp.search.stats import Stats
from ripple_fp.search.strategy import MissingExtraError

from .formulas import every_model, formulas
from .test_learning import pigeons


def test_without_python_sat_the_first_model_asked_for_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name in ("pysat", "pysat.solvers"):  # None in sys.modules: an import fails
        monkeypatch.setitem(sys.modules, name, None)
    stream = sat_models(pigeons(2))  # nothing is loaded before a model is asked for
    with pytest.raises(MissingExtraError, match=r"^the sat strategy needs python-sat: pip"):
        next(stream)
    assert issubclass(MissingExtraError, ImportError)


@pytest.mark.sat
@settings(max_examples=50)
@given(formulas())
def test_it_yields_exactly_the_models_each_once(formula: Formula) -> None:
    pytest.importorskip("pysat")
    found = list(sat_models(formula))
    assert len(found) == len(set(found))
    assert set(found) == every_model(formula)


@pytest.mark.sat
def test_it_counts_and_stops_where_asked() -> None:
    pytest.importorskip("pysat")
    stats = Stats()
    assert list(sat_models(pigeons(6), Meter(stats))) == []
    assert stats.backtracks > 0
    free = Formula(12, (), ((),) * 12)
    assert len(list(islice(sat_models(free), 3))) == 3


@pytest.mark.sat
def test_a_deadline_interrupts_the_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("pysat")
    with pytest.raises(SearchTimeoutError):
        list(sat_models(pigeons(11), Meter(budget=Budget(deadline=0.0))))
    assert sat.sat_available()


def test_writing_the_clauses_looks_at_the_deadline_now_and_then() -> None:
    meter = Meter(budget=Budget(deadline=time.monotonic() - 1.0))  # already past
    written: list[list[int]] = []
    clauses = sat._in_time(iter([[1, 2]] * (3 * sat.CHECK_EVERY)), meter)
    with pytest.raises(SearchTimeoutError):
        written.extend(clauses)
    assert len(written) == sat.CHECK_EVERY - 1
