"""The analyses of the area rule, remembered by the state they were made from.

Haskell counterpart (a memo table threaded through the search, as ``State``)::

    type AreaMemo = Map StableName Analysis     -- keyed by the domains' identity

    analysisOf :: Board -> Domains -> State AreaMemo Analysis

Look-ahead narrows one state many times, a box at a time, before it moves on; each of
those narrowings starts from the same domains, and :mod:`.local` needs their full
analysis (:mod:`.areas`). So it is computed once and remembered, by the identity of the
domains object (a persistent vector is never changed, so identity is enough; the memo
holds the object, so its identity cannot be reused while it is remembered). The memo
is the one mutable table of a Creek search, owned by the model of one search
(:class:`~.model.CreekModel`), and keeps only the last :data:`MEMO_SIZE` analyses.
"""

from __future__ import annotations

from ..search.model import Domains
from .areas import Analysis, analyse
from .board import Board

MEMO_SIZE = 16
"""How many analyses to keep: the states one look-ahead wave works on, with room to
spare for the parents a backtrack returns to."""


class AreaMemo:
    """The analyses of the last states narrowed, newest last."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self._kept: dict[int, tuple[Domains, Analysis]] = {}
        self.made = 0
        """How many full analyses the memo has made (for tests and measurements)."""

    def analysis(self, domains: Domains) -> Analysis:
        """The analysis of ``domains``: remembered, or made now and remembered."""
        kept = self._kept.get(id(domains))
        if kept is not None and kept[0] is domains:
            return kept[1]
        found = analyse(self.board.adjacent, domains)
        self.made += 1
        self.remember(domains, found)
        return found

    def remember(self, domains: Domains, analysis: Analysis) -> None:
        """Keep ``analysis`` as that of ``domains``, forgetting the oldest if full."""
        if len(self._kept) >= MEMO_SIZE:
            del self._kept[next(iter(self._kept))]
        self._kept[id(domains)] = (domains, analysis)
