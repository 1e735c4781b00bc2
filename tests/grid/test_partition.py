"""Random rooms: they cover the grid, are connected, and none is too large."""

from __future__ import annotations

from random import Random

from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.grid.matrix import Pos
from ripple_fp.grid.partition import merged, partition
from ripple_fp.grid.rooms import Layout


def connected(cells: tuple[Pos, ...]) -> bool:
    todo, seen = [cells[0]], {cells[0]}
    while todo:
        r, c = todo.pop()
        for near in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if near in cells and near not in seen:
                seen.add(near)
                todo.append(near)
    return len(seen) == len(cells)


def well_formed(layout: Layout, largest: int) -> bool:
    rooms = layout.rooms.values()
    return all(connected(cells) and len(cells) <= largest for cells in rooms)


@given(st.integers(1, 9), st.integers(1, 9), st.integers(1, 9), st.integers(0, 2**32))
def test_rooms_cover_the_grid_connected_and_small_enough(
    rows: int, cols: int, largest: int, seed: int
) -> None:
    layout = partition(Random(seed), (rows, cols), largest)
    assert layout.size == (rows, cols)
    assert well_formed(layout, largest)
    bigger = merged(Random(seed), layout, largest)
    if bigger is not None:
        assert well_formed(bigger, largest)
        assert len(bigger.rooms) == len(layout.rooms) - 1


def test_the_same_seed_draws_the_same_rooms() -> None:
    assert partition(Random("a"), (6, 7), 5) == partition(Random("a"), (6, 7), 5)
