"""Every strategy: right answers on real puzzles, all answers, no answer, and exactly the
brute-force oracle's answers on tiny grids."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import islice
from pathlib import Path

import pytest
from hypothesis import given, settings

from ripple_fp.search.order import DomDeg, LookAhead, Mrv
from ripple_fp.search.stats import Stats
from ripple_fp.search.strategy import Built, OnEngine
from ripple_fp.takuzu import TAKUZU_KIND, TOHU_WA_VOHU_KIND, search
from ripple_fp.takuzu.deductions import Deductions
from ripple_fp.takuzu.model import ModelUnder
from ripple_fp.takuzu.parse import parse_puzzle
from ripple_fp.takuzu.puzzle import TAKUZU, TOHU_WA_VOHU, Problem, Rules, Solution, empty, givens
from ripple_fp.takuzu.referee import is_solution
from ripple_fp.takuzu.render import render_solution

from .corpus import DATA, load_problem, load_solution, name_of, puzzles, rules_of
from .oracle import brute_force, problems, rule_sets

KINDS = {TAKUZU: TAKUZU_KIND, TOHU_WA_VOHU: TOHU_WA_VOHU_KIND}
"""The kind played under each rule set."""
SEARCH = TAKUZU_KIND.strategies
NAMES = tuple(SEARCH)
DEFAULT = SEARCH.default
EVERY = pytest.mark.parametrize("strategy", NAMES)
SAMPLE = [
    DATA / "0hh1" / "136.txt",
    DATA / "0hh1" / "302.txt",
    DATA / "tohuwavohu" / "311.txt",
    DATA / "tohuwavohu" / "147.txt",
]
DERIVED = sorted((DATA / "derived").glob("*.txt"))


def solutions(
    problem: Problem, strategy: str = DEFAULT, stats: Stats | None = None, rules: Rules = TAKUZU
) -> Iterator[Solution]:
    """Every solution of ``problem`` as the kind of ``rules`` (0h h1 unless told) finds
    them, lazily."""
    return KINDS[rules].strategies.solutions(problem, strategy, stats)


def first_two(problem: Problem, strategy: str = DEFAULT, rules: Rules = TAKUZU) -> list[Solution]:
    return list(islice(solutions(problem, strategy, rules=rules), 2))


def derived(path: Path) -> Problem:
    """A derived puzzle: 0h h1, and unique only thanks to the unique-lines rule."""
    return parse_puzzle(path.read_text()).unwrap()


@pytest.mark.parametrize("path", puzzles(), ids=name_of)
def test_the_default_finds_the_unique_solution_of_every_corpus_puzzle(path: Path) -> None:
    problem = load_problem(path)
    assert first_two(problem, rules=rules_of(path)) == [load_solution(path, problem)]


@EVERY
@pytest.mark.parametrize("path", SAMPLE, ids=name_of)
def test_every_strategy_solves_a_sample(strategy: str, path: Path) -> None:
    problem = load_problem(path)
    assert first_two(problem, strategy, rules_of(path)) == [load_solution(path, problem)]


@EVERY
@pytest.mark.parametrize("path", DERIVED, ids=lambda p: p.stem)
def test_puzzles_that_need_unique_lines_have_one_solution_only_under_0h_h1(
    strategy: str, path: Path
) -> None:
    problem = derived(path)
    expected = render_solution(first_two(problem, strategy)[0])
    assert expected == path.with_suffix(".sol").read_text()
    assert len(first_two(problem, strategy)) == 1
    assert len(first_two(problem, strategy, TOHU_WA_VOHU)) == 2


@pytest.mark.parametrize("path", puzzles("0hh1")[:6], ids=name_of)
def test_a_0h_h1_corpus_puzzle_is_unique_as_tohu_wa_vohu_too(path: Path) -> None:
    problem = load_problem(path)
    assert first_two(problem, rules=TOHU_WA_VOHU) == [load_solution(path, problem)]


@EVERY
@pytest.mark.parametrize("path", puzzles("tohuwavohu")[:6], ids=name_of)
def test_a_tohu_wa_vohu_puzzle_has_no_solution_under_0h_h1(strategy: str, path: Path) -> None:
    assert first_two(load_problem(path), strategy, TAKUZU) == []


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
    assert all(is_solution(TAKUZU, loose, s) for s in found)
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
    assert len(list(solutions(board, strategy, rules=TOHU_WA_VOHU))) == (90 if size == 4 else 2)


def test_solutions_are_lazy_on_an_empty_14_by_14_board() -> None:
    board = empty(14)
    first = next(solutions(board))
    assert is_solution(TAKUZU, board, first)


@EVERY
@settings(max_examples=60)
@given(rules=rule_sets(), problem=problems())
def test_the_answers_are_exactly_the_oracles(
    strategy: str, rules: Rules, problem: Problem
) -> None:
    found = list(solutions(problem, strategy, rules=rules))
    assert all(is_solution(rules, problem, s) for s in found)
    rendered = [render_solution(s) for s in found]
    assert len(set(rendered)) == len(rendered)
    assert set(rendered) == {render_solution(s) for s in brute_force(rules, problem)}


def test_both_kinds_hold_every_name_in_order() -> None:
    other = TOHU_WA_VOHU_KIND.strategies
    assert (tuple(other), other.default) == (NAMES, DEFAULT)
    assert all(other.table[name].description == SEARCH.table[name].description for name in NAMES)
    assert TAKUZU_KIND.strategies == search(TAKUZU) != other == search(TOHU_WA_VOHU)
    assert tuple(SEARCH.table) == NAMES == ("mrv", "full", "lookahead")
    assert DEFAULT == "lookahead"
    assert SEARCH.named() is SEARCH.table["lookahead"]
    assert all(SEARCH.named(name).name == name for name in NAMES)
    assert all(SEARCH.table[name].description for name in NAMES)
    assert (SEARCH.portfolio, SEARCH.enumerate, SEARCH.split) == ((), None, None)


@pytest.mark.parametrize("rules", [TAKUZU, TOHU_WA_VOHU], ids=lambda rules: rules.name)
def test_every_strategy_is_the_engine_with_an_order_and_a_level_of_deductions(
    rules: Rules,
) -> None:
    table = KINDS[rules].strategies.table
    model = ModelUnder(rules)
    assert {name: table[name].plan for name in NAMES} == {
        "mrv": OnEngine(Mrv(), Built(model, Deductions.FORWARD)),
        "full": OnEngine(DomDeg(), Built(model, Deductions.FULL)),
        "lookahead": OnEngine(LookAhead(), Built(model, Deductions.FULL)),
    }
    assert all(table[name].parallel for name in NAMES)


def test_an_unknown_strategy_names_the_choices() -> None:
    with pytest.raises(ValueError, match="unknown strategy 'naive': choose from mrv, full"):
        SEARCH.named("naive")
    with pytest.raises(ValueError, match="unknown strategy 'naive': choose from mrv, full"):
        TAKUZU_KIND.solutions(empty(2), "naive")


def test_each_kind_searches_under_its_own_rules_whatever_the_matrix() -> None:
    board = empty(4)
    assert len(list(TAKUZU_KIND.solutions(board))) == 72
    assert len(list(TOHU_WA_VOHU_KIND.solutions(board))) == 90


@EVERY
def test_stats_count_the_search(strategy: str) -> None:
    stats = Stats()
    problem = empty(6)
    assert len(list(islice(solutions(problem, strategy, stats), 5))) == 5
    assert stats.nodes > 0
    assert stats.propagations > 0
    assert (stats.probes > 0) is (strategy == "lookahead")
