"""Takuzu's part of the method: an empty square of an even size, played under the kind's
rules; the clues are the cells."""

from __future__ import annotations

from itertools import islice

from ripple_fp.kinds.capabilities import Recipe
from ripple_fp.takuzu import TAKUZU, TAKUZU_KIND, TOHU_WA_VOHU, TOHU_WA_VOHU_KIND
from ripple_fp.takuzu.making import blueprint, clues, posed
from ripple_fp.takuzu.referee import is_solution


def test_each_kind_makes_puzzles_under_its_own_rules() -> None:
    for kind, rules in ((TAKUZU_KIND, TAKUZU), (TOHU_WA_VOHU_KIND, TOHU_WA_VOHU)):
        made = blueprint(kind, rules).make(Recipe((6, 6), "r"))
        assert is_solution(rules, made.problem, made.solution)
        assert kind.is_solution(made.problem, made.solution)
        assert list(islice(kind.solutions(made.problem), 2)) == [made.solution]


def test_a_puzzle_of_every_clue_is_the_solution_and_of_none_is_empty() -> None:
    made = blueprint(TAKUZU_KIND, TAKUZU).make(Recipe((4, 4), "c"))
    assert posed(made.solution, clues(made.solution)) == made.solution
    assert set(posed(made.solution, ()).values()) == {None}
