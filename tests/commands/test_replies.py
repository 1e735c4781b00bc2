"""Each command's reply, as data: what it says for what it found, without running it."""

from __future__ import annotations

from pathlib import Path

import pytest
from returns.result import Failure, Success

from ripple_fp.commands import Check, Count, Unique, UpTo
from ripple_fp.commands.batch import Outcome
from ripple_fp.commands.check import Report
from ripple_fp.commands.replies import (
    ERROR,
    EXIT_CORRECT,
    EXIT_VIOLATIONS,
    INVALID,
    NO_SOLUTION,
    SEVERAL,
    SOLVED,
    Printout,
    answer,
    closing,
    counted,
    cut_short,
    failed,
    failure,
    judged,
    outcome_of,
    progressed,
    summary,
)
from ripple_fp.grid.text import ParseError
from ripple_fp.kinds.errors import (
    Malformed,
    NoSolution,
    RunError,
    Several,
    TimedOut,
    Unreadable,
    Unwritable,
    UsageError,
    WrongAnswer,
    exit_code,
)
from ripple_fp.kinds.kind import Loaded, Verdict
from ripple_fp.ripple import RIPPLE

from ..conftest import PUZZLES, load_problem, load_solution

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


def test_the_stats_line_comes_before_a_failure_of_the_search_alone() -> None:
    assert failed("p", TimedOut("in", 1.0), "stats\n").stderr.startswith("stats\n")
    unread = failure("p", Unreadable("in", "gone"))
    assert failed("p", Unreadable("in", "gone"), "stats\n") == unread


def counting(question: UpTo | Unique) -> Count:
    return Count(RIPPLE, Path("in"), question, "ripple-effect")


@pytest.mark.parametrize(
    ("question", "count", "reply"),
    [
        (Unique(), 1, Success(Printout(stdout="unique\n"))),
        (Unique(), 0, Failure(NoSolution())),
        (Unique(), 2, Failure(Several("in"))),
        (UpTo(3), 2, Success(Printout(stdout="2\n"))),
        (
            UpTo(3),
            4,
            Success(Printout(stdout="3\nmore than 3 solutions (counting stopped there)\n")),
        ),
    ],
)
def test_a_count_answers_its_question(question: UpTo | Unique, count: int, reply: object) -> None:
    command = counting(question)
    assert answer(command, count).map(lambda n: counted(command, "", n)) == reply


def test_a_check_says_correct_or_lists_every_broken_rule() -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    claim = load_solution(PUZZLES / "hakyuu_001.sol", problem)
    command, loaded = Check(RIPPLE, Path("in"), "p"), Loaded(RIPPLE, problem, "")
    right = judged(command, loaded, Report(problem, claim, RIPPLE.judge(problem, claim)))
    assert (right.code, right.stdout.splitlines()[-1]) == (EXIT_CORRECT, "Solution correct")
    broken = Verdict(("one rule", "another"), frozenset())
    wrong = judged(command, loaded, Report(problem, claim, broken))
    assert (wrong.code, wrong.stdout.splitlines()[-2:]) == (
        EXIT_VIOLATIONS,
        ["one rule", "another"],
    )
    drawn = RIPPLE.pictures().draw(problem, None)
    assert judged(command, loaded, Report(problem)).stdout == drawn


def test_a_files_outcome_names_what_became_of_it() -> None:
    assert outcome_of("a.txt", 0.5, None) == Outcome("a.txt", SOLVED, 0.5)
    assert outcome_of("a.txt", 0.5, NoSolution()) == Outcome("a.txt", NO_SOLUTION, 0.5)
    bad = Malformed("a.txt", ParseError(1, "bad"), "Ripple Effect puzzle")
    assert outcome_of("a.txt", 0.1, bad) == Outcome(
        "a.txt", INVALID, 0.1, "not a Ripple Effect puzzle: line 1: bad"
    )
    assert outcome_of("a.txt", 0.1, TimedOut("a.txt", 2)).status == ERROR


def test_progress_names_a_failed_file_and_draws_the_bar() -> None:
    shown = progressed(Outcome("b.txt", INVALID, 0.1, "bad"), done=1, total=2)
    assert shown == Printout(
        stderr="b.txt: invalid: bad\n", progress=f"[{'#' * 15}{' ' * 15}] 1/2"
    )
    assert progressed(Outcome("a.txt", SOLVED, 0.1), done=2, total=2).stderr == ""


def test_a_solved_file_with_another_solution_gets_the_warning_of_a_single_solve() -> None:
    several = outcome_of("a.txt", 0.5, None, unique=False)
    assert several == Outcome("a.txt", SOLVED, 0.5, SEVERAL)
    assert outcome_of("a.txt", 0.5, None, unique=None) == Outcome("a.txt", SOLVED, 0.5)
    assert progressed(several, done=1, total=1).stderr == f"a.txt: warning: {SEVERAL}\n"


def test_a_batch_cut_short_counts_the_files_it_did_not_finish() -> None:
    outcomes = (Outcome("a.txt", SOLVED, 0.5), Outcome("b.txt", NO_SOLUTION, 0.1))
    assert cut_short(outcomes, 5, 1.0).stdout == (
        "5 puzzles in 1.00 s: 1 solved, 1 without solution, 0 invalid, 0 failed, "
        "3 unfinished\nslowest: a.txt 0.500 s, b.txt 0.100 s\n"
    )
    assert cut_short((), 2, 0.5).stdout == (
        "2 puzzles in 0.50 s: 0 solved, 0 without solution, 0 invalid, 0 failed, 2 unfinished\n"
    )


def test_summary_counts_and_names_the_slowest() -> None:
    outcomes = (
        Outcome("a.txt", SOLVED, 0.5),
        Outcome("b.txt", INVALID, 0.1, "bad"),
        Outcome("c.txt", SOLVED, 2.0),
    )
    assert summary(outcomes, 2.6) == (
        "3 puzzles in 2.60 s: 2 solved, 0 without solution, 1 invalid, 0 failed\n"
        "slowest: c.txt 2.000 s, a.txt 0.500 s, b.txt 0.100 s"
    )


def test_a_batch_fails_unless_every_puzzle_was_solved() -> None:
    assert closing((Outcome("a.txt", SOLVED, 0.5),), 1.0).code == 0
    assert closing((Outcome("a.txt", SOLVED, 0.5), Outcome("b", ERROR, 0.1)), 1.0).code == 1
