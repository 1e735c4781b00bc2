"""The server's record (``ripple-fp serve``): loaded when the mode is chosen.

Haskell counterpart::

    data Serve = Serve { host :: String, port :: Int, timeout :: Double
                       , limits :: Limits, workers :: Maybe Int, program :: String }
"""

from __future__ import annotations

from dataclasses import dataclass

from ..kinds.kind import DEFAULT_LIMITS, Limits
from . import SERVE_TIMEOUT


@dataclass(frozen=True)
class Serve:
    """Serve the web page and its JSON API (the extra ``web``) on ``host``:``port``
    until stopped; ``port`` 0 takes any free port (the first line printed names it)."""

    program: str
    host: str = "127.0.0.1"
    port: int = 8000
    timeout: float = SERVE_TIMEOUT
    """For each request."""
    limits: Limits = DEFAULT_LIMITS
    workers: int | None = None
    """How many searches run at once, each on a process of its own (``None``: two for
    every core)."""
