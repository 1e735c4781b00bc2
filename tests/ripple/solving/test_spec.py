"""The specification solvers' own verbs: conflicts, choices, assign."""

from __future__ import annotations

from ripple_fp import parse_puzzle
from ripple_fp.course import choices
from ripple_fp.ripple.solving.spec import assign, conflicts


def test_conflicts_are_the_room_and_the_cross_reach() -> None:
    layout = parse_puzzle("1 1 2\n3 3 2\n\n- - -\n- - -\n").unwrap().layout
    assert sorted(set(conflicts(layout, (0, 0), 1))) == [(0, 1), (1, 0)]


def test_assign_removes_the_value_from_conflicting_cells_and_forces_singles() -> None:
    problem = parse_puzzle("1 1\n\n- -\n").unwrap()
    (state,) = assign(choices(problem), (0, 0), 2)
    assert state[(0, 0)] == {2}
    assert state[(0, 1)] == {1}
    assert list(assign(choices(problem), (0, 0), 3)) == []
