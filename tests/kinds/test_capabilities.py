"""What a kind may also do: Ripple Effect's explainer and maker fit the protocols, the
others say they lack them, and the records hold what the commands print and write."""

from __future__ import annotations

from ripple_fp.kinds import KIND_NAMES
from ripple_fp.kinds.capabilities import Advice, Explained, Made, Recipe
from ripple_fp.ripple import RIPPLE

from ..conftest import PUZZLES, SPECIAL, declared, load_problem


def test_ripple_explains_a_solve_and_hints_through_the_protocol() -> None:
    assert RIPPLE.explainer is not None
    explainer = RIPPLE.explainer()
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    found = explainer.explain(problem)
    assert isinstance(found, Explained)
    assert len(found.steps) == 130
    assert found.solution is not None
    assert RIPPLE.is_solution(problem, found.solution)
    assert found.page("a title").count("<section ") == 130
    advice = explainer.hint(problem)
    assert (advice.stuck, advice.wrong) == (False, ())
    assert advice.step is not None
    assert advice == Advice(advice.text, False, advice.step)


def test_an_explained_dead_end_has_no_solution() -> None:
    assert RIPPLE.explainer is not None
    found = RIPPLE.explainer().explain(load_problem(SPECIAL / "nosolution_from_janko_002.txt"))
    assert found.solution is None
    assert found.steps[-1].endswith("so the puzzle has no solution.")


def test_ripple_makes_puzzles_the_recipe_describes_the_same_each_time() -> None:
    assert RIPPLE.maker is not None
    maker = RIPPLE.maker()
    recipe = Recipe((4, 4), "capabilities", largest=4)
    made = maker.make(recipe)
    assert isinstance(made, Made)
    assert made == maker.make(recipe)
    assert RIPPLE.is_solution(made.problem, made.solution)
    assert made.clues == sum(cell is not None for cell in made.problem.grid.cells)
    assert maker.SECOND_OPINION in RIPPLE.strategies
    assert RIPPLE.strategies.default != maker.SECOND_OPINION


def test_every_kind_explains_and_is_made() -> None:
    """Ripple Effect with its own explainer, the others with the shared one."""
    assert all(declared(name).maker is not None for name in KIND_NAMES)
    for name in KIND_NAMES:
        explainer = declared(name).explainer
        assert explainer is not None
        assert callable(explainer().explain)
        assert callable(explainer().hint)
