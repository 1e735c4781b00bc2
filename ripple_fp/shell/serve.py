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

from returns.io import IOFailure, IOSuccess

from ..commands import Serve
from ..commands.replies import Printout, failure
from ..kinds.errors import MissingExtra, UsageError
from .runner import run

NEEDS = "the web page needs the extra 'web' (Starlette and uvicorn): pip install 'ripple_fp[web]'"
"""The line said when the extra is not installed."""


def serve(command: Serve) -> int:
    """Listen, say where on the first line, serve until stopped; the exit code (9
    without the extra, 2 when the address cannot be listened on)."""
    if find_spec("starlette") is None or find_spec("uvicorn") is None:
        return run(IOFailure(failure(command.program, MissingExtra(NEEDS))))
    from ..web import app  # noqa: PLC0415 - only with the extra

    try:
        listening = app.listen(command)
    except OSError as error:
        where = f"{command.host}:{command.port}"
        why = UsageError(f"{command.program}: error: cannot listen on {where}: {_reason(error)}")
        return run(IOFailure(failure(command.program, why)))
    with listening:
        said = f"{command.program}: serving on {app.address(listening)} (Ctrl-C stops)\n"
        code = run(IOSuccess(Printout(stdout=said)))
        if code == 0:
            app.serve(command, listening)
    return code


def _reason(error: OSError) -> str:
    reason = error.strerror or str(error)
    return reason[:1].lower() + reason[1:]
