"""The glossary: crossings and the boxes around them, and the two grids (the one Matrix of
every kind): the puzzle's of crossings, the solution's of boxes."""

from __future__ import annotations

import pytest

from ripple_fp.creek.puzzle import (
    EMPTY,
    FILLED,
    Solution,
    around,
    clued,
    crossings,
    on_grid,
    size_of,
    with_clues,
)
from ripple_fp.grid.matrix import Matrix


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


def test_a_solution_is_a_matrix_of_boxes() -> None:
    grid: Solution = Matrix.from_rows([[EMPTY, FILLED, EMPTY], [FILLED, FILLED, EMPTY]])
    assert grid.size == (2, 3)
    assert grid[(0, 1)] == FILLED
    assert list(grid.rows()) == [(0, 1, 0), (1, 1, 0)]


def test_set_and_map_make_new_grids() -> None:
    grid: Solution = Matrix.from_rows([[EMPTY, EMPTY]])
    changed = grid.set((0, 1), FILLED)
    assert grid[(0, 1)] == EMPTY
    assert changed[(0, 1)] == FILLED
    shown = changed.map(lambda box: "#" if box else ".")
    assert shown == Matrix.from_rows([[".", "#"]])


def test_grids_are_values() -> None:
    assert Matrix.from_rows([[1, 0]]) == Matrix.from_rows([(1, 0)])
    grids = {Matrix.from_rows([[1, 0]]), Matrix.from_rows([[1, 0]]), Matrix.from_rows([[0, 1]])}
    assert len(grids) == 2


def test_a_problem_is_the_matrix_of_its_crossings_none_where_no_clue() -> None:
    problem = with_clues((1, 2), {(0, 0): 1, (1, 2): 2})
    assert problem == Matrix.from_rows([[1, None, None], [None, None, 2]])
    assert size_of(problem) == (1, 2)
    assert list(clued(problem)) == [((0, 0), 1), ((1, 2), 2)]
    assert with_clues((1, 2), {(1, 2): 2, (0, 0): 1}) == problem  # in any order


def test_a_clue_off_the_grid_is_refused() -> None:
    with pytest.raises(KeyError):
        with_clues((1, 2), {(2, 0): 1})


def test_a_grid_and_a_problem_show_themselves_in_one_line() -> None:
    assert repr(Matrix.from_rows([[EMPTY, FILLED]])) == "Matrix((1, 2), [(0, 1)])"
    assert repr(with_clues((1, 1), {(0, 0): 1})) == "Matrix((2, 2), [(1, None), (None, None)])"
