"""Positions on a grid: inside, reading order."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.grid.geometry import inside, reading_order


@given(st.integers(1, 6), st.integers(1, 6))
def test_reading_order_visits_every_cell_inside_once(rows: int, cols: int) -> None:
    cells = list(reading_order((rows, cols)))
    assert cells == sorted(cells)
    assert len(cells) == len(set(cells)) == rows * cols
    assert all(inside((rows, cols), pos) for pos in cells)
