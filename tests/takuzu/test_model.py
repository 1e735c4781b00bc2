"""Takuzu's model obeys the engine's protocol: start, narrow, neighbours, read out."""

from __future__ import annotations

from ripple_fp.search import candidates as cs
from ripple_fp.search.model import Model
from ripple_fp.search.order import SCALE
from ripple_fp.search.stats import Stats
from ripple_fp.takuzu.deductions import Deductions
from ripple_fp.takuzu.model import ModelUnder, TakuzuModel
from ripple_fp.takuzu.parse import parse_puzzle, parse_solution
from ripple_fp.takuzu.puzzle import TAKUZU, TOHU_WA_VOHU, Solution

from .corpus import DATA, load_problem, load_solution

SMALL = parse_puzzle(". B B .\n. . B .\n. R . .\nB . . .\n").unwrap()
ANSWER = "R B B R\nR R B B\nB R R B\nB B R R\n"


def test_is_a_model_of_solutions() -> None:
    model: Model[Solution] = TakuzuModel(SMALL, Deductions.FULL, TAKUZU)
    assert model.start(Stats()) is not None


def test_start_decides_a_small_puzzle_and_reads_it_out() -> None:
    model, stats = TakuzuModel(SMALL, Deductions.FULL, TAKUZU), Stats()
    started = model.start(stats)
    assert started is not None
    domains, changed = started
    assert all(cs.is_single(cands) for cands in domains)
    assert len(changed) == 16 - 5
    assert stats.propagations == 16 - 5
    assert model.read_out(domains) == parse_solution(ANSWER, SMALL).unwrap()


def test_a_full_grid_reads_out_as_itself() -> None:
    problem = parse_puzzle(ANSWER).unwrap()
    model = TakuzuModel(problem, Deductions.FORWARD, TOHU_WA_VOHU)
    started = model.start(Stats())
    assert started is not None
    assert started[1] == []
    assert model.read_out(started[0]) == parse_solution(ANSWER, problem).unwrap()


def test_the_rules_are_the_models_and_reach_its_board() -> None:
    assert TakuzuModel(SMALL, Deductions.FULL, TOHU_WA_VOHU).board.rules == TOHU_WA_VOHU
    built = ModelUnder(TOHU_WA_VOHU)(SMALL, Deductions.LINES)
    assert (built.board.rules, built.deductions) == (TOHU_WA_VOHU, Deductions.LINES)
    assert ModelUnder(TAKUZU) == ModelUnder(TAKUZU) != ModelUnder(TOHU_WA_VOHU)


def test_a_guess_narrows_and_a_wrong_guess_fails() -> None:
    path = DATA / "0hh1" / "281.txt"
    problem = load_problem(path)
    solution = load_solution(path, problem)
    model = TakuzuModel(problem, Deductions.FULL, TAKUZU)
    started = model.start(Stats())
    assert started is not None
    domains = started[0]
    var = next(v for v, cands in enumerate(domains) if cs.is_open(cands))
    right = solution[(var // 8, var % 8)]
    narrowed = model.narrow(domains, [(var, cs.single(right))], Stats())
    assert narrowed is not None
    assert narrowed[1][0] == var
    assert all(cs.has(cands, solution[(v // 8, v % 8)]) for v, cands in enumerate(narrowed[0]))


def test_neighbours_are_the_row_and_column_few_enough_for_dom_deg() -> None:
    problem = load_problem(DATA / "tohuwavohu" / "001.txt")
    model = TakuzuModel(problem, Deductions.FULL, TOHU_WA_VOHU)
    assert set(model.neighbours(23)) == {*range(20, 30), *range(3, 100, 10)} - {23}
    assert all(len(model.neighbours(v)) == 18 < SCALE for v in range(100))


def test_the_memo_belongs_to_the_model_and_fills_as_it_searches() -> None:
    model = TakuzuModel(SMALL, Deductions.FULL, TAKUZU)
    assert not model.memo.known
    model.start(Stats())
    assert model.memo.known
    assert not TakuzuModel(SMALL, Deductions.FULL, TAKUZU).memo.known
