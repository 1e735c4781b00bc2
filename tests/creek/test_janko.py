"""Creek as janko.at's text: janko.at's files read as the course files' puzzles, with
their solutions; every course puzzle written and read back is itself; a clue that
cannot be names its line and column."""

from __future__ import annotations

from pathlib import Path

import pytest
from returns.result import Failure

from ripple_fp.creek.janko import fields, read_problem, read_solution
from ripple_fp.creek.parse import parse_puzzle, parse_solution
from ripple_fp.creek.puzzle import Problem, size_of
from ripple_fp.grid.janko import read_block, render
from ripple_fp.grid.text import ParseError

from ..conftest import DATA

FOLDER = DATA / "creek"
NATIVES = sorted((DATA / "janko-native").glob("creek_*"))


def janko_problem(text: str) -> Problem:
    return read_block(text).bind(read_problem).unwrap()


@pytest.mark.parametrize("path", NATIVES, ids=lambda path: path.stem)
def test_a_janko_file_is_the_course_files_puzzle_and_solution(path: Path) -> None:
    text = path.read_text()
    course = FOLDER / f"{path.stem.removeprefix('creek_')}.txt"
    problem = janko_problem(text)
    assert problem == parse_puzzle(course.read_text()).unwrap()
    solution = read_block(text).bind(lambda block: read_solution(block, problem))
    assert solution == parse_solution(course.with_suffix(".sol").read_text(), problem)


def test_every_course_puzzle_written_and_read_back_is_itself() -> None:
    files = sorted(FOLDER.glob("*.txt"))
    assert len(files) == len(NATIVES) == 42
    shapes = set()
    for path in files:
        problem = parse_puzzle(path.read_text()).unwrap()
        assert janko_problem(render((("puzzle", "creek"), *fields(problem)))) == problem
        shapes.add(size_of(problem))
    assert (10, 15) in shapes


@pytest.mark.parametrize(
    ("row", "error"),
    [
        ("3 -", ParseError(5, "clue 3 at crossing (0, 0) is more than its 1 box", 1)),
        ("5 -", ParseError(5, "problem: '5' is not a clue (0 to 4) nor '-'", 1)),
    ],
)
def test_a_clue_that_cannot_be_names_its_line_and_column(row: str, error: ParseError) -> None:
    text = f"begin\npuzzle creek\nsize 1\nproblem\n{row}\n- -\nend\n"
    assert read_block(text).bind(read_problem) == Failure(error)


def test_a_solution_marks_boxes_x_or_dash() -> None:
    text = "begin\npuzzle creek\nsize 1\nproblem\n- -\n- -\nsolution\no\nend\n"
    problem = janko_problem(text)
    assert read_block(text).bind(lambda block: read_solution(block, problem)) == Failure(
        ParseError(8, "solution: 'o' is neither x (filled) nor - (empty)", 1)
    )
