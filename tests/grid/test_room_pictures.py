"""Pictures of a grid of rooms: a wall wherever two rooms meet, givens bold, faulty cells
red; on a small grid and on a Suguru puzzle."""

from __future__ import annotations

from ripple_fp import parse_puzzle, parse_solution
from ripple_fp.grid.room_pictures import draw, to_svg
from ripple_fp.suguru.referee import faulty_cells, violations

from ..suguru.samples import PZPRJS, load

PUZZLE = parse_puzzle("1 1\n2 1\n\n- 2\n1 -\n").unwrap()
SOLVED = parse_solution("1 2\n1 3\n", PUZZLE.layout).unwrap()  # a claim, not checked here


def test_the_text_picture_walls_off_each_room() -> None:
    assert draw(PUZZLE) == ("┏━━━┯━━━┓\n┃   │ 2 ┃\n┣━━━╅───┨\n┃ 1 ┃   ┃\n┗━━━┻━━━┛\n")


def test_the_text_picture_of_a_solution_shows_its_values_in_the_same_rooms() -> None:
    assert draw(PUZZLE, SOLVED) == ("┏━━━┯━━━┓\n┃ 1 │ 2 ┃\n┣━━━╅───┨\n┃ 1 ┃ 3 ┃\n┗━━━┻━━━┛\n")


def test_the_svg_has_a_thick_line_for_every_room_wall_and_border_edge() -> None:
    svg = to_svg(PUZZLE)
    heavy = svg.split('class="walls-heavy"')[1].split("</g>")[0]
    light = svg.split('class="walls-light"')[1].split("</g>")[0]
    # 8 border edges and the 2 edges around the lone cell (1, 0); 2 lines inside room 1.
    assert heavy.count("<line") == 10
    assert light.count("<line") == 2
    assert "<title>Puzzle</title>" in svg


def test_the_svg_takes_its_givens_from_the_puzzle_and_its_values_from_the_solution() -> None:
    svg = to_svg(PUZZLE, SOLVED, faulty={(1, 1)}, title="claimed")
    assert "<title>claimed</title>" in svg
    assert svg.count('class="cell given"') == 2  # (1,2) and (2,1), counted from 1
    assert 'class="cell given" data-row="1" data-col="2"' in svg
    assert 'class="cell given" data-row="2" data-col="1"' in svg
    assert 'class="cell faulty" data-row="2" data-col="2"' in svg
    assert svg.count('font-weight="bold"') == 2
    assert svg.count('fill="#1f5fbf"') == 2  # the solution's two filled-in values, blue


PROBLEM, SOLUTION = load(PZPRJS)


def test_the_text_picture_has_heavy_walls_between_rooms() -> None:
    assert draw(PROBLEM) == (
        "┏━━━┯━━━┳━━━┳━━━┯━━━┓\n"
        "┃ 3 │   ┃   ┃   │   ┃\n"
        "┠───┼───╊━━━╇━━━┿━━━┫\n"
        "┃   │   ┃   │ 3 │   ┃\n"
        "┠───╆━━━╃───╆━━━┿━━━┫\n"
        "┃ 5 ┃   │   ┃   │   ┃\n"
        "┣━━━╇━━━┿━━━╉───┼───┨\n"
        "┃   │   │   ┃   │   ┃\n"
        "┠───┼───╆━━━╇━━━┿━━━┫\n"
        "┃   │ 1 ┃   │ 2 │   ┃\n"
        "┗━━━┷━━━┻━━━┷━━━┷━━━┛\n"
    )


def test_a_solution_is_drawn_within_the_puzzles_walls() -> None:
    puzzle, solved = draw(PROBLEM).splitlines(), draw(PROBLEM, SOLUTION).splitlines()
    assert solved[1] == "┃ 3 │ 2 ┃ 1 ┃ 2 │ 1 ┃"
    assert solved[9] == "┃ 2 │ 1 ┃ 3 │ 2 │ 1 ┃"
    assert solved[::2] == puzzle[::2]  # the same walls


def test_the_svg_shows_givens_bold_and_faulty_cells_red() -> None:
    plain = to_svg(PROBLEM)
    assert plain.startswith("<svg")
    assert plain.count('class="cell given"') == 5
    assert "faulty" not in plain
    wrong = SOLUTION.set((0, 1), 3)  # beside the given 3, and twice in its room
    blamed = faulty_cells(violations(PROBLEM, wrong), wrong)
    assert blamed == {(0, 0), (0, 1)}
    picture = to_svg(PROBLEM, wrong, blamed, title="Claimed")
    assert "<title>Claimed</title>" in picture
    assert picture.count('class="cell faulty"') + picture.count('class="cell given faulty"') == 2
