"""The formats a Ripple Effect puzzle is shared in, told apart, read and written.

Haskell counterpart::

    data Format = Course | Url                     -- the assignment's file; puzz.link
    detect   :: String -> Format
    readAny  :: String -> Either ParseError (Puzzle (Maybe Int))
    writeUrl :: Puzzle (Maybe Int) -> String

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

Format = Literal["course", "url"]
"""A format's name, as ``--to`` takes it."""

FORMATS: Final[tuple[Format, ...]] = get_args(Format)


def detect(text: str) -> Format:
    """The format ``text`` is in."""
    return "url" if is_url(text) else "course"


def is_url(text: str) -> bool:
    """Does ``text`` look like a puzz.link URL of a Ripple Effect (or the same URL's
    ``ripple/W/H/...`` tail)? A URL is one line: :mod:`.url` is imported for nothing
    else."""
    if "\n" in text.strip():
        return False
    from .url import is_url as looks_like_url  # noqa: PLC0415

    return looks_like_url(text)


def read_any(text: str) -> Result[Problem, ParseError]:
    """The puzzle in ``text``, whichever format it is in."""
    if detect(text) == "url":
        from .url import decode_url  # noqa: PLC0415 - loaded only for a URL

        return decode_url(text)
    return parse_puzzle(text)


def write_url(problem: Problem) -> str:
    """``problem`` as a file holding its URL (one line); the course format is
    :func:`.render.render_puzzle`."""
    from .url import encode_url  # noqa: PLC0415 - loaded only for a URL

    return encode_url(problem) + "\n"
