"""A long search's progress line: when it is written and what it says (with a clock
and a writer given to it), and on a real terminal, a pseudo-terminal, against the real
command; nothing on a pipe."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ripple_fp.search.sat import sat_available
from ripple_fp.search.stats import Stats
from ripple_fp.shell.progress import AFTER, CLEAR, EVERY, Progress, hint

from ..conftest import DATA, declared

HARD = DATA / "huge-06.txt"
"""A puzzle the default strategy searches for minutes without python-sat."""


class Clock:
    """A clock that moves only when told."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def progress(
    stats: Stats, clock: Clock, written: list[str], hint: str = "", width: int = 80
) -> Progress:
    return Progress("ripple-effect", "auto", stats, clock, written.append, hint, width)


def test_nothing_is_written_before_the_search_has_run_two_seconds() -> None:
    clock, written = Clock(), list[str]()
    shown = progress(Stats(), clock, written)
    clock.now += AFTER - 0.01
    shown.step()
    shown.clear()
    assert written == []


def test_the_line_is_written_in_place_no_more_often_than_its_pace_then_cleared() -> None:
    clock, written, stats = Clock(), list[str](), Stats(nodes=1234, backtracks=56)
    shown = progress(stats, clock, written)
    clock.now += AFTER
    shown.step()
    assert written == [CLEAR + "ripple-effect: searching 2 s (auto), 1,234 guesses, 56 conflicts"]
    clock.now += EVERY - 0.01
    stats.answered_by = "learn"  # the phase of auto that runs now
    shown.step()
    assert len(written) == 1
    clock.now += 1.0
    shown.step()
    assert (
        written[-1]
        == CLEAR + "ripple-effect: searching 3 s (auto: learn), 1,234 guesses, 56 conflicts"
    )
    shown.clear()
    assert written[-1] == CLEAR
    assert len(written) == 3


def test_a_search_that_counts_elsewhere_shows_its_time_alone() -> None:
    clock, written = Clock(), list[str]()
    shown = progress(Stats(), clock, written)  # the processes of --jobs count in themselves
    clock.now += 61.5
    shown.step()
    assert written == [CLEAR + "ripple-effect: searching 61 s (auto)"]


def test_the_hint_is_said_once_above_the_line_and_the_line_fits_the_terminal() -> None:
    clock, written = Clock(), list[str]()
    shown = progress(Stats(), clock, written, hint="a hint", width=20)
    for _ in range(3):
        clock.now += AFTER
        shown.step()
    assert written[0] == CLEAR + "a hint\n"
    assert written[1:] == [CLEAR + "ripple-effect: sear"] * 3


SOONER = (
    "ripple-effect: a long search: with the sat extra (pip install 'ripple_fp[sat]') such "
    "puzzles are often solved several times sooner"
)
"""What a long search says once without python-sat: no promise of seconds (the 100x100
huge-06 takes tens of seconds with it)."""


def test_the_hint_names_the_sat_extra_only_when_it_is_missing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    said = hint(declared("ripple"), "ripple-effect")
    assert said == ("" if sat_available() else SOONER)
    monkeypatch.setitem(sys.modules, "pysat", None)  # python-sat cannot be loaded
    assert hint(declared("ripple"), "ripple-effect") == SOONER
    assert hint(declared("creek"), "ripple-fp solve") == ""  # no sat strategy


def read_until(fd: int, wanted: bytes, seconds: float) -> bytes:
    """What ``fd`` gives until ``wanted`` is in it (or it ends, or ``seconds`` pass)."""
    seen, deadline = b"", time.monotonic() + seconds
    while wanted not in seen and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:  # the other end closed (Linux says EIO)
                break
            if not chunk:
                break
            seen += chunk
    return seen


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs a pseudo-terminal")
@pytest.mark.parametrize("args", [[str(HARD), "out.txt"], ["--unique", str(HARD)]])
def test_on_a_terminal_a_long_search_shows_its_progress_and_clears_it(
    tmp_path: Path, args: list[str]
) -> None:
    terminal, other_end = os.openpty()
    run = subprocess.Popen(
        [sys.executable, "-m", "ripple_fp", *args],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=other_end,
        start_new_session=True,
    )
    os.close(other_end)
    try:
        shown = read_until(terminal, b" conflicts", 120)
        assert b"ripple-effect: searching " in shown
        assert b"(auto" in shown
        assert b" guesses, " in shown
        run.send_signal(signal.SIGINT)
        out, _ = run.communicate(timeout=30)
        rest = read_until(terminal, b"interrupted", 30)
    finally:
        if run.poll() is None:
            run.kill()
        os.close(terminal)
    assert (run.returncode, out) == (130, b"")
    said = (shown + rest).decode()
    assert said.endswith(CLEAR + "ripple-effect: interrupted\r\n")  # the line taken away
    assert said.count("several times sooner") == (0 if sat_available() else 1)
    assert not (tmp_path / "out.txt").exists()


def test_nothing_of_it_when_stderr_is_a_pipe(tmp_path: Path) -> None:
    seconds = 2 * AFTER  # long enough for the line, on a terminal
    done = subprocess.run(
        [sys.executable, "-m", "ripple_fp", "--timeout", str(seconds), str(HARD), "out.txt"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert (done.returncode, done.stdout) == (124, "")
    assert done.stderr == f"ripple-effect: no answer for {HARD} within {seconds:g} s (--timeout)\n"
