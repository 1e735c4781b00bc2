"""The auto strategy: reasoning answers what it can, learning the rest, and each answer
says who gave it; a SAT step, when given, takes over once learning spends its budget."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ripple_fp.ripple import auto
from ripple_fp.ripple.auto import auto_solutions
from ripple_fp.ripple.learn import learn_solutions
from ripple_fp.ripple.puzzle import Problem, Solution
from ripple_fp.ripple.root import Within
from ripple_fp.search.stats import Stats

from ..conftest import DATA, PUZZLES, SPECIAL, load_problem, load_solution

CORPUS = DATA / "corpus"


def test_a_published_puzzle_is_answered_by_propagation_without_a_guess() -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    stats = Stats()
    assert list(auto_solutions(problem, stats)) == [
        load_solution(PUZZLES / "hakyuu_001.sol", problem)
    ]
    assert (stats.answered_by, stats.nodes) == ("propagation", 0)


def test_a_puzzle_that_needs_guesses_is_answered_by_learning() -> None:
    problem = load_problem(DATA / "hard-06.txt")
    stats = Stats()
    assert list(auto_solutions(problem, stats)) == [load_solution(DATA / "hard-06.sol", problem)]
    assert stats.answered_by == "learn"


def test_a_contradiction_is_found_by_propagation() -> None:
    stats = Stats()
    assert (
        list(auto_solutions(load_problem(SPECIAL / "nosolution_from_janko_002.txt"), stats)) == []
    )
    assert stats.answered_by == "propagation"


def test_every_solution_once_when_there_are_several() -> None:
    problem = load_problem(SPECIAL / "multiplesolutions1_nonunique.txt")
    found = list(auto_solutions(problem, Stats()))
    assert len(found) == len(set(found)) == 3


def test_sat_takes_over_when_learning_spends_its_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(auto, "LEARN_BUDGET", 1)
    problem = load_problem(DATA / "hard-06.txt")
    handed: list[Within] = []

    def sat(problem: Problem, stats: Stats, within: Within) -> Iterator[Solution]:
        handed.append(within)
        return iter([load_solution(DATA / "hard-06.sol", problem)])

    stats = Stats()
    assert len(list(auto_solutions(problem, stats, sat))) == 1
    assert stats.answered_by == "sat"
    assert handed[0].layout == problem.layout


def test_a_small_puzzle_is_looked_ahead_at_the_root_a_large_one_probed_by_learning(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    probing: list[bool] = []

    def learn(
        problem: Problem, stats: Stats, within: Within, *, probe: bool
    ) -> Iterator[Solution]:
        probing.append(probe)
        return learn_solutions(problem, stats, within, probe=probe)

    monkeypatch.setattr(auto, "learn_solutions", learn)
    small = load_problem(CORPUS / "app-levels" / "level075.txt")  # 115 candidates left open
    stats = Stats()
    assert list(auto_solutions(small, stats)) == [
        load_solution(CORPUS / "app-levels" / "level075.sol", small)
    ]
    assert (stats.answered_by, probing) == ("propagation", [])  # look-ahead solved it
    monkeypatch.setattr(auto, "LOOK_AHEAD_MOST", 100)
    stats = Stats()
    assert len(list(auto_solutions(small, stats))) == 1
    assert (stats.answered_by, probing) == ("learn", [True])  # the learning search probed
    hard = load_problem(DATA / "hard-06.txt")  # 829 candidates left by propagation
    monkeypatch.setattr(auto, "LOOK_AHEAD_MOST", 1000)
    assert len(list(auto_solutions(hard, Stats()))) == 1
    assert probing[-1] is False  # look-ahead had tried every candidate already
