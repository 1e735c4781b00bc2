"""``ripple-fp serve``: the web page and its JSON API, on this machine by default.

Haskell counterpart::

    serve :: Voice t -> Serve -> [IO (Either t t)]   -- where, then warp's run until stopped

The page and the API are the package :mod:`ripple_fp.web`, which needs the extra
``web`` (Starlette and uvicorn); without it the command says how to install it in one
line and exits 9, as ``--strategy sat`` does without its extra. Every search a request
asks for runs on a process of its own (:mod:`ripple_fp.web.pool`), ended when the
request's time is up, when its client goes away, and when the server stops (Ctrl-C or
SIGTERM).
"""

from __future__ import annotations

from collections.abc import Iterator
from importlib.util import find_spec
from typing import TypeVar

from returns.io import IOFailure, IOResult, IOSuccess

from ..commands import Serve
from ..commands.replies import Printout, Voice, failure
from ..kinds.errors import MissingExtra, UsageError

T = TypeVar("T")

NEEDS = "the web page needs the extra 'web' (Starlette and uvicorn): pip install 'ripple_fp[web]'"
"""The line said when the extra is not installed."""


def serve(command: Serve, voice: Voice[T]) -> Iterator[IOResult[T, T]]:
    """Listen, say where on the first line, then serve until stopped (once that line
    is printed: the runner asks for what comes next); without the extra, or when the
    address cannot be listened on, the one line that says so (exit 9, 2)."""
    if find_spec("starlette") is None or find_spec("uvicorn") is None:
        yield IOFailure(voice.said(failure(command.program, MissingExtra(NEEDS))))
        return
    from ..web import app  # noqa: PLC0415 - only with the extra

    try:
        listening = app.listen(command)
    except OSError as error:
        where = f"{command.host}:{command.port}"
        why = UsageError(f"{command.program}: error: cannot listen on {where}: {_reason(error)}")
        yield IOFailure(voice.said(failure(command.program, why)))
        return
    with listening:
        said = f"{command.program}: serving on {app.address(listening)} (Ctrl-C stops)\n"
        yield IOSuccess(voice.said(Printout(stdout=said)))
        app.serve(command, listening)


def _reason(error: OSError) -> str:
    reason = error.strerror or str(error)
    return reason[:1].lower() + reason[1:]
