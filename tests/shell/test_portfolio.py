"""Strategies racing on processes: the first answer wins, the others are ended, and a
race past its time ends every member."""

from __future__ import annotations

import multiprocessing
import re
from pathlib import Path

import pytest

from ripple_fp import is_solution
from ripple_fp.ripple import RIPPLE
from ripple_fp.search.meter import Budget, Meter, SearchTimeoutError
from ripple_fp.search.stats import Stats
from ripple_fp.search.strategy import Race, Split
from ripple_fp.shell.main import ripple_effect as main
from ripple_fp.shell.portfolio import race

from ..conftest import DATA, PUZZLES, SPECIAL, load_problem
from ..signs import until

HARD = DATA / "hard-06.txt"
"""17x17 with few givens: look-ahead answers in a fraction of a second, the naive
specification solver not in any time a test could wait."""


LONG = 3600.0
"""A head start no search of these tests outlasts, and a wait that only a failure would
reach: no test here depends on how fast the machine is."""


def no_workers_left(seconds: float = LONG) -> bool:
    """Whether every worker is gone: killed processes are reaped within moments, so
    this waits for them, up to ``seconds`` (one that still runs then was leaked)."""
    return until(lambda: not multiprocessing.active_children(), seconds)


def in_seconds(seconds: float) -> Meter:
    """A meter whose budget ends ``seconds`` from now."""
    return Meter(budget=Budget.lasting(seconds))


def test_the_first_answer_wins_and_the_slow_member_is_ended() -> None:
    problem, stats = load_problem(HARD), Stats()
    raced = race(RIPPLE, problem, ["naive", "lookahead"], Meter(stats))
    found, workers = raced
    assert found is not None
    assert is_solution(problem, found)
    assert (stats.answered_by, workers) == ("lookahead", 2)
    assert no_workers_left()


def test_a_member_that_answers_within_its_head_start_starts_no_process() -> None:
    problem, stats = load_problem(PUZZLES / "hakyuu_010.txt"), Stats()
    raced = race(RIPPLE, problem, ["lookahead", "naive"], Meter(stats), head_start=LONG)
    found, workers = raced
    assert found is not None
    assert is_solution(problem, found)
    assert (stats.answered_by, workers) == ("lookahead", 1)
    assert multiprocessing.active_children() == []


def test_without_a_head_start_every_member_has_a_process() -> None:
    problem, stats = load_problem(HARD), Stats()  # naive never answers it: lookahead wins
    raced = race(RIPPLE, problem, ["lookahead", "naive"], Meter(stats), head_start=0)
    found, workers = raced
    assert found is not None
    assert (stats.answered_by, workers) == ("lookahead", 2)
    assert no_workers_left()


def test_a_race_out_of_time_within_the_head_start_says_so() -> None:
    with pytest.raises(SearchTimeoutError):
        race(RIPPLE, load_problem(HARD), ["naive", "lookahead"], in_seconds(0.05), head_start=LONG)
    assert multiprocessing.active_children() == []


def test_no_solution_is_an_answer_too() -> None:
    problem = load_problem(SPECIAL / "nosolution_from_janko_002.txt")
    assert race(RIPPLE, problem, ["mrv", "lookahead"]) == (None, 1)
    assert no_workers_left()


def test_a_race_past_its_time_ends_every_member() -> None:
    with pytest.raises(SearchTimeoutError):
        race(RIPPLE, load_problem(HARD), ["naive", "mrv-spec"], in_seconds(0.5))
    assert no_workers_left()


def test_a_race_needs_a_member() -> None:
    with pytest.raises(ValueError, match="at least one"):
        race(RIPPLE, load_problem(HARD), [])


@pytest.mark.parametrize(
    ("jobs", "strategy", "plan"),
    [
        (1, None, None),
        (2, None, Race(RIPPLE.strategies.racing(2))),
        (2, "mrv", Split(2)),
        (2, "naive", None),
    ],
)
def test_jobs_race_the_portfolio_or_split_an_engine_search(
    jobs: int, strategy: str | None, plan: Race | Split | None
) -> None:
    assert RIPPLE.strategies.spread(jobs, strategy) == plan


def test_the_command_races_and_says_who_answered(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "s.txt"
    assert main(["--jobs", "2", "--stats", str(PUZZLES / "hakyuu_010.txt"), str(out)]) == 0
    err = capsys.readouterr().err  # alone if it answers within its head start: how fast
    # the machine is decides that, so the test leaves it open (the race's own tests do not)
    assert re.search(r"[12] worker\(s\): .*, answered by (auto \(\w+\)|sat|learn)\n$", err)
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
