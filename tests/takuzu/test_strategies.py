"""Every strategy: right answers on real puzzles, all answers, no answer, and exactly the
brute-force oracle's answers on tiny grids."""

from __future__ import annotations

from itertools import islice
from pathlib import Path

import pytest
from hypothesis import given, settings

from ripple_fp.search.order import DomDeg, LookAhead, Mrv
from ripple_fp.search.stats import Stats
from ripple_fp.search.strategy import Built, OnEngine
from ripple_fp.takuzu import SEARCH, TAKUZU_KIND, TOHU_WA_VOHU_KIND
from ripple_fp.takuzu.deductions import Deductions
from ripple_fp.takuzu.model import TakuzuModel
from ripple_fp.takuzu.parse import parse_puzzle
from ripple_fp.takuzu.puzzle import TAKUZU, TOHU_WA_VOHU, Problem, Solution, empty, givens
from ripple_fp.takuzu.referee import is_solution
from ripple_fp.takuzu.render import render_solution

from .corpus import DATA, load_problem, load_solution, name_of, puzzles
from .oracle import brute_force, problems

NAMES = tuple(SEARCH)
DEFAULT = SEARCH.default
solutions = SEARCH.solutions
EVERY = pytest.mark.parametrize("strategy", NAMES)
SAMPLE = [
    DATA / "0hh1" / "136.txt",
    DATA / "0hh1" / "302.txt",
    DATA / "tohuwavohu" / "311.txt",
    DATA / "tohuwavohu" / "147.txt",
]
DERIVED = sorted((DATA / "derived").glob("*.txt"))


def first_two(problem: Problem, strategy: str = DEFAULT) -> list[Solution]:
    return list(islice(solutions(problem, strategy), 2))


def derived(path: Path) -> Problem:
    """A derived puzzle: 0h h1, and unique only thanks to the unique-lines rule."""
    return parse_puzzle(path.read_text()).unwrap()


@pytest.mark.parametrize("path", puzzles(), ids=name_of)
def test_the_default_finds_the_unique_solution_of_every_corpus_puzzle(path: Path) -> None:
    problem = load_problem(path)
    assert first_two(problem) == [load_solution(path, problem)]


@EVERY
@pytest.mark.parametrize("path", SAMPLE, ids=name_of)
def test_every_strategy_solves_a_sample(strategy: str, path: Path) -> None:
    problem = load_problem(path)
    assert first_two(problem, strategy) == [load_solution(path, problem)]


@EVERY
@pytest.mark.parametrize("path", DERIVED, ids=lambda p: p.stem)
def test_puzzles_that_need_unique_lines_have_one_solution_only_under_0h_h1(
    strategy: str, path: Path
) -> None:
    problem = derived(path)
    expected = render_solution(first_two(problem, strategy)[0])
    assert expected == path.with_suffix(".sol").read_text()
    assert len(first_two(problem, strategy)) == 1
    assert len(first_two(problem.with_rules(TOHU_WA_VOHU), strategy)) == 2


@pytest.mark.parametrize("path", puzzles("0hh1")[:6], ids=name_of)
def test_a_0h_h1_corpus_puzzle_is_unique_as_tohu_wa_vohu_too(path: Path) -> None:
    problem = load_problem(path)
    assert first_two(problem.with_rules(TOHU_WA_VOHU)) == [
        load_solution(path, problem).with_rules(TOHU_WA_VOHU)
    ]


@EVERY
@pytest.mark.parametrize("path", puzzles("tohuwavohu")[:6], ids=name_of)
def test_a_tohu_wa_vohu_puzzle_has_no_solution_under_0h_h1(strategy: str, path: Path) -> None:
    assert first_two(load_problem(path).with_rules(TAKUZU), strategy) == []


@EVERY
def test_a_changed_clue_leaves_no_solution(strategy: str) -> None:
    problem = load_problem(DATA / "0hh1" / "002.txt")
    given = problem[(0, 4)]
    assert given is not None
    assert first_two(problem.set((0, 4), given.other), strategy) == []


