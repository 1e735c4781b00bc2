"""The room rule and the givens, as every puzzle of rooms checks them: each verdict
against the rule's words applied by hand."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.grid.matrix import GivenChanged, Matrix, changed_givens
from ripple_fp.grid.room_rule import (
    RoomRuleBroken,
    blamed,
    broken_rooms,
    worded,
)
from ripple_fp.grid.rooms import Puzzle, Solution, make_layout
from ripple_fp.grid.rooms_text import parse_puzzle

from ..test_properties import room_grids


def test_room_rule_reports_missing_duplicate_and_out_of_range_values() -> None:
    problem = parse_puzzle("1 1 1\n\n- - -\n").unwrap()
    wrong = problem.map(lambda _: 2).set((0, 2), 9)
    (room,) = broken_rooms(wrong)
    assert room == RoomRuleBroken(((0, 0), (0, 1), (0, 2)), (1, 3), (2,), (9,))
    assert worded(room).splitlines()[1:] == [
        "Missing values: 1, 3",
        "Duplicate values: 2",
        "Values out of range: 9",
    ]


def test_a_changed_given_is_named_and_blamed() -> None:
    problem = parse_puzzle("1 2 2\n\n- 2 -\n").unwrap()
    wrong = problem.map(lambda _: 1)
    assert changed_givens(problem.grid, wrong.grid) == (GivenChanged((0, 1), 2, 1),)
    assert worded(GivenChanged((0, 1), 2, 1)) == "Expected 2 in position (1,2), found 1"
    assert list(blamed(GivenChanged((0, 1), 2, 1), wrong)) == [(0, 1)]


def test_only_the_cells_holding_a_wrong_value_are_blamed_for_a_room() -> None:
    solution = parse_puzzle("1 1 1\n\n- - -\n").unwrap().map(lambda _: 1).set((0, 2), 2)
    (room,) = broken_rooms(solution)
    assert room == RoomRuleBroken(((0, 0), (0, 1), (0, 2)), (3,), (1,), ())
    assert sorted(blamed(room, solution)) == [(0, 0), (0, 1)]


@st.composite
def filled_grids(draw: st.DrawFn) -> Solution:
    """Any numbers on a random layout: mostly broken grids, some solutions."""
    layout = make_layout(draw(room_grids()))
    values = st.integers(-1, 1 + max(layout.sizes.values()))
    return Puzzle(layout, Matrix.tabulate(layout.size, lambda _: draw(values)))


def rooms_by_hand(solution: Solution) -> list[tuple[tuple[int, int], ...]]:
    """The rooms that break the room rule, by the rule's words, room by room."""
    rooms = sorted(solution.layout.rooms.values())
    return [
        cells
        for cells in rooms
        if sorted(solution[pos] for pos in cells) != list(range(1, len(cells) + 1))
    ]


@given(filled_grids())
def test_the_rooms_found_broken_are_those_the_rule_names(solution: Solution) -> None:
    assert [room.cells for room in broken_rooms(solution)] == rooms_by_hand(solution)
