"""The fast solver's tables: numbering, reach and conflicts."""

from __future__ import annotations

from itertools import combinations

import pytest

from ripple_fp import board as board_module
from ripple_fp import candidates as cs
from ripple_fp import parse_puzzle
from ripple_fp.board import initial_grid, make_board, to_puzzle, to_solution

PUZZLE = parse_puzzle("5 5 5\n9 9 5\n\n- - -\n1 - -\n").unwrap()


def test_cells_and_rooms_are_numbered_in_reading_order() -> None:
    board = make_board(PUZZLE.layout)
    assert board.positions == ((0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2))
    assert board.rooms == ((0, 1, 2, 5), (3, 4))
    assert board.room_of == (0, 0, 0, 1, 1, 0)


def test_reach_grows_with_the_value_and_stays_on_the_grid() -> None:
    board = make_board(PUZZLE.layout)
    assert board.reach[0][0] == ()
    assert sorted(board.reach[0][1]) == [1, 3]
    assert sorted(board.reach[0][2]) == [1, 2, 3]


def test_conflicts_are_the_room_then_the_reach_without_repeats() -> None:
    board = make_board(PUZZLE.layout)
    assert board.conflicts[4][1] == (3, 1, 5)  # room partner, then up and right
    assert len(set(board.conflicts[0][3])) == len(board.conflicts[0][3])


def test_initial_grid_and_back() -> None:
    board = make_board(PUZZLE.layout)
    grid = initial_grid(board, PUZZLE)
    assert grid[3] == cs.single(1)
    assert grid[0] == cs.full(4)
    assert to_puzzle(board, grid)[(1, 1)] == {1, 2}
    filled = grid.set(0, cs.single(4)).set(1, cs.single(1))
    filled = filled.set(2, cs.single(2)).set(4, cs.single(2)).set(5, cs.single(3))
    assert list(to_solution(board, filled).rows()) == [(4, 1, 2), (1, 2, 3)]


def test_common_reach_is_what_every_holder_reaches_outside_the_room() -> None:
    board = make_board(PUZZLE.layout)
    assert board.common_reach((0, 5), 2) == {3}  # (0, 0) and (1, 2) both reach (1, 0)
    assert board.common_reach((0, 1), 2) == set()
    for cells in board.rooms:
        for value in range(1, len(cells) + 1):
            for holders in combinations(cells, 2):
                outside = set(board.reach[holders[0]][value]) & set(board.reach[holders[1]][value])
                assert board.common_reach(holders, value) == outside - set(cells)


def test_the_common_reach_memo_stays_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(board_module, "COMMON_REACH_MEMO", 3)
    board = make_board(PUZZLE.layout)
    for holders in combinations(board.rooms[0], 2):
        for value in (1, 2, 3, 4):
            found = board.common_reach(holders, value)
            assert board.common_reach(holders, value) == found
            assert len(board._common) <= 3
