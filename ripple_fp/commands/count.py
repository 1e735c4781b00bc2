"""The count's record: a question about a puzzle's solutions (``--count N``,
``--unique``), loaded when the mode is chosen.

Haskell counterpart::

    data Question = UpTo Int | Unique
    data Count = Count { kind :: Maybe SomeKind, source :: Source, question :: Question
                       , strategy :: Maybe String, timeout :: Maybe Double
                       , limits :: Limits, stats :: Bool, program :: String }
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..kinds.kind import DEFAULT_LIMITS, Limits

if TYPE_CHECKING:
    from ..kinds.kind import SomeKind
    from . import Source


@dataclass(frozen=True)
class UpTo:
    """How many solutions, counting no further than ``most``?"""

    most: int


@dataclass(frozen=True)
class Unique:
    """Exactly one solution?"""


@dataclass(frozen=True)
class Count:
    """Answer a question about a puzzle's solutions on standard output."""

    kind: SomeKind | None
    source: Source
    question: UpTo | Unique
    program: str
    strategy: str | None = None
    """``None``: the kind's choice for a count that far."""
    timeout: float | None = None
    limits: Limits = DEFAULT_LIMITS
    stats: bool = False
