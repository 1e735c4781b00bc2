"""The explained solve: every step replayed from the puzzle and checked against its
solution, on every published puzzle of the corpus; laziness; the order of the rules."""

from __future__ import annotations

from itertools import islice
from pathlib import Path

import pytest

from ripple_fp import Problem, Solution, is_solution, solutions
from ripple_fp.grid.rooms import from_rows, make_layout
from ripple_fp.ripple.explaining.steps import (
    Eliminate,
    EmptyCell,
    NoPlace,
    Place,
    Rule,
    Step,
    Unsolvable,
)
from ripple_fp.ripple.explaining.trace import solve_in_steps

from ...conftest import DATA, PUZZLES, SPECIAL, load_problem, load_solution

CORPUS = DATA / "corpus"
PUBLISHED = sorted(CORPUS.glob("*/*.txt"))


def replay(
    problem: Problem, steps: list[Step], solution: Solution
) -> dict[tuple[int, int], set[int]]:
    """Apply every step to candidates of our own, from the puzzle; check each against
    ``solution``: a placement is its value, an elimination never takes its value, and
    every step changes something."""
    sizes = problem.layout
    left = {
        pos: set(range(1, sizes.room_size(pos) + 1)) if cell is None else {cell}
        for pos, cell in problem.grid.items()
    }
    for step in steps:
        match step.conclusion:
            case Place(cell, value):
                assert solution[cell] == value, step
                assert value in left[cell], step
                left[cell] = {value}
            case Eliminate(value, cells):
                assert cells, step
                for cell in cells:
                    assert solution[cell] != value, step
                    assert value in left[cell], step
                    left[cell].discard(value)
            case other:
                pytest.fail(f"a dead end in a puzzle with a solution: {other}")
    return left


@pytest.mark.parametrize("path", PUBLISHED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_published_puzzle_is_explained_to_the_end_without_a_guess(path: Path) -> None:
    problem = load_problem(path)
    solution = load_solution(path.with_suffix(".sol"), problem)
    steps = list(solve_in_steps(problem))
    left = replay(problem, steps, solution)
    assert all(len(values) == 1 for values in left.values())
    assert {pos: min(values) for pos, values in left.items()} == dict(solution.grid.items())
    assert all(step.rule is not Rule.GUESS for step in steps)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["hard-06", "large-03", "room_of_294_cells"])
def test_a_generated_puzzle_is_explained_with_every_step_true(name: str) -> None:
    problem = load_problem(DATA / f"{name}.txt")
    solution = load_solution(DATA / f"{name}.sol", problem)
    left = replay(problem, list(solve_in_steps(problem)), solution)
    assert {pos: min(values) for pos, values in left.items()} == dict(solution.grid.items())


def test_the_corpus_is_all_there() -> None:
    assert {p.parent.name for p in PUBLISHED} == {"janko", "app-levels", "lab"}
    assert len(PUBLISHED) == 61 + 149 + 43


def test_a_contradiction_says_what_it_supposed_and_where_it_ends() -> None:
    problem = load_problem(CORPUS / "app-levels" / "level046.txt")
    found = [s for s in solve_in_steps(problem) if s.rule is Rule.CONTRADICTION]
    assert found
    for step in found:
        assert step.supposed is not None
        assert isinstance(step.dead, EmptyCell | NoPlace)
        assert step.conclusion == Eliminate(step.supposed.value, (step.supposed.cell,))


@pytest.mark.parametrize("path", sorted(SPECIAL.glob("nosolution_*.txt")), ids=lambda p: p.stem)
def test_a_puzzle_without_solution_ends_in_a_dead_end(path: Path) -> None:
    steps = list(solve_in_steps(load_problem(path)))
    assert isinstance(steps[-1].conclusion, EmptyCell | NoPlace | Unsolvable)
    assert not any(isinstance(s.conclusion, EmptyCell | NoPlace | Unsolvable) for s in steps[:-1])


@pytest.mark.parametrize("path", sorted(SPECIAL.glob("*_nonunique.txt")), ids=lambda p: p.stem)
def test_a_puzzle_of_many_solutions_is_explained_with_guesses(path: Path) -> None:
    problem = load_problem(path)
    steps = list(solve_in_steps(problem))
    placed = {
        s.conclusion.cell: s.conclusion.value for s in steps if isinstance(s.conclusion, Place)
    }
    givens = {pos: cell for pos, cell in problem.grid.items() if cell is not None}
    grid = [[(givens | placed)[(r, c)] for c in range(problem.layout.size[1])]
            for r in range(problem.layout.size[0])]  # fmt: skip
    assert is_solution(problem, from_rows(problem.layout, grid))
    assert any(step.rule is Rule.GUESS for step in steps)


def test_the_trace_is_lazy() -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    first = list(islice(solve_in_steps(problem), 3))
    assert [step.rule for step in first] == [Rule.ROOM_RULE] * 3


def test_the_simplest_rule_that_makes_progress_comes_first() -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    ranks = [step.rule.rank for step in solve_in_steps(problem)]
    assert ranks[0] == Rule.ROOM_RULE.rank
    assert max(ranks) <= Rule.ROOM_REACH.rank


def test_a_filled_puzzle_needs_no_step_and_a_clash_of_givens_is_a_dead_end() -> None:
    layout = make_layout([[1, 1], [2, 2]])
    solved: Problem = from_rows(layout, [[1, 2], [2, 1]])
    assert list(solve_in_steps(solved)) == []
    clash: Problem = from_rows(layout, [[1, 1], [None, None]])
    elimination, dead_end = solve_in_steps(clash)
    assert elimination == Step(Rule.ROOM_RULE, ((0, 0),), Eliminate(1, ((0, 1),)), room=1)
    assert dead_end == Step(Rule.ROOM_RULE, ((0, 1),), EmptyCell((0, 1)))


def test_a_guess_follows_the_solution_the_search_finds_first() -> None:
    blank: Problem = from_rows(make_layout([[1, 1], [2, 2]]), [[None, None], [None, None]])
    steps = list(solve_in_steps(blank))
    first = next(solutions(blank))
    assert steps[0] == Step(Rule.GUESS, ((0, 0),), Place((0, 0), first[(0, 0)]))
