"""The pictures: room walls from the grid's drawings, givens bold, faulty cells red."""

from __future__ import annotations

from ripple_fp.suguru.pictures import draw, to_svg
from ripple_fp.suguru.referee import faulty_cells, violations

from .samples import PZPRJS, load

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
    assert "<title>Suguru puzzle</title>" in plain
    assert plain.count('class="cell given"') == 5
    assert "faulty" not in plain
    wrong = SOLUTION.set((0, 1), 3)  # beside the given 3, and twice in its room
    blamed = faulty_cells(violations(PROBLEM, wrong), wrong)
    assert blamed == {(0, 0), (0, 1)}
    picture = to_svg(PROBLEM, wrong, blamed, title="Claimed")
    assert "<title>Claimed</title>" in picture
    assert picture.count('class="cell faulty"') + picture.count('class="cell given faulty"') == 2
