"""Propagation: what each rule removes, what the full level removes that forward
checking keeps, and that no level ever removes a value some solution uses."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pyrsistent import pvector

from ripple_fp.grid.rooms import Problem
from ripple_fp.search import candidates as cs
from ripple_fp.search.alldifferent import HiddenSingle, NoPlace, Placed, Pointing
from ripple_fp.search.model import Domains, Narrowed
from ripple_fp.search.propagation import propagate
from ripple_fp.search.rules import Rule
from ripple_fp.search.stats import Stats
from ripple_fp.suguru.deductions import Deductions, Reason, Touch, Work, rules, start
from ripple_fp.suguru.model import Board, initial_domains, make_board

from ..search.heard import Heard
from .samples import DATA, Filling, load, oracle, puzzle, small_problems


def started(problem: Problem, level: Deductions) -> tuple[Board, Domains]:
    board = make_board(problem.layout)
    result = start(board, level, initial_domains(board, problem), Stats())
    assert result is not None
    return board, result[0]


def values(domains: Domains) -> list[list[int]]:
    return [list(cs.values(cands)) for cands in domains]


# 1 1 2 2      two rooms of four cells, side by side
# 1 1 2 2
SQUARES = puzzle([[1, 1, 2, 2], [1, 1, 2, 2]])


def test_forward_checking_clears_the_room_and_the_cells_around_a_placed_value() -> None:
    board, domains = started(SQUARES, Deductions.FORWARD)
    result = propagate(Work(board, Deductions.FORWARD, domains), [(1, cs.single(2))], Stats())
    assert result is not None
    after, changed = result
    assert changed[0] == 1
    assert sorted(changed[1:]) == [0, 2, 4, 5, 6]  # its room, then (0,2) and (1,2) beside it
    assert values(after)[2] == [1, 3, 4]
    assert values(after)[6] == [1, 3, 4]  # touching at a corner
    assert values(after)[3] == [1, 2, 3, 4]


def test_a_naked_single_is_placed_in_turn() -> None:
    board, domains = started(SQUARES, Deductions.FORWARD)
    three_placed = [(0, cs.single(1)), (1, cs.single(2)), (4, cs.single(3))]
    result = propagate(Work(board, Deductions.FORWARD, domains), three_placed, Stats())
    assert result is not None
    assert values(result[0])[5] == [4]  # the last cell of the room ...
    assert not any(cs.has(result[0][cell], 4) for cell in (2, 6))  # ... and its value left


def test_the_decided_cells_are_checked_against_each_other_at_the_start() -> None:
    board = make_board(SQUARES.layout)
    one_room = ((0, 0), 1), ((1, 1), 1)
    beside = ((0, 1), 3), ((0, 2), 3)
    at_a_corner = ((0, 1), 3), ((1, 2), 3)
    for clash in (one_room, beside, at_a_corner):
        problem = puzzle([[1, 1, 2, 2], [1, 1, 2, 2]], *clash)
        for level in Deductions:
            assert start(board, level, initial_domains(board, problem), Stats()) is None
    apart = puzzle([[1, 1, 2, 2], [1, 1, 2, 2]], ((0, 0), 3), ((0, 3), 3))
    _, domains = started(apart, Deductions.FORWARD)
    assert values(domains)[:4] == [[3], [1, 2, 4], [1, 2, 4], [3]]


def test_full_places_a_hidden_single_that_forward_checking_leaves_open() -> None:
    board, domains = started(SQUARES, Deductions.FULL)
    no_four = [(cell, cs.of([1, 2, 3])) for cell in (0, 1, 4)]
    full = propagate(Work(board, Deductions.FULL, domains), no_four, Stats())
    forward = propagate(Work(board, Deductions.FORWARD, domains), no_four, Stats())
    assert full is not None
    assert forward is not None
    assert values(full[0])[5] == [4]
    assert values(forward[0])[5] == [1, 2, 3, 4]


def test_a_value_with_no_cell_left_in_its_room_is_a_contradiction_at_full() -> None:
    board, domains = started(SQUARES, Deductions.FULL)
    no_four = [(cell, cs.of([1, 2, 3])) for cell in (0, 1, 4, 5)]
    assert propagate(Work(board, Deductions.FULL, domains), no_four, Stats()) is None
    assert propagate(Work(board, Deductions.FORWARD, domains), no_four, Stats()) is not None


# 1 1 2        room 1 holds 1 and 2 in (0,0) and (0,1): both touch (1,0) and (1,1), so
# 2 2 2        neither can hold 1 or 2 (room pointing); (0,2) and (1,2) touch (0,1) only
# 2 2 2
POINTED = puzzle([[1, 1, 2], [2, 2, 2], [2, 2, 2]])


def test_room_pointing_takes_a_value_from_a_cell_every_holder_touches() -> None:
    _, full = started(POINTED, Deductions.FULL)
    _, forward = started(POINTED, Deductions.FORWARD)
    assert values(full)[3:5] == [[3, 4, 5, 6, 7], [3, 4, 5, 6, 7]]
    assert values(full)[5] == [1, 2, 3, 4, 5, 6, 7]
    assert values(forward)[3:5] == [[1, 2, 3, 4, 5, 6, 7], [1, 2, 3, 4, 5, 6, 7]]


def test_a_restriction_to_nothing_is_a_contradiction() -> None:
    board, domains = started(SQUARES, Deductions.FORWARD)
    for level in Deductions:
        assert propagate(Work(board, level, domains), [(3, cs.NONE)], Stats()) is None


def test_full_propagation_solves_a_published_puzzle_and_counts_its_steps() -> None:
    problem, solution = load(DATA / "001.txt")
    board, stats = make_board(problem.layout), Stats()
    result = start(board, Deductions.FULL, initial_domains(board, problem), stats)
    assert result is not None
    assert list(result[0]) == [cs.single(value) for value in solution.grid.cells]
    givens = sum(cell is not None for cell in problem.grid.cells)
    assert stats.propagations == 36 - givens  # each cell it placed, propagated once


def keeps(result: Narrowed | None, answers: set[Filling]) -> bool:
    """Does every answer still fit the domains (and is there a result if any answer)?"""
    if result is None:
        return not answers
    return all(all(cs.has(c, v) for c, v in zip(result[0], a, strict=True)) for a in answers)


@pytest.mark.parametrize("level", list(Deductions))
@given(problem=small_problems(), data=st.data())
def test_propagation_keeps_every_value_some_solution_uses(
    level: Deductions, problem: Problem, data: st.DataObject
) -> None:
    board, answers = make_board(problem.layout), oracle(problem)
    root = start(board, level, initial_domains(board, problem), Stats())
    assert keeps(root, answers)
    if root is None:
        return
    cell = data.draw(st.integers(0, board.size - 1))
    value = data.draw(st.sampled_from(list(cs.values(root[0][cell]))))
    guessed = propagate(Work(board, level, root[0]), [(cell, cs.single(value))], Stats())
    assert keeps(guessed, {a for a in answers if a[cell] == value})
    assert keeps(propagate(Work(board, level, pvector(root[0])), [], Stats()), answers)


def heard(
    problem: Problem, rule: str, focus: int, cells: dict[int, tuple[int, ...]]
) -> Heard[Reason]:
    """What the rule named ``rule`` says at ``focus``, some ``cells`` holding only the
    values given."""
    board = make_board(problem.layout)
    domains = initial_domains(board, problem)
    for cell, held in cells.items():
        domains = domains.set(cell, cs.of(held))
    found: Heard[Reason] = Heard()
    (named,) = (r for r in rules(board) if r.name == rule)
    assert isinstance(named, Rule)
    named.apply(domains, found, focus)
    return found


def test_every_rule_says_why_it_takes_a_value() -> None:
    given = heard(SQUARES, "placed value", 1, {1: (2,)})
    assert given.losses == [
        (0, cs.single(2), Placed(1, 2)),
        (4, cs.single(2), Placed(1, 2)),
        (5, cs.single(2), Placed(1, 2)),
        (2, cs.single(2), Touch(1, 2)),
        (6, cs.single(2), Touch(1, 2)),
    ]
    hidden = heard(SQUARES, "hidden single", 0, {0: (1, 2, 3), 1: (1, 2, 3), 4: (1, 2, 3)})
    assert hidden.losses == [(5, cs.of((1, 2, 3)), HiddenSingle(0, 4))]
    pointing = heard(SQUARES, "room pointing", 0, {0: (1, 2, 3), 4: (1, 2, 3)})
    assert pointing.losses == [
        (2, cs.single(4), Pointing(0, 4, (1, 5))),
        (6, cs.single(4), Pointing(0, 4, (1, 5))),
    ]
    dead = heard(SQUARES, "hidden single", 0, dict.fromkeys((0, 1, 4, 5), (1, 2, 3)))
    assert dead.losses == [(-1, 0, NoPlace(0, 4))]
