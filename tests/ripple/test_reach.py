"""Room reach, remembered: the memo answers what the direct intersection does."""

from __future__ import annotations

from itertools import combinations

import pytest

from ripple_fp import is_solution, parse_puzzle, solutions
from ripple_fp.ripple import reach as reach_module
from ripple_fp.ripple.board import make_board
from ripple_fp.ripple.reach import RoomReach

from ..conftest import DATA, load_problem, load_solution

PUZZLE = parse_puzzle("5 5 5\n9 9 5\n\n- - -\n1 - -\n").unwrap()


def test_common_reach_is_what_every_holder_reaches_outside_the_room() -> None:
    board = make_board(PUZZLE.layout)
    reach = RoomReach(board)
    assert reach.common((0, 5), 2) == {3}  # (0, 0) and (1, 2) both reach (1, 0)
    assert reach.common((0, 1), 2) == set()
    for cells in board.rooms:
        for value in range(1, len(cells) + 1):
            for holders in combinations(cells, 2):
                outside = set(board.reach[holders[0]][value]) & set(board.reach[holders[1]][value])
                assert reach.common(holders, value) == outside - set(cells)


def test_the_common_reach_memo_stays_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reach_module, "COMMON_REACH_MEMO", 3)
    board = make_board(PUZZLE.layout)
    reach = RoomReach(board)
    for holders in combinations(board.rooms[0], 2):
        for value in (1, 2, 3, 4):
            found = reach.common(holders, value)
            assert reach.common(holders, value) == found
            assert len(reach) <= 3


def test_values_past_255_do_not_share_a_memo_entry() -> None:
    # A room of 294 cells: the memo once keyed (cell, value) as cell << 8 | value, so
    # (cell, 256 + k) and (cell + 1, k) collided and room reach removed a true value.
    problem = load_problem(DATA / "room_of_294_cells.txt")
    expected = load_solution(DATA / "room_of_294_cells.sol", problem)
    found = next(solutions(problem, "lookahead"), None)
    assert found is not None
    assert is_solution(problem, found)
    assert found == expected
