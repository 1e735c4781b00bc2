"""The glossary types: layouts, and Puzzle as a functor."""

from __future__ import annotations

from collections.abc import Callable
from xml.etree import ElementTree

from hypothesis import given
from hypothesis import strategies as st
from toolz import compose, identity

from ripple_fp.grid.rooms import (
    DRAWN_UP_TO,
    SVG_UP_TO,
    Cell,
    Problem,
    Puzzle,
    from_rows,
    make_layout,
)

from ..test_properties import problems

SVG = "{http://www.w3.org/2000/svg}"


def test_layout_knows_rooms_in_reading_order() -> None:
    layout = make_layout([[7, 7, -3], [10, 7, -3]])
    assert layout.size == (2, 3)
    assert layout.rooms[7] == ((0, 0), (0, 1), (1, 1))
    assert layout.room_cells((1, 2)) == ((0, 2), (1, 2))
    assert layout.room_size((1, 0)) == 1
    assert layout.positions == ((0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2))


def test_contains_is_the_grid() -> None:
    layout = make_layout([[1, 1], [1, 1]])
    assert layout.contains((1, 1))
    assert not layout.contains((2, 0))
    assert not layout.contains((0, -1))


def test_set_makes_a_new_puzzle_and_keeps_the_old(example: Problem) -> None:
    changed = example.set((0, 0), 5)
    assert changed[(0, 0)] == 5
    assert example[(0, 0)] is None


cells_to = st.functions(like=lambda cell: 0, returns=st.integers(), pure=True)
ints_to = st.functions(like=lambda n: n, returns=st.integers(), pure=True)


@given(problems(), cells_to, ints_to)
def test_map_obeys_the_functor_laws(
    problem: Problem, f: Callable[[Cell], int], g: Callable[[int], int]
) -> None:
    """``fmap id == id`` and ``fmap (g . f) == fmap g . fmap f``, for random puzzles
    and functions drawn; the layout is never touched."""
    assert problem.map(identity) == problem
    assert problem.map(compose(g, f)) == problem.map(f).map(g)
    assert problem.map(f).layout is problem.layout


def test_rows_read_row_by_row() -> None:
    puzzle: Puzzle[int] = from_rows(make_layout([[1, 2], [3, 4]]), [[1, 2], [3, 4]])
    assert list(puzzle.rows()) == [(1, 2), (3, 4)]


def test_a_small_puzzle_of_numbers_shows_itself_as_its_picture() -> None:
    rows: list[list[int | None]] = [[None, 1], [None, None]]
    problem = from_rows(make_layout([[1, 1], [2, 2]]), rows)
    assert repr(problem).splitlines() == [
        "Puzzle 2x2, 1 of 4 cells filled:",
        "┏━━━┯━━━┓",
        "┃   │ 1 ┃",
        "┣━━━┿━━━┫",
        "┃   │   ┃",
        "┗━━━┷━━━┛",
    ]
    assert repr(problem.layout) == "<Layout 2x2, 2 rooms>"


def test_a_large_puzzle_or_one_of_other_cells_is_one_line() -> None:
    wide = from_rows(make_layout([[1] * (DRAWN_UP_TO + 1)]), [[None] * (DRAWN_UP_TO + 1)])
    assert repr(wide) == f"<Puzzle 1x{DRAWN_UP_TO + 1}, 0 of {DRAWN_UP_TO + 1} cells filled>"
    choices = wide.map(lambda _: frozenset({1, 2}))
    assert repr(choices) == f"<Puzzle 1x{DRAWN_UP_TO + 1}>"
    assert choices._repr_svg_() is None
    assert repr(make_layout([[5]])) == "<Layout 1x1, 1 room>"


def test_a_notebook_shows_a_puzzle_of_numbers_as_svg_up_to_a_size() -> None:
    problem = from_rows(make_layout([[1, 1]]), [[2, None]])
    picture = problem._repr_svg_()
    assert picture is not None
    assert picture.startswith("<svg")
    assert ">2<" in picture
    huge = from_rows(make_layout([[1] * (SVG_UP_TO + 1)]), [[None] * (SVG_UP_TO + 1)])
    assert huge._repr_svg_() is None


def test_rooms_are_numbered_in_the_order_of_their_first_cells() -> None:
    layout = make_layout([[7, 7, 3], [5, 3, 3]])
    assert layout.numbered == ((0, 0, 1, 2, 1, 1), ((0, 1), (2, 4, 5), (3,)))


def test_a_notebook_draws_a_problems_numbers_as_givens_and_a_solutions_as_filled_in() -> None:
    layout = make_layout([[1, 1]])
    for picture, kind, fill in [
        (from_rows(layout, [[2, None]])._repr_svg_(), "cell given", "black"),
        (from_rows(layout, [[2, 1]])._repr_svg_(), "cell", "#1f5fbf"),
    ]:
        assert picture is not None
        cells = ElementTree.fromstring(picture).iter(f"{SVG}g")
        first = next(cell for cell in cells if cell.get("data-col") == "1")
        text = first.find(f"{SVG}text")
        assert text is not None
        assert (first.get("class"), text.text, text.get("fill")) == (kind, "2", fill)
