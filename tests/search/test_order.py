"""Orders and their guides: what each knows, and how it ranks the undecided variables."""

from __future__ import annotations

from pyrsistent import pvector

from ripple_fp.search import candidates as cs
from ripple_fp.search.lookahead import ByImpact
from ripple_fp.search.meter import Meter
from ripple_fp.search.order import SCALE, DomDeg, Fewest, LookAhead, Mrv, PerNeighbour
from ripple_fp.search.stats import Stats

from .colouring import ColouringModel

# A path of three vertices, 0 - 1 - 2, with three colours; the middle one is given 2.
PATH = ColouringModel(((1,), (0, 2), (1,)), 3, (None, 2, None))


def test_mrv_ranks_by_candidate_count_and_tries_values_smallest_first() -> None:
    domains = pvector([cs.of([1, 3]), cs.single(2), cs.of([1, 2, 3])])
    assert Mrv().root(PATH, domains, Meter()) == (domains, Fewest())
    assert [Fewest().priority(domains, v) for v in (0, 2)] == [2, 3]
    assert Fewest().values(domains, 0) == [1, 3]


def test_dom_deg_divides_by_one_plus_the_undecided_neighbours() -> None:
    domains = pvector([cs.full(3)] * 3)
    rooted = DomDeg().root(PATH, domains, Meter())
    assert rooted is not None
    assert rooted[1] == PerNeighbour((2, 3, 2))
    assert rooted[1].priority(domains, 1) == 3 * SCALE // 3


def test_look_ahead_keeps_every_value_that_survives_its_probe_and_records_impacts() -> None:
    # Two colours on a path of three: the middle one cannot share a colour with either
    # end, so once an end is 1 the rest follows; every value survives its probe.
    path = ColouringModel(((1,), (0, 2), (1,)), 2, (None, None, None))
    rooted = LookAhead().root(path, pvector([cs.full(2)] * 3), Meter())
    assert rooted is not None
    domains, guide = rooted
    assert isinstance(guide, ByImpact)
    assert all(dict(guide.impacts[v]).keys() == {1, 2} for v in range(3))
    assert guide.values(domains, 0) == [1, 2]


def test_look_ahead_finds_a_contradiction_propagation_alone_misses() -> None:
    # A triangle with two colours has no colouring; forward checking alone cannot tell.
    triangle = ColouringModel(((1, 2), (0, 2), (0, 1)), 2, (None, None, None))
    started = triangle.start(Stats())
    assert started is not None
    assert Mrv().root(triangle, started[0], Meter()) is not None
    assert LookAhead().root(triangle, started[0], Meter()) is None
