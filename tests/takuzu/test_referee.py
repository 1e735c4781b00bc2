"""The independent checker: each rule, on real solutions made wrong, and its wording."""

from __future__ import annotations

from pathlib import Path

import pytest

from ripple_fp.grid.matrix import GivenChanged, Matrix
from ripple_fp.takuzu import TOHU_WA_VOHU_KIND
from ripple_fp.takuzu.puzzle import (
    TAKUZU,
    TOHU_WA_VOHU,
    Colour,
    Solution,
    empty,
    givens,
    side,
)
from ripple_fp.takuzu.referee import (
    IdenticalLines,
    ThreeAlike,
    Unbalanced,
    complaint,
    faulty_cells,
    is_solution,
    violations,
)

from .corpus import DATA, load_problem, load_solution, name_of, puzzles, rules_of

R, B = Colour.RED, Colour.BLUE
STRIPES: Solution = Matrix.from_rows([[R, R, R, B, B, B], [B, B, B, R, R, R]] * 3)
"""Balanced everywhere, but every row has two runs of three and rows repeat."""


def flipped(solution: Solution, pos: tuple[int, int]) -> Solution:
    return solution.set(pos, solution[pos].other)


@pytest.mark.parametrize("path", puzzles(), ids=name_of)
def test_every_corpus_solution_is_a_solution_under_its_rules(path: Path) -> None:
    problem, rules = load_problem(path), rules_of(path)
    assert violations(rules, problem, load_solution(path, problem)) == ()
    assert is_solution(rules, problem, load_solution(path, problem))


