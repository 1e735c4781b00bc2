"""The glossary: boxes, the grid (the one Matrix of every kind), and signs as pairs of
positions."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given

from ripple_fp.grid.matrix import Matrix
from ripple_fp.vergleich.puzzle import (
    BOXES,
    NO_CLUE,
    Clue,
    Problem,
    Sign,
    Solution,
    box_of,
    relations,
    same_box,
    side,
    signs_of,
    with_signs,
)

from .samples import CORPUS, SIX, load, tiny_problems


@pytest.mark.parametrize("size", list(BOXES))
def test_the_boxes_tile_the_grid_with_rectangles_of_n_cells(size: int) -> None:
    rows, cols = BOXES[size]
    cells = [(r, c) for r in range(size) for c in range(size)]
    assert Counter(box_of(size, pos) for pos in cells) == dict.fromkeys(range(size), size)
    for r, c in cells:
        top, left = r - r % rows, c - c % cols
        assert box_of(size, (r, c)) == box_of(size, (top, left))
        assert box_of(size, (top, left)) == (top // rows) * (size // cols) + left // cols


def test_six_by_six_boxes_are_two_rows_by_three_columns() -> None:
    assert same_box(6, (0, 0), (1, 2))
    assert not same_box(6, (1, 0), (2, 0))
    assert not same_box(6, (0, 2), (0, 3))
    assert box_of(6, (5, 5)) == 5


def test_a_puzzle_is_a_matrix_whose_side_is_n() -> None:
    grid: Solution = Matrix.from_rows([[1, 2], [3, 4]])
    assert side(grid) == 2
    assert grid.size == (2, 2)
    assert list(grid.map(lambda d: d * 10).rows()) == [(10, 20), (30, 40)]
    changed = grid.set((1, 0), 9)
    assert changed[(1, 0)] == 9
    assert grid[(1, 0)] == 3
    assert list(grid) == [(0, 0), (0, 1), (1, 0), (1, 1)]


def test_relations_name_the_greater_cell_first() -> None:
    first, second = Clue(Sign.LESS, Sign.GREATER), Clue(Sign.LESS, None)
    problem: Problem = Matrix.from_rows([[first, NO_CLUE], [second, NO_CLUE]])
    assert list(relations(problem)) == [((0, 1), (0, 0)), ((0, 0), (1, 0)), ((1, 1), (1, 0))]


@pytest.mark.parametrize("path", [*CORPUS, SIX], ids=lambda p: p.stem)
def test_the_corpus_puzzles_hold_every_sign_their_solution_implies(path: Path) -> None:
    problem, solution = load(path)
    assert signs_of(solution) == problem


@given(tiny_problems())
def test_with_signs_undoes_relations(problem: Problem) -> None:
    assert with_signs(side(problem), relations(problem)) == problem


def test_a_puzzle_shows_itself_in_one_line() -> None:
    assert repr(Matrix.from_rows([[1, 2], [2, 1]])) == "Matrix((2, 2), [(1, 2), (2, 1)])"
