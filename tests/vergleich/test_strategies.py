"""Every strategy: the right answer on every published puzzle, all answers, no answer."""

from __future__ import annotations

from itertools import islice
from pathlib import Path

import pytest
from hypothesis import given, settings

from ripple_fp.search.order import DomDeg, LookAhead, Mrv
from ripple_fp.search.stats import Stats
from ripple_fp.search.strategy import Built, OnEngine
from ripple_fp.vergleich import SEARCH, VERGLEICH
from ripple_fp.vergleich.deductions import Deductions
from ripple_fp.vergleich.model import VergleichModel
from ripple_fp.vergleich.puzzle import (
    Problem,
    Solution,
    box_of,
    relations,
    side,
    signs_of,
    with_signs,
)
from ripple_fp.vergleich.referee import is_solution

from .samples import CORPUS, DATA, SIX, grids_6, load, oracle, tiny_problems

NAMES = tuple(SEARCH)
DEFAULT = SEARCH.default
solutions = VERGLEICH.solutions

EVERY: list[str] = list(NAMES)
FAST: list[str] = ["bounds", "full", "lookahead"]
SAMPLE = [CORPUS[0], DATA / "011.txt", SIX]


def first_two(problem: Problem, strategy: str = DEFAULT) -> list[Solution]:
    return list(islice(solutions(problem, strategy), 2))


@pytest.mark.parametrize("path", [*CORPUS, SIX], ids=lambda p: p.stem)
def test_the_default_finds_the_unique_solution_of_every_corpus_puzzle(path: Path) -> None:
    problem, expected = load(path)
    assert first_two(problem) == [expected]


def test_the_corpus_holds_the_31_published_puzzles() -> None:
    assert len(CORPUS) == 31


@pytest.mark.parametrize("strategy", EVERY)
@pytest.mark.parametrize("path", SAMPLE, ids=lambda p: p.stem)
def test_every_strategy_finds_the_unique_solution_of_a_sample(strategy: str, path: Path) -> None:
    problem, expected = load(path)
    assert first_two(problem, strategy) == [expected]


@pytest.mark.parametrize("strategy", ["full", "lookahead"])
def test_the_strong_strategies_solve_the_hardest_for_dom_deg(strategy: str) -> None:
    problem, expected = load(DATA / "116.txt")
    assert first_two(problem, strategy) == [expected]


def turned_first_sign(path: Path) -> Problem:
    problem, _ = load(path)
    (greater, smaller), *rest = relations(problem)
    return with_signs(side(problem), [(smaller, greater), *rest])


@pytest.mark.parametrize("strategy", EVERY)
def test_a_turned_sign_of_a_four_by_four_leaves_no_solution(strategy: str) -> None:
    assert first_two(turned_first_sign(CORPUS[0]), strategy) == []


@pytest.mark.parametrize("strategy", FAST)
def test_a_turned_sign_of_a_published_puzzle_leaves_no_solution(strategy: str) -> None:
    assert first_two(turned_first_sign(DATA / "011.txt"), strategy) == []


@pytest.mark.parametrize("strategy", FAST)
def test_without_the_signs_of_one_box_a_puzzle_has_five_solutions(
    strategy: str,
) -> None:
    problem, expected = load(DATA / "011.txt")
    fewer = with_signs(9, [(g, s) for g, s in relations(problem) if box_of(9, g) != 7])
    found = list(solutions(fewer, strategy))
    assert len(found) == len(set(found)) == 5
    assert expected in found
    assert all(is_solution(fewer, s) for s in found)


@pytest.mark.parametrize("strategy", EVERY)
def test_a_four_by_four_without_signs_has_every_sudoku_as_solution(
    strategy: str,
) -> None:
    empty = with_signs(4, [])
    found = list(solutions(empty, strategy))
    assert len(found) == len(set(found)) == 288
    assert set(found) == oracle(empty)


@pytest.mark.parametrize("strategy", ["mrv", "bounds", "full"])
def test_an_empty_nine_by_nine_is_filled_at_once(strategy: str) -> None:
    empty = with_signs(9, [])
    assert is_solution(empty, next(solutions(empty, strategy)))


@pytest.mark.parametrize("strategy", EVERY)
@given(problem=tiny_problems())
def test_every_strategy_finds_exactly_the_solutions_of_the_oracle(
    strategy: str, problem: Problem
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


def test_the_kind_holds_every_strategy_by_name_in_order() -> None:
    assert VERGLEICH.strategies is SEARCH
    assert tuple(SEARCH.table) == NAMES == ("mrv", "full", "lookahead", "bounds")
    assert all(name == strategy.name for name, strategy in SEARCH.table.items())
    assert SEARCH.named("full") is SEARCH.table["full"]
    assert DEFAULT == "lookahead"
    assert SEARCH.named() is SEARCH.table[DEFAULT]
    assert (SEARCH.portfolio, SEARCH.enumerate, SEARCH.split) == ((), None, None)


def test_every_strategy_is_the_engine_with_an_order_and_a_level_of_deductions() -> None:
    plans = {name: SEARCH.table[name].plan for name in NAMES}
    assert plans == {
        "mrv": OnEngine(Mrv(), Built(VergleichModel, Deductions.FORWARD)),
        "full": OnEngine(DomDeg(), Built(VergleichModel, Deductions.FULL)),
        "lookahead": OnEngine(LookAhead(), Built(VergleichModel, Deductions.FULL)),
        "bounds": OnEngine(DomDeg(), Built(VergleichModel, Deductions.BOUNDS)),
    }
    assert all(SEARCH.table[name].parallel for name in NAMES)


def test_an_unknown_strategy_is_refused() -> None:
    choices = "choose from mrv, full, lookahead, bounds"
    with pytest.raises(ValueError, match=f"unknown strategy 'fast': {choices}"):
        solutions(load(CORPUS[0])[0], "fast")
