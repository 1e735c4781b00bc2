"""The one place IO is unwrapped: it prints what a program says and returns its code."""

from __future__ import annotations

import errno
import io
import os
import signal
import sys
from collections.abc import Iterator

import pytest
from returns.io import IOFailure, IOSuccess

from ripple_fp.commands.replies import Printout
from ripple_fp.shell import runner
from ripple_fp.shell.runner import (
    EXIT_STDOUT,
    Program,
    Terminated,
    interruptible,
    run,
    run_all,
)


def test_success_and_failure_are_printed_alike(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(IOSuccess(Printout(stdout="grid\n", stderr="stats\n"))) == 0
    assert capsys.readouterr() == ("grid\n", "stats\n")
    assert run(IOFailure(Printout(stderr="cannot read\n", code=3))) == 3
    assert capsys.readouterr() == ("", "cannot read\n")


def test_a_stream_ends_with_the_last_code_and_shows_progress_only_on_a_terminal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    steps = [Printout(progress="[#  ] 1/3"), Printout(stderr="bad\n"), Printout(code=1)]
    assert run_all(IOSuccess(step) for step in steps) == 1
    assert capsys.readouterr().err == "bad\n"
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    run_all(IOSuccess(step) for step in steps)
    assert capsys.readouterr().err == "\r[#  ] 1/3\r\x1b[Kbad\n"


def test_a_stream_stops_at_its_first_failure(capsys: pytest.CaptureFixture[str]) -> None:
    def steps() -> Iterator[Program]:
        yield IOSuccess(Printout(stdout="one\n"))
        yield IOFailure(Printout(stderr="cannot go on\n", code=3))
        raise AssertionError("the stream was read past its failure")

    assert run_all(steps()) == 3
    assert capsys.readouterr() == ("one\n", "cannot go on\n")


@pytest.mark.parametrize("where", ["in the stream", "in the runner"])
def test_a_stream_stopped_by_a_signal_has_a_last_word_before_the_signals_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    def steps() -> Iterator[Program]:
        try:
            yield IOSuccess(Printout(stdout="one\n"))
            if where == "in the stream":
                raise Terminated
            yield IOSuccess(Printout(stdout="two\n"))
        except Terminated:
            yield IOSuccess(Printout(stdout="summary\n"))
            raise

    if where == "in the runner":  # the signal comes while the first step is printed
        printed = runner._print

        def print_then_stop(printout: Printout, progressed: bool) -> bool:
            printed(printout, progressed)
            raise Terminated

        monkeypatch.setattr(runner, "_print", print_then_stop)
    assert interruptible("prog", lambda: run_all(steps())) == 143
    out = capsys.readouterr()
    assert out == ("one\nsummary\n", "prog: terminated\n")


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
