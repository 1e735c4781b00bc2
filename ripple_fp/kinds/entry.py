"""How a person enters a kind's values on a board, and how a position is written: part
of the kind's declaration (:attr:`ripple_fp.kinds.kind.Kind.entry`), so that the web page
plays a new kind without knowing it.

Haskell counterpart::

    data Style   = Number | Colour | Circle | Shade
    data Written = IntoThePuzzle | AsASolution
    data Entry = Entry { style   :: Style
                       , symbols :: [(String, Int)]   -- none: typed numbers
                       , blank   :: Maybe String
                       , written :: Written
                       , separator :: String }        -- between a row's tokens

>>> TYPED.token(12), TYPED.value("3")
('12', 3)
>>> shaded = Entry("shade", (("1", 1), ("0", 0)), "0", "solution", separator="")
>>> shaded.token(0), shaded.value("1")
('0', 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

Style = Literal["number", "colour", "circle", "shade"]
"""How the page draws an entered value: ``number`` (a typed number, drawn as digits),
``colour`` (0h h1's squares), ``circle`` (Tohu-Wa-Vohu's) or ``shade`` (Creek's boxes)."""

Written = Literal["givens", "solution"]
"""How a position (the values entered so far) is written: ``givens``, into the puzzle's
own grid of values like givens, as the ``hint`` command reads a puzzle being solved; or
``solution``, as a solution is written, for a kind whose puzzle text has no grid of
values (Creek's clues sit on the crossings; Vergleichssudoku's text holds its signs)."""

EMPTY: Final = "-"
"""What a position written as a solution holds where nothing is entered and the kind
has no :attr:`Entry.blank`."""


@dataclass(frozen=True)
class Entry:
    """How a person enters a value of a kind: its ``style``; the ``symbols`` a key or a
    click enters (a click cycles through them in this order), each with the int the
    kind's explainer gives that value (none: typed numbers, each its own int); the
    ``blank`` an empty cell counts as in a full grid (Creek's unshaded boxes are white;
    ``None``: an empty cell is unfinished); how a position is ``written``; and the
    ``separator`` between two tokens of a row in the kind's solution text (Creek's
    ``0``/``1`` rows have none)."""

    style: Style = "number"
    symbols: tuple[tuple[str, int], ...] = ()
    blank: str | None = None
    written: Written = "givens"
    separator: str = " "

    def value(self, token: str) -> int:
        """The int of an entered ``token``, as the kind's explainer takes it
        (:meth:`~ripple_fp.kinds.capabilities.Explainer.hint_at`); ``KeyError`` or
        ``ValueError`` for a token the kind has not."""
        return dict(self.symbols)[token] if self.symbols else int(token)

    def token(self, value: int) -> str:
        """The token of the kind's ``value``: what the page enters for it."""
        named = {number: token for token, number in self.symbols}
        return named[value] if self.symbols else str(value)


TYPED: Final = Entry()
"""Typed numbers, a position written into the puzzle like givens, a solution's tokens
separated by spaces: a kind's entry unless its declaration says otherwise."""
