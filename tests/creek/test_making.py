"""Creek's part of the method: a shading whose empty boxes are one area, and the counts
on the crossings as clues."""

from __future__ import annotations

from random import Random

from ripple_fp.creek import CREEK
from ripple_fp.creek.making import EMPTIEST, FULLEST, clues, fill, posed
from ripple_fp.creek.puzzle import EMPTY, clued, size_of
from ripple_fp.creek.referee import empty_areas
from ripple_fp.kinds.capabilities import Recipe


def test_a_drawn_shading_has_one_empty_area_of_about_half_the_boxes() -> None:
    rng = Random(1)
    for _ in range(10):
        shading = fill(rng, Recipe((6, 7), "x"))
        empty = sum(box == EMPTY for box in shading.values())
        assert len(empty_areas(shading)) == 1
        assert EMPTIEST * 42 - 1 <= empty <= FULLEST * 42 + 1


def test_every_crossing_is_a_clue_and_its_count_fits_the_shading() -> None:
    shading = fill(Random(2), Recipe((3, 4), "x"))
    problem = posed(shading, clues(shading))
    assert size_of(problem) == (3, 4)
    assert len(list(clued(problem))) == 4 * 5
    assert CREEK.is_solution(problem, shading)
