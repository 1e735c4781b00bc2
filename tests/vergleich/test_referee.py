"""The independent checker: each rule, and the wording of each violation."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.grid.matrix import Matrix
from ripple_fp.vergleich.puzzle import BOXES, Solution, side
from ripple_fp.vergleich.referee import (
    SignBroken,
    SudokuRuleBroken,
    complaint,
    faulty_cells,
    is_solution,
    violations,
)

from .samples import CORPUS, SIX, load

PROBLEM, SOLUTION = load(CORPUS[0])  # 2 3 1 4 / 1 4 3 2 / 4 1 2 3 / 3 2 4 1


@pytest.mark.parametrize("path", [*CORPUS, SIX], ids=lambda p: p.stem)
def test_every_corpus_solution_is_a_solution(path: Path) -> None:
    problem, solution = load(path)
    assert violations(problem, solution) == ()
    assert is_solution(problem, solution)


def test_a_changed_digit_breaks_its_row_column_box_and_sign() -> None:
    wrong = SOLUTION.set((0, 0), 3)  # beside the 3 at (1,2), above the 3 at (4,1); 3 < 3
    found = violations(PROBLEM, wrong)
    row, column = ((0, 0), (0, 1), (0, 2), (0, 3)), ((0, 0), (1, 0), (2, 0), (3, 0))
    box = ((0, 0), (0, 1), (1, 0), (1, 1))
    assert found == (
        SudokuRuleBroken("row", 0, row, (2,), (3,), ()),
        SudokuRuleBroken("column", 0, column, (2,), (3,), ()),
        SudokuRuleBroken("box", 0, box, (2,), (3,), ()),
        SignBroken((0, 1), (0, 0), (3, 3)),
    )
    assert [complaint(v) for v in found] == [
        "Row 1 violates the sudoku rule:\nMissing values: 2\nDuplicate values: 3",
        "Column 1 violates the sudoku rule:\nMissing values: 2\nDuplicate values: 3",
        "Box 1 at positions (1,1) to (2,2) violates the sudoku rule:\n"
        "Missing values: 2\nDuplicate values: 3",
        "Cell (1,2) must be greater than cell (1,1), but holds 3 against 3",
    ]
    assert faulty_cells(found, wrong) == {(0, 0), (0, 1), (3, 0)}
    assert not is_solution(PROBLEM, wrong)


def test_a_digit_out_of_range_is_named() -> None:
    wrong = SOLUTION.set((3, 3), 7)
    units = [v for v in violations(PROBLEM, wrong) if isinstance(v, SudokuRuleBroken)]
    assert [(v.kind, v.number) for v in units] == [("row", 3), ("column", 3), ("box", 3)]
    assert complaint(units[0]).splitlines()[1:] == ["Missing values: 1", "Values out of range: 7"]


def test_a_sudoku_that_ignores_the_signs_breaks_only_signs() -> None:
    swapped = SOLUTION.map(lambda d: {1: 2, 2: 1}.get(d, d))  # still a sudoku
    found = violations(PROBLEM, swapped)
    assert found
    assert all(isinstance(v, SignBroken) for v in found)
    assert SignBroken((0, 0), (1, 0), (1, 2)) in found  # the sign "+" below (1,1)


def test_a_grid_of_another_size_is_not_a_solution() -> None:
    problem, solution = load(SIX)
    assert is_solution(problem, solution)
    assert not is_solution(PROBLEM, solution)
    assert not is_solution(problem, SOLUTION)


@given(
    index=st.integers(0, len(CORPUS) - 1),
    row=st.integers(0, 8),
    column=st.integers(0, 8),
    shift=st.integers(1, 8),
)
def test_any_changed_digit_breaks_its_row_column_and_box(
    index: int, row: int, column: int, shift: int
) -> None:
    problem, solution = load(CORPUS[index])
    n = side(solution)
    pos = (row % n, column % n)
    wrong: Solution = solution.set(pos, (solution[pos] - 1 + shift % (n - 1) + 1) % n + 1)
    found = violations(problem, wrong)
    units = {(v.kind, v.number) for v in found if isinstance(v, SudokuRuleBroken)}
    rows, cols = BOXES[n]
    box = pos[0] // rows * (n // cols) + pos[1] // cols
    assert units == {("row", pos[0]), ("column", pos[1]), ("box", box)}
    assert pos in faulty_cells(found, wrong)


def test_a_whole_grid_of_one_digit_breaks_every_unit() -> None:
    ones: Solution = Matrix.from_rows([[1] * 4] * 4)
    found = violations(PROBLEM, ones)
    assert len([v for v in found if isinstance(v, SudokuRuleBroken)]) == 12
    assert len([v for v in found if isinstance(v, SignBroken)]) == 16
