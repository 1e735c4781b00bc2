"""The grade of a trace: its strongest rule, how often, and the guesses."""

from __future__ import annotations

from ripple_fp.ripple.explaining.grade import grade, summary
from ripple_fp.ripple.explaining.steps import Eliminate, Place, Rule, Step
from ripple_fp.ripple.explaining.trace import solve_in_steps

from ...conftest import DATA, PUZZLES, load_problem

PLACE = Place((0, 0), 1)


def step(rule: Rule) -> Step:
    return Step(rule, ((0, 0),), PLACE)


def test_the_strongest_rule_decides_the_level() -> None:
    assert grade([step(Rule.ROOM_RULE), step(Rule.NAKED_SINGLE)]).level == "easy"
    assert grade([step(Rule.HIDDEN_SINGLE), step(Rule.NAKED_SINGLE)]).level == "medium"
    assert grade([step(Rule.ROOM_REACH)] * 3 + [step(Rule.HIDDEN_SINGLE)]).level == "hard"
    assert grade([step(Rule.CONTRADICTION)]).level == "very hard"
    assert grade([step(Rule.GUESS), step(Rule.ROOM_RULE)]).level == "needs guessing"


def test_a_grade_counts_every_rule() -> None:
    found = grade([step(Rule.ROOM_REACH)] * 3 + [step(Rule.GUESS)] * 2 + [step(Rule.ROOM_RULE)])
    assert found.hardest is Rule.GUESS
    assert found.guesses == 2
    assert found.uses[Rule.ROOM_REACH] == 3
    assert found.steps == 6
    assert summary(found) == "needs guessing: 2 guesses (6 steps)"


def test_summaries_of_published_puzzles() -> None:
    figure_1 = grade(solve_in_steps(load_problem(PUZZLES / "hakyuu_001.txt")))
    assert summary(figure_1) == "easy: naked single 51 times, no guess (130 steps)"
    contradiction = grade(solve_in_steps(load_problem(DATA / "corpus/app-levels/level046.txt")))
    assert contradiction.level == "very hard"
    assert summary(contradiction).startswith("very hard: contradiction 1 time, no guess")
    assert grade([]).steps == 0


def test_an_elimination_counts_like_a_placement() -> None:
    reach = Step(Rule.ROOM_REACH, ((0, 0), (0, 2)), Eliminate(2, ((1, 1),)))
    assert grade([reach]).uses == {Rule.ROOM_REACH: 1}
