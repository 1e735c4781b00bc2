"""The engine is generic: a model that is not Ripple Effect (graph colouring) is solved
exactly, by every order, lazily, whole or split into branches."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.search import engine
from ripple_fp.search.branches import solutions_below, split
from ripple_fp.search.engine import Context
from ripple_fp.search.meter import Meter
from ripple_fp.search.order import DomDeg, LookAhead, Mrv, Order
from ripple_fp.search.stats import Stats

from .colouring import ColouringModel, brute_force

ORDERS = pytest.mark.parametrize("order", [Mrv(), DomDeg(), LookAhead()], ids=repr)


@st.composite
def colourings(draw: st.DrawFn) -> ColouringModel:
    """A random graph of up to 7 vertices, 1 to 3 colours, a few given."""
    size = draw(st.integers(1, 7))
    pairs = [(v, w) for v in range(size) for w in range(v + 1, size)]
    edges = draw(st.sets(st.sampled_from(pairs))) if pairs else set()
    adjacent = tuple(
        tuple(sorted({w for e in edges for w in e if v in e} - {v})) for v in range(size)
    )
    colours = draw(st.integers(1, 3))
    given = tuple(draw(st.none() | st.integers(1, colours)) for _ in range(size))
    return ColouringModel(adjacent, colours, given)


@ORDERS
@given(model=colourings())
def test_the_engine_finds_exactly_the_colourings(order: Order, model: ColouringModel) -> None:
    found = list(engine.solve(model, order))
    assert len(found) == len(set(found))
    assert set(found) == set(brute_force(model))


@ORDERS
@given(model=colourings(), count=st.integers(1, 5))
def test_the_branches_of_a_split_hold_exactly_the_colourings(
    order: Order, model: ColouringModel, count: int
) -> None:
    context = Context(model, order, Meter())
    found = [c for branch in split(context, count) for c in solutions_below(context, branch)]
    assert sorted(found) == sorted(brute_force(model))


@ORDERS
def test_the_engine_counts_and_stops_when_asked(order: Order) -> None:
    ring = ColouringModel(tuple(((v - 1) % 8, (v + 1) % 8) for v in range(8)), 3, (None,) * 8)
    stats = Stats()
    first = next(engine.solve(ring, order, Meter(stats)))
    assert first in set(brute_force(ring))
    assert 0 < stats.nodes < 3**8
