"""Takuzu's part of the method: an empty square of an even size, played under the kind's
rules; the clues are the cells."""

from __future__ import annotations

from ripple_fp.kinds.capabilities import Recipe
from ripple_fp.takuzu import TAKUZU, TAKUZU_KIND, TOHU_WA_VOHU, TOHU_WA_VOHU_KIND
from ripple_fp.takuzu.making import blueprint, clues, posed


def test_each_kind_makes_puzzles_under_its_own_rules() -> None:
    for kind, rules in ((TAKUZU_KIND, TAKUZU), (TOHU_WA_VOHU_KIND, TOHU_WA_VOHU)):
        made = blueprint(kind, rules).make(Recipe((6, 6), "r"))
        assert made.problem.rules == rules == made.solution.rules
        assert kind.is_solution(made.problem, made.solution)


def test_a_puzzle_of_every_clue_is_the_solution_and_of_none_is_empty() -> None:
    made = blueprint(TAKUZU_KIND, TAKUZU).make(Recipe((4, 4), "c"))
    assert posed(made.solution, clues(made.solution)).grid == made.solution.grid
    assert set(posed(made.solution, ()).grid.values()) == {None}
