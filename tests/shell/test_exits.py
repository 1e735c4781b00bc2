"""Exit codes and where each message goes."""

from __future__ import annotations

import pytest

from ripple_fp.grid.text import ParseError
from ripple_fp.kinds.errors import (
    Malformed,
    NoSolution,
    RunError,
    Unreadable,
    Unwritable,
    UsageError,
    WrongAnswer,
)
from ripple_fp.shell.exits import exit_code, failure
from ripple_fp.shell.runner import Printout

ERRORS: list[tuple[RunError, int]] = [
    (UsageError("usage"), 2),
    (Unreadable("in", "gone"), 3),
    (Malformed("in", ParseError(1, "bad"), "Creek puzzle"), 4),
    (NoSolution(), 1),
    (Unwritable("out", "full"), 5),
    (WrongAnswer(("broken",)), 70),
]


@pytest.mark.parametrize(("error", "code"), ERRORS)
def test_every_error_has_its_own_code(error: RunError, code: int) -> None:
    assert exit_code(error) == code
    assert failure("ripple-effect", error).code == code


def test_only_the_no_solution_answer_goes_to_stdout() -> None:
    assert failure("p", NoSolution()) == Printout(stdout="This puzzle has no solution\n", code=1)
    assert failure("p", Unreadable("in", "gone")) == Printout(
        stderr="p: cannot read in: gone\n", code=3
    )
