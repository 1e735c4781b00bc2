"""A server killed outright (SIGKILL: no handler runs, nothing is cleaned up) leaves no
worker searching: each worker dies with the fork server it was forked from, which ends
with the server, and watches the server besides."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import urllib.request
from pathlib import Path

import pytest

from ..conftest import DATA
from ..shell.test_workers import PARENT, living, session_members
from ..signs import until

pytestmark = [
    pytest.mark.web,
    pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc"),
]

RIPPLE_FP = str(Path(sys.executable).parent / "ripple-fp")


def children(pid: int) -> list[int]:
    """The living processes whose parent is ``pid``."""
    return living(PARENT, pid)


def cpu_ticks(pid: int) -> int:
    """The processor time ``pid`` has used, in clock ticks (0 once it has ended)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0
    return int(fields[11]) + int(fields[12])


def ask_to_solve(address: str, puzzle: str) -> None:
    """POST a search that runs for minutes; its answer never comes (the server dies)."""
    body = json.dumps({"kind": "ripple", "puzzle": puzzle, "strategy": "mrv"}).encode()
    request = urllib.request.Request(
        address + "api/solve", data=body, headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=3600) as response:
            response.read()
    except OSError:  # the server was killed: its connection is gone
        return


def test_a_server_killed_outright_leaves_no_worker_searching() -> None:
    pytest.importorskip("starlette")
    pytest.importorskip("uvicorn")
    server = subprocess.Popen(
        [RIPPLE_FP, "serve", "--port", "0", "--workers", "1", "--timeout", "3600"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        assert server.stdout is not None
        assert server.stderr is not None
        address = server.stdout.readline().split("serving on ", 1)[1].split()[0]
        [fork_server] = until(lambda: [p for p in children(server.pid) if children(p)])
        idle = {worker: cpu_ticks(worker) for worker in children(fork_server)}

        def searching() -> bool:  # a worker, of the searches' or of the cheap jobs', busy
            busy = (cpu_ticks(w) - idle.get(w, 0) for w in children(fork_server))
            return any(ticks > 50 for ticks in busy)  # half a second searched

        puzzle = (DATA / "hard-06.txt").read_text()  # minutes by mrv
        threading.Thread(target=ask_to_solve, args=(address, puzzle), daemon=True).start()
        assert until(searching)
    finally:
        server.kill()
        server.wait()
    try:
        assert until(lambda: session_members(server.pid) == [])
    finally:  # a worker left searching is the test's own process: it ends it
        for pid in session_members(server.pid):
            os.kill(pid, signal.SIGKILL)
        server.stdout.close()
        server.stderr.close()
