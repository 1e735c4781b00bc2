"""The glossary: colours, the two rule sets, and the square grid (the one Matrix of every
kind), which carries no rules."""

from __future__ import annotations

from ripple_fp.grid.matrix import Matrix
from ripple_fp.takuzu.puzzle import (
    TAKUZU,
    TOHU_WA_VOHU,
    Cell,
    Colour,
    Problem,
    Rules,
    empty,
    givens,
    side,
)

R, B = Colour.RED, Colour.BLUE


def test_colours_are_the_values_one_and_two_with_letters_and_opposites() -> None:
    assert (int(R), int(B)) == (1, 2)
    assert (R.letter, B.letter) == ("R", "B")
    assert (R.other, B.other) == (B, R)


def test_the_two_rule_sets_differ_only_in_unique_lines() -> None:
    assert TAKUZU == Rules() == Rules(unique_lines=True)
    assert Rules(unique_lines=False) == TOHU_WA_VOHU
    assert (TAKUZU.name, TOHU_WA_VOHU.name) == ("0h h1", "Tohu-Wa-Vohu")


def test_a_puzzle_is_a_matrix_read_by_rows_and_columns() -> None:
    rows: list[list[Cell]] = [[R, None], [B, R]]
    puzzle: Problem = Matrix.from_rows(rows)
    assert side(puzzle) == 2
    assert puzzle.size == (2, 2)
    assert list(puzzle.rows()) == [(R, None), (B, R)]
    assert list(puzzle.columns()) == [(R, B), (None, R)]
    assert list(puzzle) == [(0, 0), (0, 1), (1, 0), (1, 1)]


def test_set_and_map_leave_the_original_alone() -> None:
    puzzle = empty(2).set((0, 0), R)
    changed = puzzle.set((1, 1), B)
    assert puzzle[(1, 1)] is None
    assert changed[(1, 1)] is B
    assert puzzle.map(lambda cell: cell is None) == Matrix.from_rows([[False, True], [True, True]])


def test_a_puzzle_carries_no_rules_so_either_kind_reads_the_same_one() -> None:
    from ripple_fp.takuzu import TAKUZU_KIND, TOHU_WA_VOHU_KIND  # noqa: PLC0415

    text = "R .\n. .\n"
    assert TAKUZU_KIND.parse_puzzle(text).unwrap() == TOHU_WA_VOHU_KIND.parse_puzzle(text).unwrap()


def test_givens_are_the_filled_cells() -> None:
    assert givens(empty(2).set((0, 0), R).set((1, 1), B)) == {(0, 0), (1, 1)}


def test_an_empty_puzzle_has_no_givens() -> None:
    puzzle = empty(4)
    assert side(puzzle) == 4
    assert set(puzzle.values()) == {None}
    assert givens(puzzle) == frozenset()
    assert list(puzzle) == sorted(puzzle)


def test_an_empty_list_of_rows_is_an_empty_grid() -> None:
    assert side(Matrix.from_rows([])) == 0


def test_a_puzzle_shows_itself_in_one_line() -> None:
    rows: list[list[Cell]] = [[R, None], [None, None]]
    assert repr(Matrix.from_rows(rows)) == (
        "Matrix((2, 2), [(<Colour.RED: 1>, None), (None, None)])"
    )
