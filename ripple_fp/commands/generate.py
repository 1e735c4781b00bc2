"""The maker's record: loaded when the mode is chosen.

Haskell counterpart::

    data Givens = Minimal | Propagation
    data Generate = Generate { kind :: SomeKind, target :: FilePath, size :: (Int, Int)
                             , seed :: Maybe String, largest, count :: Int
                             , givens :: Givens, strategy :: Maybe String, place :: Place
                             , program :: String }
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from .batch import Local, Place

if TYPE_CHECKING:
    from ..kinds.kind import SomeKind


Givens = Literal["minimal", "propagation"]
"""How few clues a made puzzle keeps: every one needed, or only those reasoning needs."""


@dataclass(frozen=True)
class Generate:
    """Make new puzzles into a folder, each unique and graded."""

    kind: SomeKind
    target: Path
    size: tuple[int, int]
    program: str
    seed: str | None = None
    """The same seed makes the same puzzles (``None``: a seed is drawn)."""
    largest: int = 9
    """The most cells a room may have."""
    count: int = 1
    givens: Givens = "minimal"
    strategy: str | None = None
    """The strategy that counts the solutions (``None``: the kind's maker's own)."""
    place: Place = Local()  # noqa: RUF009 - a frozen record, as in a batch
