"""Room reach, remembered: the memo answers what the direct intersection does."""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations, islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ripple_fp import StrategyName, is_solution, parse_puzzle, render_solution, solutions
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
                outside = set(board.reach_of(holders[0], value)) & set(
                    board.reach_of(holders[1], value)
                )
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


@st.composite
def one_big_room(draw: st.DrawFn) -> tuple[str, str]:
    """A puzzle with one room of 256 to 400 cells, and its solution (as files).

    Two-cell rooms (holding 1 and 2) sit in columns 0 and 1 of every third row; every
    other cell is the big room. Its values past 2 are unique, so only its 1 and 2 meet
    the cross rule. In one row of two-cell rooms, ``2 1 257 1`` start the row: the big
    room's 1 and 257 are left empty, in cells numbered ``c`` and ``c + 1`` with ``c``
    even, the pattern whose memo keys once collided, so that room reach (the two cells
    are the only holders of 1 and of 257) met the reach of 257 where it asked for that
    of 1, and took the small room's 1 away."""
    rows, cols = draw(st.integers(16, 19)), draw(st.integers(17, 21))
    small = [(r, c) for r in range(0, rows, 3) for c in (0, 1)]
    big = [(r, c) for r in range(rows) for c in range(cols) if (r, c) not in small]
    room = {pos: 1 + pos[0] // 3 if pos in small else 0 for pos in small + big}
    value = {(r, 0): v for r in range(0, rows, 3) for v in [draw(st.sampled_from([1, 2]))]}
    value |= {(r, 1): 3 - value[(r, 0)] for r in range(0, rows, 3)}
    r = draw(st.sampled_from([r for r in range(0, rows, 3) if r * cols % 2 == 0]))
    two = draw(st.sampled_from([(r2, c2) for r2, c2 in big if r2 % 3 and c2 >= 2]))
    value |= {(r, 0): 2, (r, 1): 1, (r, 2): 257, (r, 3): 1, two: 2}
    rest = [pos for pos in big if pos not in value]
    others = [v for v in range(3, len(big) + 1) if v != 257]
    value |= dict(zip(rest, draw(st.permutations(others)), strict=True))
    high = [pos for pos in rest if value[pos] > 255]
    empty = {(r, 0), (r, 1), (r, 2), (r, 3)}
    empty |= set(draw(st.lists(st.sampled_from(high), max_size=2)))  # at most 48 solutions

    def grid(cell: Callable[[tuple[int, int]], str]) -> str:
        return "".join(" ".join(cell((r, c)) for c in range(cols)) + "\n" for r in range(rows))

    rooms = grid(lambda pos: str(room[pos]))
    puzzle = rooms + "\n" + grid(lambda pos: "-" if pos in empty else str(value[pos]))
    return puzzle, grid(lambda pos: str(value[pos]))


@settings(max_examples=15)
@given(one_big_room())
def test_a_room_of_256_to_400_cells_is_solved_as_the_reference_solver_does(
    files: tuple[str, str],
) -> None:
    puzzle, solution = files
    problem = parse_puzzle(puzzle).unwrap()
    assert 256 <= max(len(cells) for cells in make_board(problem.layout).rooms) <= 400

    def every(strategy: StrategyName) -> set[str]:
        return set(map(render_solution, islice(solutions(problem, strategy), 100)))

    found = every("lookahead")
    assert solution in found
    assert len(found) < 100  # all of them
    assert found == every("mrv")
