"""Takuzu's pictures: one region (light lines inside, a heavy border); a letter per cell in
text, coloured squares (0h h1) or circles (Tohu-Wa-Vohu) in SVG."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from ripple_fp.grid.matrix import Matrix
from ripple_fp.takuzu import TAKUZU_KIND, TOHU_WA_VOHU_KIND
from ripple_fp.takuzu.pictures import BLUE, EMPTY, RED, Drawings, draw, to_svg
from ripple_fp.takuzu.puzzle import TAKUZU, TOHU_WA_VOHU, Colour, Solution, empty
from ripple_fp.takuzu.referee import faulty_cells, violations

R, B = Colour.RED, Colour.BLUE
PUZZLE = empty(2).set((0, 0), R)
SOLUTION: Solution = Matrix.from_rows([[R, B], [B, R]])


def test_the_text_picture_has_no_walls_inside() -> None:
    assert draw(PUZZLE) == "┏━━━┯━━━┓\n┃ R │   ┃\n┠───┼───┨\n┃   │   ┃\n┗━━━┷━━━┛\n"
    assert draw(PUZZLE, SOLUTION).splitlines()[3] == "┃ B │ R ┃"


def test_the_svg_has_a_heavy_border_and_light_lines_inside() -> None:
    svg = to_svg(TAKUZU, PUZZLE, SOLUTION)
    heavy = svg.split('class="walls-heavy"')[1].split("</g>")[0]
    light = svg.split('class="walls-light"')[1].split("</g>")[0]
    assert heavy.count("<line") == 8
    assert light.count("<line") == 4
    assert svg.count('class="cell') == 4
    assert '<g class="cell given" data-row="1" data-col="1">' in svg
    assert "<title>0h h1 puzzle</title>" in svg


def test_the_givens_are_the_puzzles() -> None:
    assert 'class="cell given"' not in to_svg(TAKUZU, empty(2), SOLUTION)
    assert to_svg(TAKUZU, PUZZLE).count('class="cell given"') == 1


def test_the_svg_title_names_the_rules_or_what_it_is_told() -> None:
    assert "<title>Tohu-Wa-Vohu puzzle</title>" in to_svg(TOHU_WA_VOHU, PUZZLE)
    assert "<title>mine</title>" in to_svg(TAKUZU, PUZZLE, title="mine")


def test_faulty_cells_are_shaded() -> None:
    wrong: Solution = Matrix.from_rows([[R, R], [B, B]])
    faulty = faulty_cells(violations(TAKUZU, PUZZLE, wrong), wrong)
    svg = to_svg(TAKUZU, PUZZLE, wrong, faulty=faulty)
    assert len(re.findall(r'class="cell (given )?faulty"', svg)) == len(faulty) == 4
    assert '<g class="cell given faulty" data-row="1" data-col="1">' in svg


SVG = "{http://www.w3.org/2000/svg}"


def cells_of(picture: str) -> dict[tuple[int, int], ET.Element]:
    root = ET.fromstring(picture)
    assert not list(root.iter(f"{SVG}text"))  # colours are drawn, not written as letters
    return {
        (int(g.attrib["data-row"]), int(g.attrib["data-col"])): g
        for g in root.iter(f"{SVG}g")
        if "cell" in g.attrib.get("class", "").split()
    }


def ground(cell: ET.Element) -> str:
    """The fill of a cell's square."""
    square = cell.find(f"{SVG}rect")
    assert square is not None
    return square.attrib["fill"]


def test_0h_h1_draws_red_and_blue_squares_and_marks_its_givens_with_a_dot() -> None:
    cells = cells_of(to_svg(TAKUZU, PUZZLE, SOLUTION))
    fills = {pos: ground(cell) for pos, cell in cells.items()}
    assert fills == {(1, 1): RED, (1, 2): BLUE, (2, 1): BLUE, (2, 2): RED}
    dots = {pos for pos, cell in cells.items() if cell.find(f"{SVG}circle") is not None}
    assert dots == {(1, 1)}
    empty_cells = cells_of(to_svg(TAKUZU, PUZZLE))
    assert ground(empty_cells[(2, 2)]) == EMPTY


def test_tohu_wa_vohu_draws_black_and_white_circles_on_grey_for_givens() -> None:
    picture = to_svg(TOHU_WA_VOHU, PUZZLE, SOLUTION)
    cells = cells_of(picture)
    circles = {pos: cell.find(f"{SVG}circle") for pos, cell in cells.items()}
    assert {pos: c.attrib["fill"] for pos, c in circles.items() if c is not None} == {
        (1, 1): "white",  # R, janko.at's 1
        (1, 2): "black",  # B, janko.at's 2
        (2, 1): "black",
        (2, 2): "white",
    }
    grounds = {pos: ground(cell) for pos, cell in cells.items()}
    assert grounds[(1, 1)] != grounds[(1, 2)] == "white"
    blank = cells_of(to_svg(TOHU_WA_VOHU, PUZZLE))
    assert blank[(2, 2)].find(f"{SVG}circle") is None


def test_a_faulty_cell_is_framed_in_both_rule_sets() -> None:
    wrong: Solution = Matrix.from_rows([[R, R], [B, B]])
    for rules in (TAKUZU, TOHU_WA_VOHU):
        picture = to_svg(rules, PUZZLE, wrong, faulty={(0, 1)})
        frames = [
            r for r in ET.fromstring(picture).iter(f"{SVG}rect") if r.get("class") == "faulty-mark"
        ]
        assert len(frames) == 1
        assert frames[0].attrib["fill"] == "none"


def test_each_kind_draws_as_its_own_players_know_it() -> None:
    assert TAKUZU_KIND.pictures() == Drawings(TAKUZU)
    assert TOHU_WA_VOHU_KIND.pictures() == Drawings(TOHU_WA_VOHU)
    for kind, rules in ((TAKUZU_KIND, TAKUZU), (TOHU_WA_VOHU_KIND, TOHU_WA_VOHU)):
        picture = kind.pictures().to_svg(PUZZLE, SOLUTION, frozenset(), kind.title)
        assert picture == to_svg(rules, PUZZLE, SOLUTION, title=kind.title)
        assert kind.pictures().draw(PUZZLE, SOLUTION) == draw(PUZZLE, SOLUTION)
    assert '<circle class="red"' not in Drawings(TAKUZU).to_svg(PUZZLE, SOLUTION)
    assert '<circle class="red"' in Drawings(TOHU_WA_VOHU).to_svg(PUZZLE, SOLUTION)
