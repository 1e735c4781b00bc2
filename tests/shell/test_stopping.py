"""How a command ends other than by its answer: Ctrl-C and SIGTERM, at any moment from
its first step, and a standard output it cannot write; one line and the shell's code."""

from __future__ import annotations

import errno
import io
import os
import signal
import sys

import pytest
from returns.io import IOSuccess

from ripple_fp.commands.replies import Printout
from ripple_fp.shell.runner import run
from ripple_fp.shell.stopping import EXIT_STDOUT, Terminated, interruptible


def test_an_interrupt_is_one_line_and_the_shells_code(capsys: pytest.CaptureFixture[str]) -> None:
    def interrupted() -> int:
        raise KeyboardInterrupt

    def terminated() -> int:
        raise Terminated

    assert interruptible("prog", interrupted) == 130
    assert interruptible("prog", terminated) == 143
    assert capsys.readouterr() == ("", "prog: interrupted\nprog: terminated\n")
    assert interruptible("prog", lambda: 4) == 4


def test_sigterm_becomes_terminated_only_while_a_command_runs() -> None:
    before = signal.getsignal(signal.SIGTERM)

    def signalled() -> int:
        os.kill(os.getpid(), signal.SIGTERM)
        raise AssertionError("SIGTERM did not stop the command")

    assert interruptible("prog", signalled) == 143
    assert signal.getsignal(signal.SIGTERM) is before


def test_stdout_that_cannot_be_written_is_one_line_and_its_own_code(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdout", Full())
    code = interruptible("prog", lambda: run(IOSuccess(Printout(stdout="grid\n"))))
    assert code == EXIT_STDOUT
    expected = "prog: cannot write to standard output: no space left on device\n"
    assert capsys.readouterr().err == expected


class Full(io.StringIO):
    """A standard output on a full disk, as ``/dev/full`` is."""

    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    def fileno(self) -> int:
        raise io.UnsupportedOperation("no file descriptor")
