"""The parser: what it accepts, and a clear, located error for everything else."""

from __future__ import annotations

from pathlib import Path

import pytest
from returns.result import Failure

from ripple_fp.grid.text import ParseError, decode
from ripple_fp.vergleich.parse import parse_puzzle, parse_solution
from ripple_fp.vergleich.puzzle import NO_CLUE, Clue, Sign

from .samples import CORPUS, SIX, load

FOUR = "-+ .- -- .+\n-. .. +. ..\n++ .- -- .+\n+. .. +. ..\n"
"""Corpus puzzle 001."""


def error_of(text: str) -> ParseError:
    result = parse_puzzle(text)
    assert isinstance(result, Failure), result
    error: ParseError = result.failure()
    return error


def test_reads_the_signs_of_every_cell() -> None:
    problem = parse_puzzle(FOUR).unwrap()
    assert problem.size == (4, 4)
    assert problem[(0, 0)] == Clue(Sign.LESS, Sign.GREATER)
    assert problem[(0, 1)] == Clue(None, Sign.LESS)
    assert problem[(3, 3)] == NO_CLUE


@pytest.mark.parametrize("path", [*CORPUS, SIX], ids=lambda p: p.stem)
def test_reads_every_corpus_puzzle_and_its_solution(path: Path) -> None:
    problem, solution = load(path)
    n = len(path.read_text().splitlines())
    assert problem.size == solution.size == (n, n)


def test_accepts_crlf_trailing_blanks_wide_gaps_and_trailing_newlines() -> None:
    messy = FOUR.replace("\n", " \t\r\n").replace(" -- ", "   --  ") + "\r\n\n"
    assert parse_puzzle(messy).unwrap() == parse_puzzle(FOUR).unwrap()
    assert parse_puzzle(FOUR.rstrip("\n")).unwrap() == parse_puzzle(FOUR).unwrap()


def test_a_pair_without_signs_inside_a_box_is_allowed() -> None:
    problem = parse_puzzle(FOUR.replace("-+ .-", ".. .-", 1)).unwrap()
    assert problem[(0, 0)] == NO_CLUE


def test_decode_drops_a_byte_order_mark_and_names_a_bad_byte() -> None:
    assert decode(b"\xef\xbb\xbf" + FOUR.encode()).unwrap() == FOUR
    result = decode(b"-+ .-\n-. \xff.\n")
    assert isinstance(result, Failure)
    assert result.failure() == ParseError(2, "byte 0xff is not UTF-8 text", 4)


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        ("", 1, None, "the file is empty"),
        ("\n \n\n", 1, None, "the file is empty"),
        ("-+ .-\n-. ..\n", 1, None, "expected 4, 6 or 9 pairs (the size of the grid), found 2"),
        (".. .. .. .. ..\n" * 5, 1, None, "found 5"),
        (FOUR.rsplit("\n", 2)[0], 4, None, "expected 4 rows, found 3"),
        (FOUR + ".. .. .. ..\n", 5, None, "expected 4 rows, found 5"),
        (FOUR.replace("-. .. +. ..", "-. .. +."), 2, None, "expected 4 pairs, found 3"),
        (FOUR.replace("\n-. ..", "\n\n-. .."), 2, None, "unexpected empty line"),
        (FOUR.replace("+. .. +. ..\n", "+. .. +x ..\n"), 4, 8, "'x' is not '+', '-' or '.'"),
        (FOUR.replace("-+ .-", "<+ .-"), 1, 1, "'<' is not '+', '-' or '.'"),
        (FOUR.replace("-. ..", "-. ...", 1), 2, 4, "'...' is not a pair of signs"),
        (FOUR.replace("-. ..", "-. +", 1), 2, 4, "'+' is not a pair of signs"),
        (FOUR.replace("-- .+\n-.", "-- ++\n-."), 1, 10, "a cell to its right, past the edge"),
        (FOUR.replace("+. .. +. ..\n", "+. .. +. .-\n"), 4, 11, "a cell below it, past the edge"),
        (FOUR.replace("-+ .-", "-+ --"), 1, 4, "the cell to its right, in another box"),
        (FOUR.replace("-. .. +.", "-+ .. +."), 2, 2, "the cell below it, in another box"),
        (FOUR.replace("-+", "-\x00"), 1, 2, "control character U+0000"),
        (FOUR.replace("\n", "\r", 1), 1, 12, "control character U+000D"),
    ],
)
def test_rejects_malformed_text_naming_the_place(
    text: str, line: int, column: int | None, words: str
) -> None:
    error = error_of(text)
    assert (error.line, error.column) == (line, column)
    assert words in error.message


def test_error_text_names_line_and_column() -> None:
    text = FOUR.replace("+. .. +. ..\n", "+. .. +x ..\n")
    assert str(error_of(text)) == "line 4, column 8: 'x' is not '+', '-' or '.'"
    assert str(error_of("")) == "line 1: the file is empty"


def test_parse_solution_checks_shape_and_numbers() -> None:
    problem = parse_puzzle(FOUR).unwrap()
    good = "2 3 1 4\n1 4 3 2\n4 1 2 3\n3 2 4 1\n"
    assert parse_solution(good, problem).unwrap()[(3, 0)] == 3
    assert parse_solution("7 3 1 4" + good[7:], problem).unwrap()[(0, 0)] == 7
    cases = {
        "2 3 1 4\n": (2, "expected 4 rows, found 1"),
        good + "1 2 3 4\n": (5, "expected 4 rows, found 5"),
        good.replace("1 4 3 2", "1 4 3"): (2, "expected 4 numbers, found 3"),
        good.replace("1 4 3 2", "1 4 x 2"): (2, "'x' is not a whole number"),
        good.replace("\n1 4", "\n\n1 4"): (2, "unexpected empty line"),
        "": (1, "the file is empty"),
    }
    for text, (line, words) in cases.items():
        result = parse_solution(text, problem)
        assert isinstance(result, Failure), text
        assert result.failure().line == line, text
        assert words in result.failure().message, text
