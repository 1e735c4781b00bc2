"""0h h1 and Tohu-Wa-Vohu explained: the words of each rule, and hints."""

from __future__ import annotations

import re

from ripple_fp.takuzu import TAKUZU, TAKUZU_KIND, TOHU_WA_VOHU, TOHU_WA_VOHU_KIND
from ripple_fp.takuzu.explaining import classroom, teacher
from ripple_fp.takuzu.puzzle import Colour

from ..conftest import DATA, PUZZLES

SMALL = TAKUZU_KIND.parse_puzzle(". B B .\n. . B .\n. R . .\nB . . .\n").unwrap()
TEACHER = teacher(TAKUZU)
"""0h h1's explainer."""
explain, hint, hint_at = TEACHER.explain, TEACHER.hint, TEACHER.hint_at


def test_the_rules_in_words() -> None:
    found = explain(SMALL)
    assert found.steps[0] == "balance: row 1 already has 2 blues, so r1c1, r1c4 are red."
    assert any(step.startswith("no two lines alike: ") for step in found.steps)
    assert found.grade == "hard: no two lines alike 1 time, no guess (7 steps)"
    assert found.shown()[0].marked == ((0, 1), (0, 2))
    assert found.shown()[0].placed == (((0, 0), Colour.RED), ((0, 3), Colour.RED))


def test_three_in_a_row_marks_the_pair() -> None:
    problem = TAKUZU_KIND.parse_puzzle((DATA / "takuzu" / "0hh1" / "002.txt").read_text()).unwrap()
    step = next(s for s in explain(problem).shown() if s.rule == "no three in a row")
    assert len(step.marked) == 2
    assert "are" in step.words


def test_without_unique_lines_the_small_puzzle_needs_a_guess() -> None:
    """As Tohu-Wa-Vohu it has two solutions: no rule decides between them."""
    found = teacher(TOHU_WA_VOHU).explain(SMALL)
    assert found.grade.startswith("needs guessing: 1 guess")
    assert any(step.startswith("guess: no rule applies; ") for step in found.steps)


def test_each_kind_explains_under_its_own_rules() -> None:
    for kind, rules in ((TAKUZU_KIND, TAKUZU), (TOHU_WA_VOHU_KIND, TOHU_WA_VOHU)):
        loaded = kind.explainer
        assert loaded is not None
        assert loaded().explain(SMALL).grade == teacher(rules).explain(SMALL).grade
    unique = [rule.name for rule in classroom(TAKUZU, SMALL).rules]
    assert unique.count("no two lines alike") == 2  # a check, then a rule that decides
    assert [rule.name for rule in classroom(TOHU_WA_VOHU, SMALL).rules] == [
        name for name in unique if name != "no two lines alike"
    ]


def test_hints() -> None:
    assert hint(SMALL).text.startswith("next: balance: row 1 already has 2 blues")
    assert hint_at(SMALL, {(0, 0): Colour.BLUE}).wrong == ((0, 0),)


def test_tohu_wa_vohu_says_black_and_white_as_its_keys_do() -> None:
    problem = TOHU_WA_VOHU_KIND.parse_puzzle(
        (DATA / "takuzu" / "tohuwavohu" / "001.txt").read_text()
    )
    found = teacher(TOHU_WA_VOHU).explain(problem.unwrap())
    assert not any("red" in step or "blue" in step for step in found.steps)
    assert any("black" in step for step in found.steps)
    assert any("white" in step for step in found.steps)
    assert teacher(TAKUZU).explain(SMALL).steps[0].endswith("are red.")


TOHU = TOHU_WA_VOHU_KIND.parse_puzzle((PUZZLES / "tohuwavohu" / "001.txt").read_text()).unwrap()
"""janko.at's first Tohu-Wa-Vohu, drawn as black and white circles, its keys ``B`` black and
``R`` white."""

TOHU_TEACHER = teacher(TOHU_WA_VOHU)
"""Tohu-Wa-Vohu's explainer."""

COLOURS = re.compile(r"\b(red|blue|black|white)s?\b")


def colours_said(text: str) -> set[str]:
    return {found.rstrip("s") for found in COLOURS.findall(text)}


def test_tohu_wa_vohu_is_explained_in_black_and_white() -> None:
    steps = TOHU_TEACHER.explain(TOHU).steps
    assert set().union(*map(colours_said, steps)) == {"black", "white"}
    assert steps[0] == "no three in a row: r5c6 and r5c7 are black, so r5c5, r5c8 are white."
    assert TOHU_TEACHER.hint(TOHU).text.startswith(
        "next: no three in a row: r5c6 and r5c7 are black, so "
    )
    small = TOHU_TEACHER.explain(SMALL).steps
    assert small[0] == "balance: row 1 already has 2 blacks, so r1c1, r1c4 are white."
    hard = TOHU_WA_VOHU_KIND.parse_puzzle((DATA / "takuzu" / "tohuwavohu" / "011.txt").read_text())
    steps = TOHU_TEACHER.explain(hard.unwrap()).steps
    whole = [step for step in steps if step.startswith("whole line: ")]
    assert whole[0] == (
        "whole line: every way to finish row 1 with as many whites as blacks and no three "
        "alike agrees, so r1c10 is white."
    )


def test_0h_h1_is_still_explained_in_red_and_blue() -> None:
    assert set().union(*map(colours_said, explain(SMALL).steps)) == {"red", "blue"}


def test_one_cell_filled_wrongly_is_blamed_without_the_givens() -> None:
    """The file holds the givens and the player's cells alike, so emptying a given is
    tried too; but only emptying the wrong cell leaves one solution, as a puzzle has:
    that one is named (the givens of janko.at's puzzle were named with it before)."""
    solution = TOHU_WA_VOHU_KIND.parse_solution(
        (PUZZLES / "tohuwavohu" / "001.sol").read_text(), TOHU
    ).unwrap()
    wrong = TOHU.set((0, 0), solution[(0, 0)].other)
    advice = TOHU_TEACHER.hint(wrong)
    assert (advice.stuck, advice.wrong) == (True, ((0, 0),))
    assert (
        advice.text
        == "No solution from here (as filled, r4c3 has no value left): r1c1 is wrong.\n"
    )
