"""Suguru's part of the method: rooms of five cells, its usual, drawn with their
numbers; larger ones filled by the engine."""

from __future__ import annotations

import pytest

from ripple_fp.kinds.capabilities import Recipe
from ripple_fp.suguru import SUGURU
from ripple_fp.suguru.making import BLUEPRINT


@pytest.mark.parametrize("largest", [5, 7])
def test_a_made_puzzle_keeps_its_rooms_small_and_its_rules(largest: int) -> None:
    made = BLUEPRINT.make(Recipe((6, 6), "s", largest))
    assert max(made.problem.layout.sizes.values()) <= largest
    assert SUGURU.is_solution(made.problem, made.solution)
