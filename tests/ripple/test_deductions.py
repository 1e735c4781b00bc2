"""Propagation: each rule on a small case, and never removing a value a solution uses."""

from __future__ import annotations

from hypothesis import given

from ripple_fp import Problem, Stats, parse_puzzle
from ripple_fp.ripple.board import initial_domains, make_board, to_puzzle
from ripple_fp.ripple.deductions import Deductions, narrow, start
from ripple_fp.ripple.reach import RoomReach
from ripple_fp.search import candidates as cs

from ..test_properties import oracle, problems

FORWARD, ROOMS, FULL = Deductions.FORWARD, Deductions.ROOMS, Deductions.FULL


def started(text: str, level: Deductions = FULL) -> dict[tuple[int, int], set[int]] | None:
    problem = parse_puzzle(text).unwrap()
    board = make_board(problem.layout)
    result = start(board, RoomReach(board), level, initial_domains(board, problem), Stats())
    if result is None:
        return None
    return {pos: set(c) for pos, c in to_puzzle(board, result[0]).grid.items()}


def test_forward_checking_clears_the_room_and_the_cross_reach() -> None:
    # The given 1 at the right leaves 2 for its room partner, and that 2 reaches two
    # cells to the left; the given 1 in the big room clears its room and its neighbours.
    grid = started("0 0 0 0 4 4\n\n- 1 - - - 1\n", FORWARD)
    assert grid is not None
    assert [grid[(0, c)] for c in range(6)] == [{2, 3, 4}, {1}, {3, 4}, {3, 4}, {2}, {1}]


def test_a_hidden_single_is_placed() -> None:
    # The big room's 2 has one possible cell left: the first.
    grid = started("0 0 0 0 4 4\n\n- 1 - - - 1\n", ROOMS)
    assert grid is not None
    assert grid[(0, 0)] == {2}


def test_a_value_with_no_place_in_its_room_is_a_contradiction() -> None:
    # The four-cell room needs a 1, but the 1s of the two one-cell rooms reach all of
    # its cells that could hold one.
    text = "0 0 2\n3 0 0\n\n- 3 -\n1 - -\n"
    assert started(text, FORWARD) is not None
    assert started(text, ROOMS) is None


def test_room_reach_removes_a_value_every_holder_would_forbid() -> None:
    # The top room (three cells of row 1) must hold a 3 somewhere in columns 2-4: all of
    # them reach the first cell of row 1, which is in another room. So it is not a 3.
    text = "0 1 1 1\n0 0 0 7\n\n- - - -\n- - - -\n"
    without = started(text, ROOMS)
    assert without is not None
    assert without[(0, 0)] == {1, 2, 3, 4}
    with_reach = started(text)
    assert with_reach is not None
    assert with_reach[(0, 0)] == {1, 2, 4}


@given(problems())
def test_propagation_keeps_every_value_some_solution_uses(problem: Problem) -> None:
    board = make_board(problem.layout)
    for level in Deductions:
        result = start(board, RoomReach(board), level, initial_domains(board, problem), Stats())
        answers = list(oracle(problem))
        if result is None:
            assert answers == []
            continue
        grid = result[0]
        for answer in answers:
            for i, pos in enumerate(board.positions):
                assert cs.has(grid[i], answer[pos])


def test_narrow_reports_changed_cells_and_leaves_its_input_alone() -> None:
    problem = parse_puzzle("1 1\n\n- -\n").unwrap()
    board = make_board(problem.layout)
    reach = RoomReach(board)
    grid = initial_domains(board, problem)
    result = narrow(board, reach, FULL, grid, [(0, cs.single(2))], stats=Stats())
    assert result is not None
    new, changed = result
    assert list(new) == [cs.single(2), cs.single(1)]
    assert set(changed) == {0, 1}
    assert list(grid) == [cs.full(2), cs.full(2)]
    assert narrow(board, reach, FULL, grid, [(0, cs.single(3))], stats=Stats()) is None
