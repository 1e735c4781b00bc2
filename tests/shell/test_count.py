"""``ripple-effect --count N IN`` and ``--unique IN``: the answers, their exit codes, the
time limit, and every kind counted the same way."""

from __future__ import annotations

from pathlib import Path

import pytest

from ripple_fp.kinds.errors import (
    EXIT_NO_SOLUTION,
    EXIT_SEVERAL,
    EXIT_SOLVED,
    EXIT_TIMED_OUT,
    EXIT_UNREADABLE,
    EXIT_USAGE,
)
from ripple_fp.shell.main import ripple_effect as main
from ripple_fp.shell.main import ripple_fp as fp_main

from ..conftest import DATA, PUZZLES, SAMPLES, SPECIAL, console_script, on_a_silent_pipe

EXAMPLE = PUZZLES / "hakyuu_001.txt"
THREE = SPECIAL / "multiplesolutions1_nonunique.txt"
NONE = SPECIAL / "nosolution_from_janko_002.txt"


def run(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def test_count_prints_the_number_alone_when_all_were_counted(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Below the limit and at it. A count of five digits is printed the same way: the
    19,260 solutions of multiplesolutions2 are counted by the tests of the library and by
    the console example of ``--count`` in docs/cli.md, through the installed script."""
    assert run(capsys, "--count", 5, THREE) == (EXIT_SOLVED, "3\n", "")
    assert run(capsys, "--count", 3, THREE) == (EXIT_SOLVED, "3\n", "")


def test_count_says_on_a_second_line_that_there_are_more(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "--count", 2, THREE)
    assert code == EXIT_SOLVED
    assert out.splitlines() == ["2", "more than 2 solutions (counting stopped there)"]


def test_count_of_a_puzzle_without_solution_is_zero(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "--count", 2, NONE) == (EXIT_SOLVED, "0\n", "")


@pytest.mark.parametrize(
    ("puzzle", "code", "out"),
    [
        (EXAMPLE, EXIT_SOLVED, "unique\n"),
        (THREE, EXIT_SEVERAL, f"{THREE} has more than one solution\n"),
        (NONE, EXIT_NO_SOLUTION, "This puzzle has no solution\n"),
    ],
)
def test_unique_answers_with_its_own_exit_codes(
    capsys: pytest.CaptureFixture[str], puzzle: Path, code: int, out: str
) -> None:
    assert run(capsys, "--unique", puzzle) == (code, out, "")


def test_stats_come_before_the_answer_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--unique", "--stats", "--strategy", "mrv", THREE)
    assert (code, out) == (EXIT_SEVERAL, f"{THREE} has more than one solution\n")
    assert err.startswith("mrv, 1 worker(s): nodes ")


def test_a_count_out_of_time_is_one_line_and_exit_124(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(capsys, "--count", 2, "--timeout", 0.2, DATA / "huge-06.txt")
    assert (code, out) == (EXIT_TIMED_OUT, "")
    assert err == f"ripple-effect: no answer for {DATA / 'huge-06.txt'} within 0.2 s (--timeout)\n"


@pytest.mark.parametrize("question", [["--unique"], ["--up-to", "2"]])
def test_the_time_limit_covers_reading_a_pipe_that_never_writes(question: list[str]) -> None:
    command = [str(console_script("ripple-fp")), "count", *question, "--timeout", "0.5", "-"]
    done = on_a_silent_pipe(command)
    assert (done.returncode, done.stdout) == (EXIT_TIMED_OUT, "")
    assert done.stderr == "ripple-fp count: no answer for - within 0.5 s (--timeout)\n"


def test_an_unreadable_puzzle_is_said_as_for_a_solve(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "--count", 2, tmp_path / "missing.txt")
    assert code == EXIT_UNREADABLE
    assert "cannot read" in err


@pytest.mark.parametrize(
    "args",
    [
        ["--count", 2, "--unique", THREE],
        ["--count", 2, THREE, "out.txt"],
        ["--unique", "--show", THREE],
        ["--unique", "--jobs", 2, THREE],
        ["--count", 0, THREE],
        ["--count", "two", THREE],
        ["--unique", "--explain", THREE],
    ],
)
def test_questions_that_cannot_be_answered_are_usage_errors(
    capsys: pytest.CaptureFixture[str], args: list[object]
) -> None:
    code, out, err = run(capsys, *args)
    assert (code, out) == (EXIT_USAGE, "")
    assert err.startswith("usage: ripple-effect")


@pytest.mark.parametrize("kind", [k for k in SAMPLES if k != "ripple"])
def test_every_kind_counts_its_sample_as_unique(
    capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    code = fp_main(["count", "--puzzle", kind, "--unique", str(SAMPLES[kind])])
    assert (code, capsys.readouterr().out) == (EXIT_SOLVED, "unique\n")
