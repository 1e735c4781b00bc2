"""Creek explained: the words of each rule, and hints from a position."""

from __future__ import annotations

from ripple_fp.creek import CREEK
from ripple_fp.creek.explaining import explain, hint, hint_at

from ..conftest import PUZZLES

PROBLEM = CREEK.parse_puzzle((PUZZLES / "creek" / "001.txt").read_text()).unwrap()


def test_clues_the_area_and_contradictions() -> None:
    found = explain(PROBLEM)
    assert found.steps[0] == (
        "clue: the 2 at the top-left corner of r2c1 needs every open box around it, "
        "so r1c1, r2c1 are filled."
    )
    assert found.grade == "very hard: contradiction 12 times, no guess (74 steps)"
    contradiction = next(s for s in found.shown() if s.rule == "contradiction")
    assert contradiction.words.startswith("contradiction: if r")
    assert contradiction.marked[0] in contradiction.changed


def test_hints_from_a_position() -> None:
    assert hint(PROBLEM).text.startswith("next: clue: the 2 at the top-left corner of r2c1")
    advice = hint_at(PROBLEM, {(9, 9): 1})
    assert (advice.stuck, advice.wrong) == (True, ((9, 9),))
