"""The encoding: a puzzle's solutions are exactly its formula's models, read back."""

from __future__ import annotations

import pytest

from ripple_fp import parse_puzzle, solutions
from ripple_fp.grid.matrix import Matrix
from ripple_fp.grid.rooms import Problem, Puzzle, Solution
from ripple_fp.ripple.solving.encoding import Encoding, UnsoundModelError, encode
from ripple_fp.search.formula import Var, satisfies
from ripple_fp.search.learning import models
from ripple_fp.search.propagation import LOOK_EVERY

from ...conftest import DATA, SAMPLES, SPECIAL, load_problem, load_solution


def sample() -> tuple[Encoding, Solution, frozenset[Var]]:
    """The sample puzzle's encoding, its solution, and the model that solution is."""
    path = SAMPLES["ripple"]
    problem = load_problem(path)
    solution = load_solution(path.with_suffix(".sol"), problem)
    encoding = encode(problem)
    cells = solution.grid.cells
    model = frozenset(x for x, (c, v) in enumerate(encoding.owner) if cells[c] == v)
    return encoding, solution, model


def test_a_solution_is_a_model_and_decodes_to_itself() -> None:
    encoding, solution, model = sample()
    assert satisfies(encoding.formula, model)
    assert encoding.decode(model) == solution


def test_a_grid_that_breaks_a_rule_is_no_model() -> None:
    problem = parse_puzzle("1 2\n\n- -\n").unwrap()  # two rooms of one cell side by side
    encoding = encode(problem)
    assert not satisfies(encoding.formula, frozenset({0, 1}))  # 1 next to 1
    assert list(models(encoding.formula)) == []


def test_the_formula_has_a_model_for_each_solution_of_the_puzzle() -> None:
    problem = load_problem(SPECIAL / "multiplesolutions1_nonunique.txt")
    encoding = encode(problem)
    found = [encoding.decode(m) for m in models(encoding.formula)]
    assert len(found) == len(set(found))
    assert set(found) == set(solutions(problem, "lookahead"))


def test_only_models_the_referee_accepts_come_out_as_solutions() -> None:
    encoding, solution, model = sample()
    assert list(encoding.solutions([model], "a test")) == [solution]
    wrong = frozenset(x for x, (c, v) in enumerate(encoding.owner) if v == 1)  # all ones
    with pytest.raises(UnsoundModelError, match="a test found a grid"):
        list(encoding.solutions([model, wrong], "a test"))


def test_a_given_is_a_unit() -> None:
    problem = parse_puzzle("1 1\n2 2\n\n- 2\n- -\n").unwrap()
    assert len(encode(problem).formula.units) == 1


def test_only_the_values_reasoning_left_get_variables() -> None:
    problem = parse_puzzle("1 1\n2 2\n\n- 2\n- -\n").unwrap()
    assert encode(problem).formula.variables == 7  # 1 or 2 for each empty cell; the given
    within = _within(problem, {1}, {2}, {2}, {1})
    encoding = encode(problem, within)
    assert encoding.owner == ((0, 1), (1, 2), (2, 2), (3, 1))
    assert [encoding.decode(m) for m in models(encoding.formula)] == [
        Puzzle(problem.layout, Matrix.of(problem.layout.size, [1, 2, 2, 1]))
    ]


def test_a_value_with_no_place_left_gives_no_model() -> None:
    problem = parse_puzzle("1 1\n2 2\n\n- -\n- -\n").unwrap()
    within = _within(problem, {2}, {2}, {1, 2}, {1, 2})  # no 1 left in the top room
    assert list(models(encode(problem, within).formula)) == []


def _within(problem: Problem, *left: set[int]) -> Puzzle[frozenset[int]]:
    return Puzzle(problem.layout, Matrix.of(problem.layout.size, map(frozenset, left)))


def test_writing_a_large_formula_looks_at_the_meter_and_writes_the_same() -> None:
    """The exclusions of a 100x100 grid take a few tenths of a second to write: the
    search's meter is looked at on the way, and what is written does not change."""
    problem = load_problem(DATA / "huge-06.txt")
    looks: list[int] = []
    paced = encode(problem, None, lambda: looks.append(1))
    assert len(looks) >= problem.layout.size[0] * problem.layout.size[1] // LOOK_EVERY
    assert paced.formula == encode(problem).formula
