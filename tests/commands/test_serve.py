"""The server's record."""

from __future__ import annotations

from ripple_fp.commands import SERVE_TIMEOUT
from ripple_fp.commands.serve import Serve
from ripple_fp.kinds.kind import DEFAULT_LIMITS


def test_the_server_listens_on_this_machine_only_unless_told() -> None:
    serve = Serve("ripple-fp serve")
    assert (serve.host, serve.port, serve.timeout, serve.limits, serve.workers) == (
        "127.0.0.1",
        8000,
        SERVE_TIMEOUT,
        DEFAULT_LIMITS,
        None,
    )
