"""The method every kind is made by: for each kind with a maker, a made puzzle's
solution passes the referee, a second strategy counts exactly one solution, the same
recipe makes the same puzzle, and with minimal givens no clue left can go."""

from __future__ import annotations

from itertools import islice
from random import Random
from typing import Any

import pytest

from ripple_fp.kinds.capabilities import Recipe
from ripple_fp.kinds.making import Blueprint, grade, remove_clues
from ripple_fp.search.meter import Meter

from ..conftest import declared

RECIPES = {
    "ripple": Recipe((5, 5), "k", 5),
    "suguru": Recipe((5, 5), "k", 5),
    "0hh1": Recipe((6, 6), "k"),
    "tohuwavohu": Recipe((6, 6), "k"),
    "creek": Recipe((5, 5), "k"),
    "vergleich": Recipe((4, 4), "k"),
}


def count(kind_name: str, problem: Any, strategy: str) -> int:
    found = declared(kind_name).strategies.search(problem, strategy, Meter())
    return sum(1 for _ in islice(found, 2))


@pytest.mark.parametrize("name", list(RECIPES))
def test_a_made_puzzle_is_unique_by_the_referee_and_two_strategies(name: str) -> None:
    kind = declared(name)
    assert kind.maker is not None
    maker = kind.maker()
    made = maker.make(RECIPES[name])
    assert kind.is_solution(made.problem, made.solution)
    assert count(name, made.problem, maker.SECOND_OPINION) == 1
    assert count(name, made.problem, kind.strategies.default) == 1
    assert kind.strategies.default != maker.SECOND_OPINION
    assert made == maker.make(RECIPES[name])


@pytest.mark.parametrize("name", list(RECIPES))
def test_the_index_grades_a_made_puzzle_as_explain_does(name: str) -> None:
    """One grade: the maker's (its index's) is the explained solve's, for every kind."""
    kind = declared(name)
    assert kind.maker is not None
    assert kind.explainer is not None
    made = kind.maker().make(RECIPES[name])
    assert made.grade == kind.explainer().explain(made.problem).grade
    assert made.grade == grade(kind, made.problem)


@pytest.mark.parametrize("name", ["suguru", "0hh1", "creek"])
def test_with_minimal_givens_every_clue_left_is_needed(name: str) -> None:
    kind = declared(name)
    assert kind.maker is not None
    blueprint = kind.maker()
    assert isinstance(blueprint, Blueprint)
    rng, recipe = Random(2), RECIPES[name]
    solution = blueprint.fill(rng, recipe)
    kept = remove_clues(blueprint, rng, solution, list(blueprint.clues(solution)), recipe)
    assert count(name, blueprint.posed(solution, kept), "mrv") == 1
    for clue in kept:
        assert count(name, blueprint.posed(solution, kept - {clue}), "mrv") == 2


def test_with_propagation_givens_no_guess_is_needed() -> None:
    kind = declared("0hh1")
    assert kind.maker is not None
    made = kind.maker().make(Recipe((6, 6), "p", givens="propagation"))
    assert not grade(kind, made.problem).startswith("needs guessing")


@pytest.mark.parametrize(
    ("name", "size", "message"),
    [
        ("0hh1", (5, 5), "a square of an even size"),
        ("vergleich", (5, 5), "4x4, 6x6 or 9x9"),
        ("ripple", (3, 3), "allow larger rooms"),
    ],
)
def test_a_size_the_kind_cannot_have_is_said_so(
    name: str, size: tuple[int, int], message: str
) -> None:
    maker = declared(name).maker
    assert maker is not None
    with pytest.raises(ValueError, match=message):
        maker().make(Recipe(size, "x", 1))
