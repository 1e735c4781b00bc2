"""The glossary: crossings and the boxes around them, and the grid type."""

from __future__ import annotations

import pytest
from pyrsistent import pmap

from ripple_fp.creek.puzzle import (
    EMPTY,
    FILLED,
    Grid,
    Problem,
    around,
    crossings,
    from_rows,
    on_grid,
)


def test_a_grid_has_one_more_row_and_column_of_crossings_than_of_boxes() -> None:
    assert list(crossings((1, 2))) == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]
    assert len(list(crossings((30, 45)))) == 31 * 46


@pytest.mark.parametrize(
    ("crossing", "boxes"),
    [
        ((0, 0), ((0, 0),)),
        ((0, 3), ((0, 2),)),
        ((2, 0), ((1, 0),)),
        ((2, 3), ((1, 2),)),
        ((0, 1), ((0, 0), (0, 1))),
        ((1, 0), ((0, 0), (1, 0))),
        ((1, 3), ((0, 2), (1, 2))),
        ((1, 1), ((0, 0), (0, 1), (1, 0), (1, 1))),
        ((1, 2), ((0, 1), (0, 2), (1, 1), (1, 2))),
    ],
)
def test_corners_touch_one_box_edges_two_and_inner_crossings_four(
    crossing: tuple[int, int], boxes: tuple[tuple[int, int], ...]
) -> None:
    assert around((2, 3), crossing) == boxes


def test_on_grid_includes_the_last_row_and_column_of_crossings() -> None:
    assert on_grid((2, 3), (2, 3))
    assert on_grid((2, 3), (0, 0))
    assert not on_grid((2, 3), (3, 0))
    assert not on_grid((2, 3), (0, 4))
    assert not on_grid((2, 3), (-1, 0))


def test_from_rows_reads_the_size_off_the_rows() -> None:
    grid = from_rows([[EMPTY, FILLED, EMPTY], [FILLED, FILLED, EMPTY]])
    assert grid.size == (2, 3)
    assert grid[(0, 1)] == FILLED
    assert list(grid.rows()) == [(0, 1, 0), (1, 1, 0)]


def test_set_and_map_make_new_grids() -> None:
    grid = from_rows([[EMPTY, EMPTY]])
    changed = grid.set((0, 1), FILLED)
    assert grid[(0, 1)] == EMPTY
    assert changed[(0, 1)] == FILLED
    shown = changed.map(lambda box: "#" if box else ".")
    assert shown == Grid((1, 2), pmap({(0, 0): ".", (0, 1): "#"}))


def test_grids_are_values() -> None:
    assert from_rows([[1, 0]]) == from_rows([(1, 0)])
    assert len({from_rows([[1, 0]]), from_rows([[1, 0]]), from_rows([[0, 1]])}) == 2


def test_a_grid_and_a_problem_show_themselves_in_one_line() -> None:
    assert repr(from_rows([[EMPTY, FILLED]])) == "<Grid 1x2>"
    assert repr(Problem((1, 2), pmap({(0, 0): 1}))) == "<Problem 1x2, 1 clue>"
