"""The server of the web tests: ``ripple-fp serve --port 0`` on a process of its own,
ready once its first line names its address (no fixed wait); stopped by SIGTERM."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from importlib.util import find_spec
from pathlib import Path

import pytest

WEB = find_spec("starlette") is not None and find_spec("uvicorn") is not None


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    """The address of a running server, ``http://127.0.0.1:PORT/``."""
    if not WEB:
        pytest.skip("needs the extra web: pip install 'ripple_fp[web]'")
    process = subprocess.Popen(
        [
            str(Path(sys.executable).parent / "ripple-fp"),
            "serve",
            "--port",
            "0",
            "--timeout",
            "20",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).parent,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    assert "serving on http://" in line, line + (process.stderr.read() if process.stderr else "")
    try:
        yield line.split("serving on ", 1)[1].split()[0]
    finally:
        process.send_signal(signal.SIGTERM)
        process.communicate(timeout=120)  # a generous limit: only a failure waits so long
