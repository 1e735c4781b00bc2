"""What the server sees of a puzzle's text before any worker reads it: a first look at
its size, so that a puzzle past the limits is refused at once, not after a worker has
parsed it.

Haskell counterpart::

    firstLook :: Limits -> String -> Maybe TooLarge   -- Nothing: let the parser say

The look parses nothing and knows no kind: it counts, at the speed of ``str.count`` and
one regular expression, what every kind's course text shows of a grid. Its first block
(the lines up to the first empty one) is the grid, one row a line and one cell a token,
for every kind whose text is lines of tokens (Ripple Effect's and Suguru's rooms, 0h h1's
and Tohu-Wa-Vohu's colours, Vergleichssudoku's pairs of signs): so its lines times the
tokens of its first line are the puzzle's cells. And a token ``-`` or ``.`` standing
alone is an empty cell in every such text (a given's place, left open), which has one
candidate at least (a Ripple Effect room of one cell; two colours; four digits or more).
A janko.at text (``begin``) is left to its parser: its lines are a header and three
grids, and a Creek's ``-`` there marks a crossing without a clue, not a cell; a one-line
text (a URL, a Creek's course text) has no grid to count. Where the look cannot tell,
it lets the text through: only a puzzle's own parser says what it is.
"""

from __future__ import annotations

import re
from typing import Final

from ..kinds.errors import TooLarge
from ..kinds.kind import Limits

EMPTY_CELL: Final = re.compile(r"(?<!\S)[-.](?!\S)")
"""A ``-`` or a ``.`` alone between blanks: an empty cell of a course text."""

BLANK_LINE: Final = re.compile(r"\n\s*?(?:\n|\Z)")
"""Where the first block of lines ends: an empty line, or one of blanks only."""


def first_look(text: str, limits: Limits, what: str) -> TooLarge | None:
    """Why the puzzle ``text`` (called ``what`` in the message) is past ``limits``, seen
    from its text alone; ``None`` when the look sees nothing past them."""
    body = text.lstrip()
    if "\n" not in body.rstrip() or body.startswith("begin"):
        return None
    end = BLANK_LINE.search(body)
    block = body[: end.start() if end else len(body)]
    cells = (block.count("\n") + 1) * len(block.split("\n", 1)[0].split())
    if cells > limits.cells:
        reason = f"{cells:,} cells, more than {limits.cells:,} (--max-cells N raises the limit)"
        return TooLarge(what, reason)
    empty = len(EMPTY_CELL.findall(body))
    if empty > limits.candidates:
        reason = (
            f"{empty:,} empty cells, each with a candidate or more: more than "
            f"{limits.candidates:,} candidates (--max-candidates N raises the limit)"
        )
        return TooLarge(what, reason)
    return None
