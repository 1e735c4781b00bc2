"""Exercise 7: every failure travels as a value through the ``Result`` and ``IOResult``
chain, and the first one stops it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from returns.io import IOFailure, IOResult, IOSuccess
from returns.result import Failure, Result, Success
from returns.unsafe import unsafe_perform_io

from ripple_fp.grid.rooms_text import render_solution
from ripple_fp.grid.text import ParseError
from ripple_fp.kinds.errors import Malformed, NoSolution, RunError, Unreadable, Unwritable

from ..conftest import PUZZLES, SPECIAL
from .loading import load
from .samples import sample_solution

answer = load("ex07_chain")
solve_text: Callable[..., Result[str, RunError]] = answer.solve_text
solve_file: Callable[[Path, Path], IOResult[Path, RunError]] = answer.solve_file
report: Callable[[IOResult[Path, RunError]], IOResult[str, str]] = answer.report

EXAMPLE = PUZZLES / "hakyuu_001.txt"
UNSOLVABLE = SPECIAL / "nosolution_from_janko_002.txt"
TITLE = "Ripple Effect puzzle"


def expected_text() -> str:
    return render_solution(sample_solution("hakyuu_001"))


def test_a_puzzle_in_text_is_solved_and_rendered() -> None:
    assert solve_text(EXAMPLE.read_text()) == Success(expected_text())


def test_text_that_is_no_puzzle_is_malformed_and_named() -> None:
    error = ParseError(3, "'x' is neither a number nor '-'", 3)
    assert solve_text("1 1\n\n- x\n") == Failure(Malformed("<text>", error, TITLE))
    assert solve_text("1 1\n\n- x\n", "mine.txt") == Failure(Malformed("mine.txt", error, TITLE))


def test_a_puzzle_without_solution_says_so() -> None:
    assert solve_text(UNSOLVABLE.read_text()) == Failure(NoSolution())


def test_a_file_is_solved_into_the_target(tmp_path: Path) -> None:
    target = tmp_path / "out.txt"
    assert solve_file(EXAMPLE, target) == IOSuccess(target)
    assert target.read_text() == expected_text()


def test_a_missing_file_is_unreadable_and_nothing_is_written(tmp_path: Path) -> None:
    source, target = tmp_path / "missing.txt", tmp_path / "out.txt"
    outcome = solve_file(source, target)
    assert outcome == IOFailure(Unreadable(str(source), "no such file or directory"))
    assert not target.exists()


def test_no_solution_leaves_the_target_as_it_was(tmp_path: Path) -> None:
    target = tmp_path / "out.txt"
    target.write_text("before")
    assert solve_file(UNSOLVABLE, target) == IOFailure(NoSolution())
    assert target.read_text() == "before"


def test_a_malformed_file_is_named_by_its_path(tmp_path: Path) -> None:
    source = tmp_path / "bad.txt"
    source.write_text("1 1\n\n- x\n")
    error = ParseError(3, "'x' is neither a number nor '-'", 3)
    outcome = solve_file(source, tmp_path / "out.txt")
    assert outcome == IOFailure(Malformed(str(source), error, TITLE))


def test_an_unwritable_target_is_reported(tmp_path: Path) -> None:
    target = tmp_path / "no" / "such" / "out.txt"
    outcome = unsafe_perform_io(solve_file(EXAMPLE, target).failure())
    assert isinstance(outcome, Unwritable)
    assert outcome.path == str(target)
    assert not target.parent.exists()


def test_the_report_says_what_happened(tmp_path: Path) -> None:
    target = tmp_path / "out.txt"
    assert report(IOSuccess(target)) == IOSuccess(f"solved: {target}")
    assert report(IOFailure(NoSolution())) == IOFailure("This puzzle has no solution")
    message = "exercise: cannot read in.txt: no such file or directory"
    assert report(IOFailure(Unreadable("in.txt", "no such file or directory"))) == IOFailure(
        message
    )
