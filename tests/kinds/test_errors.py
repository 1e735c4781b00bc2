"""Errors as data: each is described in one message, naming the program where it helps."""

from __future__ import annotations

from ripple_fp.grid.text import ParseError
from ripple_fp.kinds.errors import (
    Malformed,
    NoSolution,
    Unreadable,
    Unwritable,
    UsageError,
    WrongAnswer,
    describe,
)


def test_every_error_has_its_message() -> None:
    error = ParseError(1, "oops", 2)
    assert describe(UsageError("usage: x"), "prog") == "usage: x"
    assert describe(Unreadable("in.txt", "no such file"), "prog") == (
        "prog: cannot read in.txt: no such file"
    )
    assert describe(Malformed("in.txt", error, "Ripple Effect puzzle"), "prog") == (
        "prog: in.txt is not a Ripple Effect puzzle: line 1, column 2: oops"
    )
    assert describe(Malformed("s.txt", error, "solution of this puzzle"), "prog") == (
        "prog: s.txt is not a solution of this puzzle: line 1, column 2: oops"
    )
    assert describe(NoSolution(), "prog") == "This puzzle has no solution"
    assert describe(WrongAnswer(("a", "b")), "prog").endswith("is wrong:\na\nb")
    assert describe(Unwritable("out", "disk full"), "prog") == "prog: cannot write out: disk full"
