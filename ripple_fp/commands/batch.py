"""The batch's record, where the tasks of a batch or of the maker run, and what became
of each file: loaded when the mode is chosen (the course's solve never builds them).

Haskell counterpart::

    data Place = Local Jobs | Cluster (Maybe String)
    data Batch = Batch { kind :: Maybe SomeKind, source, target :: FilePath
                       , strategy :: Maybe String, place :: Place, timeout :: Maybe Double
                       , limits :: Limits, program :: String }
    data Outcome = Outcome { name :: String, status :: Status, seconds :: Double
                           , message :: String }
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..kinds.kind import DEFAULT_LIMITS, Limits
from . import Jobs

if TYPE_CHECKING:
    from ..kinds.kind import SomeKind
    from .replies import Status


@dataclass(frozen=True)
class Local:
    """Run tasks on this machine: one after another here, or on ``jobs`` processes."""

    jobs: Jobs = 1


@dataclass(frozen=True)
class Cluster:
    """Run tasks on a Dask cluster: its scheduler's address, or Dask's configured one."""

    address: str | None = None


Place = Local | Cluster
"""Where the tasks of a batch or of the maker run."""


@dataclass(frozen=True)
class Batch:
    """Solve every ``*.txt`` of a folder into another folder, ``NAME.sol`` each."""

    kind: SomeKind | None
    source: Path
    target: Path
    program: str
    strategy: str | None = None
    place: Place = Local()
    timeout: float | None = None
    """For each puzzle."""
    limits: Limits = DEFAULT_LIMITS


@dataclass(frozen=True)
class Outcome:
    """What became of one puzzle file, for the report."""

    name: str
    status: Status
    seconds: float
    message: str = ""
    """Why it was not solved; for a solved file, what to warn about (another solution)."""
