"""Look-ahead: probing never drops a value a solution uses, and it is what makes the
deliberately hard generated puzzles small searches."""

from __future__ import annotations

import pytest
from hypothesis import given

from ripple_fp import Problem, Stats, is_solution, parse_puzzle, solutions
from ripple_fp.ripple.deductions import Deductions
from ripple_fp.ripple.model import RippleModel, initial_domains
from ripple_fp.search import candidates as cs
from ripple_fp.search.lookahead import (
    WIDEST,
    by_impact,
    near,
    no_impacts,
    priority,
    probe,
    probed,
    record,
    shave,
)
from ripple_fp.search.meter import Meter

from ..conftest import DATA, load_problem, load_solution
from ..test_properties import oracle, problems


def model_of(problem: Problem) -> RippleModel:
    return RippleModel(problem, Deductions.FULL)


@given(problems())
def test_probing_keeps_every_value_some_solution_uses(problem: Problem) -> None:
    model = model_of(problem)
    answers = list(oracle(problem))
    grid = initial_domains(model.board, problem)
    for cell, pos in enumerate(model.board.positions):
        kept = {value for value, _ in probe(model, grid, cell, Meter())}
        assert {answer[pos] for answer in answers} <= kept


@given(problems())
def test_shaving_keeps_every_value_some_solution_uses(problem: Problem) -> None:
    model = model_of(problem)
    board = model.board
    answers = list(oracle(problem))
    shaved = shave(model, initial_domains(board, problem), range(board.size), Meter())
    if shaved is None:
        assert answers == []
        return
    grid, trials, _ = shaved
    for answer in answers:
        assert all(cs.has(grid[i], answer[pos]) for i, pos in enumerate(board.positions))
    impacts = record(no_impacts(board.size), trials)
    for cell, cands in enumerate(grid):
        if not cs.is_single(cands):
            assert {value for value, _ in impacts[cell]} == set(cs.values(cands))


def test_probing_finds_what_propagation_alone_does_not() -> None:
    problem = load_problem(DATA / "hard-06.txt")
    solution = load_solution(DATA / "hard-06.sol", problem)
    model = model_of(problem)
    board = model.board
    started = model.start(Stats())
    assert started is not None
    grid = started[0]
    stats = Stats()
    shaved = shave(model, grid, range(board.size), Meter(stats))
    assert shaved is not None
    shaved_grid, _, narrowed = shaved
    assert stats.probes > 0
    removed = sum(cs.count(grid[i]) - cs.count(shaved_grid[i]) for i in range(board.size))
    assert removed > 0
    assert set(narrowed) == {i for i in range(board.size) if grid[i] != shaved_grid[i]}
    for i, pos in enumerate(board.positions):
        assert cs.has(shaved_grid[i], solution[pos])


def test_a_probe_reports_the_eliminations_each_value_causes() -> None:
    # Two cells in a room of two: either value narrows both cells, impact 2.
    problem = parse_puzzle("1 1\n\n- -\n").unwrap()
    model = model_of(problem)
    grid = initial_domains(model.board, problem)
    assert probe(model, grid, 0, Meter()) == ((1, 2), (2, 2))


def test_the_cell_whose_values_tell_most_comes_first() -> None:
    both_large = priority(cs.of([1, 2]), ((1, 30), (2, 40)), 1024)
    one_small = priority(cs.of([1, 2]), ((1, 30), (2, 0)), 1024)
    never_probed = priority(cs.of([1, 2]), (), 1024)
    assert both_large < one_small < never_probed == 2 * 1024
    # a value probed once but gone since no longer counts
    assert priority(cs.of([2]), ((1, 0), (2, 9)), 1024) == 1024 // 10


def test_values_are_tried_least_impact_first() -> None:
    assert by_impact(cs.of([1, 2, 3]), ((1, 9), (2, 4), (3, 4))) == [2, 3, 1]
    assert by_impact(cs.of([1, 3]), ((1, 9), (2, 0), (3, 4))) == [3, 1]


def test_near_is_the_room_and_a_short_cross_reach() -> None:
    problem = parse_puzzle("1 1 1 1 2 3 4 5\n\n- - - - - - - -\n").unwrap()
    model = model_of(problem)
    domains = initial_domains(model.board, problem)
    assert near(model, domains, [0]) == {0, 1, 2, 3}  # room of four, reach of 3
    assert near(model, domains, [6]) == {5, 6, 7}  # a room of one: its 1 reaches one each way
    assert near(model, domains, [0, 7]) == {0, 1, 2, 3, 6, 7}


def test_a_variable_wider_than_widest_is_not_probed_nor_probes_its_neighbours() -> None:
    size = WIDEST + 1
    problem = parse_puzzle("1 " * size + "2\n\n" + "- " * size + "-\n").unwrap()
    model = model_of(problem)
    domains = initial_domains(model.board, problem)
    assert not probed(domains[0])
    assert probed(cs.full(WIDEST))
    assert near(model, domains, [0]) == {0}
    shaved = shave(model, domains, range(size + 1), Meter())
    assert shaved is not None
    assert set(shaved[1]) == set()  # the one-cell room is decided, the others too wide


@pytest.mark.parametrize("name", ["hard-06", "large-03"])
def test_the_hard_generated_puzzles_take_few_guesses(name: str) -> None:
    # The full strategy needs 118,716 guesses on hard-06 and more than 600,000 on
    # large-03 (docs/performance.md); guess counts do not depend on the machine.
    problem = load_problem(DATA / f"{name}.txt")
    stats = Stats()
    found = next(solutions(problem, "lookahead", stats))
    assert is_solution(problem, found)
    assert found == load_solution(DATA / f"{name}.sol", problem)
    assert stats.nodes <= 50
