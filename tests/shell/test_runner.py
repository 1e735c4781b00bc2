"""The one place IO is unwrapped: it prints what a program says and returns its code."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest
from returns.io import IOFailure, IOSuccess

from ripple_fp.commands.replies import Printout
from ripple_fp.shell import runner
from ripple_fp.shell.runner import Program, run, run_all
from ripple_fp.shell.stopping import Terminated, interruptible


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
