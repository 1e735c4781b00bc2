"""The cross rule's reach: nearest first, cut by the grid's edges."""

from __future__ import annotations

from ripple_fp.ripple.cross import cross_reach


def test_the_reach_rings_out_from_the_cell_nearest_first_and_stays_on_the_grid() -> None:
    assert list(cross_reach((5, 5), (2, 2), 2)) == [
        (1, 2), (3, 2), (2, 1), (2, 3), (0, 2), (4, 2), (2, 0), (2, 4),
    ]  # fmt: skip
    assert list(cross_reach((1, 4), (0, 0), 3)) == [(0, 1), (0, 2), (0, 3)]
    assert list(cross_reach((2, 2), (0, 0), 0)) == []
    assert sorted(cross_reach((2, 3), (0, 0), 2)) == [(0, 1), (0, 2), (1, 0)]
