"""The records of the explainer's two modes, an explained solve and a hint: loaded when
the mode is chosen.

Haskell counterpart::

    data Explain = Explain { kind :: Maybe SomeKind, source :: Source
                           , target, svg :: Maybe FilePath, limits :: Limits
                           , show :: Bool, program :: String }
    data Hint = Hint { kind :: Maybe SomeKind, source :: Source, limits :: Limits
                     , position :: Maybe Position, program :: String }
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..kinds.kind import DEFAULT_LIMITS, Limits

if TYPE_CHECKING:
    from ..kinds.kind import SomeKind
    from . import Position, Source


@dataclass(frozen=True)
class Explain:
    """Print the steps of a solve a person could follow, and the puzzle's grade; write
    the solution if there is a target."""

    kind: SomeKind | None
    source: Source
    program: str
    target: Path | None = None
    limits: Limits = DEFAULT_LIMITS
    show: bool = False
    svg: Path | None = None
    """An HTML page of one picture per step."""


@dataclass(frozen=True)
class Hint:
    """Print the next step of a puzzle being solved, or which filled cells are wrong:
    the cells filled so far written in like givens, or (the page's) apart."""

    kind: SomeKind | None
    source: Source
    program: str
    limits: Limits = DEFAULT_LIMITS
    position: Position | None = None
