"""The page's voice: what each mode found, as the JSON the page reads, and each failure
as its status and the command's message."""

from __future__ import annotations

from pathlib import Path

import pytest

from ripple_fp.commands import Check, Solve, Text
from ripple_fp.commands.check import Report
from ripple_fp.grid.text import ParseError
from ripple_fp.kinds.errors import (
    Malformed,
    NoSolution,
    RunError,
    TimedOut,
    TooLarge,
    Unreadable,
    UsageError,
)
from ripple_fp.kinds.kind import Loaded, solve_checked
from ripple_fp.ripple import RIPPLE
from ripple_fp.web import answers

from ..conftest import DATA

PUZZLE = (DATA / "web" / "ripple.txt").read_text()


@pytest.mark.parametrize(
    ("error", "status", "code"),
    [
        (UsageError("ripple-fp solve: error: the field 'to': ..."), 400, 2),
        (TooLarge("the puzzle", "64 cells"), 413, 6),
        (TimedOut("the puzzle", 1.0), 504, 124),
        (Malformed("the puzzle", ParseError(1, "bad"), "Ripple Effect puzzle"), 422, 4),
        (Unreadable("the puzzle", "gone"), 422, 3),
    ],
)
def test_a_failure_is_its_status_and_the_commands_message(
    error: RunError, status: int, code: int
) -> None:
    got, said = answers.failed("ripple-fp solve", error, "")
    assert (got, said["code"]) == (status, code)
    assert isinstance(said["error"], str)
    assert said["error"].startswith("ripple-fp solve")


def test_a_puzzle_without_solution_is_an_answer_and_a_checks_failure_is_exit_2() -> None:
    assert answers.failed("ripple-fp solve", NoSolution(), "") == (
        200,
        {"stdout": "This puzzle has no solution\n", "stderr": "", "code": 1, "solution": None},
    )
    error = Malformed("the solution", ParseError(1, "bad"), "solution of this puzzle")
    assert answers.unchecked("ripple-fp check", error)[1]["code"] == 2


def test_a_solve_says_what_the_command_prints_and_the_same_as_data() -> None:
    problem = RIPPLE.parse_puzzle(PUZZLE).unwrap()
    command = Solve(RIPPLE, Text("the puzzle", PUZZLE), Path("-"), "ripple-fp solve")
    found = solve_checked(RIPPLE, problem).unwrap()
    status, said = answers.solved(command, Loaded(RIPPLE, problem, PUZZLE), "", found)
    text = RIPPLE.render_solution(found.solution)
    assert (status, said["stdout"], said["solution"], said["grade"]) == (200, text, text, None)
    assert said["grid"] == [row.split() for row in text.splitlines()]


def test_a_check_names_the_faulty_cells_from_1() -> None:
    problem = RIPPLE.parse_puzzle(PUZZLE).unwrap()
    solution = solve_checked(RIPPLE, problem).unwrap().solution
    command = Check(RIPPLE, Text("the puzzle", PUZZLE), "ripple-fp check")
    verdict = RIPPLE.judge(problem, solution)
    status, said = answers.judged(
        command, Loaded(RIPPLE, problem, PUZZLE), Report(problem, solution, verdict)
    )
    assert (status, said["complaints"], said["faulty"], said["code"]) == (200, [], [], 0)
