"""Suguru's record: the laws every kind obeys, its published puzzles solved, every
strategy against a brute-force oracle, its puzz.link URL, its measure."""

from __future__ import annotations

import doctest
import importlib
from itertools import islice
from pathlib import Path

import pytest
from hypothesis import given, settings

from ripple_fp.grid.rooms import Layout, Problem, Solution
from ripple_fp.kinds import kind_named
from ripple_fp.kinds.kind import Measure
from ripple_fp.search.stats import Stats
from ripple_fp.suguru import SEARCH, SUGURU

from ..kinds.laws import has_its_strategies, judges_and_draws, solves_its_files
from .samples import CORPUS, DATA, PZPRJS, flat, load, oracle, small_problems

NAMES = tuple(SEARCH)


def spoil(solution: Solution) -> Solution:
    return solution.set((0, 0), solution[(0, 0)] % 2 + 1)


def test_the_laws_of_a_kind() -> None:
    solves_its_files(SUGURU, DATA)
    judges_and_draws(SUGURU, DATA / "001.txt", spoil)
    has_its_strategies(SUGURU, DATA / "001.txt")


def test_the_catalogue_finds_it_by_its_name() -> None:
    assert kind_named("suguru") is SUGURU
    assert (SUGURU.name, SUGURU.title) == ("suguru", "Suguru puzzle")
    assert NAMES == ("mrv", "full", "lookahead")
    assert SEARCH.default == "lookahead"
    assert SUGURU.explainer is not None
    assert SUGURU.maker is not None


def test_the_corpus_holds_the_30_published_puzzles() -> None:
    assert len(CORPUS) == 30


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.stem)
def test_the_default_finds_the_unique_solution_of_every_published_puzzle(path: Path) -> None:
    problem, expected = load(path)
    assert list(islice(SUGURU.solutions(problem), 2)) == [expected]


@pytest.mark.parametrize("strategy", NAMES)
def test_every_strategy_finds_the_same_solutions_of_the_published_puzzles(strategy: str) -> None:
    for path in [*CORPUS, PZPRJS]:
        problem, expected = load(path)
        stats = Stats()
        assert list(SUGURU.solutions(problem, strategy, stats)) == [expected], path.stem
        assert stats.propagations > 0


@settings(max_examples=150)
@given(problem=small_problems())
def test_every_strategy_finds_exactly_the_oracles_solutions(problem: Problem) -> None:
    answers = oracle(problem)
    for name in NAMES:
        found = [flat(solution) for solution in SUGURU.solutions(problem, name)]
        assert len(found) == len(set(found)), name  # none found twice
        assert set(found) == answers, name
        first = list(islice(SUGURU.solutions(problem, name), 3))
        assert all(SUGURU.is_solution(problem, solution) for solution in first)


def rooms_in_reading_order(layout: Layout) -> list[int]:
    """The room of every cell, rooms renamed 0, 1, ... in the order they are met."""
    names: dict[int, int] = {}
    return [names.setdefault(room, len(names)) for room in layout.room_of.cells]


def test_the_pzprjs_url_reads_as_its_puzzle_and_is_written_back_byte_for_byte() -> None:
    url = PZPRJS.with_suffix(".url").read_text()
    decoded = SUGURU.parse_puzzle(url).unwrap()
    problem, solution = load(PZPRJS)
    assert rooms_in_reading_order(decoded.layout) == rooms_in_reading_order(problem.layout)
    assert decoded.grid == problem.grid
    assert SUGURU.formats["url"](decoded) == url
    assert SUGURU.formats["url"](problem) == url
    assert [flat(found) for found in SUGURU.solutions(decoded)] == [flat(solution)]


URLS = DATA.parent / "urls"
SIBLINGS = [line.split("\t") for line in (URLS / "siblings.tsv").read_text().splitlines()[1:]]
SHARED = {name: url for name, kind, url in SIBLINGS if kind == "suguru"}
"""The Suguru URLs of the shared set (pzprjs's test script's), by their files' name."""


@pytest.mark.parametrize(("name", "url"), SHARED.items())
def test_every_shared_url_reads_as_its_puzzle_solves_and_goes_back(name: str, url: str) -> None:
    problem, solution = load(URLS / f"{name}.txt")
    decoded = SUGURU.parse_puzzle(url).unwrap()
    assert rooms_in_reading_order(decoded.layout) == rooms_in_reading_order(problem.layout)
    assert decoded.grid == problem.grid
    assert [flat(found) for found in SUGURU.solutions(decoded)] == [flat(solution)]
    assert SUGURU.formats["url"](decoded) == SUGURU.formats["url"](problem) == url + "\n"


def test_tectonic_is_no_name_of_suguru_in_a_url() -> None:
    """pzprjs knows Suguru by one name, with no alias (its src/pzpr/variety.js)."""
    url = PZPRJS.with_suffix(".url").read_text().replace("?suguru/", "?tectonic/")
    assert "a URL of tectonic, not of suguru" in str(SUGURU.parse_puzzle(url).failure())


def test_only_a_url_of_suguru_is_read_as_one() -> None:
    url = PZPRJS.with_suffix(".url").read_text()
    tail = url.split("?", 1)[1]
    assert tail.startswith("suguru/5/5/")
    assert SUGURU.parse_puzzle(tail).unwrap() == SUGURU.parse_puzzle(url).unwrap()
    assert not SUGURU.parse_puzzle(url.replace("?suguru/", "?ripple/")).value_or(None)


def test_the_measure_is_the_cells_and_each_empty_cells_room_size() -> None:
    problem, _ = load(PZPRJS)  # 20 empty cells: 5 + 4 + 4 + 3 + ... = 82
    layout = problem.layout
    empty = [layout.room_size(pos) for pos, cell in problem.grid.items() if cell is None]
    assert len(empty) == 20
    assert SUGURU.measure(problem) == Measure(25, sum(empty)) == Measure(25, 82)


@pytest.mark.parametrize(
    "module", ["", ".model", ".deductions", ".referee"], ids=lambda m: m or "kind"
)
def test_the_examples_in_the_docstrings_run(module: str) -> None:
    found = importlib.import_module(f"ripple_fp.suguru{module}")
    assert doctest.testmod(found, optionflags=doctest.ELLIPSIS).failed == 0
