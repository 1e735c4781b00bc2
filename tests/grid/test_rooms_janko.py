"""A grid of rooms as janko.at's text: janko.at's Hakyuu and Suguru files read as the
puzzles of the course files, with their solutions; every course puzzle written and
read back is itself."""

from __future__ import annotations

from pathlib import Path

import pytest
from returns.result import Failure

from ripple_fp.grid.janko import read_block, render
from ripple_fp.grid.rooms import Problem
from ripple_fp.grid.rooms_janko import fields, read_problem, read_solution
from ripple_fp.grid.rooms_text import parse_puzzle, parse_solution
from ripple_fp.grid.text import ParseError

from ..conftest import DATA
from .test_rooms_url import same_up_to_room_names

NATIVE = DATA / "janko-native"
COURSE = {"hakyuu": DATA / "corpus" / "janko", "suguru": DATA / "suguru"}
"""Where the same puzzles are in the course format."""


def course_file(path: Path) -> Path:
    kind, number = path.stem.split("_")
    folder = COURSE[kind]
    return folder / (f"hakyuu_{number}.txt" if kind == "hakyuu" else f"{number}.txt")


def janko_problem(text: str) -> Problem:
    return read_block(text).bind(read_problem).unwrap()


NATIVES = sorted([*NATIVE.glob("hakyuu_*"), *NATIVE.glob("suguru_*")])


@pytest.mark.parametrize("path", NATIVES, ids=lambda path: path.stem)
def test_a_janko_file_is_the_course_files_puzzle_and_solution(path: Path) -> None:
    text, course = path.read_text(), course_file(path)
    problem = janko_problem(text)
    expected = parse_puzzle(course.read_text()).unwrap()
    assert same_up_to_room_names(problem, expected)
    solution = read_block(text).bind(lambda block: read_solution(block, problem)).unwrap()
    claimed = parse_solution(course.with_suffix(".sol").read_text(), expected.layout).unwrap()
    assert solution.grid.cells == claimed.grid.cells


def test_the_shared_files_include_grids_that_are_not_square() -> None:
    shapes = {janko_problem(path.read_text()).layout.size for path in NATIVES}
    assert (10, 18) in shapes
    assert (30, 45) in shapes


COURSE_FILES = sorted([*COURSE["hakyuu"].glob("*.txt"), *COURSE["suguru"].glob("*.txt")])


def test_every_course_puzzle_written_and_read_back_is_itself() -> None:
    assert len(COURSE_FILES) > 80
    for path in COURSE_FILES:
        problem = parse_puzzle(path.read_text()).unwrap()
        text = render((("puzzle", "hakyuu"), *fields(problem)))
        assert janko_problem(text) == problem, path


def test_labels_that_are_not_numbers_name_rooms_in_order() -> None:
    text = "begin\npuzzle suguru\nsize 2\nproblem\n- -\n- 1\nareas\nb b\na a\nend\n"
    problem = janko_problem(text)
    assert list(problem.layout.room_of.cells) == [1, 1, 2, 2]


@pytest.mark.parametrize(
    ("given", "error"),
    [
        ("- 3", ParseError(5, "value 3 is larger than its room's size 2", 3)),
        ("- 0", ParseError(5, "value 0 is below 1", 3)),
        ("- x", ParseError(5, "problem: 'x' is neither a number nor '-'", 3)),
    ],
)
def test_a_given_that_cannot_be_names_its_line_and_column(given: str, error: ParseError) -> None:
    text = f"begin\npuzzle hakyuu\nsize 2\nproblem\n{given}\n- -\nareas\n1 1\n2 2\nend\n"
    assert read_block(text).bind(read_problem) == Failure(error)


def test_a_missing_areas_grid_is_named() -> None:
    text = "begin\npuzzle hakyuu\nsize 1\nproblem\n-\nend\n"
    assert read_block(text).bind(read_problem) == Failure(
        ParseError(1, "no 'areas' grid in the janko.at text")
    )
