"""The independent checker: each rule, named in plain words on broken solutions."""

from __future__ import annotations

import pytest

from ripple_fp.creek.parse import parse_puzzle, parse_solution
from ripple_fp.creek.puzzle import EMPTY, FILLED, clued, with_clues
from ripple_fp.creek.referee import (
    ClueBroken,
    Divided,
    complaint,
    empty_areas,
    faulty_boxes,
    filled_at,
    is_solution,
    violations,
)

from .conftest import CORPUS, empty_grid, load


@pytest.mark.parametrize("name", CORPUS)
def test_every_corpus_solution_is_a_solution(name: str) -> None:
    problem, solution = load(name)
    assert violations(problem, solution) == ()
    assert is_solution(problem, solution)


def test_flipping_a_box_breaks_every_clue_around_it() -> None:
    problem, solution = load("001")
    box = (4, 4)  # crossing (4, 5) has clue 0 and (5, 4) has clue 3
    flipped = solution.set(box, FILLED if solution[box] == EMPTY else EMPTY)
    broken = [v for v in violations(problem, flipped) if isinstance(v, ClueBroken)]
    touching = {c for c, _ in clued(problem) if box in _around(c)}
    assert {v.crossing for v in broken} == touching
    assert ClueBroken((4, 5), 0, 1) in broken
    assert not is_solution(problem, flipped)


def _around(crossing: tuple[int, int]) -> set[tuple[int, int]]:
    r, c = crossing
    return {(r - 1, c - 1), (r - 1, c), (r, c - 1), (r, c)}


def test_a_clue_is_checked_against_the_boxes_on_the_grid_only() -> None:
    grid = empty_grid(2, 2).set((1, 1), FILLED)
    assert [filled_at(grid, (r, c)) for r in range(3) for c in range(3)] == [
        0, 0, 0,
        0, 1, 1,
        0, 1, 1,
    ]  # fmt: skip


def test_sealing_off_an_empty_box_divides_the_empty_ones() -> None:
    problem, solution = load("001")
    # (3, 0) is empty, so are (2, 0) and (4, 0) above and below it; (3, 1) is filled
    walled = solution.set((2, 0), FILLED).set((4, 0), FILLED).set((3, 1), FILLED)
    found = [v for v in violations(problem, walled) if isinstance(v, Divided)]
    assert len(found) == 1
    assert ((3, 0),) in found[0].areas


def test_empty_areas_are_found_by_flood_fill_in_reading_order() -> None:
    grid = parse_solution("010\n110\n001\n", with_clues((3, 3), {})).unwrap()
    assert empty_areas(grid) == (((0, 0),), ((0, 2), (1, 2)), ((2, 0), (2, 1)))
    assert violations(with_clues((3, 3), {}), grid) == (Divided(empty_areas(grid)),)


def test_a_grid_without_empty_boxes_or_with_one_area_is_not_divided() -> None:
    full = empty_grid(2, 2).map(lambda _: FILLED)
    assert empty_areas(full) == ()
    assert is_solution(with_clues((2, 2), {(1, 1): 4}), full)
    assert is_solution(with_clues((2, 2), {}), empty_grid(2, 2))


def test_a_solution_of_another_size_is_not_a_solution() -> None:
    assert not is_solution(with_clues((2, 2), {}), empty_grid(2, 3))


def test_broken_clues_come_first_in_reading_order_then_the_division() -> None:
    problem = parse_puzzle("Creek (2, 2) [((2, 2), 1), ((0, 0), 1), ((1, 1), 0)]").unwrap()
    grid = parse_solution("01\n10\n", problem).unwrap()
    assert violations(problem, grid) == (
        ClueBroken((0, 0), 1, 0),
        ClueBroken((1, 1), 0, 2),
        ClueBroken((2, 2), 1, 0),
        Divided((((0, 0),), ((1, 1),))),
    )


def test_complaint_counts_rows_and_columns_from_one() -> None:
    assert complaint(ClueBroken((0, 0), 1, 0)) == (
        "Clue 1 at crossing (1,1) touches 0 boxes filled, not 1"
    )
    assert complaint(ClueBroken((2, 3), 3, 1)) == (
        "Clue 3 at crossing (3,4) touches 1 box filled, not 3"
    )
    assert complaint(Divided((((0, 0), (0, 1)), ((4, 4),)))) == (
        "The empty boxes form 2 separate areas, not one: 2 boxes from (1,1); 1 box from (5,5)"
    )


def test_faulty_boxes_are_around_broken_clues_and_in_the_smaller_areas() -> None:
    problem = parse_puzzle("Creek (2, 3) [((0, 0), 1)]").unwrap()
    grid = parse_solution("010\n010\n", problem).unwrap()
    found = violations(problem, grid)
    assert found == (ClueBroken((0, 0), 1, 0), Divided((((0, 0), (1, 0)), ((0, 2), (1, 2)))))
    assert faulty_boxes(found, grid) == {(0, 0), (0, 2), (1, 2)}
