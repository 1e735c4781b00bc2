"""The engine's tables: boxes and clues numbered, who touches whom."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.creek.board import (
    EITHER,
    IS_EMPTY,
    IS_FILLED,
    initial_domains,
    make_board,
    to_grid,
    to_solution,
)
from ripple_fp.creek.parse import parse_puzzle
from ripple_fp.creek.puzzle import with_clues
from ripple_fp.grid.matrix import Matrix
from ripple_fp.search import candidates as cs

from .conftest import load


def test_boxes_are_numbered_in_reading_order_and_clues_by_crossing() -> None:
    text = "Creek (2, 3) [((2, 3), 1), ((1, 1), 2), ((0, 0), 0)]"
    board = make_board(parse_puzzle(text).unwrap())
    assert board.positions == ((0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2))
    assert board.clue_crossings == ((0, 0), (1, 1), (2, 3))
    assert board.clue_numbers == (0, 2, 1)
    assert board.clue_boxes == ((0,), (0, 1, 3, 4), (5,))
    assert board.clues_of == ((0, 1), (1,), (), (1,), (1,), (2,))


def test_adjacent_boxes_are_one_orthogonal_step_away() -> None:
    board = make_board(with_clues((2, 3), {}))
    assert board.adjacent == ((1, 3), (0, 2, 4), (1, 5), (0, 4), (1, 3, 5), (2, 4))


def test_squares_grow_by_one_row_and_column_each_way() -> None:
    board = make_board(with_clues((5, 5), {}), squares=2)
    centre = 12
    assert sorted(board.squares[0][centre]) == [6, 7, 8, 11, 13, 16, 17, 18]
    assert len(board.squares[1][centre]) == 24
    assert sorted(board.squares[0][0]) == [1, 5, 6]
    assert board.near[centre] == board.squares[0][centre]


@given(st.integers(1, 9), st.integers(1, 9))
def test_each_square_holds_every_box_near_enough_in_reading_order(rows: int, cols: int) -> None:
    board = make_board(with_clues((rows, cols), {}))
    for box, (r, c) in enumerate(board.positions):
        for d, squares in enumerate(board.squares, start=1):
            assert squares[box] == tuple(
                other
                for other, (r2, c2) in enumerate(board.positions)
                if other != box and abs(r2 - r) <= d and abs(c2 - c) <= d
            )
        assert board.adjacent[box] == tuple(
            other
            for other, (r2, c2) in enumerate(board.positions)
            if abs(r2 - r) + abs(c2 - c) == 1
        )


def test_the_largest_corpus_board_stays_small_per_box() -> None:
    board = make_board(load("352")[0])
    assert len(board.positions) == 1350
    assert max(len(near) for near in board.near) == 8


def test_every_box_starts_undecided_and_reads_back_when_decided() -> None:
    problem, solution = load("001")
    board = make_board(problem)
    assert set(initial_domains(board)) == {EITHER}
    decided = initial_domains(board).evolver()
    for i, pos in enumerate(board.positions):
        decided[i] = cs.single(solution[pos])
    assert to_solution(board, decided.persistent()) == solution


def test_candidates_are_empty_and_filled_as_values_zero_and_one() -> None:
    assert cs.of((0, 1)) == EITHER
    assert (cs.only_value(IS_EMPTY), cs.only_value(IS_FILLED)) == (0, 1)
    board = make_board(with_clues((1, 2), {}))
    domains = initial_domains(board).set(1, IS_FILLED)
    assert to_grid(board, domains) == Matrix.from_rows([[frozenset({0, 1}), frozenset({1})]])
