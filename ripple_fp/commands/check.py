"""The records of the modes that read a puzzle without solving it, a conversion and a
check, and what a check finds: loaded when the mode is chosen.

Haskell counterpart::

    data Convert = Convert { kind :: Maybe SomeKind, source :: Source, target :: FilePath
                           , to :: String, position :: Maybe Position, program :: String }
    data Check = Check { kind :: Maybe SomeKind, puzzle :: Source
                       , claim :: Maybe Source, svg :: Maybe FilePath, program :: String }
    data Report p s = Report { problem :: p, claim :: Maybe s, verdict :: Verdict }
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Generic, TypeVar

from ..kinds.kind import CLEAN, Verdict

if TYPE_CHECKING:
    from ..kinds.kind import SomeKind
    from . import Position, Source, Text


@dataclass(frozen=True)
class Convert:
    """Write a puzzle in another format, unsolved; or (the page's) a position in it."""

    kind: SomeKind | None
    source: Source
    target: Path
    to: str
    program: str
    position: Position | None = None


@dataclass(frozen=True)
class Check:
    """Draw a puzzle, or check a claimed solution of it and list every broken rule."""

    kind: SomeKind | None
    puzzle: Source
    program: str
    claim: Path | Text | None = None
    svg: Path | None = None


P = TypeVar("P")
S = TypeVar("S")


@dataclass(frozen=True)
class Report(Generic[P, S]):
    """A puzzle, the claimed solution if there is one, and the referee's verdict on it."""

    problem: P
    claim: S | None = None
    verdict: Verdict = CLEAN
