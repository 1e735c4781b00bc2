"""Propagation: each rule on a small case, and never removing a value a solution uses;
the decided cells checked before the first guess; the room-reach memo."""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations, islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ripple_fp import (
    Problem,
    Stats,
    StrategyName,
    is_solution,
    parse_puzzle,
    render_solution,
    solutions,
)
from ripple_fp.ripple import deductions
from ripple_fp.ripple.deductions import Deductions, RoomReach, Work, start
from ripple_fp.ripple.model import initial_domains, make_board, to_puzzle
from ripple_fp.search import candidates as cs
from ripple_fp.search.alldifferent import HiddenSingle, NoPlace, Placed, Pointing
from ripple_fp.search.propagation import propagate
from ripple_fp.search.rules import Rule

from ..conftest import DATA, load_problem, load_solution
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
    result = propagate(Work(board, reach, FULL, grid), [(0, cs.single(2))], Stats())
    assert result is not None
    new, changed = result
    assert list(new) == [cs.single(2), cs.single(1)]
    assert set(changed) == {0, 1}
    assert list(grid) == [cs.full(2), cs.full(2)]
    assert propagate(Work(board, reach, FULL, grid), [(0, cs.single(3))], Stats()) is None


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
    monkeypatch.setattr(deductions, "COMMON_REACH_MEMO", 3)
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
    undecided = deductions.agree(board, cells)
    assert (undecided is None) == clash(problem)
    if undecided is not None:
        assert undecided == [cell for cell, cands in enumerate(cells) if cs.is_open(cands)]


@given(problems())
def test_excluded_is_what_the_givens_forbid(problem: Problem) -> None:
    board = make_board(problem.layout)
    cells = initial_domains(board, problem).tolist()
    for cell, pos in enumerate(problem.layout.positions):
        if cs.is_open(cells[cell]):
            found = set(cs.values(deductions.excluded(board, cells, cell)))
            possible = set(range(1, problem.layout.room_size(pos) + 1))
            assert found & possible == forbidden(problem, pos) & possible


def test_a_value_past_its_room_or_an_empty_cell_is_a_clash() -> None:
    problem = parse_puzzle("1 1\n2 2\n\n- -\n- -\n").unwrap()
    board = make_board(problem.layout)
    assert deductions.agree(board, [cs.single(3), cs.full(2), cs.full(2), cs.full(2)]) is None
    assert deductions.agree(board, [cs.NONE, cs.full(2), cs.full(2), cs.full(2)]) is None
    assert deductions.agree(board, [cs.single(2), cs.full(2), cs.full(2), cs.full(2)]) == [1, 2, 3]


def test_a_grid_given_whole_has_nothing_undecided() -> None:
    problem = parse_puzzle("1 1\n2 2\n\n1 2\n2 1\n").unwrap()
    board = make_board(problem.layout)
    assert deductions.agree(board, initial_domains(board, problem).tolist()) == []
    assert board.crosses == {}  # no cross was needed


class Heard:
    """A trace that keeps every loss with its reason, and every failure."""

    def __init__(self) -> None:
        self.losses: list[tuple[int, int, deductions.Reason | None]] = []
        self.failures: list[deductions.Reason | None] = []

    def losing(self, var: int, removed: int, left: int, reason: deductions.Reason | None) -> None:
        self.losses.append((var, removed, reason))

    def failing(self, reason: deductions.Reason | None) -> None:
        self.failures.append(reason)


def heard(text: str, rule: str, focus: int, cells: dict[int, tuple[int, ...]]) -> Heard:
    """What the rule named ``rule`` says at ``focus`` of the puzzle ``text``, some of
    whose ``cells`` hold only the values given."""
    problem = parse_puzzle(text).unwrap()
    board = make_board(problem.layout)
    domains = initial_domains(board, problem)
    for cell, values in cells.items():
        domains = domains.set(cell, cs.of(values))
    found = Heard()
    (named,) = (r for r in deductions.rules(board, RoomReach(board)) if r.name == rule)
    assert isinstance(named, Rule)
    named.apply(domains, found, focus)
    return found


ROW = "0 0 0 0 4 4\n\n- 1 - - - 1\n"


def test_every_rule_says_why_it_takes_a_value() -> None:
    """Each rule, applied by itself as the explainer applies it, hands its reason to
    each loss: a placed value's room and cross, a hidden single, room reach."""
    assert heard(ROW, "room rule", 1, {}).losses == [
        (0, cs.single(1), Placed(1, 1)),
        (2, cs.single(1), Placed(1, 1)),
        (3, cs.single(1), Placed(1, 1)),
    ]
    assert heard(ROW, "cross rule", 4, {4: (2,)}).losses == [
        (3, cs.single(2), deductions.Cross(4, 2)),
        (2, cs.single(2), deductions.Cross(4, 2)),
    ]
    hidden = heard(ROW, "hidden single", 0, {0: (2, 3, 4), 2: (3, 4), 3: (3, 4)})
    assert hidden.losses == [(0, cs.of((3, 4)), HiddenSingle(0, 2))]
    column = "0\n0\n1\n1\n\n-\n-\n-\n-\n"
    assert heard(column, "room reach", 0, {}).losses == [(2, cs.single(2), Pointing(0, 2, (0, 1)))]


def test_a_value_with_no_place_says_where() -> None:
    found = heard("0 0 0\n\n- - -\n", "hidden single", 0, dict.fromkeys(range(3), (1, 2)))
    assert found.failures == [NoPlace(0, 3)]


def test_the_rules_are_declared_simplest_first() -> None:
    board = make_board(parse_puzzle(ROW).unwrap().layout)
    declared = deductions.rules(board, RoomReach(board))
    assert [(rule.name, rule.level) for rule in declared] == [
        ("room rule", 0),
        ("cross rule", 0),
        ("naked single", 0),
        ("hidden single", 1),
        ("room reach", 2),
    ]
