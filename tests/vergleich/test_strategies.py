"""Every strategy: the right answer on every published puzzle, all answers, no answer."""

from __future__ import annotations

from itertools import islice
from pathlib import Path

import pytest
from hypothesis import given, settings

from ripple_fp.search.stats import Stats
from ripple_fp.vergleich.puzzle import Problem, Solution, box_of, relations, signs_of, with_signs
from ripple_fp.vergleich.referee import is_solution
from ripple_fp.vergleich.strategies import (
    DEFAULT,
    NAMES,
    STRATEGIES,
    StrategyName,
    solutions,
    strategy_named,
)

from .samples import CORPUS, DATA, SIX, grids_6, load, oracle, tiny_problems

EVERY: list[StrategyName] = list(NAMES)
FAST: list[StrategyName] = ["bounds", "full", "lookahead"]
SAMPLE = [CORPUS[0], DATA / "011.txt", SIX]


def first_two(problem: Problem, strategy: StrategyName = DEFAULT) -> list[Solution]:
    return list(islice(solutions(problem, strategy), 2))


@pytest.mark.parametrize("path", [*CORPUS, SIX], ids=lambda p: p.stem)
def test_the_default_finds_the_unique_solution_of_every_corpus_puzzle(path: Path) -> None:
    problem, expected = load(path)
    assert first_two(problem) == [expected]


def test_the_corpus_holds_the_31_published_puzzles() -> None:
    assert len(CORPUS) == 31


@pytest.mark.parametrize("strategy", EVERY)
@pytest.mark.parametrize("path", SAMPLE, ids=lambda p: p.stem)
def test_every_strategy_finds_the_unique_solution_of_a_sample(
    strategy: StrategyName, path: Path
) -> None:
    problem, expected = load(path)
    assert first_two(problem, strategy) == [expected]


@pytest.mark.parametrize("strategy", ["full", "lookahead"])
def test_the_strong_strategies_solve_the_hardest_for_dom_deg(strategy: StrategyName) -> None:
    problem, expected = load(DATA / "116.txt")
    assert first_two(problem, strategy) == [expected]


def turned_first_sign(path: Path) -> Problem:
    problem, _ = load(path)
    (greater, smaller), *rest = relations(problem)
    return with_signs(problem.size, [(smaller, greater), *rest])


@pytest.mark.parametrize("strategy", EVERY)
def test_a_turned_sign_of_a_four_by_four_leaves_no_solution(strategy: StrategyName) -> None:
    assert first_two(turned_first_sign(CORPUS[0]), strategy) == []


@pytest.mark.parametrize("strategy", FAST)
def test_a_turned_sign_of_a_published_puzzle_leaves_no_solution(strategy: StrategyName) -> None:
    assert first_two(turned_first_sign(DATA / "011.txt"), strategy) == []


@pytest.mark.parametrize("strategy", FAST)
def test_without_the_signs_of_one_box_a_puzzle_has_five_solutions(
    strategy: StrategyName,
) -> None:
    problem, expected = load(DATA / "011.txt")
    fewer = with_signs(9, [(g, s) for g, s in relations(problem) if box_of(9, g) != 7])
    found = list(solutions(fewer, strategy))
    assert len(found) == len(set(found)) == 5
    assert expected in found
    assert all(is_solution(fewer, s) for s in found)


@pytest.mark.parametrize("strategy", EVERY)
def test_a_four_by_four_without_signs_has_every_sudoku_as_solution(
    strategy: StrategyName,
) -> None:
    empty = with_signs(4, [])
    found = list(solutions(empty, strategy))
    assert len(found) == len(set(found)) == 288
    assert set(found) == oracle(empty)


@pytest.mark.parametrize("strategy", ["mrv", "bounds", "full"])
def test_an_empty_nine_by_nine_is_filled_at_once(strategy: StrategyName) -> None:
    empty = with_signs(9, [])
    assert is_solution(empty, next(solutions(empty, strategy)))


@pytest.mark.parametrize("strategy", EVERY)
@given(problem=tiny_problems())
def test_every_strategy_finds_exactly_the_solutions_of_the_oracle(
    strategy: StrategyName, problem: Problem
) -> None:
    found = list(solutions(problem, strategy))
    assert all(is_solution(problem, s) for s in found)
    assert len(found) == len(set(found))
    assert set(found) == oracle(problem)


SIX_BY_SIX = settings(max_examples=25)
"""Some random 6 x 6 grids have dozens of solutions: fewer examples keep the time short."""


@SIX_BY_SIX
@given(grid=grids_6())
def test_every_answer_on_a_random_six_by_six_passes_the_referee(grid: Solution) -> None:
    problem = signs_of(grid)
    for strategy in EVERY:
        assert all(is_solution(problem, s) for s in islice(solutions(problem, strategy), 3))


@SIX_BY_SIX
@given(grid=grids_6())
def test_propagation_levels_agree_on_every_answer_of_a_random_six_by_six(grid: Solution) -> None:
    problem = signs_of(grid)
    found = list(solutions(problem, "full"))
    assert grid in found
    assert len(found) == len(set(found))
    assert set(found) == set(solutions(problem, "bounds"))


def test_strategies_count_their_work() -> None:
    problem, _ = load(DATA / "020.txt")
    counts = {}
    for strategy in FAST:
        stats = Stats()
        assert len(list(islice(solutions(problem, strategy, stats), 2))) == 1
        counts[strategy] = stats
    assert counts["full"].nodes < counts["bounds"].nodes
    assert counts["lookahead"].probes > 0 == counts["full"].probes
    assert all(s.propagations > 0 and s.nodes >= s.backtracks for s in counts.values())


def test_the_registry_holds_exactly_the_names_the_type_allows() -> None:
    assert tuple(STRATEGIES) == NAMES
    assert all(name == strategy.name for name, strategy in STRATEGIES.items())
    assert strategy_named("full") is STRATEGIES["full"]
    assert DEFAULT in STRATEGIES


def test_an_unknown_strategy_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown strategy 'fast': choose from mrv, bounds"):
        solutions(load(CORPUS[0])[0], "fast")  # type: ignore[arg-type]
