"""The parser: what it accepts, and a located error for everything else."""

from __future__ import annotations

import pytest
from returns.result import Failure

from ripple_fp.creek.parse import parse_puzzle, parse_solution
from ripple_fp.creek.puzzle import Problem, clued, size_of, with_clues
from ripple_fp.grid.text import ParseError, decode

from .conftest import CORPUS, DATA, load

SMALL = "Creek (2, 3) [((0, 0), 1), ((1, 2), 4)]\n"


def error_of(text: str) -> ParseError:
    result = parse_puzzle(text)
    assert isinstance(result, Failure), result
    error: ParseError = result.failure()
    return error


def solution_error(text: str, problem: Problem) -> ParseError:
    result = parse_solution(text, problem)
    assert isinstance(result, Failure), result
    error: ParseError = result.failure()
    return error


@pytest.mark.parametrize("name", CORPUS)
def test_reads_every_corpus_puzzle_and_solution(name: str) -> None:
    problem, solution = load(name)
    assert solution.size == size_of(problem)
    assert problem.size == (solution.size[0] + 1, solution.size[1] + 1)
    assert any(clued(problem))


def test_reads_sizes_and_clues() -> None:
    problem = parse_puzzle(SMALL).unwrap()
    assert problem == with_clues((2, 3), {(0, 0): 1, (1, 2): 4})


def test_reads_the_largest_corpus_puzzle() -> None:
    problem = parse_puzzle((DATA / "352.txt").read_text()).unwrap()
    assert size_of(problem) == (30, 45)
    assert len(list(clued(problem))) == 494


def test_accepts_crlf_trailing_blanks_trailing_empty_lines_and_no_final_newline() -> None:
    expected = parse_puzzle(SMALL).unwrap()
    assert parse_puzzle(SMALL.replace("\n", " \t\r\n\r\n\n")).unwrap() == expected
    assert parse_puzzle(SMALL.rstrip("\n")).unwrap() == expected


def test_accepts_no_clues_and_clues_in_any_order() -> None:
    assert parse_puzzle("Creek (1, 1) []").unwrap() == with_clues((1, 1), {})
    reordered = "Creek (2, 3) [((1, 2), 4), ((0, 0), 1)]"
    assert parse_puzzle(reordered).unwrap() == parse_puzzle(SMALL).unwrap()


def test_decode_drops_a_byte_order_mark_and_locates_bad_bytes() -> None:
    assert decode(b"\xef\xbb\xbf" + SMALL.encode()).unwrap() == SMALL
    error = decode(b"Creek (1, 1) []\nab\xff").failure()
    assert (error.line, error.column) == (2, 3)
    assert "0xff" in error.message


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        ("", 1, None, "the file is empty"),
        ("\n \n", 1, None, "the file is empty"),
        ("creek (1, 1) []", 1, 1, "expected 'Creek (', found 'c'"),
        ("Creek(1, 1) []", 1, 6, "expected 'Creek (', found '('"),
        ("\nCreek (1, 1) []", 1, 1, "found the end of the line"),
        ("Creek (1,1) []", 1, 10, "expected ', ', found '1'"),
        ("Creek (1, 1)  []", 1, 14, "expected ') [', found ' '"),
        ("Creek (a, 1) []", 1, 8, "expected a number, found 'a'"),
        ("Creek (1, -1) []", 1, 11, "expected a number, found '-'"),
        ("Creek (1, 1) [", 1, 15, "expected '((', found the end of the line"),
        ("Creek (1, 1) [((0, 0), 1)", 1, 26, "expected ', ' or ']', found the end"),
        ("Creek (1, 1) [((0, 0), 1) ((1, 1), 1)]", 1, 26, "expected ', ' or ']', found ' '"),
        ("Creek (1, 1) [((0, 0), 1),((1, 1), 1)]", 1, 26, "expected ', ' or ']', found ','"),
        ("Creek (1, 1) [((0, 0), 1), ]", 1, 28, "expected '((', found ']'"),
        ("Creek (1, 1) [((0, 0),1)]", 1, 23, "expected '), ', found '1'"),
        ("Creek (1, 1) [((0, 0), x)]", 1, 24, "expected a number, found 'x'"),
        ("Creek (1, 1) [((0, 0), 1))]", 1, 26, "expected ', ' or ']', found ')'"),
        ("Creek (1, 1) [] x", 1, 16, "unexpected ' ' after the clue list"),
        ("Creek (1, 1) []\nCreek (1, 1) []", 2, None, "a puzzle is one line"),
        ("Creek (1, 1) [\x07]", 1, 15, "control character U+0007"),
        ("Creek (0, 3) []", 1, 8, "a grid needs a row and a column, found 0x3"),
        ("Creek (3, 0) []", 1, 8, "found 3x0"),
        ("Creek (2, 3) [((3, 0), 1)]", 1, 15, "crossing (3, 0) is off the grid"),
        ("Creek (2, 3) [((0, 4), 1)]", 1, 15, "crossings go from (0, 0) to (2, 3)"),
        ("Creek (2, 3) [((0, 0), 2)]", 1, 15, "clue 2 at crossing (0, 0) is more than its 1 box"),
        ("Creek (2, 3) [((0, 1), 3)]", 1, 15, "more than its 2 boxes"),
        ("Creek (2, 3) [((1, 1), 5)]", 1, 15, "more than its 4 boxes"),
        ("Creek (2, 3) [((1, 1), 1), ((1, 1), 2)]", 1, 28, "crossing (1, 1) has a second clue"),
    ],
)
def test_errors_name_the_line_and_column(
    text: str, line: int, column: int | None, words: str
) -> None:
    error = error_of(text)
    assert (error.line, error.column) == (line, column), error
    assert words in error.message


def test_an_error_reads_as_the_checker_writes_it() -> None:
    assert str(error_of("Creek (1, 1) [((0, 0), x)]")) == (
        "line 1, column 24: expected a number, found 'x'"
    )


def test_reads_a_solution_of_the_puzzle_size() -> None:
    problem = parse_puzzle(SMALL).unwrap()
    solution = parse_solution("100\n011\n", problem).unwrap()
    assert list(solution.rows()) == [(1, 0, 0), (0, 1, 1)]
    assert parse_solution("100\r\n011  \r\n\r\n", problem).unwrap() == solution


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        ("", 1, None, "the file is empty"),
        ("100\n", 2, None, "expected 2 rows, found 1"),
        ("100\n011\n111\n", 3, None, "expected 2 rows, found 3"),
        ("100\n\n011\n", 2, None, "unexpected empty line"),
        ("10\n011\n", 1, 3, "expected 3 boxes, found 2"),
        ("1000\n011\n", 1, 4, "expected 3 boxes, found 4"),
        ("100\n0x1\n", 2, 2, "'x' is neither 0 nor 1"),
        ("1 0 0\n011\n", 1, 2, "' ' is neither 0 nor 1"),
        ("102\n011\n", 1, 3, "'2' is neither 0 nor 1"),
    ],
)
def test_solution_errors_name_the_line_and_column(
    text: str, line: int, column: int | None, words: str
) -> None:
    error = solution_error(text, parse_puzzle(SMALL).unwrap())
    assert (error.line, error.column) == (line, column), error
    assert words in error.message
