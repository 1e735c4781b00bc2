"""The pictures: box walls from the grid's drawings, each sign on the line between the two
cells it compares."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from ripple_fp.vergleich.pictures import draw, to_svg
from ripple_fp.vergleich.referee import faulty_cells, violations

from .samples import CORPUS, SIX, load

PROBLEM, SOLUTION = load(CORPUS[0])  # 2 3 1 4 / 1 4 3 2 / 4 1 2 3 / 3 2 4 1
SVG = "{http://www.w3.org/2000/svg}"


def test_the_text_picture_has_the_signs_on_the_lines_and_heavy_walls_between_boxes() -> None:
    assert draw(PROBLEM, SOLUTION) == (
        "┏━━━┯━━━┳━━━┯━━━┓\n"
        "┃ 2 < 3 ┃ 1 < 4 ┃\n"
        "┠─v─┼─^─╂─^─┼─v─┨\n"
        "┃ 1 < 4 ┃ 3 > 2 ┃\n"
        "┣━━━┿━━━╋━━━┿━━━┫\n"
        "┃ 4 > 1 ┃ 2 < 3 ┃\n"
        "┠─v─┼─^─╂─^─┼─v─┨\n"
        "┃ 3 > 2 ┃ 4 > 1 ┃\n"
        "┗━━━┷━━━┻━━━┷━━━┛\n"
    )
    assert draw(PROBLEM).splitlines()[1] == "┃   <   ┃   <   ┃"


def test_a_six_by_six_is_drawn_in_boxes_of_two_rows_by_three_columns() -> None:
    problem, _ = load(SIX)
    lines = draw(problem).splitlines()
    assert len(lines) == 13
    assert lines[0].count("┳") == 1  # one wall between the two stacks of boxes
    assert [line[0] for line in lines[2:12:2]] == ["┠", "┣", "┠", "┣", "┠"]


def test_the_svg_draws_the_signs_as_chevrons_on_the_lines_not_as_text_in_cells() -> None:
    root = ET.fromstring(to_svg(PROBLEM, SOLUTION))
    texts = [t.text or "" for t in root.iter(f"{SVG}text")]
    assert sorted(texts) == sorted(str(d) for d in SOLUTION.values())  # digits only
    assert all(t.get("fill") == "#1f5fbf" for t in root.iter(f"{SVG}text"))  # filled in
    signs = {
        (int(p.attrib["data-row"]), int(p.attrib["data-col"]), p.attrib["class"]): p
        for p in root.iter(f"{SVG}polyline")
    }
    assert len(signs) == 8 + 8  # two signs per row, two per column: none across a box wall
    less = signs[(1, 1, "sign right less")]  # 2 < 3: the tip at the left, on the line x = 44
    xs = [float(point.split(",")[0]) for point in less.attrib["points"].split()]
    assert xs[1] < 44 < xs[0] == xs[2]
    greater = signs[(1, 1, "sign below greater")]  # 2 over 1: the tip down, on y = 44
    ys = [float(point.split(",")[1]) for point in greater.attrib["points"].split()]
    assert ys[0] == ys[2] < 44 < ys[1]
    assert not any(t.text for t in ET.fromstring(to_svg(PROBLEM)).iter(f"{SVG}text"))


def test_the_svg_marks_faulty_cells() -> None:
    wrong = SOLUTION.set((0, 0), 3)
    faulty = faulty_cells(violations(PROBLEM, wrong), wrong)
    svg = to_svg(PROBLEM, wrong, faulty=faulty)
    assert "<title>Vergleichssudoku</title>" in svg
    assert svg.count('class="cell faulty"') == len(faulty) == 3
    heavy = svg.split('class="walls-heavy"')[1].split("</g>")[0]
    light = svg.split('class="walls-light"')[1].split("</g>")[0]
    assert heavy.count("<line") == 16 + 8  # the border and the walls between the boxes
    assert light.count("<line") == 16
