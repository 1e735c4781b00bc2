"""How large a puzzle the commands take on: its cells, and the candidates of its empty
cells, each under a limit the command line may raise.

Haskell counterpart::

    data Measure = Measure { cells, candidates :: Int }
    data Limits  = Limits  { maxCells, maxCandidates :: Int }

    excess :: Limits -> Measure -> Maybe String   -- why it is too large, if it is
    within :: Limits -> FilePath -> p -> Measure -> Either TooLarge p

A puzzle's *candidates* are, summed over its empty cells, how many values each could
hold before any reasoning (in Ripple Effect, its room's size): the size of the search's
first state. Time and memory grow with it. A grid whose cells are all given has none,
and is only checked, in time that grows with its cells; a room of hundreds of empty
cells, or a grid of hundreds of thousands of them, can keep a search busy for hours and
its memory for gigabytes (docs/performance.md measures both). The defaults are far
past every published puzzle (the largest in the project's corpus has 10,000 cells and
58,942 candidates) and within what a 2-core machine answers in seconds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from returns.result import Failure, Result, Success

from .errors import TooLarge

P = TypeVar("P")

MAX_CELLS = 4_000_000
"""The most cells a puzzle may have, by default: a 2000x2000 grid."""

MAX_CANDIDATES = 1_000_000
"""The most candidates a puzzle's empty cells may have, by default."""


@dataclass(frozen=True)
class Measure:
    """How large one puzzle is."""

    cells: int
    candidates: int


@dataclass(frozen=True)
class Limits:
    """How large a puzzle may be."""

    cells: int = MAX_CELLS
    candidates: int = MAX_CANDIDATES


DEFAULT_LIMITS = Limits()
"""The limits a command uses unless told otherwise."""


def excess(limits: Limits, measure: Measure) -> str | None:
    """Why a puzzle of ``measure`` is past ``limits``, naming the option that raises
    the limit; ``None`` if it is within them."""
    if measure.cells > limits.cells:
        return (
            f"{measure.cells:,} cells, more than {limits.cells:,} (--max-cells N raises the limit)"
        )
    if measure.candidates > limits.candidates:
        return (
            f"{measure.candidates:,} candidates in its empty cells, more than "
            f"{limits.candidates:,} (--max-candidates N raises the limit)"
        )
    return None


def within(limits: Limits, path: str, problem: P, measure: Measure) -> Result[P, TooLarge]:
    """``problem`` (read from ``path``, of ``measure``), if it is within ``limits``."""
    reason = excess(limits, measure)
    return Success(problem) if reason is None else Failure(TooLarge(path, reason))
