"""The board: cells numbered in reading order, rows then columns as lines."""

from __future__ import annotations

from ripple_fp.grid.matrix import Matrix
from ripple_fp.search import candidates as cs
from ripple_fp.takuzu.board import BOTH, initial_domains, make_board, to_solution
from ripple_fp.takuzu.puzzle import TAKUZU, TOHU_WA_VOHU, Colour, Problem

R, B = Colour.RED, Colour.BLUE


def test_lines_are_rows_then_columns() -> None:
    board = make_board(4, TAKUZU)
    assert len(board.lines) == 8
    assert board.lines[0] == (0, 1, 2, 3)
    assert board.lines[4] == (0, 4, 8, 12)
    assert board.lines[7] == (3, 7, 11, 15)
    assert all(cell in board.lines[row] for cell in range(16) for row in board.lines_of[cell])


def test_parallel_lines_are_all_rows_or_all_columns() -> None:
    board = make_board(6, TAKUZU)
    assert board.parallel(2) == range(6)
    assert board.parallel(6) == board.parallel(11) == range(6, 12)


def test_peers_are_the_rest_of_a_cells_row_and_column() -> None:
    board = make_board(6, TAKUZU)
    assert board.peers[7] == (6, 8, 9, 10, 11, 1, 13, 19, 25, 31)
    assert all(len(peers) == 10 and cell not in peers for cell, peers in enumerate(board.peers))


def test_the_board_keeps_the_rules() -> None:
    assert make_board(2, TOHU_WA_VOHU).rules == TOHU_WA_VOHU
    assert make_board(2, TAKUZU).rules.unique_lines


def test_givens_start_decided_and_read_back() -> None:
    problem: Problem = Matrix.from_rows([[R, None], [None, B]])
    board = make_board(2, TOHU_WA_VOHU)
    domains = initial_domains(board, problem)
    assert list(domains) == [cs.single(R), BOTH, BOTH, cs.single(B)]
    decided = domains.set(1, cs.single(B)).set(2, cs.single(B))
    assert to_solution(board, decided) == Matrix.from_rows([[R, B], [B, B]])
