"""The parser: what it accepts, and a clear, located error for everything else."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure

from ripple_fp.grid.matrix import Matrix
from ripple_fp.grid.text import ParseError
from ripple_fp.takuzu.parse import parse_puzzle, parse_solution
from ripple_fp.takuzu.puzzle import TOHU_WA_VOHU, Cell, Colour, Problem, side
from ripple_fp.takuzu.render import render_puzzle

from .corpus import DATA, load_problem

R, B = Colour.RED, Colour.BLUE
TWO = parse_puzzle("R .\n. .\n").unwrap()


def error_of(result: object) -> ParseError:
    assert isinstance(result, Failure), result
    error: ParseError = result.failure()
    return error


def test_reads_a_corpus_puzzle() -> None:
    path = DATA / "0hh1" / "002.txt"
    problem = parse_puzzle(path.read_text()).unwrap()
    assert side(problem) == 10
    assert problem[(0, 4)] is B
    assert problem[(0, 0)] is None
    assert problem[(3, 1)] is R


def test_accepts_crlf_runs_of_blanks_tabs_and_trailing_empty_lines() -> None:
    messy = "R  .  \r\n.\t.\r\n\r\n\n"
    assert parse_puzzle(messy).unwrap() == TWO
    assert parse_puzzle("R .\n. .").unwrap() == TWO


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        ("", 1, None, "the file is empty"),
        ("\n\n  \n", 1, None, "the file is empty"),
        ("R B\n\nB R\n", 2, None, "unexpected empty line"),
        ("R B\n   \nB R\n", 2, None, "unexpected empty line"),
        ("R x\nB R\n", 1, 3, "'x' is not a cell (R, B or .)"),
        ("R .\nr .\n", 2, 1, "'r' is not a cell"),
        ("RB .\n. .\n", 1, 1, "'RB' is not a cell"),
        (". .\n.   0\n", 2, 5, "'0' is not a cell"),
        ("R\x01 .\n. .\n", 1, 2, "control character U+0001"),
        ("R . .\n. . .\n. . .\n", 1, None, "a row of 3 cells cannot hold as many red as blue"),
        ("R\n", 1, None, "the size must be even"),
        ("R .\n. . .\n", 2, 5, "expected 2 cells in the row, found 3"),
        ("R .\n.\n", 2, None, "expected 2 cells in the row, found 1"),
        ("R .\n. .\n. .\n", 3, None, "expected 2 rows (the grid is square), found 3"),
        ("R . . .\n. . . .\n", 3, None, "expected 4 rows (the grid is square), found 2"),
    ],
)
def test_puzzle_errors_name_line_and_column(
    text: str, line: int, column: int | None, words: str
) -> None:
    error = error_of(parse_puzzle(text))
    assert (error.line, error.column) == (line, column)
    assert words in error.message


def test_an_error_reads_like_ripples() -> None:
    assert str(error_of(parse_puzzle("R .\n. x\n"))) == (
        "line 2, column 3: 'x' is not a cell (R, B or .)"
    )


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        ("R .\nB R\n", 1, 3, "'.' is not a colour (R or B)"),
        ("R B\nB x\n", 2, 3, "'x' is not a colour"),
        ("R B B R\nB R R B\nB R R B\nR B B R\n", 1, 5, "expected 2 cells in the row, found 4"),
        ("R B\nB R\nR B\n", 3, None, "expected 2 rows (the grid is square), found 3"),
        ("R B\n", 2, None, "expected 2 rows"),
        ("", 1, None, "the file is empty"),
    ],
)
def test_solution_errors_name_line_and_column(
    text: str, line: int, column: int | None, words: str
) -> None:
    error = error_of(parse_solution(text, TWO))
    assert (error.line, error.column) == (line, column)
    assert words in error.message


def test_a_solution_is_the_grid_read() -> None:
    solution = parse_solution("R B\nB R\n", TWO).unwrap()
    assert solution == Matrix.from_rows([[R, B], [B, R]])


def test_a_corpus_solution_reads_against_its_puzzle() -> None:
    path = DATA / "tohuwavohu" / "001.txt"
    problem = load_problem(path)
    solution = parse_solution(path.with_suffix(".sol").read_text(), problem).unwrap()
    assert solution.size == problem.size == (10, 10)
    assert None not in set(solution.values())


@st.composite
def puzzles(draw: st.DrawFn) -> Problem:
    size = draw(st.sampled_from([2, 4, 6, 8]))
    cells: st.SearchStrategy[Cell] = st.sampled_from([None, R, B])
    row = st.lists(cells, min_size=size, max_size=size)
    return Matrix.from_rows(draw(st.lists(row, min_size=size, max_size=size)))


@given(problem=puzzles())
def test_every_rendered_puzzle_parses_back(problem: Problem) -> None:
    assert parse_puzzle(render_puzzle(problem)).unwrap() == problem


def test_an_odd_tohu_wa_vohu_is_refused_in_its_own_words() -> None:
    read = parse_puzzle("R . .\n. . .\n. . .\n", TOHU_WA_VOHU)
    assert read == Failure(
        ParseError(1, "a row of 3 cells cannot hold as many white as black: the size must be even")
    )
