"""Options each fine alone but not together: the first reason, in words a user reads."""

from __future__ import annotations

from pathlib import Path

import pytest

from ripple_fp.shell.options import SolveOptions
from ripple_fp.shell.refusals import why_not

IN, OUT = Path("in.txt"), Path("out.txt")


@pytest.mark.parametrize(
    "options",
    [
        SolveOptions(IN, OUT),
        SolveOptions(IN, None, count=3),
        SolveOptions(IN, None, unique=True, stats=True, timeout=2.0),
        SolveOptions(IN, None, explain=True),
        SolveOptions(IN, OUT, timeout=1.5, jobs=2, strategy="lookahead"),
    ],
)
def test_a_run_that_can_go_ahead_has_no_reason_against_it(options: SolveOptions) -> None:
    assert why_not(options, str(options.input), str(options.output or "")) is None


@pytest.mark.parametrize(
    ("options", "reason"),
    [
        (SolveOptions(IN, None), "the following arguments are required: output"),
        (SolveOptions(IN, OUT, count=2), "--count prints its answer: no output file"),
        (SolveOptions(IN, None, count=2, unique=True), "choose one"),
        (SolveOptions(IN, None, unique=True, batch=True), "--unique counts on one process"),
        (SolveOptions(IN, None, count=2, hint=True), "not with --explain or --hint"),
        (SolveOptions(IN, None, explain=True, timeout=3.0), "or --timeout"),
        (SolveOptions(IN, OUT, strategy="quick"), "invalid choice: 'quick'"),
    ],
)
def test_each_refusal_says_why(options: SolveOptions, reason: str) -> None:
    found = why_not(options, str(options.input), str(options.output or ""))
    assert found is not None
    assert reason in found


def test_names_are_looked_at_as_typed() -> None:
    assert why_not(SolveOptions(IN, OUT), "in.txt", "out/") == (
        "the output 'out/' names a folder: give a file name"
    )
    assert "not - (standard input" in (why_not(SolveOptions(IN, OUT, batch=True), "-", "o") or "")
