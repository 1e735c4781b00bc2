"""How a command ends other than by its answer: Ctrl-C and SIGTERM, at any moment from
its first step, and a standard output it cannot write; one line and the shell's code."""

from __future__ import annotations

import errno
import io
import os
import select
import signal
import sys
import threading

import pytest
from returns.io import IOSuccess

from ripple_fp.commands.replies import Printout
from ripple_fp.shell.runner import run
from ripple_fp.shell.stopping import EXIT_STDOUT, Terminated, _Watch, interruptible


def test_an_interrupt_is_one_line_and_the_shells_code(capsys: pytest.CaptureFixture[str]) -> None:
    def interrupted() -> int:
        raise KeyboardInterrupt

    def terminated() -> int:
        raise Terminated

    assert interruptible("prog", interrupted) == 130
    assert interruptible("prog", terminated) == 143
    assert capsys.readouterr() == ("", "prog: interrupted\nprog: terminated\n")
    assert interruptible("prog", lambda: 4) == 4


def test_an_error_raised_from_the_signal_is_the_signal(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Python 3.11 wraps Ctrl-C landing in a class's ``__set_name__`` (the import of
    ``ipaddress``, say) in a ``RuntimeError``: still the one line of an interrupt."""

    def wrapped() -> int:
        try:
            raise Terminated
        except Terminated as stop:
            raise RuntimeError("Error calling __set_name__") from stop

    def while_unwinding() -> int:
        try:
            raise KeyboardInterrupt
        finally:
            raise OSError("a clean-up that failed")  # as an unwinding step may

    def own() -> int:
        raise RuntimeError("a bug")

    assert interruptible("prog", wrapped) == 143
    assert interruptible("prog", while_unwinding) == 130
    assert capsys.readouterr() == ("", "prog: terminated\nprog: interrupted\n")
    with pytest.raises(RuntimeError, match="a bug"):
        interruptible("prog", own)


def test_a_signal_dropped_by_a_callback_still_stops_the_command(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The handler may run inside a weak reference's callback (the import system's
    module locks have them), whose exception Python prints and drops: the signal comes
    again, and stops the command in one line, with no trace of the first."""
    reader, writer = os.pipe()

    class Finalized:
        def __del__(self) -> None:
            os.kill(os.getpid(), signal.SIGTERM)  # its handler runs here, in __del__
            sum(range(1000))

    def stopped_inside_a_finalizer() -> int:
        Finalized()
        select.select([reader], [], [], 120)  # a pipe that never writes: the signal ends
        return 0  # this wait, or (had it been dropped for good) a generous limit

    try:
        assert interruptible("prog", stopped_inside_a_finalizer) == 143
    finally:
        os.close(reader)
        os.close(writer)
    assert capsys.readouterr() == ("", "prog: terminated\n")


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_a_clean_up_failing_as_the_signal_unwinds_is_no_dropped_signal(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A finalizer that fails while the interrupt unwinds has that interrupt as its
    context, yet the interrupt is on its way: nothing is sent again, which would reach
    the process after the one line (a run under load once died of it: code -2)."""

    class Failing:
        def __del__(self) -> None:
            raise OSError("a finalizer that failed")

    def stopped() -> int:
        try:
            raise KeyboardInterrupt
        finally:
            Failing()

    assert interruptible("prog", stopped) == 130
    assert [t for t in threading.enumerate() if isinstance(t, threading.Timer)] == []
    assert capsys.readouterr() == ("", "prog: interrupted\n")


def test_a_signal_is_not_sent_again_once_the_command_is_over() -> None:
    """Were it sent, this test would be interrupted."""
    watch = _Watch()
    watch.close()
    watch._again(signal.SIGINT)  # the timer's step, taken at once
    watch.on_signal(signal.SIGTERM, None)


def test_a_second_signal_while_the_first_unwinds_is_ignored(
    capsys: pytest.CaptureFixture[str],
) -> None:
    def twice() -> int:
        try:
            os.kill(os.getpid(), signal.SIGINT)
            raise AssertionError("SIGINT did not stop the command")
        finally:
            os.kill(os.getpid(), signal.SIGTERM)
            sum(range(1000))  # the handler runs here, and ignores it

    assert interruptible("prog", twice) == 130
    assert capsys.readouterr() == ("", "prog: interrupted\n")


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
