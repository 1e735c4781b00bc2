"""The server of the web tests: ``ripple-fp serve --port 0`` on a process of its own,
ready once its first line names its address (no fixed wait); stopped by SIGTERM. Its
standard error, the server's log, goes to a file the tests read."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from importlib.util import find_spec
from pathlib import Path

import pytest

WEB = find_spec("starlette") is not None and find_spec("uvicorn") is not None
RIPPLE_FP = str(Path(sys.executable).parent / "ripple-fp")


@dataclass(frozen=True)
class Served:
    """A running server: its process, its address (``http://127.0.0.1:PORT/``) and the
    file its log goes to."""

    process: subprocess.Popen[str]
    address: str
    log: Path

    @property
    def host(self) -> str:
        return self.address.split("//")[1].rstrip("/").rsplit(":", 1)[0]

    @property
    def port(self) -> int:
        return int(self.address.rstrip("/").rsplit(":", 1)[1])

    def lines(self) -> list[str]:
        """The log's lines so far."""
        return self.log.read_text().splitlines()


@contextmanager
def serving(folder: Path, *options: str) -> Iterator[Served]:
    """``ripple-fp serve --port 0 OPTIONS``, its log in ``folder``, until the block ends."""
    if not WEB:
        pytest.skip("needs the extra web: pip install 'ripple_fp[web]'")
    log = folder / "server.log"
    with log.open("w") as errors:
        process = subprocess.Popen(
            [RIPPLE_FP, "serve", "--port", "0", *options],
            stdout=subprocess.PIPE,
            stderr=errors,
            text=True,
            cwd=Path(__file__).parent,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
    assert process.stdout is not None
    line = process.stdout.readline()
    assert "serving on http://" in line, line + log.read_text()
    try:
        yield Served(process, line.split("serving on ", 1)[1].split()[0], log)
    finally:
        process.send_signal(signal.SIGTERM)
        process.communicate(timeout=120)  # a generous limit: only a failure waits so long


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    """A server for a module's tests, each request held to 20 s."""
    with serving(tmp_path_factory.mktemp("server"), "--timeout", "20") as running:
        yield running


@pytest.fixture(scope="module")
def server(served: Served) -> str:
    """The address of a running server, ``http://127.0.0.1:PORT/``."""
    return served.address
