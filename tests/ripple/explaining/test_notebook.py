"""The notebook: each finder takes the first step of its rule and applies it."""

from __future__ import annotations

from ripple_fp import Problem
from ripple_fp.grid.rooms import from_rows, make_layout
from ripple_fp.ripple.explaining.notebook import (
    Agenda,
    cross_rule,
    hidden_single,
    naked_single,
    room_reach,
    room_rule,
    start,
)
from ripple_fp.ripple.explaining.steps import Eliminate, EmptyCell, NoPlace, Place, Rule
from ripple_fp.ripple.model import make_board
from ripple_fp.search import candidates as cs


def test_an_agenda_gives_each_room_once_lowest_first() -> None:
    agenda = Agenda([3, 1, 3])
    agenda.add(2)
    agenda.add(1)
    assert [agenda.take(), agenda.take(), agenda.take(), agenda.take()] == [1, 2, 3, None]


def test_the_room_rule_then_the_cross_rule_spread_a_given() -> None:
    problem: Problem = from_rows(make_layout([[1, 1, 2, 2]]), [[2, None, None, None]])
    notebook = start(make_board(problem.layout), problem)
    step = room_rule(notebook)
    assert step is not None
    assert step.conclusion == Eliminate(2, ((0, 1),))
    assert room_rule(notebook) is None
    step = cross_rule(notebook)
    assert step is not None
    assert step.conclusion == Eliminate(2, ((0, 2),))
    assert list(cs.values(notebook.cands[2])) == [1]


def test_a_naked_single_places_the_last_value() -> None:
    problem: Problem = from_rows(make_layout([[1, 1]]), [[2, None]])
    notebook = start(make_board(problem.layout), problem)
    assert naked_single(notebook) is None  # r1c2 still has 1 and 2
    room_rule(notebook)
    step = naked_single(notebook)
    assert step is not None
    assert step.conclusion == Place((0, 1), 1)
    assert notebook.complete()


def test_a_hidden_single_and_a_room_with_no_place_for_a_value() -> None:
    problem: Problem = from_rows(make_layout([[1, 1, 1]]), [[None, None, None]])
    notebook = start(make_board(problem.layout), problem)
    notebook.remove(0, 3)
    notebook.remove(1, 3)
    step = hidden_single(notebook)
    assert step is not None
    assert (step.rule, step.conclusion, step.premises) == (
        Rule.HIDDEN_SINGLE,
        Place((0, 2), 3),
        ((0, 0), (0, 1)),
    )
    notebook.remove(0, 1)
    notebook.remove(1, 1)
    notebook.remove(2, 1)
    dead = hidden_single(notebook)
    assert dead is not None
    assert dead.conclusion == NoPlace(1, 1)
    assert notebook.dead == NoPlace(1, 1)


def test_room_reach_takes_a_value_every_place_of_it_sees() -> None:
    # one column, two rooms of two: 2 goes in r1c1 or r2c1, both within 2 of r3c1
    problem: Problem = from_rows(make_layout([[1], [1], [2], [2]]), [[None]] * 4)
    notebook = start(make_board(problem.layout), problem)
    step = room_reach(notebook)
    assert step is not None
    assert step.rule is Rule.ROOM_REACH
    assert step.conclusion == Eliminate(2, ((2, 0),))
    assert step.premises == ((0, 0), (1, 0))
    assert list(cs.values(notebook.cands[2])) == [1]


def test_supposing_a_value_finds_the_dead_end_the_rules_reach() -> None:
    problem: Problem = from_rows(make_layout([[1, 1, 2]]), [[None, None, None]])
    notebook = start(make_board(problem.layout), problem)
    assert notebook.supposing(0, 2) == EmptyCell((0, 2))  # r1c2 is 1: r1c3 has nothing
    assert notebook.supposing(0, 1) is None
    assert notebook.dead is None  # a supposition leaves the notebook alone
    assert list(cs.values(notebook.cands[0])) == [1, 2]
