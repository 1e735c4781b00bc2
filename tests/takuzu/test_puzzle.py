"""The glossary: colours, the two rule sets, and the square grid."""

from __future__ import annotations

from pyrsistent import pmap

from ripple_fp.takuzu.puzzle import (
    TAKUZU,
    TOHU_WA_VOHU,
    Cell,
    Colour,
    Puzzle,
    Rules,
    empty,
    from_rows,
    givens,
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


def test_from_rows_reads_rows_and_columns_back() -> None:
    rows: list[list[Cell]] = [[R, None], [B, R]]
    puzzle = from_rows(rows, TOHU_WA_VOHU)
    assert puzzle.size == 2
    assert puzzle.shape == (2, 2)
    assert puzzle.rules == TOHU_WA_VOHU
    assert list(puzzle.rows()) == [(R, None), (B, R)]
    assert list(puzzle.columns()) == [(R, B), (None, R)]
    assert list(puzzle.positions()) == [(0, 0), (0, 1), (1, 0), (1, 1)]


def test_set_map_and_with_rules_leave_the_original_alone() -> None:
    puzzle = empty(2).set((0, 0), R)
    changed = puzzle.set((1, 1), B)
    assert puzzle[(1, 1)] is None
    assert changed[(1, 1)] is B
    assert puzzle.map(lambda cell: cell is None) == Puzzle(
        2, pmap({(0, 0): False, (0, 1): True, (1, 0): True, (1, 1): True}), TAKUZU
    )
    assert puzzle.with_rules(TOHU_WA_VOHU).grid == puzzle.grid
    assert puzzle.rules == TAKUZU


def test_givens_are_the_filled_cells() -> None:
    assert givens(empty(2).set((0, 0), R).set((1, 1), B)) == {(0, 0), (1, 1)}


def test_an_empty_puzzle_has_no_givens() -> None:
    puzzle = empty(4, TOHU_WA_VOHU)
    assert puzzle.size == 4
    assert puzzle.rules == TOHU_WA_VOHU
    assert set(puzzle.grid.values()) == {None}
    assert list(puzzle.positions()) == sorted(puzzle.grid)


def test_an_empty_list_of_rows_is_an_empty_grid() -> None:
    assert from_rows([]).size == 0


def test_a_puzzle_shows_itself_in_one_line() -> None:
    rows: list[list[Cell]] = [[R, None], [None, None]]
    assert repr(from_rows(rows)) == "<Puzzle 2x2, 1 of 4 cells filled>"
