"""Generated puzzles: the same recipe makes the same puzzle; each is unique (by the
referee and two counting strategies), and minimal: no clue left can go."""

from __future__ import annotations

from random import Random

import pytest

from ripple_fp import Problem, count_solutions, is_solution
from ripple_fp.grid.partition import partition
from ripple_fp.kinds.capabilities import Recipe
from ripple_fp.ripple import RIPPLE, SEARCH
from ripple_fp.ripple.making import SECOND_OPINION, SOLUTION_FIRST, clues, filling, make

RECIPES = [Recipe((5, 5), "a", 5), Recipe((6, 6), "b", 6), Recipe((6, 7), "c", 9)]


@pytest.mark.parametrize("recipe", RECIPES)
def test_a_made_puzzle_is_unique_and_minimal(recipe: Recipe) -> None:
    made = make(recipe)
    assert is_solution(made.problem, made.solution)
    assert made.clues == len(list(clues(made.problem)))
    assert count_solutions(made.problem, 2, "learn") == 1
    assert count_solutions(made.problem, 2, "lookahead") == 1
    for cell in clues(made.problem):
        assert count_solutions(made.problem.set(cell, None), 2, "lookahead") == 2


def test_the_same_recipe_makes_the_same_puzzle() -> None:
    assert make(RECIPES[0]) == make(RECIPES[0])
    assert make(RECIPES[0]).problem != make(Recipe((5, 5), "other", 5)).problem


def test_with_propagation_givens_no_guess_is_needed() -> None:
    made = make(Recipe((6, 6), "p", 6, "propagation"))
    assert "no guess" in made.grade
    assert count_solutions(made.problem, 2, "learn") == 1


def test_a_filling_keeps_the_rules_or_there_is_none() -> None:
    rng = Random(5)
    for _ in range(5):
        layout = partition(rng, (5, 6), 6)
        found = filling(rng, layout)
        if found is not None:
            empty: Problem = found.map(lambda _: None)
            assert is_solution(empty, found)


def test_rooms_too_small_to_fill_are_said_so() -> None:
    with pytest.raises(ValueError, match="allow larger rooms"):
        make(Recipe((3, 3), "x", 1))


def test_the_kind_makes_puzzles_and_names_a_second_opinion() -> None:
    maker = RIPPLE.maker
    assert maker is not None
    assert maker().make(RECIPES[0]) == make(RECIPES[0])
    assert maker().SECOND_OPINION == SECOND_OPINION == "learn"
    assert SEARCH.default != SECOND_OPINION  # another strategy than the one that counted


def test_rooms_of_at_most_five_cells_fill_a_10x10_when_drawn_with_their_numbers() -> None:
    rng = Random(1)
    for _ in range(20):
        assert partition_fails(rng)
    solution = SOLUTION_FIRST(Random(7), Recipe((10, 10), "small", 5))
    assert max(solution.layout.sizes.values()) <= 5
    assert is_solution(solution.map(lambda _: None), solution)


def partition_fails(rng: Random) -> bool:
    """A random 10x10 partition into rooms of at most 5 cells has no filling."""
    return filling(rng, partition(rng, (10, 10), 5)) is None
