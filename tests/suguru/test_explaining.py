"""Suguru explained: the words of each rule, and hints."""

from __future__ import annotations

from ripple_fp.suguru import SUGURU
from ripple_fp.suguru.explaining import explain, hint, hint_at

from ..conftest import DATA

SMALL = SUGURU.parse_puzzle("1 1 1\n2 2 3\n2 2 3\n\n- - 1\n- - -\n- - -\n").unwrap()


def test_a_placed_value_leaves_its_room_and_the_cells_around() -> None:
    found = explain(SMALL)
    assert found.steps[0] == (
        "placed value: r1c3 is 1 and no other cell of its room may be, so r1c1, r1c2 lose 1."
    )
    assert found.grade == "easy: placed value 10 times, no guess (10 steps)"
    assert found.shown()[0].marked == ((0, 2),)


def test_a_hidden_single_marks_its_room() -> None:
    problem = SUGURU.parse_puzzle((DATA / "suguru" / "001.txt").read_text()).unwrap()
    step = next(s for s in explain(problem).shown() if s.rule == "hidden single")
    assert "has no other place in its room, so " in step.words
    assert len(step.placed) == 1


def test_hints() -> None:
    assert hint(SMALL).text.startswith("next: placed value: r1c3 is 1")
    assert hint_at(SMALL, {(0, 0): 3}).wrong == ((0, 0),)
    assert not hint_at(SMALL, {(0, 0): 2}).stuck
