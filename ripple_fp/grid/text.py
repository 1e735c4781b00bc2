"""Text of a puzzle file, ready to parse: decoded, in numbered lines, in tokens; and
where it stops being a grid.

Haskell counterpart::

    data ParseError = ParseError { line :: Int, column :: Maybe Int, message :: String }

    decode        :: ByteString -> Either ParseError String
    numberedLines :: String -> Either ParseError [Line]
    tokens        :: Line -> [Token]
    readWords     :: (String -> Either String a) -> Line -> Either ParseError [a]
    rowsOf        :: [Line] -> Int -> Int -> String -> Either ParseError [Line]
    wholeNumber   :: String -> String -> Either String Integer
    sequence      :: [Either e a] -> Either e [a]       -- stopping at the first Left
    traverse      :: (a -> Either e b) -> [a] -> Either e [b]   -- sequence . map f

What every grid puzzle's parser does first, whatever its format; every parser answers
``Result[..., ParseError]`` (returns' ``Either``). Lines and columns count from 1, as
editors do.

>>> numbered_lines("1 2\\r\\n3 4  \\n\\n").map(lambda lines: [line.text for line in lines])
<Success: ['1 2', '3 4']>
>>> tokens(Line(1, " ab  c"))
(Token(column=2, text='ab'), Token(column=6, text='c'))
>>> sequence([Success(1), Failure("no"), Failure("late")])
<Failure: no>
>>> whole_number("-12", "is not a room id"), whole_number("1x", "is not a room id")
(<Success: -12>, <Failure: '1x' is not a room id>)
>>> print(whole_number("9" * 500, "is not a room id").failure())
'99999999999999999999...' is too long: a number has at most 100 digits
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import NamedTuple, TypeVar

from returns.result import Failure, Result, Success


@dataclass(frozen=True)
class ParseError:
    """Text that is not a puzzle: what is wrong, and where (1-based line, column)."""

    line: int
    message: str
    column: int | None = None

    def __str__(self) -> str:
        where = f"line {self.line}" + (f", column {self.column}" if self.column else "")
        return f"{where}: {self.message}"


A = TypeVar("A")
B = TypeVar("B")
E = TypeVar("E")

WORD = re.compile(r"\S+")
"""A word of a line, as :func:`tokens` finds them (its pattern, to read words without
making tokens)."""

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
_INTEGER = re.compile(r"-?[0-9]+")

BLANKS = (
    "\t \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009"
    "\u200a\u2028\u2029\u202f\u205f\u3000"
)
"""The blanks: every character Python counts as a space (``str.isspace``, and so
``\\s``, which separates the words of a line) but the line end and the control
characters a file may not hold (``\\v``, ``\\f``, ``\\r``, U+001C to U+001F). A line's
trailing blanks are dropped, so a line of blanks is an empty line, whichever spaces it
is made of."""

MAX_DIGITS = 100
"""The most digits a number in a puzzle file may have. Python refuses to read more than
4,300 (``int`` would raise), and no puzzle needs more than a few."""


class Line(NamedTuple):
    """A line of the file and its 1-based number."""

    number: int
    text: str


class Token(NamedTuple):
    """A word of a line and its 1-based column."""

    column: int
    text: str


def decode(data: bytes) -> Result[str, ParseError]:
    """Bytes of a file to text: UTF-8 (a byte-order mark is dropped), or a ParseError that
    names the line and column of the first byte that is not text."""
    try:
        return Success(data.decode("utf-8-sig"))
    except UnicodeDecodeError as error:
        before = data[: error.start]
        line = before.count(b"\n") + 1
        column = error.start - (before.rfind(b"\n") + 1) + 1
        bad = data[error.start]
        return Failure(ParseError(line, f"byte 0x{bad:02x} is not UTF-8 text", column))


def numbered_lines(text: str) -> Result[tuple[Line, ...], ParseError]:
    """Split into numbered lines: CRLF is a line end, trailing blanks (:data:`BLANKS`,
    any Unicode space) and trailing empty lines are dropped, control characters are
    refused, and the text must not be empty."""
    raw = text.replace("\r\n", "\n").split("\n")
    lines = [Line(n, line.rstrip(BLANKS)) for n, line in enumerate(raw, start=1)]
    while lines and not lines[-1].text:
        lines.pop()
    if not lines:
        blanks = " but for blanks" if any(raw) else ""
        return Failure(ParseError(1, f"the file is empty{blanks}"))
    for line in lines:
        if bad := _CONTROL.search(line.text):
            message = f"control character U+{ord(bad.group()):04X} is not allowed"
            return Failure(ParseError(line.number, message, bad.start() + 1))
    return Success(tuple(lines))


def no_empty_lines(
    lines: tuple[Line, ...], message: str = "unexpected empty line"
) -> Result[tuple[Line, ...], ParseError]:
    """The lines, if none of them is empty (or only blanks)."""
    for line in lines:
        if not line.text.strip():
            return Failure(ParseError(line.number, message))
    return Success(lines)


def tokens(line: Line) -> tuple[Token, ...]:
    """The words of a line, each with its column."""
    return tuple(Token(m.start() + 1, m.group()) for m in WORD.finditer(line.text))


def read_words(
    line: Line, read: Callable[[str], Result[A, str]]
) -> Result[tuple[A, ...], ParseError]:
    """Every word of ``line`` as ``read`` reads it, or the first failure, as a
    ParseError at that word's line and column."""

    def read_token(token: Token) -> Result[A, ParseError]:
        return read(token.text).alt(lambda message: ParseError(line.number, message, token.column))

    return traverse(read_token, tokens(line))


