"""Vergleichssudoku explained: the words of each rule, and hints from a position."""

from __future__ import annotations

from ripple_fp.vergleich import VERGLEICH
from ripple_fp.vergleich.explaining import explain, hint, hint_at

from ..conftest import PUZZLES

PROBLEM = VERGLEICH.parse_puzzle((PUZZLES / "vergleich" / "001.txt").read_text()).unwrap()


def test_signs_then_placed_digits() -> None:
    found = explain(PROBLEM)
    assert found.steps[0] == (
        "sign: r3c4 is greater than r4c4, which is at least 1, so r3c4 loses 1."
    )
    assert found.grade == "medium: sign 14 times, no guess (27 steps)"
    assert any(step.startswith("placed digit: ") for step in found.steps)


def test_hints_from_a_position() -> None:
    """The file has no digits: the position is given beside it."""
    assert hint(PROBLEM).text.startswith("next: ")
    advice = hint_at(PROBLEM, {(0, 0): 1})
    assert (advice.stuck, advice.wrong) == (True, ((0, 0),))
    assert advice.text == "No solution from here: r1c1 is wrong.\n"
    assert not hint_at(PROBLEM, {(0, 0): 2}).stuck
