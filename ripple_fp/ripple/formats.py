"""The formats a Ripple Effect puzzle is shared in, told apart, read and written.

Haskell counterpart::

    data Format = Course | Url                     -- the assignment's file; puzz.link
    detect   :: String -> Format
    readAny  :: String -> Either ParseError (Puzzle (Maybe Int))
    renderAs :: Format -> Puzzle (Maybe Int) -> String

A text of one line that names the ``ripple`` variety with a width and a height is a
puzz.link / pzv.jp URL (:mod:`.url`); anything else is read as the course format
(:mod:`.parse`), whose errors then say what is wrong.

>>> detect("https://puzz.link/p?ripple/4/4/9n8rigk14h32k\\n"), detect("1 1\\n\\n- -\\n")
('url', 'course')
"""

from __future__ import annotations

from typing import Final, Literal, get_args

from returns.result import Result

from ..grid.errors import ParseError
from .parse import parse_puzzle
from .puzzle import Problem
from .render import render_puzzle
from .url import decode_url, encode_url, is_url

Format = Literal["course", "url"]
"""A format's name, as ``--to`` takes it."""

FORMATS: Final[tuple[Format, ...]] = get_args(Format)


def detect(text: str) -> Format:
    """The format ``text`` is in."""
    return "url" if is_url(text) else "course"


def read_any(text: str) -> Result[Problem, ParseError]:
    """The puzzle in ``text``, whichever format it is in."""
    return decode_url(text) if detect(text) == "url" else parse_puzzle(text)


def render_as(problem: Problem, format_: Format) -> str:
    """``problem`` as the text of a file in ``format_`` (a URL is one line)."""
    return encode_url(problem) + "\n" if format_ == "url" else render_puzzle(problem)
