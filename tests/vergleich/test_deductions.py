"""Propagation: what each level removes that the one before keeps, and that no level
ever removes a digit some solution uses."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pyrsistent import pvector

from ripple_fp.search import candidates as cs
from ripple_fp.search.alldifferent import HiddenSingle, NoPlace, Placed
from ripple_fp.search.model import Domains, Narrowed
from ripple_fp.search.propagation import propagate
from ripple_fp.search.rules import Rule
from ripple_fp.search.stats import Stats
from ripple_fp.vergleich.board import Board, initial_domains, make_board
from ripple_fp.vergleich.deductions import Compared, Deductions, Reason, Work, rules, start
from ripple_fp.vergleich.puzzle import Problem, with_signs

from ..search.heard import Heard
from .samples import CORPUS, load, oracle, tiny_problems

EMPTY = make_board(with_signs(4, []))
PROBLEM, SOLUTION = load(CORPUS[0])  # 2 3 1 4 / 1 4 3 2 / 4 1 2 3 / 3 2 4 1
SIGNED = make_board(PROBLEM)


def started(board: Board, level: Deductions) -> Domains:
    result = start(board, level, initial_domains(board), Stats())
    assert result is not None
    return result[0]


def digits(domains: Domains) -> list[list[int]]:
    return [list(cs.values(cands)) for cands in domains]


def test_forward_checking_clears_the_peers_of_a_placed_digit() -> None:
    result = propagate(
        Work(EMPTY, Deductions.FORWARD, initial_domains(EMPTY)), [(0, cs.single(1))], Stats()
    )
    assert result is not None
    domains, changed = result
    assert changed[0] == 0
    assert sorted(changed[1:]) == list(EMPTY.peers[0])
    assert all(not cs.has(domains[i], 1) for i in EMPTY.peers[0])
    assert domains[15] == cs.full(4)


def test_forward_checking_bounds_the_cells_a_sign_compares() -> None:
    domains = started(SIGNED, Deductions.FORWARD)
    assert set(domains) == {cs.full(4)}  # forward checking waits for a placed digit
    result = propagate(Work(SIGNED, Deductions.FORWARD, domains), [(0, cs.single(2))], Stats())
    assert result is not None
    assert digits(result[0])[1] == [3, 4]  # (1,2) > (1,1)
    assert digits(result[0])[4] == [1]  # (2,1) < (1,1)


def test_bounds_narrow_before_any_guess() -> None:
    # The first box is a chain (2,1) < (1,1) < (1,2) < (2,2): its digits are fixed.
    domains = started(SIGNED, Deductions.BOUNDS)
    assert [digits(domains)[i] for i in (4, 0, 1, 5)] == [[1], [2], [3], [4]]
    assert cs.count(domains[15]) < 4


def test_bounds_follow_a_narrowing_that_places_nothing() -> None:
    board = make_board(with_signs(4, [((0, 1), (0, 0))]))  # (1,2) > (1,1)
    domains = started(board, Deductions.BOUNDS)
    assert digits(domains)[:2] == [[1, 2, 3], [2, 3, 4]]
    low = [(1, cs.of([2, 3]))]
    bounded = propagate(Work(board, Deductions.BOUNDS, domains), low, Stats())
    forward = propagate(Work(board, Deductions.FORWARD, domains), low, Stats())
    assert bounded is not None
    assert forward is not None
    assert digits(bounded[0])[0] == [1, 2]
    assert digits(forward[0])[0] == [1, 2, 3]


def test_hidden_singles_place_what_bounds_leave_open() -> None:
    no_four = [(cell, cs.of([1, 2, 3])) for cell in (1, 2, 3)]
    bounded = propagate(Work(EMPTY, Deductions.BOUNDS, initial_domains(EMPTY)), no_four, Stats())
    full = propagate(Work(EMPTY, Deductions.FULL, initial_domains(EMPTY)), no_four, Stats())
    assert bounded is not None
    assert full is not None
    assert bounded[0][0] == cs.full(4)
    assert full[0][0] == cs.single(4)


def test_a_digit_with_no_place_in_a_unit_is_a_contradiction() -> None:
    no_four = [(cell, cs.of([1, 2, 3])) for cell in (0, 1, 2, 3)]
    assert (
        propagate(Work(EMPTY, Deductions.FULL, initial_domains(EMPTY)), no_four, Stats()) is None
    )
    assert propagate(Work(EMPTY, Deductions.FORWARD, initial_domains(EMPTY)), no_four, Stats())


def test_a_restriction_to_nothing_is_a_contradiction() -> None:
    for level in Deductions:
        assert (
            propagate(Work(SIGNED, level, initial_domains(SIGNED)), [(3, cs.NONE)], Stats())
            is None
        )


def test_a_cycle_of_signs_is_a_contradiction_once_bounds_are_on() -> None:
    cycle = make_board(
        with_signs(4, [((0, 1), (0, 0)), ((1, 1), (0, 1)), ((1, 0), (1, 1)), ((0, 0), (1, 0))])
    )
    assert start(cycle, Deductions.FULL, initial_domains(cycle), Stats()) is None
    assert start(cycle, Deductions.BOUNDS, initial_domains(cycle), Stats()) is None
    assert start(cycle, Deductions.FORWARD, initial_domains(cycle), Stats()) is not None


def test_full_propagation_solves_the_four_by_four_and_counts_its_steps() -> None:
    stats = Stats()
    result = start(SIGNED, Deductions.FULL, initial_domains(SIGNED), stats)
    assert result is not None
    expected = [cs.single(SOLUTION[divmod(i, 4)]) for i in range(16)]
    assert list(result[0]) == expected
    assert stats.propagations == 16


def keeps(result: Narrowed | None, answers: set[tuple[int, ...]]) -> bool:
    """Does every answer still fit the domains (and is there a result if any answer)?"""
    if result is None:
        return not answers
    return all(all(cs.has(c, d) for c, d in zip(result[0], a, strict=True)) for a in answers)


def flat(problem: Problem) -> set[tuple[int, ...]]:
    return {tuple(d for row in s.rows() for d in row) for s in oracle(problem)}


@pytest.mark.parametrize("level", list(Deductions))
@given(problem=tiny_problems(), cell=st.integers(0, 15), digit=st.integers(1, 4))
def test_propagation_keeps_every_digit_some_solution_uses(
    level: Deductions, problem: Problem, cell: int, digit: int
) -> None:
    board, answers = make_board(problem), flat(problem)
    root = start(board, level, initial_domains(board), Stats())
    assert keeps(root, answers)
    if root is None:
        return
    guessed = propagate(Work(board, level, root[0]), [(cell, cs.single(digit))], Stats())
    assert keeps(guessed, {a for a in answers if a[cell] == digit})
    assert keeps(propagate(Work(board, level, pvector(root[0])), [], Stats()), answers)


def heard(board: Board, rule: str, level: int, focus: int, domains: Domains) -> Heard[Reason]:
    found: Heard[Reason] = Heard()
    (named,) = (r for r in rules(board) if r.name == rule and r.level == level)
    assert isinstance(named, Rule)
    named.apply(domains, found, focus)
    return found


def test_every_rule_says_why_it_takes_a_digit() -> None:
    two = initial_domains(SIGNED).set(0, cs.single(2))
    placed = heard(SIGNED, "placed digit", 0, 0, two)
    assert {reason for _, _, reason in placed.losses} == {Placed(0, 2)}
    assert sorted(var for var, _, _ in placed.losses) == list(SIGNED.peers[0])
    signed = heard(SIGNED, "sign", 0, 0, two)
    assert signed.losses == [
        (1, cs.of((1, 2)), Compared(0, cs.single(2), True)),  # (1,2) > (1,1)
        (4, cs.of((2, 3, 4)), Compared(0, cs.single(2), False)),  # (2,1) < (1,1)
    ]
    unit = initial_domains(EMPTY)
    for cell in EMPTY.units[0][:3]:
        unit = unit.set(cell, cs.of((1, 2, 3)))
    hidden = heard(EMPTY, "hidden single", 2, 0, unit)
    assert hidden.losses == [(3, cs.of((1, 2, 3)), HiddenSingle(0, 4))]
    dead = heard(EMPTY, "hidden single", 2, 0, unit.set(3, cs.of((1, 2, 3))))
    assert dead.losses == [(-1, 0, NoPlace(0, 4))]
