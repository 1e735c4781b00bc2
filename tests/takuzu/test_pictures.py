"""Takuzu's pictures: one region (light lines inside, a heavy border), a letter per cell."""

from __future__ import annotations

import re

from ripple_fp.takuzu.pictures import draw, to_svg
from ripple_fp.takuzu.puzzle import TOHU_WA_VOHU, Colour, empty, from_rows
from ripple_fp.takuzu.referee import faulty_cells, violations

R, B = Colour.RED, Colour.BLUE
PUZZLE = empty(2).set((0, 0), R)
SOLUTION = from_rows([[R, B], [B, R]])


def test_the_text_picture_has_no_walls_inside() -> None:
    assert draw(PUZZLE) == "┏━━━┯━━━┓\n┃ R │   ┃\n┠───┼───┨\n┃   │   ┃\n┗━━━┷━━━┛\n"
    assert draw(PUZZLE, SOLUTION).splitlines()[3] == "┃ B │ R ┃"


def test_the_svg_has_a_heavy_border_and_light_lines_inside() -> None:
    svg = to_svg(PUZZLE, SOLUTION)
    heavy = svg.split('class="walls-heavy"')[1].split("</g>")[0]
    light = svg.split('class="walls-light"')[1].split("</g>")[0]
    assert heavy.count("<line") == 8
    assert light.count("<line") == 4
    assert svg.count('class="cell') == 4
    assert '<g class="cell given" data-row="1" data-col="1">' in svg
    assert "<title>0h h1 puzzle</title>" in svg


def test_the_givens_are_the_puzzles() -> None:
    assert 'class="cell given"' not in to_svg(empty(2), SOLUTION)
    assert to_svg(PUZZLE).count('class="cell given"') == 1


def test_the_svg_title_names_the_rules_or_what_it_is_told() -> None:
    assert "<title>Tohu-Wa-Vohu puzzle</title>" in to_svg(PUZZLE.with_rules(TOHU_WA_VOHU))
    assert "<title>mine</title>" in to_svg(PUZZLE, title="mine")


def test_faulty_cells_are_shaded() -> None:
    wrong = from_rows([[R, R], [B, B]])
    faulty = faulty_cells(violations(PUZZLE, wrong), wrong)
    svg = to_svg(PUZZLE, wrong, faulty=faulty)
    assert len(re.findall(r'class="cell (given )?faulty"', svg)) == len(faulty) == 4
    assert '<g class="cell given faulty" data-row="1" data-col="1">' in svg
