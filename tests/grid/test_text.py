"""Text ready to parse: decoding, numbered lines, tokens, and traverse."""

from __future__ import annotations

from collections.abc import Iterator

from returns.result import Failure, Result, Success

from ripple_fp.grid.text import (
    BLANKS,
    MAX_DIGITS,
    Line,
    ParseError,
    Token,
    decode,
    no_empty_lines,
    numbered_lines,
    tokens,
    traverse,
    whole_number,
)


def test_decode_names_the_first_byte_that_is_not_text() -> None:
    assert decode("\ufeffa\n".encode()) == Success("a\n")
    assert decode(b"ab\ncd\xff") == Failure(ParseError(2, "byte 0xff is not UTF-8 text", 3))


def test_lines_are_numbered_and_trimmed_and_never_empty() -> None:
    assert numbered_lines("a \r\nb\n\n") == Success((Line(1, "a"), Line(2, "b")))
    assert numbered_lines("\n\n") == Failure(ParseError(1, "the file is empty"))
    assert numbered_lines("a\x01") == Failure(
        ParseError(1, "control character U+0001 is not allowed", 2)
    )
    assert no_empty_lines((Line(1, "a"), Line(2, " "))) == Failure(
        ParseError(2, "unexpected empty line")
    )


def test_tokens_know_their_columns_and_traverse_stops_at_the_first_failure() -> None:
    assert tokens(Line(1, "  x yz")) == (Token(3, "x"), Token(5, "yz"))
    assert traverse([Success(1), Success(2)]) == Success((1, 2))

    def results() -> Iterator[Result[int, str]]:
        yield Failure("a")
        raise AssertionError("read past the first failure")

    assert traverse(results()) == Failure("a")


def test_a_whole_number_is_ascii_digits_and_not_too_long() -> None:
    assert whole_number("007", "x") == Success(7)
    assert whole_number("-" + "9" * MAX_DIGITS, "x") == Success(-int("9" * MAX_DIGITS))
    assert whole_number("٣", "is odd") == Failure("'٣' is odd")
    assert whole_number("1" * 5000, "x") == Failure(
        f"'{'1' * 20}...' is too long: a number has at most {MAX_DIGITS} digits"
    )


def test_a_parse_error_names_the_line_and_the_column_if_known() -> None:
    assert str(ParseError(3, "bad token", 5)) == "line 3, column 5: bad token"
    assert str(ParseError(2, "missing rows")) == "line 2: missing rows"


def test_the_blanks_are_every_unicode_space_but_line_ends_and_control_characters() -> None:
    spaces = {chr(c) for c in range(0x110000) if chr(c).isspace()}
    controls = {"\n", "\x0b", "\x0c", "\r", "\x1c", "\x1d", "\x1e", "\x1f"}
    assert set(BLANKS) == spaces - controls


def test_a_line_of_unicode_spaces_is_an_empty_line() -> None:
    for blank in BLANKS:
        assert numbered_lines(f"a{blank}\n{blank}\nb\n{blank}{blank}\n") == Success(
            (Line(1, "a"), Line(2, ""), Line(3, "b"))
        )
        assert numbered_lines(f"{blank}\n\n{blank}\n") == Failure(
            ParseError(1, "the file is empty but for blanks")
        )
