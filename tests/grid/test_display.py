"""The human-readable grid: heavy walls between rooms, light lines inside them."""

from __future__ import annotations

from itertools import product

from ripple_fp import parse_puzzle
from ripple_fp.grid import display
from ripple_fp.grid.display import _JUNCTIONS, draw


def test_draws_heavy_walls_between_rooms_and_light_lines_inside() -> None:
    problem = parse_puzzle("1 1\n2 1\n\n- 2\n1 -\n").unwrap()
    assert draw(problem.layout.size, problem.layout.same_room, problem.grid) == (
        "┏━━━┯━━━┓\n┃   │ 2 ┃\n┣━━━╅───┨\n┃ 1 ┃   ┃\n┗━━━┻━━━┛\n"
    )


def test_cells_are_as_wide_as_the_longest_number() -> None:
    problem = parse_puzzle(" ".join(["5"] * 10) + "\n\n- - - - - - - - - 10\n").unwrap()
    layout = problem.layout
    first, row, last = draw(layout.size, layout.same_room, problem.grid).splitlines()
    assert row.endswith("│ 10 ┃")
    assert row.startswith("┃    │")
    assert len(first) == len(row) == len(last)


def test_every_light_and_heavy_junction_has_a_character() -> None:
    assert all(arms in _JUNCTIONS for arms in product(range(3), repeat=4))
    assert _JUNCTIONS[(2, 1, 2, 1)] == "╂"
    assert _JUNCTIONS[(0, 2, 2, 0)] == "┏"


def test_any_region_test_draws_a_grid_without_rooms() -> None:
    one_region = display.draw((1, 2), lambda a, b: True, {(0, 0): "R", (0, 1): None})
    assert one_region == "┏━━━┯━━━┓\n┃ R │   ┃\n┗━━━┷━━━┛\n"
    walled = display.draw((1, 2), lambda a, b: False, {(0, 0): "R", (0, 1): "B"})
    assert walled == "┏━━━┳━━━┓\n┃ R ┃ B ┃\n┗━━━┻━━━┛\n"
