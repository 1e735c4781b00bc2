"""Text ready to parse: decoding, numbered lines, tokens, and sequence and traverse over
Result, with their laws."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from hypothesis import given
from hypothesis import strategies as st
from returns.result import Failure, Result, Success

from ripple_fp.grid.text import (
    BLANKS,
    MAX_DIGITS,
    Line,
    ParseError,
    Token,
    decode,
    line_after,
    no_empty_lines,
    numbered_lines,
    read_words,
    rows_of,
    sequence,
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
    assert sequence([Success(1), Success(2)]) == Success((1, 2))

    def results() -> Iterator[Result[int, str]]:
        yield Failure("a")
        raise AssertionError("read past the first failure")

    assert sequence(results()) == Failure("a")


def test_read_words_names_the_column_of_the_first_word_it_cannot_read() -> None:
    def read(word: str) -> Result[int, str]:
        return whole_number(word, "is not a number")

    assert read_words(Line(3, "1  22 3"), read) == Success((1, 22, 3))
    assert read_words(Line(3, "1  x y"), read) == Failure(ParseError(3, "'x' is not a number", 4))


def test_rows_of_says_which_line_breaks_the_shape() -> None:
    lines = (Line(1, "1 2"), Line(2, "3 4"), Line(4, "5 6"))
    assert rows_of(lines[:2], 2, 2, "numbers") == Success(lines[:2])
    assert rows_of(lines, 2, 2, "numbers") == Failure(ParseError(4, "expected 2 rows, found 3"))
    assert rows_of(lines[:1], 2, 2, "numbers") == Failure(
        ParseError(2, "expected 2 rows, found 1")
    )
    short = (Line(1, "1 2"), Line(2, "3"))
    assert rows_of(short, 2, 2, "pairs") == Failure(ParseError(2, "expected 2 pairs, found 1"))
    assert line_after(lines, 1) == 2


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


# --- sequence and traverse over Result: the laws --------------------------------------------


def _checked(n: int) -> Result[int, int]:
    return Success(n) if n >= 0 else Failure(n)


results = st.lists(st.integers(-3, 9).map(_checked))
checks = st.functions(like=_checked, returns=st.integers(-3, 9).map(_checked), pure=True)
"""Functions ``int -> Result int int``, drawn."""


@given(st.lists(st.integers()))
def test_traverse_of_pure_is_pure(xs: list[int]) -> None:
    """Identity: ``traverse pure == pure``."""
    assert traverse(Success, xs) == Success(tuple(xs))


@given(st.lists(st.integers()), checks)
def test_traverse_is_sequence_after_map(
    xs: list[int], f: Callable[[int], Result[int, int]]
) -> None:
    assert traverse(f, xs) == sequence(map(f, xs))


@given(
    st.lists(st.integers()), checks, st.functions(like=_checked, returns=st.integers(), pure=True)
)
def test_traverse_is_natural_in_its_values(
    xs: list[int], f: Callable[[int], Result[int, int]], g: Callable[[int], int]
) -> None:
    """``fmap (fmap g) . traverse f == traverse (fmap g . f)``."""
    left = traverse(f, xs).map(lambda values: tuple(map(g, values)))
    assert left == traverse(lambda x: f(x).map(g), xs)


@given(results)
def test_sequence_is_every_value_or_the_first_failure(rs: list[Result[int, int]]) -> None:
    failures = [r.failure() for r in rs if isinstance(r, Failure)]
    expected = Failure(failures[0]) if failures else Success(tuple(r.unwrap() for r in rs))
    assert sequence(rs) == expected


@given(st.lists(st.integers()), checks, checks)
def test_traverse_composes_in_the_result_of_a_result(
    xs: list[int], f: Callable[[int], Result[int, int]], g: Callable[[int], Result[int, int]]
) -> None:
    """Composition: ``traverse (Compose . fmap g . f) == Compose . fmap (traverse g) .
    traverse f``. ``Compose Result Result`` runs every outer effect before any inner one,
    so its traverse is the outer traverse, then the inner sequence of what it gave."""

    def composed(
        h: Callable[[int], Result[Result[int, int], int]],
    ) -> Result[Result[tuple[int, ...], int], int]:
        return traverse(h, xs).map(sequence)

    assert composed(lambda x: f(x).map(g)) == traverse(f, xs).map(lambda ys: traverse(g, ys))
