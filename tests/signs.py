"""Waiting for a sign, never for a fixed time: the tests that watch a real process
(its handlers, its children, a file it writes) poll what they can see, within a limit
so generous that only a failure reaches it."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

GENEROUS = 120.0
"""Seconds to wait for a sign before giving up: long, as only a failure waits so long."""


def until(sign: Callable[[], T], seconds: float = GENEROUS) -> T:
    """``sign()`` once it holds (is truthy), looking every 50 ms for at most
    ``seconds``; then its last, falsy value."""
    deadline = time.monotonic() + seconds
    while not (seen := sign()) and time.monotonic() < deadline:
        time.sleep(0.05)
    return seen


def catches(pid: int, signum: int) -> bool:
    """Has process ``pid`` a handler for ``signum`` (the ``SigCgt`` mask of its status
    in Linux's ``/proc``)? ``False`` once it has ended."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    caught = next(line for line in status.splitlines() if line.startswith("SigCgt:"))
    return bool(int(caught.split()[1], 16) >> (signum - 1) & 1)
