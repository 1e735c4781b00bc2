"""0h h1 and Tohu-Wa-Vohu explained: the words of each rule, and hints."""

from __future__ import annotations

from ripple_fp.takuzu import TAKUZU, TAKUZU_KIND, TOHU_WA_VOHU, TOHU_WA_VOHU_KIND
from ripple_fp.takuzu.explaining import classroom, teacher
from ripple_fp.takuzu.puzzle import Colour

from ..conftest import DATA

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
