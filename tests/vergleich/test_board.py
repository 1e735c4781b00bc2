"""The engine's tables: units, peers, the signs as a graph, and the chain bounds."""

from __future__ import annotations

import pytest
from pyrsistent import pvector

from ripple_fp.search import candidates as cs
from ripple_fp.vergleich.board import initial_domains, make_board, to_puzzle, to_solution
from ripple_fp.vergleich.puzzle import with_signs

from .samples import CORPUS, SIX, load

UNSIGNED = {size: with_signs(size, []) for size in (4, 6, 9)}


@pytest.mark.parametrize(("size", "peers"), [(4, 7), (6, 12), (9, 20)])
def test_every_cell_has_three_units_and_its_peers(size: int, peers: int) -> None:
    board = make_board(UNSIGNED[size])
    assert len(board.units) == 3 * size
    assert all(sorted(unit) == sorted(set(unit)) and len(unit) == size for unit in board.units)
    assert all(len(units) == 3 for units in board.units_of)
    assert {len(p) for p in board.peers} == {peers}
    assert board.peers[0][: size - 1] == tuple(range(1, size))  # the rest of the first row


def test_the_boxes_of_a_six_by_six_are_two_rows_by_three_columns() -> None:
    board = make_board(UNSIGNED[6])
    assert board.units[12] == (0, 1, 2, 6, 7, 8)
    assert board.units[13] == (3, 4, 5, 9, 10, 11)


def test_the_signs_become_two_lists_per_cell() -> None:
    problem, _ = load(CORPUS[0])  # (1,1) < (1,2), (1,1) > (2,1)
    board = make_board(problem)
    assert board.greater[0] == (1,)
    assert board.smaller[0] == (4,)
    assert sum(map(len, board.greater)) == sum(map(len, board.smaller)) == 16


def test_a_chain_of_signs_bounds_every_cell_on_it() -> None:
    # (1,1) < (1,2) < (2,2) < (2,1): all four in one box, so 1, 2, 3, 4 in that order.
    chain = with_signs(4, [((0, 1), (0, 0)), ((1, 1), (0, 1)), ((1, 0), (1, 1))])
    board = make_board(chain)
    assert [list(cs.values(board.bounds[i])) for i in (0, 1, 5, 4)] == [[1], [2], [3], [4]]
    assert board.bounds[2] == cs.full(4)


def test_a_cell_above_two_others_is_at_least_three() -> None:
    fork = with_signs(9, [((0, 1), (0, 0)), ((0, 1), (0, 2))])
    bounds = make_board(fork).bounds
    assert list(cs.values(bounds[1])) == [3, 4, 5, 6, 7, 8, 9]
    assert list(cs.values(bounds[0])) == [1, 2, 3, 4, 5, 6, 7, 8]


def test_a_cycle_of_signs_leaves_no_candidate() -> None:
    cycle = with_signs(4, [((0, 1), (0, 0)), ((1, 1), (0, 1)), ((1, 0), (1, 1)), ((0, 0), (1, 0))])
    assert cs.NONE in make_board(cycle).bounds


def test_the_extremes_tables_cover_every_candidate_set() -> None:
    board = make_board(UNSIGNED[9])
    assert len(board.above_least) == len(board.below_most) == 2**9 - 1
    assert board.above_least[cs.of([2, 4])] == cs.of(range(3, 10))
    assert board.below_most[cs.of([2, 4])] == cs.of([1, 2, 3])
    assert board.above_least[cs.single(9)] == board.below_most[cs.single(1)] == cs.NONE


def test_domains_are_read_back_as_grids() -> None:
    problem, solution = load(SIX)
    board = make_board(problem)
    assert set(initial_domains(board)) == {cs.full(6)}
    decided = pvector(cs.single(solution[board.position(i)]) for i in range(board.cells))
    assert to_solution(board, decided) == solution
    assert to_puzzle(board, initial_domains(board))[(5, 5)] == frozenset(range(1, 7))
