"""Ripple's model for the engine: its root, its narrowing, its neighbours, its read-out."""

from __future__ import annotations

from hypothesis import given

from ripple_fp import Problem, parse_puzzle
from ripple_fp.ripple.deductions import Deductions
from ripple_fp.ripple.model import RippleModel, initial_domains, make_board, to_puzzle, to_solution
from ripple_fp.search import candidates as cs
from ripple_fp.search.stats import Stats

from ..test_properties import oracle, problems

ROW = parse_puzzle("1 1 1 1 2 3 4 5\n\n- - - - - - - -\n").unwrap()


def test_neighbours_are_the_room_and_a_short_cross_reach() -> None:
    model = RippleModel(ROW, Deductions.FULL)
    assert sorted(model.neighbours(0)) == [1, 2, 3]  # the rest of a room of four
    assert sorted(model.neighbours(6)) == [5, 7]  # a room of one: a 1 reaches one cell


def test_a_guess_is_a_narrowing_to_one_value() -> None:
    problem = parse_puzzle("1 1\n2 2\n\n- -\n- -\n").unwrap()
    model = RippleModel(problem, Deductions.FORWARD)
    started = model.start(Stats())
    assert started is not None
    narrowed = model.narrow(started[0], [(0, cs.single(1))], Stats())
    assert narrowed is not None
    assert list(map(cs.only_value, narrowed[0])) == [1, 2, 2, 1]
    assert model.read_out(narrowed[0]).grid[(1, 1)] == 1


def test_each_model_owns_its_memo() -> None:
    first, second = RippleModel(ROW, Deductions.FULL), RippleModel(ROW, Deductions.FULL)
    assert first.room_reach is not second.room_reach
    assert first.board == second.board


@given(problems())
def test_the_root_keeps_every_value_some_solution_uses(problem: Problem) -> None:
    answers = list(oracle(problem))
    for level in Deductions:
        model = RippleModel(problem, level)
        started = model.start(Stats())
        if started is None:
            assert answers == []
            continue
        assert len(started[0]) == len(initial_domains(model.board, problem))
        for answer in answers:
            for var, pos in enumerate(model.board.positions):
                assert cs.has(started[0][var], answer[pos])


PUZZLE = parse_puzzle("5 5 5\n9 9 5\n\n- - -\n1 - -\n").unwrap()


def test_cells_and_rooms_are_numbered_in_reading_order() -> None:
    board = make_board(PUZZLE.layout)
    assert board.positions == ((0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2))
    assert board.rooms == ((0, 1, 2, 5), (3, 4))
    assert board.room_of == (0, 0, 0, 1, 1, 0)


def test_reach_grows_with_the_value_and_stays_on_the_grid() -> None:
    board = make_board(PUZZLE.layout)
    assert board.reach_of(0, 0) == ()
    assert board.reach_of(0, 1) == (3,)  # (0, 1) is in the same room: the room table's
    assert board.reach_of(4, 1) == (1, 5)  # up and right
    assert board.reach_of(4, 99) == board.reach_of(4, 2)  # past the room's size: all of it


def test_the_cross_of_a_cell_is_nearest_first_without_repeats() -> None:
    board = make_board(PUZZLE.layout)
    assert board.reach_of(5, 1) == (4,)  # (0, 2) above is in its room, (1, 1) left is not
    assert board.reach_of(1, 1) == (4,)
    near, cuts = board.cross_of(0)
    assert len(set(near)) == len(near)
    assert cuts == tuple(sorted(cuts))
    assert cuts[-1] == len(near)


def test_a_cross_is_worked_out_when_first_asked_for() -> None:
    board = make_board(PUZZLE.layout)
    assert board.crosses == {}
    assert board.cross_of(4) is board.cross_of(4)
    assert set(board.crosses) == {4}


def test_a_room_longer_than_the_grid_has_a_cut_for_each_of_its_values() -> None:
    square = parse_puzzle("1 1\n1 2\n\n- -\n- -\n").unwrap()  # a room of 3 in 2x2
    near, cuts = make_board(square.layout).cross_of(0)
    assert near == ()
    assert cuts == (0, 0, 0, 0)


def test_the_tables_grow_with_cells_times_room_size_not_its_cube() -> None:
    row = parse_puzzle("1 " * 600 + "\n\n" + "- " * 600 + "\n").unwrap()
    board = make_board(row.layout)
    crosses = [board.cross_of(cell) for cell in range(600)]
    assert sum(len(near) + len(cuts) for near, cuts in crosses) < 600 * 1300


def test_initial_domains_and_back() -> None:
    board = make_board(PUZZLE.layout)
    domains = initial_domains(board, PUZZLE)
    assert domains[3] == cs.single(1)
    assert domains[0] == cs.full(4)
    assert to_puzzle(board, domains)[(1, 1)] == {1, 2}
    filled = domains.set(0, cs.single(4)).set(1, cs.single(1))
    filled = filled.set(2, cs.single(2)).set(4, cs.single(2)).set(5, cs.single(3))
    assert list(to_solution(board, filled).rows()) == [(4, 1, 2), (1, 2, 3)]


def test_the_board_is_a_plain_value() -> None:
    assert make_board(PUZZLE.layout) == make_board(PUZZLE.layout)
    assert hash(make_board(PUZZLE.layout).rooms) == hash(make_board(PUZZLE.layout).rooms)
