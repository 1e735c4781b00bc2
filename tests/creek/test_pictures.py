"""Pictures for people: the areas walled off, the clues on their crossings, the SVG."""

from __future__ import annotations

import re

from ripple_fp.creek.parse import parse_puzzle, parse_solution
from ripple_fp.creek.pictures import draw, draw_areas, to_svg
from ripple_fp.creek.puzzle import clued
from ripple_fp.creek.referee import faulty_boxes, violations

from .conftest import load

PROBLEM = parse_puzzle("Creek (2, 3) [((0, 0), 1), ((1, 2), 2)]").unwrap()
SOLUTION = parse_solution("100\n011\n", PROBLEM).unwrap()


def test_draw_areas_walls_off_the_filled_and_the_empty_areas() -> None:
    assert draw_areas(SOLUTION).splitlines() == [
        "┏━━━┳━━━┯━━━┓",
        "┃ # ┃   │   ┃",
        "┣━━━╋━━━┿━━━┫",
        "┃   ┃ # │ # ┃",
        "┗━━━┻━━━┷━━━┛",
    ]


def test_draw_puts_each_clue_on_its_crossing() -> None:
    assert draw(PROBLEM).splitlines() == [
        "1---+---+---+",
        "|   |   |   |",
        "+---+---2---+",
        "|   |   |   |",
        "+---+---+---+",
    ]
    assert draw(PROBLEM, SOLUTION).splitlines()[3] == "|   |###|###|"


def test_draw_of_a_corpus_puzzle_has_every_clue() -> None:
    problem, solution = load("001")
    lines = draw(problem, solution).splitlines()
    assert len(lines) == 2 * 10 + 1
    assert sum(len(re.findall(r"[0-4]", line)) for line in lines[::2]) == len(list(clued(problem)))


def test_the_svg_shows_clues_filled_boxes_and_faults() -> None:
    picture = to_svg(PROBLEM, SOLUTION, faulty=[(0, 0)], title="two & three")
    assert picture.startswith("<svg ")
    assert picture.endswith("</svg>\n")
    assert "<title>two &amp; three</title>" in picture
    assert picture.count('<g class="clue"') == 2
    assert '<g class="clue" data-row="2" data-col="3">' in picture  # crossing (1, 2)
    filled = r'<rect x="[^"]*" y="[^"]*" width="40" height="40" data-row'
    assert len(re.findall(filled, picture)) == 3
    assert '<g class="cell faulty" data-row="1" data-col="1">' in picture
    assert 'viewBox="-12 -12 ' in picture  # room for the clues on the border


def test_the_svg_of_a_puzzle_alone_has_no_filled_boxes() -> None:
    picture = to_svg(PROBLEM)
    assert 'class="filled"' not in picture
    assert "<title>Creek puzzle</title>" in picture


def test_the_referee_blames_boxes_the_svg_can_shade() -> None:
    problem, solution = load("001")
    wrong = solution.set((0, 0), 1 - solution[(0, 0)])
    faulty = faulty_boxes(violations(problem, wrong), wrong)
    picture = to_svg(problem, wrong, faulty=faulty)
    assert picture.count("cell faulty") == len(faulty) > 0


def test_the_ground_is_white_up_to_the_widened_edge_and_clues_need_no_dominant_baseline() -> None:
    svg = to_svg(PROBLEM, SOLUTION)
    view = re.search(r'viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"', svg)
    assert view is not None
    x, y, width, height = view.groups()
    ground = f'<rect x="{x}" y="{y}" width="{width}" height="{height}" fill="white"/>'
    assert svg.splitlines()[2] == ground
    assert "dominant-baseline" not in svg
