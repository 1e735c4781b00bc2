"""The independent checker: each rule, and the assignment's wording of each violation."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ripple_fp import Problem, is_solution, parse_puzzle, violations
from ripple_fp.grid.matrix import GivenChanged
from ripple_fp.grid.room_rule import broken_rooms
from ripple_fp.grid.rooms import Solution
from ripple_fp.ripple.referee import (
    CrossRuleBroken,
    complaint,
    cross_rule_pairs,
)

from ..conftest import PUZZLES, load_problem, load_solution, solved_puzzles
from ..grid.test_room_rule import filled_grids, rooms_by_hand
from ..test_properties import solved_problems


def test_every_sample_solution_is_a_solution() -> None:
    for path in solved_puzzles():
        problem = load_problem(path)
        assert is_solution(problem, load_solution(path.with_suffix(".sol"), problem)), path


def test_the_assignment_example_violations_in_its_wording(example: Problem) -> None:
    solution = load_solution(PUZZLES / "hakyuu_001.sol", example)
    wrong = solution.set((0, 1), 3)  # the given 4 at (1,2) becomes a 3
    found = violations(example, wrong)
    assert found[0] == GivenChanged((0, 1), 4, 3)
    texts = [complaint(v) for v in found]
    assert texts[0] == "Expected 4 in position (1,2), found 3"
    assert texts[1] == (
        "Room at positions (1,1), (1,2), (2,1), (3,1), (3,2), (3,3), (4,2) violates Room Rule:\n"
        "Missing values: 4\n"
        "Duplicate values: 3"
    )
    assert (
        "Cells at positions (1,2) and (1,5) violate cross rule:\n"
        "Value in both cells: 3\n"
        "Distance between cells: 3"
    ) in texts
    assert not is_solution(example, wrong)


def test_cross_rule_is_distance_at_most_the_value() -> None:
    # 3 _ _ 3 is distance 3: too close; 3 _ _ _ 3 is distance 4: fine.
    problem = parse_puzzle("1 1 1 2 2 2\n\n- - - - - -\n").unwrap()
    close = problem.map(lambda _: 0)
    close = close.set((0, 0), 3).set((0, 3), 3)
    assert CrossRuleBroken((0, 0), (0, 3), 3, 3) in violations(problem, close)
    far = parse_puzzle("1 1 1 1 2 2 2 2 2\n\n- - - - - - - - -\n").unwrap()
    apart = far.map(lambda _: 0).set((0, 0), 3).set((0, 4), 3)
    assert not [v for v in violations(far, apart) if isinstance(v, CrossRuleBroken)]


def test_cross_rule_looks_down_columns_too() -> None:
    problem = parse_puzzle("1\n2\n\n-\n-\n").unwrap()
    both_ones = problem.map(lambda _: 1)
    assert violations(problem, both_ones) == (CrossRuleBroken((0, 0), (1, 0), 1, 1),)


def test_a_huge_value_does_not_make_the_checker_loop_forever() -> None:
    problem = parse_puzzle("1 2\n\n- -\n").unwrap()
    absurd = problem.map(lambda _: 10**12)
    assert len(violations(problem, absurd)) == 3  # two rooms out of range, one cross pair


def test_a_solution_for_another_layout_is_not_a_solution() -> None:
    a = parse_puzzle("1 2\n\n- -\n").unwrap()
    b = parse_puzzle("1 3\n\n- -\n").unwrap()
    assert not is_solution(a, b.map(lambda _: 1))


def pairs_by_hand(solution: Solution) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Every pair of one line with equal values ``v`` at most ``v`` apart."""
    grid = dict(solution.grid)
    return sorted(
        (a, b)
        for a in grid
        for b in grid
        if a < b
        and (a[0] == b[0] or a[1] == b[1])
        and grid[a] == grid[b]
        and abs(a[0] - b[0]) + abs(a[1] - b[1]) <= grid[a]
    )


@given(filled_grids())
def test_the_referee_finds_what_the_rules_say_by_hand(solution: Solution) -> None:
    assert [room.cells for room in broken_rooms(solution)] == rooms_by_hand(solution)
    found = [(pair.first, pair.second) for pair in cross_rule_pairs(solution)]
    assert found == pairs_by_hand(solution)


@given(solved_problems(), st.data())
def test_a_solution_changed_in_one_cell_is_judged_as_by_hand(
    case: tuple[Problem, Solution], data: st.DataObject
) -> None:
    _, solution = case
    assert broken_rooms(solution) == ()
    assert cross_rule_pairs(solution) == ()
    pos = data.draw(st.sampled_from(solution.layout.positions))
    changed = solution.set(pos, data.draw(st.integers(0, 6)))
    assert [room.cells for room in broken_rooms(changed)] == rooms_by_hand(changed)
    found = [(pair.first, pair.second) for pair in cross_rule_pairs(changed)]
    assert found == pairs_by_hand(changed)
