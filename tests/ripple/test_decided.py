"""Before the first guess: the decided cells against each other and the rules, by brute
force over positions (the rules as the assignment states them)."""

from __future__ import annotations

from hypothesis import given

from ripple_fp import parse_puzzle
from ripple_fp.grid.rooms import Problem
from ripple_fp.ripple import decided
from ripple_fp.ripple.board import initial_domains, make_board
from ripple_fp.search import candidates as cs

from ..test_properties import problems


def decided_cells(problem: Problem) -> dict[tuple[int, int], int]:
    """The givens, and the cells of rooms of one cell (which can only hold 1)."""
    sizes = problem.layout.room_size
    return {
        pos: 1 if v is None else v
        for pos, v in problem.grid.items()
        if v is not None or sizes(pos) == 1
    }


def clash(problem: Problem) -> bool:
    """Do two decided cells break the room rule or the cross rule?"""
    given = list(decided_cells(problem).items())
    room_of = problem.layout.room_of
    for i, ((r, c), v) in enumerate(given):
        for (s, d), w in given[i + 1 :]:
            same_room = room_of[(r, c)] == room_of[(s, d)]
            in_line = r == s or c == d
            if v == w and (same_room or (in_line and abs(r - s) + abs(c - d) <= v)):
                return True
    return False


def forbidden(problem: Problem, pos: tuple[int, int]) -> set[int]:
    """The values the decided cells forbid at ``pos``."""
    room_of, out = problem.layout.room_of, set()
    for (r, c), v in decided_cells(problem).items():
        if (r, c) == pos:
            continue
        distance = abs(r - pos[0]) + abs(c - pos[1])
        if room_of[(r, c)] == room_of[pos] or ((r == pos[0] or c == pos[1]) and distance <= v):
            out.add(v)
    return out


@given(problems())
def test_agree_finds_exactly_the_clashing_givens(problem: Problem) -> None:
    board = make_board(problem.layout)
    cells = initial_domains(board, problem).tolist()
    undecided = decided.agree(board, cells)
    assert (undecided is None) == clash(problem)
    if undecided is not None:
        assert undecided == [cell for cell, cands in enumerate(cells) if cs.is_open(cands)]


@given(problems())
def test_excluded_is_what_the_givens_forbid(problem: Problem) -> None:
    board = make_board(problem.layout)
    cells = initial_domains(board, problem).tolist()
    for cell, pos in enumerate(problem.layout.positions):
        if cs.is_open(cells[cell]):
            found = set(cs.values(decided.excluded(board, cells, cell)))
            possible = set(range(1, problem.layout.room_size(pos) + 1))
            assert found & possible == forbidden(problem, pos) & possible


def test_a_value_past_its_room_or_an_empty_cell_is_a_clash() -> None:
    problem = parse_puzzle("1 1\n2 2\n\n- -\n- -\n").unwrap()
    board = make_board(problem.layout)
    assert decided.agree(board, [cs.single(3), cs.full(2), cs.full(2), cs.full(2)]) is None
    assert decided.agree(board, [cs.NONE, cs.full(2), cs.full(2), cs.full(2)]) is None
    assert decided.agree(board, [cs.single(2), cs.full(2), cs.full(2), cs.full(2)]) == [1, 2, 3]


def test_a_grid_given_whole_has_nothing_undecided() -> None:
    problem = parse_puzzle("1 1\n2 2\n\n1 2\n2 1\n").unwrap()
    board = make_board(problem.layout)
    assert decided.agree(board, initial_domains(board, problem).tolist()) == []
    assert board.crosses == {}  # no cross was needed