def line_after(lines: tuple[Line, ...], expected: int) -> int:
    """Where a block of ``expected`` lines goes wrong: its first extra line, or the line
    after its end when lines are missing."""
    return lines[expected].number if len(lines) > expected else lines[-1].number + 1


def rows_of(
    lines: tuple[Line, ...], rows: int, cols: int, what: str
) -> Result[tuple[Line, ...], ParseError]:
    """The lines, if they are ``rows`` lines of ``cols`` words each (``what`` the words
    are, for the message: ``expected 4 numbers, found 3``)."""
    if len(lines) != rows:
        return Failure(
            ParseError(line_after(lines, rows), f"expected {rows} rows, found {len(lines)}")
        )
    for line in lines:
        if (found := len(WORD.findall(line.text))) != cols:
            return Failure(miscounted(line.number, what, cols, found))
    return Success(lines)


def miscounted(line: int, what: str, expected: int, found: int) -> ParseError:
    """A line of the wrong number of words: ``expected 4 numbers, found 3``."""
    return ParseError(line, f"expected {expected} {what}, found {found}")


def traverse(f: Callable[[B], Result[A, E]], items: Iterable[B]) -> Result[tuple[A, ...], E]:
    """Haskell's ``traverse`` for Either: ``f`` of every item, or its first failure, which
    stops the reading (``sequence . map f``)."""
    return sequence(map(f, items))


def sequence(results: Iterable[Result[A, E]]) -> Result[tuple[A, ...], E]:
    """Haskell's ``sequence`` for Either: every value, or the first failure, which stops
    the reading. returns' ``Fold.collect`` means the same, but it reads every item and
    grows its tuple one concatenation at a time, quadratic in a row's length: with it,
    reading a 100x100 puzzle took half as long again."""
    done: list[A] = []
    for result in results:
        if isinstance(result, Failure):
            return Failure(result.failure())
        done.append(result.unwrap())
    return Success(tuple(done))


def whole_number(text: str, complaint: str) -> Result[int, str]:
    """The whole number ``text`` spells (ASCII digits after an optional ``-``), or why it
    is none: ``complaint`` after the text, or that it has more than :data:`MAX_DIGITS`
    digits."""
    if not _INTEGER.fullmatch(text):
        return Failure(f"{shortened(text)!r} {complaint}")
    if len(text.lstrip("-")) > MAX_DIGITS:
        return Failure(
            f"{shortened(text)!r} is too long: a number has at most {MAX_DIGITS} digits"
        )
    return Success(int(text))


def shortened(text: str, most: int = 20) -> str:
    """``text``, cut to its first ``most`` characters and ``...`` if longer: for messages."""
    return text if len(text) <= most else f"{text[:most]}..."
