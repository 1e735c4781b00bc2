"""Rooms drawn with their numbers: every room holds 1..n, no room is too large, the rule
holds, and the same seed draws the same grid."""

from __future__ import annotations

from random import Random

import pytest

from ripple_fp.grid.growing import grown
from ripple_fp.grid.matrix import Pos
from ripple_fp.grid.room_rule import broken_rooms
from ripple_fp.suguru import SUGURU


def touching(pos: Pos, value: int) -> list[Pos]:
    r, c = pos
    return [(r, c - 1), (r - 1, c - 1), (r - 1, c), (r - 1, c + 1)]


@pytest.mark.parametrize(("size", "largest"), [((4, 4), 4), ((8, 8), 5), ((6, 9), 5)])
def test_a_grown_grid_is_a_solution_of_its_rooms(size: tuple[int, int], largest: int) -> None:
    rng = Random(1)
    found = None
    while found is None:
        found = grown(rng, size, largest, touching)
    assert found.layout.size == size
    assert max(found.layout.sizes.values()) <= largest
    assert not broken_rooms(found)
    assert SUGURU.is_solution(found.map(lambda _: None), found)


def test_the_same_seed_grows_the_same_grid() -> None:
    assert grown(Random(4), (6, 6), 5, touching) == grown(Random(4), (6, 6), 5, touching)


def test_no_grid_is_none() -> None:
    assert grown(Random(1), (3, 3), 1, touching) is None
