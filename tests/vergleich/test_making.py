"""Vergleichssudoku's part of the method: no digit given, every sign printed; the
signs are unique or the solution is drawn again."""

from __future__ import annotations

from ripple_fp.kinds.capabilities import Recipe
from ripple_fp.vergleich import VERGLEICH
from ripple_fp.vergleich.making import BLUEPRINT, clues
from ripple_fp.vergleich.puzzle import signs_of


def test_a_made_puzzle_prints_every_sign_of_its_solution() -> None:
    made = BLUEPRINT.make(Recipe((6, 6), "v"))
    assert made.problem == signs_of(made.solution)
    assert made.clues == len(clues(made.solution))
    assert VERGLEICH.is_solution(made.problem, made.solution)
