"""Exercise 5: the functor laws hold for ``Puzzle.map``, and catch every broken ``fmap``."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ripple_fp.grid.matrix import Matrix
from ripple_fp.grid.rooms import Puzzle, make_layout

from .laws import Property, holds, is_property
from .loading import load

Function = Callable[[int], int]
Fmap = Callable[[Puzzle[int], Function], Puzzle[int]]

functor_laws: Callable[[Fmap], list[Property]] = load("ex05_functor").functor_laws


def real(puzzle: Puzzle[int], f: Function) -> Puzzle[int]:
    return puzzle.map(f)


def twice(puzzle: Puzzle[int], f: Function) -> Puzzle[int]:
    """Applies ``f`` twice: ``id`` survives, composition does not."""
    return puzzle.map(f).map(f)


def reversed_cells(puzzle: Puzzle[int], f: Function) -> Puzzle[int]:
    """Puts the cells back in reverse reading order."""
    cells = [f(cell) for cell in reversed(puzzle.grid.cells)]
    return Puzzle(puzzle.layout, Matrix.of(puzzle.layout.size, cells))


def one_room(puzzle: Puzzle[int], f: Function) -> Puzzle[int]:
    """Maps the cells right, but loses the rooms."""
    rows, cols = puzzle.layout.size
    return Puzzle(make_layout([[0] * cols] * rows), puzzle.grid.map(f))


def first_everywhere(puzzle: Puzzle[int], f: Function) -> Puzzle[int]:
    """Fills every cell with the first one's image."""
    return Puzzle(puzzle.layout, puzzle.grid.map(lambda _: f(puzzle[(0, 0)])))


def test_there_are_at_least_two_laws_each_a_hypothesis_test() -> None:
    laws = functor_laws(real)
    assert len(laws) >= 2
    assert all(map(is_property, laws))


def test_the_laws_hold_for_puzzle_map() -> None:
    for law in functor_laws(real):
        assert holds(law), f"{law.__name__} fails for Puzzle.map"


@pytest.mark.parametrize("broken", [twice, reversed_cells, one_room, first_everywhere])
def test_some_law_catches_a_broken_fmap(broken: Fmap) -> None:
    assert not all(holds(law) for law in functor_laws(broken)), f"no law catches {broken.__name__}"
