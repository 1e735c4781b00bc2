"""``ripple-fp serve``: the web page and its JSON API, on this machine by default.

Haskell counterpart::

    serve :: Serve -> IO ExitCode       -- warp's run, until a signal stops it

The page and the API are the package :mod:`ripple_fp.web`, which needs the extra
``web`` (Starlette and uvicorn); without it the command says how to install it in one
line and exits 9, as ``--strategy sat`` does without its extra. Every search a request
asks for runs on a process of its own (:mod:`ripple_fp.web.pool`), ended when the
request's time is up, when its client goes away, and when the server stops (Ctrl-C or
SIGTERM).
"""

from __future__ import annotations

from importlib.util import find_spec

from returns.io import IOFailure

from ..commands import Serve
from ..commands.replies import failure
from ..kinds.errors import MissingExtra
from .runner import run

NEEDS = "the web page needs the extra 'web' (Starlette and uvicorn): pip install 'ripple_fp[web]'"
"""The line said when the extra is not installed."""


def serve(command: Serve) -> int:
    """Serve until stopped; the exit code (9 without the extra)."""
    if find_spec("starlette") is None or find_spec("uvicorn") is None:
        return run(IOFailure(failure(command.program, MissingExtra(NEEDS))))
    from ..web.app import serve as serving  # noqa: PLC0415 - only with the extra

    return serving(command)
