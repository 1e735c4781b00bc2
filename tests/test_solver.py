"""The search: right answers on real puzzles, all answers, no answer, and no depth limit."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import islice
from pathlib import Path

import pytest
from pyrsistent import pmap

from ripple_fp import Problem, Puzzle, Solution, is_solution, naive_solutions, parse_puzzle
from ripple_fp.solver import assign, choices, conflicts, cross_reach, solutions

from .conftest import DATA, PUZZLES, SPECIAL, load_problem, load_solution, solved_puzzles

Solver = Callable[[Problem], Iterator[Solution]]
SOLVERS = [pytest.param(solutions, id="mrv"), pytest.param(naive_solutions, id="naive")]
NO_SOLUTION = sorted(SPECIAL.glob("nosolution_*.txt"))


def first_two(solver: Solver, problem: Problem) -> list[Solution]:
    return list(islice(solver(problem), 2))


@pytest.mark.parametrize("path", solved_puzzles(), ids=lambda p: p.stem)
def test_finds_the_unique_solution_of_every_sample(path: Path) -> None:
    problem = load_problem(path)
    assert first_two(solutions, problem) == [load_solution(path.with_suffix(".sol"), problem)]


@pytest.mark.parametrize("name", ["hakyuu_001", "hakyuu_002", "pp4391"])
def test_naive_solver_agrees(name: str) -> None:
    problem = load_problem(PUZZLES / f"{name}.txt")
    expected = load_solution(PUZZLES / f"{name}.sol", problem)
    assert first_two(naive_solutions, problem) == [expected]


@pytest.mark.parametrize("path", NO_SOLUTION, ids=lambda p: p.stem)
def test_finds_nothing_when_there_is_no_solution(path: Path) -> None:
    assert first_two(solutions, load_problem(path)) == []


@pytest.mark.parametrize("solver", SOLVERS)
def test_naive_solver_finds_nothing_either(solver: Solver) -> None:
    assert first_two(solver, load_problem(SPECIAL / "nosolution_from_janko_002.txt")) == []


@pytest.mark.parametrize("solver", SOLVERS)
@pytest.mark.parametrize("name", ["multiplesolutions1_nonunique", "multiplesolutions2_nonunique"])
def test_finds_several_valid_solutions_when_there_are_several(solver: Solver, name: str) -> None:
    problem = load_problem(SPECIAL / f"{name}.txt")
    found = first_two(solver, problem)
    assert len(found) == 2
    assert found[0] != found[1]
    assert all(is_solution(problem, s) for s in found)


def test_lists_all_three_solutions_of_a_small_nonunique_puzzle() -> None:
    problem = load_problem(SPECIAL / "multiplesolutions1_nonunique.txt")
    found = list(solutions(problem))
    assert len(found) == len(set(found)) == 3
    assert set(found) == set(naive_solutions(problem))


@pytest.mark.slow
def test_solves_an_empty_18_by_18_board() -> None:
    problem = load_problem(SPECIAL / "board7_nonunique.txt")
    assert is_solution(problem, next(solutions(problem)))


@pytest.mark.parametrize("solver", SOLVERS)
@pytest.mark.parametrize(
    "text",
    [
        "1 1\n\n1 1\n",  # the same value twice in a room
        "1 2\n\n1 1\n",  # two 1s side by side
        "1 1 1 2 2 2\n\n3 - - 3 - -\n",  # two 3s at distance 3
    ],
)
def test_clashing_givens_have_no_solution(solver: Solver, text: str) -> None:
    assert first_two(solver, parse_puzzle(text).unwrap()) == []


@pytest.mark.parametrize("solver", SOLVERS)
def test_a_full_valid_grid_is_its_own_solution(solver: Solver) -> None:
    problem = parse_puzzle("1 1\n2 2\n\n2 1\n1 2\n").unwrap()
    assert [s.grid for s in solver(problem)] == [problem.grid]


@pytest.mark.parametrize("solver", SOLVERS)
def test_searches_deeper_than_the_recursion_limit(solver: Solver) -> None:
    """A 100x100 grid with one hole per room: 1,848 nested decisions for the naive solver."""
    full = load_problem(DATA / "huge-06.txt")
    solution = load_solution(DATA / "huge-06.sol", full)
    holes = {cells[0] for cells in full.layout.rooms.values()}
    problem: Problem = Puzzle(
        full.layout, pmap({pos: None if pos in holes else solution[pos] for pos in solution.grid})
    )
    assert len(holes) > 1000
    assert first_two(solver, problem) == [solution]


def test_cross_reach_stays_on_the_grid() -> None:
    layout = parse_puzzle("1 1 1\n1 1 1\n\n- - -\n- - -\n").unwrap().layout
    assert sorted(cross_reach(layout, (0, 0), 2)) == [(0, 1), (0, 2), (1, 0)]


def test_conflicts_are_the_room_and_the_cross_reach() -> None:
    layout = parse_puzzle("1 1 2\n3 3 2\n\n- - -\n- - -\n").unwrap().layout
    assert sorted(set(conflicts(layout, (0, 0), 1))) == [(0, 1), (1, 0)]


def test_assign_removes_the_value_from_conflicting_cells_and_forces_singles() -> None:
    problem = parse_puzzle("1 1\n\n- -\n").unwrap()
    (state,) = assign(choices(problem), (0, 0), 2)
    assert state[(0, 0)] == {2}
    assert state[(0, 1)] == {1}
    assert list(assign(choices(problem), (0, 0), 3)) == []