@EVERY
def test_a_removed_clue_leaves_eleven_solutions(strategy: str) -> None:
    path = DATA / "0hh1" / "281.txt"
    problem = load_problem(path)
    loose = problem.set(min(givens(problem)), None)
    found = list(solutions(loose, strategy))
    assert len(found) == len(set(map(render_solution, found))) == 11
    assert all(is_solution(loose, s) for s in found)
    assert load_solution(path, problem) in found


def test_every_strategy_finds_the_same_three_solutions() -> None:
    problem = load_problem(DATA / "0hh1" / "002.txt")
    for pos in sorted(givens(problem))[:2]:
        problem = problem.set(pos, None)
    found = {name: list(solutions(problem, name)) for name in NAMES}
    assert len(found["mrv"]) == 3
    assert all(
        set(map(render_solution, answers)) == set(map(render_solution, found["mrv"]))
        for answers in found.values()
    )


@EVERY
@pytest.mark.parametrize(("size", "count"), [(2, 2), (4, 72)])
def test_counts_every_grid_of_an_empty_board(strategy: str, size: int, count: int) -> None:
    board = empty(size)
    assert len(list(solutions(board, strategy))) == count
    assert len(list(solutions(board.with_rules(TOHU_WA_VOHU), strategy))) == (
        90 if size == 4 else 2
    )


def test_solutions_are_lazy_on_an_empty_14_by_14_board() -> None:
    board = empty(14)
    first = next(solutions(board))
    assert is_solution(board, first)


@EVERY
@settings(max_examples=60)
@given(problem=problems())
def test_the_answers_are_exactly_the_oracles(strategy: str, problem: Problem) -> None:
    found = list(solutions(problem, strategy))
    assert all(is_solution(problem, s) for s in found)
    rendered = [render_solution(s) for s in found]
    assert len(set(rendered)) == len(rendered)
    assert set(rendered) == {render_solution(s) for s in brute_force(problem)}


def test_both_kinds_hold_every_name_in_order() -> None:
    assert TAKUZU_KIND.strategies is TOHU_WA_VOHU_KIND.strategies is SEARCH
    assert tuple(SEARCH.table) == NAMES == ("mrv", "full", "lookahead")
    assert DEFAULT == "lookahead"
    assert SEARCH.named() is SEARCH.table["lookahead"]
    assert all(SEARCH.named(name).name == name for name in NAMES)
    assert all(SEARCH.table[name].description for name in NAMES)
    assert (SEARCH.portfolio, SEARCH.enumerate, SEARCH.split) == ((), None, None)


def test_every_strategy_is_the_engine_with_an_order_and_a_level_of_deductions() -> None:
    plans = {name: SEARCH.table[name].plan for name in NAMES}
    assert plans == {
        "mrv": OnEngine(Mrv(), Built(TakuzuModel, Deductions.FORWARD)),
        "full": OnEngine(DomDeg(), Built(TakuzuModel, Deductions.FULL)),
        "lookahead": OnEngine(LookAhead(), Built(TakuzuModel, Deductions.FULL)),
    }
    assert all(SEARCH.table[name].parallel for name in NAMES)


def test_an_unknown_strategy_names_the_choices() -> None:
    with pytest.raises(ValueError, match="unknown strategy 'naive': choose from mrv, full"):
        SEARCH.named("naive")
    with pytest.raises(ValueError, match="unknown strategy 'naive': choose from mrv, full"):
        TAKUZU_KIND.solutions(empty(2), "naive")


def test_each_kind_searches_under_the_rules_its_puzzle_carries() -> None:
    board = empty(4)
    assert len(list(TOHU_WA_VOHU_KIND.solutions(board))) == 72
    assert len(list(TAKUZU_KIND.solutions(board.with_rules(TOHU_WA_VOHU)))) == 90


@EVERY
def test_stats_count_the_search(strategy: str) -> None:
    stats = Stats()
    problem = empty(6)
    assert len(list(islice(solutions(problem, strategy, stats), 5))) == 5
    assert stats.nodes > 0
    assert stats.propagations > 0
    assert (stats.probes > 0) is (strategy == "lookahead")
