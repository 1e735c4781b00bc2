"""Creek as a model of the engine: its four methods, and exact answers at every level."""

from __future__ import annotations

import pytest
from hypothesis import given

from ripple_fp.creek.board import EITHER, IS_EMPTY, IS_FILLED
from ripple_fp.creek.deductions import Deductions
from ripple_fp.creek.model import CreekModel
from ripple_fp.creek.parse import parse_puzzle
from ripple_fp.creek.puzzle import Problem
from ripple_fp.search import engine
from ripple_fp.search.candidates import single
from ripple_fp.search.model import Model
from ripple_fp.search.order import Mrv
from ripple_fp.search.stats import Stats

from .conftest import load, oracle, problems


def test_it_is_a_model_of_solutions() -> None:
    model: Model[object] = CreekModel(load("001")[0], Deductions.FULL)
    assert model.neighbours(0) == (1, 10, 11)
    assert len(model.neighbours(55)) == 8


def test_start_propagates_the_clues_and_the_area_rule() -> None:
    problem, solution = load("001")
    started = CreekModel(problem, Deductions.FULL).start(Stats())
    assert started is not None
    domains, changed = started
    assert len(domains) == 100
    assert set(domains) == {IS_EMPTY, IS_FILLED, EITHER}
    for box in changed:
        pos = (box // 10, box % 10)
        assert domains[box] == single(solution[pos])


def test_narrow_then_read_out() -> None:
    problem = parse_puzzle("Creek (1, 2) [((0, 0), 1)]").unwrap()
    model = CreekModel(problem, Deductions.FULL)
    started = model.start(Stats())
    assert started is not None
    assert list(started[0]) == [IS_FILLED, EITHER]
    narrowed = model.narrow(started[0], [(1, single(0))], Stats())
    assert narrowed is not None
    assert list(model.read_out(narrowed[0]).rows()) == [(1, 0)]


def test_a_contradiction_at_the_start_is_none() -> None:
    problem = parse_puzzle("Creek (1, 3) [((0, 0), 0), ((0, 1), 1), ((0, 3), 0)]").unwrap()
    assert CreekModel(problem, Deductions.FORWARD).start(Stats()) is None


@pytest.mark.parametrize("level", list(Deductions))
@given(problem=problems())
def test_every_level_finds_exactly_the_solutions(level: Deductions, problem: Problem) -> None:
    found = list(engine.solve(CreekModel(problem, level), Mrv()))
    assert len(found) == len(set(found))
    assert set(found) == oracle(problem)
