"""Stopping a run from outside, against the real command: Ctrl-C, SIGTERM and SIGKILL
leave no process, no temporary file and an unchanged output file.

A slow search: hard-06 with ``--strategy mrv`` runs for minutes, on two workers within a
second of starting. Ctrl-C is sent as a terminal sends it, to the whole process group.
No test waits a fixed time and hopes: each waits for what it can see (the processes of
the run, the handlers a process has set: Linux's ``/proc``), however long that takes.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from ripple_fp.shell.workers import end_workers, worker_pool

from ..conftest import DATA
from ..signs import GENEROUS, catches, until

SLOW = DATA / "hard-06.txt"
OLD = "the output before the run\n"

needs_proc = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")


PARENT, SESSION = 1, 3
"""Fields of ``/proc/PID/stat`` after the command's name (0 is the state)."""


def living(field: int, value: int) -> list[int]:
    """The living processes (no zombie) whose ``/proc`` stat ``field`` is ``value``."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[field]) == value and fields[0] != "Z":
                found.append(int(entry.name))
    return found


def session_members(session: int) -> list[int]:
    """The living processes of a session (its leader's id is the session's)."""
    return living(SESSION, session)


def start(tmp_path: Path, *options: str) -> subprocess.Popen[str]:
    out = tmp_path / "out.txt"
    out.write_text(OLD)
    command = [sys.executable, "-m", "ripple_fp", *options, str(SLOW), str(out)]
    return subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True
    )


def left_behind(tmp_path: Path) -> list[str]:
    return sorted(p.name for p in tmp_path.iterdir() if p.name != "out.txt")


@needs_proc
@pytest.mark.parametrize(
    ("signum", "group", "code", "word"),
    [
        (signal.SIGINT, True, 130, "interrupted"),
        (signal.SIGTERM, False, 143, "terminated"),
    ],
)
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_signal_ends_the_run_and_every_worker_in_one_line(  # noqa: PLR0917
    tmp_path: Path, signum: int, group: bool, code: int, word: str, jobs: str
) -> None:
    run = start(tmp_path, "--strategy", "mrv", "--jobs", jobs, "--timeout", "3600")
    processes = 3 if jobs == "2" else 1  # the command and its two workers
    assert until(lambda: len(session_members(run.pid)) >= processes)
    assert until(lambda: catches(run.pid, signal.SIGALRM))  # its time limit runs: searching
    (os.killpg if group else os.kill)(run.pid, signum)
    out, err = run.communicate(timeout=GENEROUS)
    assert (run.returncode, out, err) == (code, "", f"ripple-effect: {word}\n")
    assert until(lambda: session_members(run.pid) == [])
    assert (tmp_path / "out.txt").read_text() == OLD
    assert left_behind(tmp_path) == []


@needs_proc
def test_workers_end_themselves_when_their_parent_is_killed(tmp_path: Path) -> None:
    run = start(tmp_path, "--strategy", "mrv", "--jobs", "2")
    assert until(lambda: len(session_members(run.pid)) >= 3)
    run.kill()
    run.communicate(timeout=GENEROUS)
    assert until(lambda: session_members(run.pid) == [])
    assert (tmp_path / "out.txt").read_text() == OLD


@needs_proc
def test_a_batch_ends_its_workers_on_sigterm(tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    for name in ("a", "b"):
        (folder / f"{name}.txt").write_bytes(SLOW.read_bytes())
    command = [sys.executable, "-m", "ripple_fp", "--batch", "--jobs", "2", "--strategy", "mrv"]
    run = subprocess.Popen(
        [*command, str(folder), str(tmp_path / "out")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    assert until(lambda: len(session_members(run.pid)) >= 3)
    run.terminate()
    _, err = run.communicate(timeout=GENEROUS)
    assert (run.returncode, err) == (143, "ripple-effect: terminated\n")
    assert until(lambda: session_members(run.pid) == [])


def _forever() -> None:
    while True:
        time.sleep(0.01)


def _interrupted_while_running(pool: ProcessPoolExecutor) -> list[Any]:
    """Start a task that never ends, then interrupt the pool's block; its processes."""
    task = pool.submit(_forever)
    assert until(task.running)
    processes = list(getattr(pool, "_processes", {}).values())
    raise Interrupted(processes)


class Interrupted(KeyboardInterrupt):
    def __init__(self, processes: list[Any]) -> None:
        super().__init__()
        self.processes = processes


def test_a_pool_left_by_an_exception_ends_its_workers_without_waiting() -> None:
    """Had the pool waited for its task, which never ends, the block would not be left
    at all: that it is left is the test."""
    with pytest.raises(Interrupted) as interrupted, worker_pool(2) as pool:
        _interrupted_while_running(pool)
    assert interrupted.value.processes
    processes = interrupted.value.processes  # killed; reaped by us or the pool's thread
    assert until(lambda: not any(p.is_alive() for p in processes))


def test_ending_the_workers_of_a_finished_pool_is_harmless() -> None:
    pool = ProcessPoolExecutor(1)
    assert pool.submit(abs, -1).result() == 1
    end_workers(pool)
    end_workers(pool)


@needs_proc
def test_a_worker_killed_from_outside_is_one_message_and_exit_70(tmp_path: Path) -> None:
    run = start(tmp_path, "--strategy", "mrv", "--jobs", "2")
    assert until(lambda: len(session_members(run.pid)) >= 3)
    worker = next(pid for pid in session_members(run.pid) if pid != run.pid)
    os.kill(worker, signal.SIGKILL)
    out, err = run.communicate(timeout=GENEROUS)
    assert (run.returncode, out) == (70, "")
    assert err.startswith("ripple-effect: internal error, the search stopped: a worker process")
    assert "Traceback" not in err
    assert until(lambda: session_members(run.pid) == [])
    assert (tmp_path / "out.txt").read_text() == OLD
