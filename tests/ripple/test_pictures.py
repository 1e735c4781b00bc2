"""Ripple's pictures: the grid's drawings with a wall wherever two rooms meet."""

from __future__ import annotations

from ripple_fp import parse_puzzle
from ripple_fp.ripple.pictures import draw, to_svg

PUZZLE = parse_puzzle("1 1\n2 1\n\n- 2\n1 -\n").unwrap()


def test_the_text_picture_walls_off_each_room() -> None:
    assert draw(PUZZLE.layout, PUZZLE.grid) == (
        "┏━━━┯━━━┓\n┃   │ 2 ┃\n┣━━━╅───┨\n┃ 1 ┃   ┃\n┗━━━┻━━━┛\n"
    )


def test_the_svg_has_a_thick_line_for_every_room_wall_and_border_edge() -> None:
    svg = to_svg(PUZZLE.layout, PUZZLE.grid, givens={(0, 1)})
    heavy = svg.split('class="walls-heavy"')[1].split("</g>")[0]
    light = svg.split('class="walls-light"')[1].split("</g>")[0]
    # 8 border edges and the 2 edges around the lone cell (1, 0); 2 lines inside room 1.
    assert heavy.count("<line") == 10
    assert light.count("<line") == 2
    assert "<title>Ripple Effect puzzle</title>" in svg
