"""Ripple's model for the engine: its root, its narrowing, its neighbours, its read-out."""

from __future__ import annotations

from hypothesis import given

from ripple_fp import Problem, parse_puzzle
from ripple_fp.ripple.board import initial_domains
from ripple_fp.ripple.deductions import Deductions
from ripple_fp.ripple.model import RippleModel
from ripple_fp.search import candidates as cs
from ripple_fp.search.stats import Stats

from ..test_properties import oracle, problems

ROW = parse_puzzle("1 1 1 1 2 3 4 5\n\n- - - - - - - -\n").unwrap()


def test_neighbours_are_the_room_and_a_short_cross_reach() -> None:
    model = RippleModel(ROW, Deductions.FULL)
    assert sorted(model.neighbours(0)) == [1, 2, 3]  # the rest of a room of four
    assert sorted(model.neighbours(6)) == [5, 7]  # a room of one: a 1 reaches one cell


def test_a_guess_is_a_narrowing_to_one_value() -> None:
    problem = parse_puzzle("1 1\n2 2\n\n- -\n- -\n").unwrap()
    model = RippleModel(problem, Deductions.FORWARD)
    started = model.start(Stats())
    assert started is not None
    narrowed = model.narrow(started[0], [(0, cs.single(1))], Stats())
    assert narrowed is not None
    assert list(map(cs.only_value, narrowed[0])) == [1, 2, 2, 1]
    assert model.read_out(narrowed[0]).grid[(1, 1)] == 1


def test_each_model_owns_its_memo() -> None:
    first, second = RippleModel(ROW, Deductions.FULL), RippleModel(ROW, Deductions.FULL)
    assert first.room_reach is not second.room_reach
    assert first.board == second.board


@given(problems())
def test_the_root_keeps_every_value_some_solution_uses(problem: Problem) -> None:
    answers = list(oracle(problem))
    for level in Deductions:
        model = RippleModel(problem, level)
        started = model.start(Stats())
        if started is None:
            assert answers == []
            continue
        assert len(started[0]) == len(initial_domains(model.board, problem))
        for answer in answers:
            for var, pos in enumerate(model.board.positions):
                assert cs.has(started[0][var], answer[pos])
