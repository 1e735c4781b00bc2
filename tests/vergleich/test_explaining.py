"""Vergleichssudoku explained: the words of each rule, and hints from a position."""

from __future__ import annotations

from ripple_fp.vergleich import VERGLEICH
from ripple_fp.vergleich.explaining import explain, hint, hint_at

from ..conftest import DATA, PUZZLES

PROBLEM = VERGLEICH.parse_puzzle((PUZZLES / "vergleich" / "001.txt").read_text()).unwrap()


def test_signs_then_placed_digits() -> None:
    found = explain(PROBLEM)
    assert found.steps[0] == (
        "sign: r1c2 is greater than r1c1, which is at least 1, so r1c2 loses 1."
    )
    assert found.grade == "medium: sign 12 times, no guess (24 steps)"
    assert any(step.startswith("placed digit: ") for step in found.steps)


def test_hints_from_a_position() -> None:
    """The file has no digits: the position is given beside it."""
    assert hint(PROBLEM).text.startswith("next: ")
    advice = hint_at(PROBLEM, {(0, 0): 1})
    assert (advice.stuck, advice.wrong) == (True, ((0, 0),))
    assert advice.text == "No solution from here: r1c1 is wrong.\n"
    assert not hint_at(PROBLEM, {(0, 0): 2}).stuck


def test_a_sign_bounds_every_cell_it_compares_in_one_step() -> None:
    step = next(s for s in explain(PROBLEM).steps if " are greater than " in s)
    assert step == (
        "sign: r1c4, r2c3 are greater than r1c3, which is at least 1, so r1c4, r2c3 lose 1."
    )


def test_a_hidden_single_names_its_row_column_or_box() -> None:
    problem = VERGLEICH.parse_puzzle((DATA / "vergleich" / "011.txt").read_text()).unwrap()
    found = explain(problem)
    step = next(s for s in found.shown() if s.rule == "hidden single")
    assert step.words == "hidden single: 9 has no other place in row 1, so r1c6 is 9."
    assert step.placed == (((0, 5), 9),)
    assert len(step.marked) == 8
