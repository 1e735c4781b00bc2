"""Exercise 8: n queens as a client of the engine: every placement, by every order, and
a ``narrow`` that keeps the protocol's promises."""

from __future__ import annotations

from collections.abc import Callable
from itertools import permutations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pyrsistent import pvector

from ripple_fp.search import candidates as cs
from ripple_fp.search.engine import solve
from ripple_fp.search.meter import Meter
from ripple_fp.search.model import Model
from ripple_fp.search.order import DomDeg, LookAhead, Mrv, Order
from ripple_fp.search.stats import Stats

from .loading import load

Placement = tuple[int, ...]

QueensModel: Callable[[int], Model[Placement]] = load("ex08_queens").QueensModel

COUNTS = {1: 1, 2: 0, 3: 0, 4: 2, 5: 10, 6: 4, 7: 40}
"""How many ways ``n`` queens can be placed (OEIS A000170)."""


def attack_free(placement: Placement) -> bool:
    """No two queens share a column or a diagonal (each row holds one by construction)."""
    pairs = [(r, s) for r in range(len(placement)) for s in range(r + 1, len(placement))]
    return all(abs(placement[r] - placement[s]) not in (0, s - r) for r, s in pairs)


def brute_force(n: int) -> list[Placement]:
    """Every placement, by trying every permutation of the columns."""
    return [p for p in permutations(range(1, n + 1)) if attack_free(p)]


@pytest.mark.parametrize("order", [Mrv(), DomDeg(), LookAhead()], ids=type)
def test_every_order_finds_every_placement_once(order: Order) -> None:
    for n, count in COUNTS.items():
        found = list(solve(QueensModel(n), order))
        assert len(found) == count
        assert sorted(found) == brute_force(n)


def test_eight_queens_are_found_without_trying_everything() -> None:
    stats = Stats()
    first = next(solve(QueensModel(8), Mrv(), Meter(stats)))
    assert attack_free(first)
    assert stats.nodes < 100
    assert stats.propagations > 0


def test_the_start_is_every_column_in_every_row() -> None:
    started = QueensModel(5).start(Stats())
    assert started is not None
    assert list(started[0]) == [cs.full(5)] * 5


def test_a_queen_takes_its_column_and_diagonals_from_the_other_rows() -> None:
    model = QueensModel(5)
    narrowed = model.narrow(pvector([cs.full(5)] * 5), [(2, cs.single(3))], Stats())
    assert narrowed is not None
    domains, changed = narrowed
    assert [list(cs.values(c)) for c in domains] == [[2, 4], [1, 5], [3], [1, 5], [2, 4]]
    assert sorted(set(changed)) == [0, 1, 2, 3, 4]


def test_a_row_left_with_one_column_places_its_queen_in_turn() -> None:
    model = QueensModel(4)
    narrowed = model.narrow(pvector([cs.full(4)] * 4), [(0, cs.single(2))], Stats())
    assert narrowed is not None
    assert model.read_out(narrowed[0]) == (2, 4, 1, 3)


def test_a_queen_with_nowhere_left_is_a_contradiction() -> None:
    model = QueensModel(3)
    assert model.narrow(pvector([cs.full(3)] * 3), [(1, cs.single(2))], Stats()) is None


@given(st.integers(4, 7), st.data())
def test_narrow_is_sound_and_lists_what_it_changed(n: int, data: st.DataObject) -> None:
    model, rows = QueensModel(n), st.integers(0, n - 1)
    guesses = data.draw(st.lists(st.tuples(rows, st.integers(1, n)), max_size=3))
    domains = pvector([cs.full(n)] * n)
    narrowed = model.narrow(domains, [(row, cs.single(col)) for row, col in guesses], Stats())
    agreeing = [p for p in brute_force(n) if all(p[row] == col for row, col in guesses)]
    if narrowed is None:
        assert agreeing == []
        return
    after, changed = narrowed
    assert all(cs.has(after[row], col) for p in agreeing for row, col in enumerate(p))
    assert {var for var in range(n) if after[var] != domains[var]} == set(changed)


def test_neighbours_are_the_other_rows_and_read_out_reads_the_columns() -> None:
    model = QueensModel(4)
    assert sorted(model.neighbours(1)) == [0, 2, 3]
    assert model.read_out(pvector(map(cs.single, [2, 4, 1, 3]))) == (2, 4, 1, 3)
