"""Tohu-Wa-Vohu as janko.at's text: janko.at's files read as the course files' puzzles,
with their solutions; every course puzzle written and read back is itself; a grid that
is not an even square is refused where its size is given."""

from __future__ import annotations

from pathlib import Path

import pytest
from returns.result import Failure

from ripple_fp.grid.janko import read_block, render
from ripple_fp.grid.matrix import Matrix
from ripple_fp.grid.text import ParseError
from ripple_fp.takuzu import TOHU_WA_VOHU_KIND
from ripple_fp.takuzu.janko import fields, read_problem, read_solution
from ripple_fp.takuzu.parse import parse_puzzle, parse_solution
from ripple_fp.takuzu.puzzle import Colour, Problem

from ..conftest import DATA

FOLDER = DATA / "takuzu" / "tohuwavohu"
NATIVES = sorted((DATA / "janko-native").glob("tohuwavohu_*"))


def janko_problem(text: str) -> Problem:
    return read_block(text).bind(read_problem).unwrap()


@pytest.mark.parametrize("path", NATIVES, ids=lambda path: path.stem)
def test_a_janko_file_is_the_course_files_puzzle_and_solution(path: Path) -> None:
    text = path.read_text()
    course = FOLDER / f"{path.stem.removeprefix('tohuwavohu_')}.txt"
    problem = janko_problem(text)
    assert problem == parse_puzzle(course.read_text()).unwrap()
    solution = read_block(text).bind(lambda block: read_solution(block, problem))
    assert solution == parse_solution(course.with_suffix(".sol").read_text(), problem)


def test_every_course_puzzle_written_and_read_back_is_itself() -> None:
    files = sorted(FOLDER.glob("*.txt"))
    assert len(files) == len(NATIVES) == 30
    for path in files:
        problem = parse_puzzle(path.read_text()).unwrap()
        text = render((("puzzle", "tohuwavohu"), *fields(problem)))
        assert janko_problem(text) == problem


def test_the_puzzle_is_its_grid_and_the_kind_reads_it_so() -> None:
    text = "begin\npuzzle tohuwavohu\nsize 2\nproblem\n1 -\n- 2\nend\n"
    grid = Matrix.from_rows([[Colour.RED, None], [None, Colour.BLUE]])
    assert janko_problem(text) == grid == TOHU_WA_VOHU_KIND.parse_puzzle(text).unwrap()


@pytest.mark.parametrize(
    ("shape", "error"),
    [
        ("rows 2\ncols 4", ParseError(3, "the grid must be square, found 2x4")),
        (
            "size 3",
            ParseError(
                3, "a row of 3 cells cannot hold as many white as black: the size must be even"
            ),
        ),
    ],
)
def test_a_grid_that_is_not_an_even_square_is_refused(shape: str, error: ParseError) -> None:
    text = f"begin\npuzzle tohuwavohu\n{shape}\nproblem\n- -\nend\n"
    assert read_block(text).bind(read_problem) == Failure(error)


def test_a_cell_is_1_2_or_dash() -> None:
    text = "begin\npuzzle tohuwavohu\nsize 2\nproblem\nR -\n- -\nend\n"
    assert read_block(text).bind(read_problem) == Failure(
        ParseError(5, "problem: 'R' is not a cell (1, 2 or -)", 1)
    )
