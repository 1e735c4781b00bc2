"""The Suguru board and model for the engine: who touches whom, the root, a guess, the
neighbours, the read-out."""

from __future__ import annotations

from ripple_fp.grid.rooms import make_layout
from ripple_fp.search import candidates as cs
from ripple_fp.search.stats import Stats
from ripple_fp.suguru.deductions import Deductions
from ripple_fp.suguru.model import (
    SuguruModel,
    initial_domains,
    make_board,
    to_solution,
)

from .samples import CORPUS, DATA, load, puzzle

PROBLEM, SOLUTION = load(DATA / "001.txt")  # 6 x 6, the first row of rooms 1 1 2 3 3 3
BOARD = make_board(PROBLEM.layout)


def test_rooms_are_numbered_in_the_order_of_their_first_cells() -> None:
    layout = make_layout([[7, 7, 3], [5, 3, 3]])
    board = make_board(layout)
    assert board.room_of == (0, 0, 1, 2, 1, 1)
    assert board.rooms == ((0, 1), (2, 4, 5), (3,))
    assert board.size == 6
    assert board.singles[cs.single(3)] == 3


def test_a_cell_touches_up_to_eight_cells_outside_its_room() -> None:
    assert BOARD.touching[0] == (7,)  # (0,0): (0,1) and (1,0) share its room; (1,1) does not
    assert BOARD.touching[14] == (13, 15, 19, 20, 21)  # (2,2): three above share its room
    for cell, around in enumerate(BOARD.touching):
        assert cell not in around
        assert all(BOARD.room_of[other] != BOARD.room_of[cell] for other in around)
        (r, c), near = divmod(cell, 6), (divmod(other, 6) for other in around)
        assert all(max(abs(y - r), abs(x - c)) == 1 for y, x in near)
    open_grid = make_board(make_layout([[r * 3 + c for c in range(3)] for r in range(3)]))
    assert open_grid.touching[4] == (0, 1, 2, 3, 5, 6, 7, 8)


def test_the_domains_start_from_the_givens_and_the_room_sizes() -> None:
    domains = initial_domains(BOARD, PROBLEM)
    assert domains[0] == cs.single(4)  # a given
    assert domains[1] == cs.full(4)  # room 1 has four cells
    assert domains[3] == cs.full(5)
    outside = PROBLEM.set((0, 0), 9)
    assert initial_domains(BOARD, outside)[0] == cs.NONE  # a given its room cannot hold
    assert SuguruModel(outside, Deductions.FULL).start(Stats()) is None


def test_neighbours_are_the_room_mates_then_the_cells_around() -> None:
    model = SuguruModel(PROBLEM, Deductions.FULL)
    assert model.neighbours(14) == (2, 7, 8, 9, 13, 15, 19, 20, 21)
    assert model.neighbours(14) is model.neighbours(14)  # listed once
    for cell in range(36):
        assert cell not in model.neighbours(cell)


def test_a_guess_is_a_narrowing_to_one_value() -> None:
    problem = puzzle([[1, 1, 2, 2], [1, 1, 2, 2]])
    model = SuguruModel(problem, Deductions.FORWARD)
    root = model.start(Stats())
    assert root is not None
    assert root[1] == []  # nothing decided, nothing to propagate
    guessed = model.narrow(root[0], [(1, cs.single(3))], Stats())
    assert guessed is not None
    assert guessed[1][0] == 1
    assert not any(cs.has(guessed[0][i], 3) for i in model.neighbours(1))
    assert guessed[0][3] == cs.full(4)  # (0,3) does not touch (0,1)


def test_the_root_of_a_published_puzzle_reads_out_as_its_solution() -> None:
    for path in CORPUS[:5]:
        problem, solution = load(path)
        model = SuguruModel(problem, Deductions.FULL)
        root = model.start(Stats())
        assert root is not None
        assert all(cs.is_single(cands) for cands in root[0])
        assert model.read_out(root[0]) == solution
        assert to_solution(model.board, root[0]) == solution


def test_each_level_makes_its_own_model_of_the_same_board() -> None:
    weak, strong = (
        SuguruModel(PROBLEM, Deductions.FORWARD),
        SuguruModel(PROBLEM, Deductions.FULL),
    )
    assert weak.board == strong.board
    assert weak.deductions is not strong.deductions
