"""Errors as data: each is described in one message, naming the program where it helps."""

from __future__ import annotations

from ripple_fp.grid.text import ParseError
from ripple_fp.kinds.errors import (
    EXIT_MALFORMED,
    Malformed,
    NoSolution,
    OtherKind,
    Unreadable,
    Unwritable,
    UsageError,
    WrongAnswer,
    describe,
    exit_code,
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


def test_a_puzzle_of_another_kind_names_it_and_the_command_that_solves_it() -> None:
    creek = OtherKind("my file.txt", "Ripple Effect puzzle", (("creek", "Creek puzzle"),), "out")
    assert describe(creek, "prog") == (
        "prog: my file.txt is not a Ripple Effect puzzle but a Creek puzzle: "
        "ripple-fp solve --puzzle creek 'my file.txt' out solves it"
    )
    takuzu = OtherKind(
        "t", "Creek puzzle", (("0hh1", "0h h1 puzzle"), ("tohuwavohu", "Tohu-Wa-Vohu puzzle"))
    )
    assert describe(takuzu, "prog") == (
        "prog: t is not a Creek puzzle but a 0h h1 puzzle or a Tohu-Wa-Vohu puzzle: "
        "ripple-fp solve --puzzle 0hh1 t OUT solves it (or --puzzle tohuwavohu)"
    )
    assert exit_code(creek) == exit_code(takuzu) == EXIT_MALFORMED
