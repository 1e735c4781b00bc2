"""janko.at's text as a format of a kind's puzzles: what a kind declares to read and
write it, and what is written once for every kind (the ``puzzle`` line that names the
kind, a block of another kind or of none, the solution a text holds).

Haskell counterpart::

    data Janko p s = Janko
      { name     :: String                                  -- "hakyuu", its puzzle line
      , problem  :: Block -> Either ParseError p            -- problem (and areas), read
      , fields   :: p -> [Field]                            -- ... and written
      , solution :: Block -> p -> Either ParseError s }     -- its solution, read

    withJanko :: Kind p s -> Janko p s -> Kind p s          -- parsePuzzle reads both

The block itself (``begin`` ... ``end``, its properties, a saved page) is
:mod:`ripple_fp.grid.janko`'s; each kind's translation of ``problem`` and ``solution``
is its own package's. A kind declared :func:`with_janko` reads a janko.at text of its
name wherever it reads a puzzle, writes one as the format ``janko``, and a text of
another kind, or of a kind nobody here solves, is an error naming that kind.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Generic, TypeVar

from returns.result import Failure, Result, Success

from . import JANKO
from .kind import Kind

if TYPE_CHECKING:
    from ..grid.janko import Block, Field
    from ..grid.text import ParseError

P = TypeVar("P")
S = TypeVar("S")


@dataclass(frozen=True)
class Janko(Generic[P, S]):
    """How a kind's puzzles are janko.at texts."""

    name: str
    """What the text's ``puzzle`` line calls the kind: ``hakyuu``."""
    problem: Callable[[Block], Result[P, ParseError]]
    """The puzzle a block holds (its size, ``problem`` and the kind's other grids)."""
    fields: Callable[[P], tuple[Field, ...]]
    """The properties that say a puzzle, after its ``puzzle`` line."""
    solution: Callable[[Block, P], Result[S, ParseError]]
    """The block's ``solution``, for a puzzle read from it."""

    def text(self, problem: P) -> str:
        """``problem`` as janko.at's text."""
        from ..grid.janko import render  # noqa: PLC0415 - only when janko is written

        return render((("puzzle", self.name), *self.fields(problem)))

    def read(self, text: str) -> Result[P, ParseError]:
        """The puzzle of janko.at's ``text``, if it names this kind."""
        from ..grid.janko import read_block  # noqa: PLC0415 - only for a janko.at text

        return read_block(text).bind(self._own).bind(self.problem)

    def _own(self, block: Block) -> Result[Block, ParseError]:
        from ..grid.text import ParseError  # noqa: PLC0415 - the text module is loaded

        if block.puzzle == self.name:
            return Success(block)
        found = block.named("puzzle")
        where = block.begin if found is None else found.line
        return Failure(ParseError(where, self._stranger(block.puzzle)))

    def _stranger(self, name: str | None) -> str:
        if name is None:
            return "no 'puzzle' line naming the kind in the janko.at text"
        if name in JANKO:
            return (
                f"a janko.at text of {name}, not of {self.name} "
                "(ripple-fp solve, given no --puzzle, reads it as the kind it names)"
            )
        return (
            f"a janko.at text of {name}, a puzzle ripple_fp does not solve "
            f"(it reads janko.at's {', '.join(JANKO)})"
        )


def with_janko(kind: Kind[P, S], janko: Janko[P, S]) -> Kind[P, S]:
    """``kind``, reading janko.at's text of ``janko`` besides its own formats, and
    writing it as the format ``janko``."""
    own = kind.parse_puzzle

    def parse_puzzle(text: str) -> Result[P, ParseError]:
        return janko.read(text) if is_janko(text) else own(text)

    return replace(kind, parse_puzzle=parse_puzzle, janko=janko)


def is_janko(text: str) -> bool:
    """Is ``text`` janko.at's text (:func:`ripple_fp.grid.janko.is_janko`)? Text without
    ``begin`` or ``x-janko`` in it is none, and is told so without loading the module
    that reads one (a solve of a course file never does)."""
    if "begin" not in text and "x-janko" not in text:
        return False
    from ..grid import janko  # noqa: PLC0415 - only for a text that may be one

    return janko.is_janko(text)


def named_by(text: str) -> str | None:
    """The kind (its name on the command line) that a janko.at ``text`` names; ``None``
    when ``text`` is no such text, or names a kind nobody here solves."""
    if not is_janko(text):
        return None
    from ..grid.janko import read_block  # noqa: PLC0415 - only for a janko.at text

    block = read_block(text)
    return JANKO.get(block.unwrap().puzzle or "") if isinstance(block, Success) else None


def claimed(kind: Kind[P, S], text: str, problem: P) -> Result[S, ParseError] | None:
    """The solution ``text`` holds besides ``problem``, read: a janko.at text's
    ``solution``; ``None`` when it holds none."""
    if kind.janko is None or not is_janko(text):
        return None
    from ..grid.janko import read_block  # noqa: PLC0415 - only for a janko.at text

    block = read_block(text)
    if not isinstance(block, Success) or block.unwrap().named("solution") is None:
        return None
    return kind.janko.solution(block.unwrap(), problem)
