"""0h h1 and Tohu-Wa-Vohu's records: one package, two rule sets."""

from __future__ import annotations

from ripple_fp.takuzu import TAKUZU, TAKUZU_KIND, TOHU_WA_VOHU, TOHU_WA_VOHU_KIND
from ripple_fp.takuzu.puzzle import Solution
from ripple_fp.takuzu.referee import IdenticalLines, complaint, violations

from .laws import DATA, has_its_strategies, judges_and_draws, solves_its_files

ZERO_H_H_ONE, TOHU = DATA / "takuzu" / "0hh1", DATA / "takuzu" / "tohuwavohu"


def spoil(solution: Solution) -> Solution:
    return solution.set((0, 0), solution[(0, 0)].other)


def test_solves_the_published_puzzles_of_each_rule_set() -> None:
    solves_its_files(TAKUZU_KIND, ZERO_H_H_ONE)
    solves_its_files(TOHU_WA_VOHU_KIND, TOHU)


def test_judges_and_draws() -> None:
    judges_and_draws(TAKUZU_KIND, ZERO_H_H_ONE / "002.txt", spoil)
    judges_and_draws(TOHU_WA_VOHU_KIND, TOHU / "001.txt", spoil)


def test_has_its_strategies() -> None:
    has_its_strategies(TAKUZU_KIND, ZERO_H_H_ONE / "002.txt")


def test_the_two_kinds_differ_only_in_their_rules() -> None:
    assert (TAKUZU_KIND.name, TAKUZU_KIND.title) == ("0hh1", "0h h1 puzzle")
    assert (TOHU_WA_VOHU_KIND.name, TOHU_WA_VOHU_KIND.title) == (
        "tohuwavohu",
        "Tohu-Wa-Vohu puzzle",
    )
    text = (ZERO_H_H_ONE / "002.txt").read_text()
    problem = TAKUZU_KIND.parse_puzzle(text).unwrap()
    assert TOHU_WA_VOHU_KIND.parse_puzzle(text).unwrap() == problem  # the same matrix
    solution = TAKUZU_KIND.parse_solution(text.replace(".", "R"), problem).unwrap()
    ours, theirs = (
        violations(TAKUZU, problem, solution),
        violations(TOHU_WA_VOHU, problem, solution),
    )
    assert [v for v in ours if isinstance(v, IdenticalLines)]
    assert [v for v in ours if not isinstance(v, IdenticalLines)] == list(theirs)
    judged = TAKUZU_KIND.judge(problem, solution).complaints
    assert judged == tuple(complaint(v) for v in ours)
    judged = TOHU_WA_VOHU_KIND.judge(problem, solution).complaints
    assert judged == tuple(complaint(v, TOHU_WA_VOHU) for v in theirs)  # its own words
