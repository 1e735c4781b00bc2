"""A grid of rooms as text, both ways: the course format read (every mistake named by
line and column), written, and a URL told from it."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure

from ripple_fp import (
    ParseError,
    decode,
    parse_puzzle,
    parse_solution,
    render_puzzle,
    render_solution,
)
from ripple_fp.grid import rooms_text as parse_module
from ripple_fp.grid.rooms_text import RoomsFiles
from ripple_fp.grid.rooms_text import parse_puzzle as parse
from ripple_fp.grid.text import Line

from ..conftest import PUZZLES, SPECIAL, load_problem, load_solution, solved_puzzles

TWO_BY_TWO = "1 1\n2 2\n\n- 1\n- -\n"


def error_of(text: str) -> ParseError:
    result = parse(text)
    assert isinstance(result, Failure), result
    error: ParseError = result.failure()
    return error


def test_reads_the_assignment_example() -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    assert problem.layout.size == (8, 8)
    assert problem[(0, 1)] == 4
    assert problem[(0, 0)] is None
    assert len(problem.layout.rooms) == 21
    assert problem.layout.room_size((2, 2)) == 7


def test_accepts_crlf_trailing_blanks_and_trailing_newlines() -> None:
    messy = "1 1  \r\n2 2\t\r\n\r\n- 1 \r\n- -\r\n\r\n\n\n"
    assert parse(messy).unwrap() == parse(TWO_BY_TWO).unwrap()


def test_accepts_a_missing_final_newline() -> None:
    assert parse(TWO_BY_TWO.rstrip("\n")).unwrap() == parse(TWO_BY_TWO).unwrap()


def test_room_ids_may_be_any_integers_in_any_order() -> None:
    problem = parse("30 30\n-4 1000\n\n- -\n- -\n").unwrap()
    assert problem.layout.rooms[30] == ((0, 0), (0, 1))
    assert problem.layout.room_size((1, 0)) == 1
    assert problem.layout.room_of[(1, 1)] == 1000


def test_reads_multi_digit_values_and_rooms_of_ten_or_more() -> None:
    rooms = " ".join(["12"] * 11)
    values = "- - - - - 10 - - - - 11"
    problem = parse(f"{rooms}\n\n{values}\n").unwrap()
    assert problem[(0, 5)] == 10
    assert problem[(0, 10)] == 11
    assert problem.layout.room_size((0, 0)) == 11


def test_decode_drops_a_byte_order_mark() -> None:
    assert decode(b"\xef\xbb\xbf" + TWO_BY_TWO.encode()).unwrap() == TWO_BY_TWO


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        ("", 1, None, "empty"),
        ("\n\n  \n", 1, None, "empty"),
        ("1 1\n2 2\n- 1\n- -\n", 5, None, "no empty line followed by value rows"),
        ("\n1 1\n\n- -\n", 1, None, "found an empty line"),
        ("1 1\n\n", 2, None, "no empty line followed by value rows"),
        ("1 1\n\n\n- -\n", 3, None, "second empty line"),
        ("1 1\n2 2\n\n- -\n", 5, None, "expected 2 rows of values"),
        ("1 1\n\n- -\n- -\n", 4, None, "expected 1 rows of values"),
        ("1 1\n2\n\n- -\n- -\n", 2, None, "expected 2 room ids, found 1"),
        ("1 1\n2 2\n\n- -\n- - -\n", 5, None, "expected 2 values, found 3"),
        ("1 a\n\n- -\n", 1, 3, "'a' is not a room id"),
        ("1 -\n\n- -\n", 1, 3, "'-' is not a room id"),
        ("1 1\n\n- x\n", 3, 3, "'x' is neither a number nor '-'"),
        ("1 1\n\n2.5 -\n", 3, 1, "'2.5' is neither"),
        ("1 1\n\n+1 -\n", 3, 1, "'+1' is neither"),
        ("1 1\n\n- 0\n", 3, 3, "value 0 is below 1"),
        ("1 1\n\n-2 -\n", 3, 1, "value -2 is below 1"),
        ("1 1\n\n- 3\n", 3, 3, "value 3 is larger than its room's size 2"),
        ("1 1\n\n- \x00\n", 3, 3, "control character U+0000"),
        ("1 1\r2 2\n\n- -\n", 1, 4, "control character U+000D"),
    ],
)
def test_rejects_malformed_text_naming_the_place(
    text: str, line: int, column: int | None, words: str
) -> None:
    error = error_of(text)
    assert (error.line, error.column) == (line, column)
    assert words in error.message


def test_error_text_names_line_and_column() -> None:
    assert str(error_of("1 1\n\n- x\n")) == "line 3, column 3: 'x' is neither a number nor '-'"
    assert str(error_of("")) == "line 1: the file is empty"


def test_decode_rejects_bytes_that_are_not_utf8_with_their_place() -> None:
    result = decode(b"1 1\n\n- \xff\n")
    assert isinstance(result, Failure)
    assert result.failure() == ParseError(3, "byte 0xff is not UTF-8 text", 3)


def test_parse_solution_checks_shape_and_numbers() -> None:
    layout = parse_puzzle(TWO_BY_TWO).unwrap().layout
    assert parse_solution("2 1\n1 2\n", layout).unwrap()[(1, 1)] == 2
    cases = {
        "2 1\n": "expected 2 rows, found 1",
        "2 1\n1 2\n1 2\n": "expected 2 rows, found 3",
        "2 1\n1\n": "expected 2 numbers, found 1",
        "2 1\n1 x\n": "'x' is not a whole number",
        "2 1\n\n1 2\n": "unexpected empty line",
        "": "the file is empty",
    }
    for text, words in cases.items():
        result = parse_solution(text, layout)
        assert isinstance(result, Failure), text
        assert words in result.failure().message, text


@pytest.mark.parametrize("blank", ["\u00a0", "\u3000", "\u0085", "\u2028", "\t\u2003 "])
def test_lines_of_unicode_spaces_are_empty_lines(blank: str) -> None:
    assert error_of(f"{blank}\n\n{blank}\n") == ParseError(1, "the file is empty but for blanks")
    assert error_of(f"{blank}\n1 1\n\n- 1\n").line == 1
    assert parse(f"1 1{blank}\n{blank}\n- 1\n{blank}\n") == parse("1 1\n\n- 1\n")
    for text in (f"1 1\n\n{blank}\n- 1\n", f"1 1\n{blank}\n{blank}\n- 1\n"):
        assert error_of(text).line == 3


WORDS = st.one_of(
    st.from_regex(r"-?[0-9]{1,3}", fullmatch=True),
    st.sampled_from(["-", "--", "1-2", "x", "٣", "0" * 100, "9" * 101, "-" + "1" * 100]),
)
SPACES = st.sampled_from([" ", "  ", "\t", "\u00a0", "\u3000", " \u2003 "])


@given(st.lists(st.tuples(SPACES, WORDS), min_size=1, max_size=8), SPACES)
def test_a_row_read_in_one_go_is_read_as_token_by_token(
    words: list[tuple[str, str]], last: str
) -> None:
    line = Line(7, "".join(space + word for space, word in words) + last)
    for read, quick in (
        (parse_module._room_id, [(parse_module._NUMBERS, int)]),
        (
            parse_module.read_cell,
            [(parse_module._NUMBERS, int), (parse_module._CELLS, parse_module._quick_cell)],
        ),
    ):
        assert parse_module._read_row(line, read, *quick) == parse_module._read_row(line, read)


# --- written -------------------------------------------------------------------


@pytest.mark.parametrize("path", solved_puzzles(), ids=lambda p: p.stem)
def test_render_solution_writes_the_sol_file_text(path: Path) -> None:
    problem = load_problem(path)
    sol = path.with_suffix(".sol")
    assert render_solution(load_solution(sol, problem)) == sol.read_text()


def test_render_solution_separates_multi_digit_numbers_by_single_spaces() -> None:
    problem = load_problem(PUZZLES / "level145.txt")
    text = render_solution(load_solution(PUZZLES / "level145.sol", problem))
    assert "14" in text.split()
    assert "  " not in text
    assert text.endswith("\n")


RIPPLE_FILES = sorted([*PUZZLES.glob("*.txt"), *SPECIAL.glob("*.txt")])
"""The Ripple Effect puzzles of ``puzzles/`` (its other folders hold other kinds)."""


@pytest.mark.parametrize("path", RIPPLE_FILES, ids=lambda p: p.stem)
def test_render_puzzle_then_parse_gives_the_puzzle_back(path: Path) -> None:
    problem = load_problem(path)
    assert parse_puzzle(render_puzzle(problem)).unwrap() == problem


def test_parse_solution_inverts_render_solution() -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    solution = load_solution(PUZZLES / "hakyuu_001.sol", problem)
    assert parse_solution(render_solution(solution), problem.layout).unwrap() == solution


# --- a URL told from the course format ---------------------------------------------

URL = "https://puzz.link/p?ripple/8/8/bdkdes97t4agetoajvvcjbigg4h31j2h2o5s4h3o4h6j35h6g"


FILES = RoomsFiles(("ripple", "hakyuu"))


def test_the_assignments_example_in_each_format_reads_back_the_same() -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    assert FILES.url(problem) == URL + "\n"
    for text in (render_puzzle(problem), FILES.url(problem)):
        again = FILES.read_puzzle(text).unwrap()
        assert again.grid == problem.grid
        assert FILES.url(again) == URL + "\n"


def test_a_course_file_with_a_mistake_is_reported_as_a_course_file() -> None:
    failure = FILES.read_puzzle("1 1\n\n- 7\n").failure()
    assert failure.line == 3


def test_a_url_of_another_puzzle_is_named_as_such() -> None:
    failure = FILES.read_puzzle("https://puzz.link/p?suguru/2/1/g").failure()
    assert failure.message == "a URL of suguru, not of ripple"
