"""The independent checker: each rule, the wording of each violation, the cells blamed."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.grid.matrix import GivenChanged, Pos
from ripple_fp.grid.room_rule import RoomRuleBroken
from ripple_fp.grid.rooms import from_rows, make_layout
from ripple_fp.suguru.referee import (
    TouchRuleBroken,
    complaint,
    faulty_cells,
    is_solution,
    touching,
    violations,
)

from .samples import CORPUS, DATA, PZPRJS, load

PROBLEM, SOLUTION = load(DATA / "001.txt")
# rooms                values (givens: 4 at (1,1), 4 at (3,3), 1 at (3,6), 2 at (4,4), ...)
# 1 1 2 3 3 3          4 2 1 5 1 2
# 1 2 2 2 3 4          3 5 3 2 4 5
# 1 5 2 6 3 4          1 2 4 1 3 1
# 5 5 6 6 6 4          4 3 5 2 4 2
# 5 7 7 6 8 4          5 2 1 3 5 3
# 5 8 8 8 8 4          1 3 4 2 1 4


@pytest.mark.parametrize("path", [*CORPUS, PZPRJS], ids=lambda p: p.stem)
def test_every_published_solution_is_a_solution(path: Path) -> None:
    problem, solution = load(path)
    assert violations(problem, solution) == ()
    assert is_solution(problem, solution)


def test_a_changed_given_breaks_its_room_and_touches_an_equal_number() -> None:
    wrong = SOLUTION.set((0, 0), 2)  # a given 4; room 1 then holds 2 twice; (0,1) holds 2
    found = violations(PROBLEM, wrong)
    room = ((0, 0), (0, 1), (1, 0), (2, 0))
    assert found == (
        GivenChanged((0, 0), 4, 2),
        RoomRuleBroken(room, (4,), (2,), ()),
        TouchRuleBroken((0, 0), (0, 1), 2),
    )
    assert [complaint(v) for v in found] == [
        "Expected 4 in position (1,1), found 2",
        "Room at positions (1,1), (1,2), (2,1), (3,1) violates Room Rule:\n"
        "Missing values: 4\nDuplicate values: 2",
        "Cells at positions (1,1) and (1,2) violate touch rule:\nValue in both cells: 2",
    ]
    assert faulty_cells(found, wrong) == {(0, 0), (0, 1)}
    assert not is_solution(PROBLEM, wrong)


def test_equal_numbers_touching_only_at_a_corner_break_the_touch_rule_alone() -> None:
    layout = make_layout([[1, 1], [2, 2]])
    crossed = from_rows(layout, [[1, 2], [2, 1]])  # each room holds 1 and 2
    found = violations(from_rows(layout, [[None, None], [None, None]]), crossed)
    assert found == (TouchRuleBroken((0, 0), (1, 1), 1), TouchRuleBroken((0, 1), (1, 0), 2))
    assert complaint(found[1]) == (
        "Cells at positions (1,2) and (2,1) violate touch rule:\nValue in both cells: 2"
    )
    assert faulty_cells(found, crossed) == {(0, 0), (0, 1), (1, 0), (1, 1)}


def test_a_number_out_of_its_rooms_range_is_named() -> None:
    wrong = SOLUTION.set((2, 3), 9)  # room 6, of five cells
    rooms = [v for v in violations(PROBLEM, wrong) if isinstance(v, RoomRuleBroken)]
    assert rooms == [RoomRuleBroken(((2, 3), (3, 2), (3, 3), (3, 4), (4, 3)), (1,), (), (9,))]
    assert complaint(rooms[0]).splitlines()[1:] == ["Missing values: 1", "Values out of range: 9"]
    assert faulty_cells(rooms, wrong) == {(2, 3)}


def test_touching_pairs_are_listed_once_each_in_reading_order() -> None:
    layout = make_layout([[1, 2], [3, 4]])
    ones = from_rows(layout, [[1, 1], [1, 1]])
    assert [(v.first, v.second) for v in touching(ones)] == [
        ((0, 0), (0, 1)),
        ((0, 0), (1, 0)),
        ((0, 0), (1, 1)),
        ((0, 1), (1, 0)),
        ((0, 1), (1, 1)),
        ((1, 0), (1, 1)),
    ]
    assert touching(from_rows(make_layout([[1, 2, 3]]), [[1, 2, 1]])) == ()


def test_a_solution_of_another_layout_is_no_solution() -> None:
    problem, _ = load(DATA / "007.txt")
    assert not is_solution(problem, SOLUTION)


def neighbours_of(pos: Pos, size: tuple[int, int]) -> set[Pos]:
    r, c = pos
    around = {(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)} - {pos}
    return {(y, x) for y, x in around if 0 <= y < size[0] and 0 <= x < size[1]}


@given(path=st.sampled_from(CORPUS), data=st.data())
def test_a_changed_cell_is_named_by_every_rule_it_breaks(path: Path, data: st.DataObject) -> None:
    problem, solution = load(path)
    rows, cols = problem.layout.size
    pos = (data.draw(st.integers(0, rows - 1)), data.draw(st.integers(0, cols - 1)))
    old, new = solution[pos], data.draw(st.integers(1, 9))
    wrong = solution.set(pos, new)
    found = set(violations(problem, wrong))
    if new == old:
        assert found == set()
        return
    expected: set[object] = set()
    if problem[pos] is not None:
        expected.add(GivenChanged(pos, old, new))
    room = problem.layout.room_cells(pos)
    size = len(room)
    doubled = (new,) if new <= size else ()
    expected.add(RoomRuleBroken(room, (old,), doubled, () if new <= size else (new,)))
    for other in neighbours_of(pos, (rows, cols)):
        if solution[other] == new:
            first, second = sorted([pos, other])
            expected.add(TouchRuleBroken(first, second, new))
    assert found == expected
    blamed = faulty_cells(tuple(found), wrong)
    assert pos in blamed
    assert blamed <= {pos} | neighbours_of(pos, (rows, cols)) | set(room)


@given(rows=st.integers(1, 4), cols=st.integers(1, 5), data=st.data())
def test_touching_finds_exactly_the_equal_neighbours(
    rows: int, cols: int, data: st.DataObject
) -> None:
    numbers = data.draw(st.lists(st.integers(1, 3), min_size=rows * cols, max_size=rows * cols))
    grid = [numbers[r * cols : (r + 1) * cols] for r in range(rows)]
    filled = from_rows(make_layout([[0] * cols] * rows), grid)
    every = [(r, c) for r in range(rows) for c in range(cols)]
    expected = [
        (a, b)
        for a in every
        for b in every
        if a < b and b in neighbours_of(a, (rows, cols)) and filled[a] == filled[b]
    ]
    assert [(v.first, v.second) for v in touching(filled)] == expected
