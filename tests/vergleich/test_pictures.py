"""The pictures: box walls from the grid's drawings, each cell's digit and signs inside it."""

from __future__ import annotations

from ripple_fp.vergleich.pictures import draw, entries, to_svg
from ripple_fp.vergleich.referee import faulty_cells, violations

from .samples import CORPUS, SIX, load

PROBLEM, SOLUTION = load(CORPUS[0])  # 2 3 1 4 / 1 4 3 2 / 4 1 2 3 / 3 2 4 1


def test_a_cell_shows_its_digit_then_its_signs_right_and_down() -> None:
    shown = entries(PROBLEM, SOLUTION.grid)
    assert shown[(0, 0)] == "2<v"  # smaller than the 3 on its right, greater than the 1 below
    assert shown[(0, 1)] == "3 ^"  # a box wall on its right, smaller than the 4 below
    assert shown[(3, 3)] == "1  "
    assert entries(PROBLEM, {})[(0, 0)] == " <v"


def test_the_text_picture_has_heavy_walls_between_boxes() -> None:
    assert draw(PROBLEM, SOLUTION) == (
        "┏━━━━━┯━━━━━┳━━━━━┯━━━━━┓\n"
        "┃ 2<v │ 3 ^ ┃ 1<^ │ 4 v ┃\n"
        "┠─────┼─────╂─────┼─────┨\n"
        "┃ 1<  │ 4   ┃ 3>  │ 2   ┃\n"
        "┣━━━━━┿━━━━━╋━━━━━┿━━━━━┫\n"
        "┃ 4>v │ 1 ^ ┃ 2<^ │ 3 v ┃\n"
        "┠─────┼─────╂─────┼─────┨\n"
        "┃ 3>  │ 2   ┃ 4>  │ 1   ┃\n"
        "┗━━━━━┷━━━━━┻━━━━━┷━━━━━┛\n"
    )


def test_a_six_by_six_is_drawn_in_boxes_of_two_rows_by_three_columns() -> None:
    problem, _ = load(SIX)
    lines = draw(problem).splitlines()
    assert len(lines) == 13
    assert lines[0].count("┳") == 1  # one wall between the two stacks of boxes
    assert [line[0] for line in lines[2:12:2]] == ["┠", "┣", "┠", "┣", "┠"]


def test_the_svg_escapes_the_signs_and_marks_faulty_cells() -> None:
    wrong = SOLUTION.set((0, 0), 3)
    faulty = faulty_cells(violations(PROBLEM, wrong), wrong)
    svg = to_svg(PROBLEM, wrong, faulty=faulty)
    assert "<title>Vergleichssudoku</title>" in svg
    assert ">3&lt;v</text>" in svg
    assert svg.count('class="cell faulty"') == len(faulty) == 3
    heavy = svg.split('class="walls-heavy"')[1].split("</g>")[0]
    light = svg.split('class="walls-light"')[1].split("</g>")[0]
    assert heavy.count("<line") == 16 + 8  # the border and the walls between the boxes
    assert light.count("<line") == 16
