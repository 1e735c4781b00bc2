"""Exercise 3: the naked-pairs rule finds what it should, never loses a solution, and a
model that propagates it still solves every puzzle."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest
from hypothesis import given
from pyrsistent import pvector

from ripple_fp import solutions
from ripple_fp.grid.rooms import Problem, Solution, make_layout
from ripple_fp.ripple.deductions import Deductions
from ripple_fp.ripple.model import Board, RippleModel, make_board
from ripple_fp.search import candidates as cs
from ripple_fp.search.candidates import Candidates
from ripple_fp.search.engine import solve
from ripple_fp.search.meter import Meter
from ripple_fp.search.model import Domains, Model, Var
from ripple_fp.search.order import LookAhead, Mrv
from ripple_fp.search.stats import Stats

from .loading import load
from .samples import SOLVED, problems, sample, sample_solution

Restrictions = list[tuple[Var, Candidates]]

answer = load("ex03_pairs")
naked_pairs: Callable[[Board, Domains], Restrictions] = answer.naked_pairs
PairsModel: Callable[[Problem, Deductions], Model[Solution]] = answer.PairsModel

ONE_ROOM = make_board(make_layout([[1, 1, 1, 1]]))
TWO_ROOMS = make_board(make_layout([[1, 1, 2, 2], [1, 1, 2, 2]]))


def domains_of(*values: Iterable[int]) -> Domains:
    return pvector(cs.of(cell) for cell in values)


def applied(domains: Domains, restrictions: Restrictions) -> list[list[int]]:
    """The candidates of every cell once the restrictions are kept, as lists."""
    kept = domains.evolver()
    for var, keep in restrictions:
        kept[var] &= keep
    return [list(cs.values(cands)) for cands in kept.persistent()]


def test_a_pair_takes_its_values_from_the_rest_of_its_room() -> None:
    domains = domains_of([1, 2], [1, 2], [1, 2, 3], [1, 2, 3, 4])
    assert applied(domains, naked_pairs(ONE_ROOM, domains)) == [[1, 2], [1, 2], [3], [3, 4]]


def test_two_pairs_in_one_room_both_count() -> None:
    domains = domains_of([1, 2], [3, 4], [1, 2], [3, 4, 1])
    assert applied(domains, naked_pairs(ONE_ROOM, domains)) == [[1, 2], [3, 4], [1, 2], [3, 4]]


def test_nothing_is_said_where_nothing_would_be_lost() -> None:
    assert naked_pairs(ONE_ROOM, domains_of([1, 2], [1, 2], [3], [4])) == []
    assert naked_pairs(ONE_ROOM, domains_of([1, 2], [1, 3], [1, 2, 3], [1, 2, 3, 4])) == []
    assert naked_pairs(ONE_ROOM, domains_of([1, 2, 3], [1, 2, 3], [1, 2, 3], [4])) == []


def test_a_pair_acts_only_in_its_own_room() -> None:
    # rooms: cells 0, 1, 4, 5 and cells 2, 3, 6, 7; the pair {1, 2} is in the first room
    domains = domains_of([1, 2], [1, 2], [1, 2, 3], [1, 2, 4], [1, 2, 3], [3, 4], [1], [2])
    expected = [[1, 2], [1, 2], [1, 2, 3], [1, 2, 4], [3], [3, 4], [1], [2]]
    assert applied(domains, naked_pairs(TWO_ROOMS, domains)) == expected


@given(problems())
def test_the_rule_never_forbids_a_value_a_solution_uses(problem: Problem) -> None:
    started = RippleModel(problem, Deductions.FORWARD).start(Stats())
    if started is None:
        return
    board, domains = make_board(problem.layout), started[0]
    kept = applied(domains, naked_pairs(board, domains))
    for solution in solutions(problem):
        assert all(solution[pos] in kept[var] for var, pos in enumerate(board.positions))


@given(problems())
def test_the_model_finds_every_solution_and_no_other(problem: Problem) -> None:
    found = solve(PairsModel(problem, Deductions.FORWARD), Mrv())
    assert sorted(map(render, found)) == sorted(map(render, solutions(problem)))


def test_the_model_solves_the_samples_with_every_level_of_deductions() -> None:
    for name in SOLVED:
        for deductions in Deductions:
            found = list(solve(PairsModel(sample(name), deductions), LookAhead()))
            assert found == [sample_solution(name)]


@pytest.mark.parametrize("name", ["hakyuu_010", "pp4391"])
def test_the_model_narrows_more_than_forward_checking_alone(name: str) -> None:
    problem = sample(name)
    plain = RippleModel(problem, Deductions.FORWARD).start(Stats())
    paired = PairsModel(problem, Deductions.FORWARD).start(Stats())
    assert plain is not None
    assert paired is not None
    assert all(p & ~q == 0 for p, q in zip(paired[0], plain[0], strict=True))
    assert sum(map(cs.count, paired[0])) < sum(map(cs.count, plain[0]))


def test_the_model_needs_fewer_guesses_than_forward_checking_alone() -> None:
    problem, plain, paired = sample("hakyuu_010"), Stats(), Stats()
    next(solve(RippleModel(problem, Deductions.FORWARD), Mrv(), Meter(plain)))
    next(solve(PairsModel(problem, Deductions.FORWARD), Mrv(), Meter(paired)))
    assert paired.nodes < plain.nodes


def render(solution: Solution) -> tuple[tuple[int, ...], ...]:
    return tuple(solution.rows())