@pytest.mark.parametrize("path", puzzles(), ids=name_of)
def test_a_flipped_cell_unbalances_its_row_and_column(path: Path) -> None:
    problem = load_problem(path)
    solution = load_solution(path, problem)
    pos = next(p for p in problem if problem[p] is None)
    found = violations(rules_of(path), problem, flipped(solution, pos))
    unbalanced = [v for v in found if isinstance(v, Unbalanced)]
    assert [(v.axis, v.index) for v in unbalanced] == [("row", pos[0]), ("column", pos[1])]
    assert all(
        {v.reds, v.blues} == {side(problem) // 2 - 1, side(problem) // 2 + 1} for v in unbalanced
    )


def test_a_changed_given_is_named_first() -> None:
    path = DATA / "0hh1" / "002.txt"
    problem = load_problem(path)
    pos = min(givens(problem))
    wrong = flipped(load_solution(path, problem), pos)
    found, expected = violations(TAKUZU, problem, wrong), problem[pos]
    assert expected is not None
    assert found[0] == GivenChanged(pos, expected, wrong[pos])
    assert complaint(found[0]) == "Expected B in position (1,5), found R"
    assert not is_solution(TAKUZU, problem, wrong)


def test_runs_of_three_are_named_with_their_cells() -> None:
    found = violations(TAKUZU, empty(6), STRIPES)
    runs = [v for v in found if isinstance(v, ThreeAlike)]
    assert runs[:2] == [ThreeAlike("row", 0, 0, 3, R), ThreeAlike("row", 0, 3, 3, B)]
    assert len(runs) == 12
    assert not [v for v in found if isinstance(v, Unbalanced)]
    assert complaint(runs[1]) == (
        "Cells (1,4) to (1,6) are 3 blue in a row: no three adjacent cells may have one colour"
    )


def test_a_longer_run_is_one_violation() -> None:
    line: Solution = Matrix.from_rows([[R, R, R, R, B, B, B, B]] * 8)
    runs = [v for v in violations(TAKUZU, empty(8), line) if isinstance(v, ThreeAlike)]
    assert runs[:2] == [ThreeAlike("row", 0, 0, 4, R), ThreeAlike("row", 0, 4, 4, B)]
    column = [v for v in runs if v.axis == "column"]
    assert column[0] == ThreeAlike("column", 0, 0, 8, R)
    assert complaint(column[0]).startswith("Cells (1,1) to (8,1) are 8 red in a column")


def test_identical_lines_are_grouped_and_only_under_0h_h1() -> None:
    problem = empty(6)
    same = [v for v in violations(TAKUZU, problem, STRIPES) if isinstance(v, IdenticalLines)]
    assert same == [
        IdenticalLines("row", (0, 2, 4)),
        IdenticalLines("row", (1, 3, 5)),
        IdenticalLines("column", (0, 1, 2)),
        IdenticalLines("column", (3, 4, 5)),
    ]
    assert complaint(same[0]) == "Rows 1, 3 and 5 are identical: no two rows may be the same"
    tohu = violations(TOHU_WA_VOHU, problem, STRIPES)
    assert not [v for v in tohu if isinstance(v, IdenticalLines)]


def test_every_tohu_wa_vohu_solution_breaks_the_unique_lines_rule() -> None:
    for path in puzzles("tohuwavohu"):
        problem = load_problem(path)
        found = violations(TAKUZU, problem, load_solution(path, problem))
        assert found, path
        assert all(isinstance(v, IdenticalLines) for v in found)


def test_unbalanced_wording() -> None:
    assert complaint(Unbalanced("column", 2, 4, 2)) == (
        "Column 3 holds 4 red and 2 blue cells: a column must hold as many red as blue"
    )
    assert complaint(IdenticalLines("column", (0, 5))) == (
        "Columns 1 and 6 are identical: no two columns may be the same"
    )


def test_faulty_cells_blame_what_breaks_each_rule() -> None:
    solution: Solution = Matrix.from_rows([[R, R, R, B], [B, B, B, R], [R, R, R, B], [B, B, B, R]])
    problem = empty(4).set((0, 3), R)
    found = violations(TAKUZU, problem, solution)
    blamed = faulty_cells(found, solution)
    assert (0, 3) in blamed  # the changed given
    assert {(0, 0), (0, 1), (0, 2)} <= blamed  # a run
    assert IdenticalLines("row", (1, 3)) in found
    assert {(1, 3), (3, 3)} <= blamed  # every cell of the identical rows
    assert faulty_cells([Unbalanced("row", 0, 3, 1)], solution) == {(0, 0), (0, 1), (0, 2)}
    assert faulty_cells([IdenticalLines("row", (0, 2))], solution) == {
        (r, c) for r in (0, 2) for c in range(4)
    }


def test_a_solution_of_another_size_is_not_a_solution() -> None:
    assert not is_solution(TAKUZU, empty(4), Matrix.from_rows([[R, B], [B, R]]))


def test_each_kind_judges_under_its_own_rules() -> None:
    from ripple_fp.takuzu import TAKUZU_KIND  # noqa: PLC0415

    problem = empty(6)
    assert TAKUZU_KIND.judge(problem, STRIPES).complaints == tuple(
        map(complaint, violations(TAKUZU, problem, STRIPES))
    )
    assert TOHU_WA_VOHU_KIND.judge(problem, STRIPES).complaints == tuple(
        complaint(found, TOHU_WA_VOHU) for found in violations(TOHU_WA_VOHU, problem, STRIPES)
    )
    path = DATA / "tohuwavohu" / "001.txt"
    problem = load_problem(path)
    solution = load_solution(path, problem)
    assert TOHU_WA_VOHU_KIND.is_solution(problem, solution)
    assert not TAKUZU_KIND.is_solution(problem, solution)


def test_tohu_wa_vohu_is_checked_in_black_and_white() -> None:
    """Its pictures draw black and white circles and its keys say ``B`` black, ``R``
    white: its checks say so too (0h h1's, red and blue)."""
    problem = empty(6)
    found = violations(TOHU_WA_VOHU, problem, STRIPES)
    [run] = [v for v in found if isinstance(v, ThreeAlike)][1:2]
    assert complaint(run, TOHU_WA_VOHU) == (
        "Cells (1,4) to (1,6) are 3 black in a row: no three adjacent cells may have one colour"
    )
    unbalanced = Unbalanced("column", 2, 4, 2)
    assert complaint(unbalanced, TOHU_WA_VOHU) == (
        "Column 3 holds 4 white and 2 black cells: a column must hold as many white as black"
    )
    judged = TOHU_WA_VOHU_KIND.judge(problem, STRIPES).complaints
    assert judged
    assert not [said for said in judged if "red" in said or "blue" in said]
    assert complaint(run) == (  # 0h h1's words
        "Cells (1,4) to (1,6) are 3 blue in a row: no three adjacent cells may have one colour"
    )
