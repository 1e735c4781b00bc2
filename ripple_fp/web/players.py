"""What the page asks for its players besides the commands' answers, as data it words
itself: why a text is no puzzle it can play (:func:`diagnose`), and the largest number
each cell of a puzzle may hold (:func:`largest`).

Haskell counterpart::

    diagnose :: Value -> Answer   -- which kinds read a text, which it looks like, where
                                  -- each kind's reader stopped and why
    largest  :: Value -> Answer   -- each cell's largest number, for the number pad

A command says what went wrong in one line for a terminal (``ripple-fp check: the
puzzle is not a Ripple Effect puzzle: line 1: ...``, with the command line that reads
it as another kind); the page says it to a player, with a button that loads the text
as the kind that reads it. So :func:`diagnose` gives the parts, not a sentence: every
kind that reads the text, the kind it looks like (the one that reads it; else the one
its puzz.link address or janko.at ``puzzle`` line names; else the one whose reader went
furthest, where it named the place), where each other kind's reader stopped, and what
an address no kind reads is. Nothing here names a kind: every answer comes from the
kinds' declarations.
"""

from __future__ import annotations

import re
from functools import partial
from typing import Final, TypeVar

from returns.result import Failure, Success

from ..commands import Text
from ..commands.arguments import KIND, SOURCE, fields
from ..grid.rooms_url import address_in, is_web_address
from ..grid.text import ParseError
from ..kinds import JANKO, KIND_NAMES, kind_named, url_varieties
from ..kinds.kind import Kind, Limits, Loaded, SomeKind
from .answers import PAGE, Answer, Json, failed

P = TypeVar("P")
S = TypeVar("S")

JANKO_LINE: Final = re.compile(r"^\s*puzzle\s+(\S+)\s*$", re.MULTILINE)
"""The line of janko.at's text that names its puzzle: ``puzzle hakyuu``."""


def _stopped(error: ParseError) -> Json:
    """Where a reader stopped, and why."""
    return {"line": error.line, "column": error.column, "message": error.message}


def _named(text: str, kinds: tuple[SomeKind, ...]) -> SomeKind | None:
    """The kind that ``text``'s puzz.link address or janko.at ``puzzle`` line names."""
    url = address_in(text)
    if url is not None:
        variety = url.group(1)
        return next((kind for kind in kinds if kind.into(partial(_reads, variety))), None)
    janko = JANKO_LINE.search(text)
    if janko is not None and janko.group(1).lower() in JANKO:
        return kind_named(JANKO[janko.group(1).lower()])
    return None


def _furthest(stopped: dict[str, ParseError], asked: str | None) -> str | None:
    """The kind whose reader went furthest into the text before it stopped at a place it
    names (a line and a column past the text's first character: it took what came
    before for its own), the kind asked for among those that went as far; ``None``
    where no reader did (a reader that names a line alone may not have read it)."""
    reach = {
        name: (error.line, error.column)
        for name, error in stopped.items()
        if error.column is not None and (error.line, error.column) > (1, 1)
    }
    if not reach:
        return None
    best = max(reach.values())
    tied = [name for name, where in reach.items() if where == best]
    return asked if asked in tied else tied[0]


def _reads(variety: str, kind: Kind[P, S]) -> bool:
    """Does ``kind`` read the puzz.link addresses of ``variety``?"""
    return variety in kind.varieties


def _stop(text: str, kind: Kind[P, S]) -> ParseError | None:
    """Where ``kind``'s reader stopped in ``text``; ``None`` where it read a puzzle."""
    parsed = kind.parse_puzzle(text)
    return parsed.failure() if isinstance(parsed, Failure) else None


def diagnose(request: Json, limits: Limits, seconds: float) -> Answer:
    """Why a text (``puzzle``) is or is not a puzzle of the kind asked for (``kind``,
    or none): ``readers``, every kind that reads it; ``looks``, the kind it looks like;
    ``stopped``, for every other kind, where its reader stopped and why (``line``,
    ``column``, ``message``); ``variety``, the puzz.link variety of an address no kind
    reads, with every variety some kind reads (``varieties``); ``address``, whether it
    is a web page's address (which is not fetched)."""
    match fields((KIND, SOURCE), request, PAGE):
        case Success(given):
            source = given(SOURCE)
            text = source.text if isinstance(source, Text) else str(source)
            return _diagnosis(text, None if given.kind is None else given.kind.name)
        case Failure(error):
            return failed(PAGE, error, "")
    raise AssertionError("unreachable: a Result is a Success or a Failure")


def _diagnosis(text: str, asked: str | None) -> Answer:
    """What :func:`diagnose` answers of ``text``, the kind ``asked`` for (or none)."""
    kinds = tuple(map(kind_named, KIND_NAMES))
    stopped: dict[str, ParseError] = {}
    readers = []
    for kind in kinds:
        stop = kind.into(partial(_stop, text))
        if stop is not None:
            stopped[kind.name] = stop
        else:
            readers.append(kind.name)
    named = _named(text, kinds)
    looks = readers[0] if readers else named.name if named else _furthest(stopped, asked)
    varieties = list(url_varieties())
    url = address_in(text)
    unknown = url.group(1) if url is not None and url.group(1) not in varieties else None
    return 200, {
        "kind": asked,
        "readers": readers,
        "looks": None if unknown else looks,
        "stopped": {name: _stopped(error) for name, error in stopped.items()},
        "variety": unknown,
        "varieties": varieties,
        "address": url is None and is_web_address(text),
    }


def largest(request: Json, limits: Limits, seconds: float) -> Answer:
    """The largest number each cell of the puzzle may hold by the rules alone (``most``,
    :func:`most_rows`). The page has them in the board ``load`` answers with."""
    from .jobs import _page  # noqa: PLC0415 - jobs lists this module's jobs with its own

    return _page(request, limits, (KIND, SOURCE), lambda _, got: got.into(_most))


def _most(loaded: Loaded[P, S]) -> Answer:
    return 200, {"most": most_rows(loaded)}


def most_rows(loaded: Loaded[P, S]) -> list[list[int]] | None:
    """The largest number each cell of the puzzle may hold by the rules alone, rows of
    ints, as its kind declares it (:attr:`~ripple_fp.kinds.kind.Kind.most`); ``None`` for
    a kind of symbols."""
    most = loaded.kind.most
    return None if most is None else [list(row) for row in most(loaded.problem).rows()]
