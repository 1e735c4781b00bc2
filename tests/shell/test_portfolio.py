"""Strategies racing on processes: the first answer wins, the others are ended, and a
race past its time ends every member."""

from __future__ import annotations

import multiprocessing
import re
import time
from pathlib import Path

import pytest

from ripple_fp import is_solution
from ripple_fp.kinds.ripple import RIPPLE
from ripple_fp.search.stats import SearchTimeoutError, Stats
from ripple_fp.shell.options import SolveOptions
from ripple_fp.shell.portfolio import race
from ripple_fp.shell.solve import Race, Split, main, parallel_plan

from ..conftest import DATA, PUZZLES, SPECIAL, load_problem

HARD = DATA / "hard-06.txt"
"""17x17 with few givens: look-ahead answers in a fraction of a second, the naive
specification solver not in any time a test could wait."""


def no_workers_left(seconds: float = 5.0) -> bool:
    """Whether every worker is gone: killed processes are reaped within moments, so
    this waits up to ``seconds`` for them (one that still runs after that was leaked)."""
    deadline = time.monotonic() + seconds
    while multiprocessing.active_children():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def test_the_first_answer_wins_and_the_slow_member_is_ended() -> None:
    problem, stats = load_problem(HARD), Stats()
    found = race(RIPPLE, problem, ["naive", "lookahead"], stats=stats)
    assert found is not None
    assert is_solution(problem, found)
    assert (stats.answered_by, stats.workers) == ("lookahead", 2)
    assert no_workers_left()


def test_a_member_that_answers_within_its_head_start_starts_no_process() -> None:
    problem, stats = load_problem(PUZZLES / "hakyuu_010.txt"), Stats()
    found = race(RIPPLE, problem, ["lookahead", "naive"], stats=stats)
    assert found is not None
    assert is_solution(problem, found)
    assert (stats.answered_by, stats.workers) == ("lookahead", 1)
    assert multiprocessing.active_children() == []


def test_without_a_head_start_every_member_has_a_process() -> None:
    problem, stats = load_problem(PUZZLES / "hakyuu_010.txt"), Stats()
    assert race(RIPPLE, problem, ["lookahead", "naive"], stats=stats, head_start=0) is not None
    assert (stats.answered_by, stats.workers) == ("lookahead", 2)
    assert no_workers_left()


def test_a_race_out_of_time_within_the_head_start_says_so() -> None:
    with pytest.raises(SearchTimeoutError):
        race(RIPPLE, load_problem(HARD), ["naive", "lookahead"], timeout=0.05)
    assert multiprocessing.active_children() == []


def test_no_solution_is_an_answer_too() -> None:
    problem = load_problem(SPECIAL / "nosolution_from_janko_002.txt")
    assert race(RIPPLE, problem, ["mrv", "lookahead"]) is None
    assert no_workers_left()


def test_a_race_past_its_time_ends_every_member() -> None:
    with pytest.raises(SearchTimeoutError):
        race(RIPPLE, load_problem(HARD), ["naive", "mrv-pmap"], timeout=0.5)
    assert no_workers_left()


def test_a_race_needs_a_member() -> None:
    with pytest.raises(ValueError, match="at least one"):
        race(RIPPLE, load_problem(HARD), [])


@pytest.mark.parametrize(
    ("options", "plan"),
    [
        (SolveOptions(Path("in"), Path("out")), None),
        (SolveOptions(Path("in"), Path("out"), jobs=2), Race(RIPPLE.portfolio[:2])),
        (SolveOptions(Path("in"), Path("out"), jobs=2, strategy="mrv"), Split(2)),
        (SolveOptions(Path("in"), Path("out"), jobs=None, strategy="naive"), None),
    ],
)
def test_jobs_race_the_portfolio_or_split_an_engine_search(
    options: SolveOptions, plan: Race | Split | None
) -> None:
    assert parallel_plan(RIPPLE, options) == plan


def test_the_command_races_and_says_who_answered(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "s.txt"
    assert main(["--jobs", "2", "--stats", str(PUZZLES / "hakyuu_010.txt"), str(out)]) == 0
    err = capsys.readouterr().err
    assert re.search(r"1 worker\(s\): .*, answered by (auto \(\w+\)|sat)\n$", err)  # alone
    assert out.read_text() == (PUZZLES / "hakyuu_010.sol").read_text()
    assert no_workers_left()


def test_the_command_out_of_time_in_a_race_leaves_no_process(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["--jobs", "2", "--timeout", "0.5", str(DATA / "huge-06.txt"), str(tmp_path / "s")]
    assert main(args) == 124
    assert "within 0.5 s (--timeout)" in capsys.readouterr().err
    assert no_workers_left()
    assert list(tmp_path.iterdir()) == []
