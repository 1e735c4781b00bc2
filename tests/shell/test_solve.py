"""``ripple-effect IN OUT``: every behaviour, through ``main(argv)`` and a real process."""

from __future__ import annotations

import ast
import io
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from ripple_fp import is_solution, parse_puzzle, parse_solution
from ripple_fp.kinds.errors import (
    EXIT_MALFORMED,
    EXIT_NO_SOLUTION,
    EXIT_SOLVED,
    EXIT_TIMED_OUT,
    EXIT_TOO_LARGE,
    EXIT_UNREADABLE,
    EXIT_UNWRITABLE,
    EXIT_USAGE,
)
from ripple_fp.shell import files
from ripple_fp.shell.main import ripple_effect as main
from ripple_fp.shell.main import ripple_effect_check, ripple_fp

from ..conftest import DATA, PUZZLES, SPECIAL, console_script, on_a_silent_pipe
from .test_fp import first_then_out_of_time

EXAMPLE = PUZZLES / "hakyuu_001.txt"
EXAMPLE_SOLUTION = (PUZZLES / "hakyuu_001.sol").read_text()
NO_SOLUTION = SPECIAL / "nosolution_from_janko_002.txt"


def run(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def files_in(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


# --- success ----------------------------------------------------------------------------


def test_solves_the_example_and_writes_exactly_its_solution(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "solution.txt"
    assert run(capsys, EXAMPLE, out) == (EXIT_SOLVED, "", "")
    assert out.read_text() == EXAMPLE_SOLUTION
    assert files_in(tmp_path) == ["solution.txt"]


def test_show_prints_the_solved_grid(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--show", EXAMPLE, tmp_path / "s.txt")
    assert code == EXIT_SOLVED
    assert out.splitlines()[1] == "┃ 1 │ 4 ┃ 1 │ 2 ┃ 3 ┃ 1 │ 2 ┃ 1 ┃"


def test_replaces_an_existing_output_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "s.txt"
    out.write_text("an older, longer file " * 100)
    assert run(capsys, EXAMPLE, out)[0] == EXIT_SOLVED
    assert out.read_text() == EXAMPLE_SOLUTION


@pytest.mark.parametrize(
    "name",
    [
        "multiplesolutions2_nonunique.txt",  # the look finds a second one at once
        "multiplesolutions1_nonunique.txt",  # ... and here 182 guesses past the first
    ],
)
def test_a_puzzle_with_several_solutions_gets_a_valid_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    puzzle = SPECIAL / name
    out = tmp_path / "s.txt"
    code, _, err = run(capsys, puzzle, out)
    assert code == EXIT_SOLVED
    problem = parse_puzzle(puzzle.read_text()).unwrap()
    assert is_solution(problem, parse_solution(out.read_text(), problem.layout).unwrap())
    assert err == (
        f"ripple-effect: warning: {puzzle} has more than one solution; the one written is "
        "one of them (--count N counts them)\n"
    )


def test_the_course_command_says_nothing_of_a_unique_or_an_undecided_solution(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The course's output is kept: it glances, and warns only of a second solution
    (above); ``ripple-fp solve``'s proof and its lines are not its."""
    out = tmp_path / "s.txt"
    assert run(capsys, EXAMPLE, out) == (EXIT_SOLVED, "", "")
    first_then_out_of_time(monkeypatch)
    assert run(capsys, "--timeout", "60", EXAMPLE, out) == (EXIT_SOLVED, "", "")
    assert run(capsys, "--jobs", "2", "--strategy", "mrv", EXAMPLE, out) == (EXIT_SOLVED, "", "")
    assert out.read_text() == EXAMPLE_SOLUTION


def test_a_search_out_of_time_writes_nothing_and_exits_124(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    puzzle, out = DATA / "huge-06.txt", tmp_path / "s.txt"
    code, stdout, err = run(capsys, "--timeout", "0.3", "--stats", puzzle, out)
    assert (code, stdout) == (EXIT_TIMED_OUT, "")
    assert err.endswith(f"ripple-effect: no answer for {puzzle} within 0.3 s (--timeout)\n")
    assert files_in(tmp_path) == []


def test_a_search_in_time_is_not_disturbed_by_its_timeout(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "s.txt"
    assert run(capsys, "--timeout", "600", EXAMPLE, out) == (EXIT_SOLVED, "", "")
    assert out.read_text() == EXAMPLE_SOLUTION


@pytest.mark.parametrize("command", ["ripple-effect", "ripple-fp solve"])
def test_the_time_limit_covers_reading_a_pipe_that_never_writes(
    tmp_path: Path, command: str
) -> None:
    program = [sys.executable, "-m", "ripple_fp"]
    if command == "ripple-fp solve":
        program = [str(console_script("ripple-fp")), "solve"]
    done = on_a_silent_pipe([*program, "--timeout", "0.5", "-", str(tmp_path / "s.txt")])
    assert (done.returncode, done.stdout) == (EXIT_TIMED_OUT, "")
    assert done.stderr == f"{command}: no answer for - within 0.5 s (--timeout)\n"
    assert files_in(tmp_path) == []


@pytest.mark.parametrize("strategy", ["naive", "mrv", "mrv-spec", "full"])
def test_every_strategy_writes_the_same_solution(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], strategy: str
) -> None:
    out = tmp_path / "solution.txt"
    assert run(capsys, "--strategy", strategy, EXAMPLE, out)[0] == EXIT_SOLVED
    assert out.read_text() == EXAMPLE_SOLUTION


def test_stats_are_printed_on_stderr(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--stats", "--strategy", "mrv", EXAMPLE, tmp_path / "s.txt")
    assert (code, out) == (EXIT_SOLVED, "")
    assert re.fullmatch(
        r"mrv, 1 worker\(s\): nodes \d+, backtracks \d+, propagations \d+, probes \d+, "
        r"time \d+\.\d{3} s\n",
        err,
    )


def test_an_unknown_strategy_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "--strategy", "quick", EXAMPLE, tmp_path / "s.txt")
    assert code == EXIT_USAGE
    assert "invalid choice: 'quick'" in err


# --- no solution --------------------------------------------------------------------------


def test_no_solution_prints_the_line_and_creates_no_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "s.txt"
    assert run(capsys, NO_SOLUTION, out) == (
        EXIT_NO_SOLUTION,
        "This puzzle has no solution\n",
        "",
    )
    assert files_in(tmp_path) == []


# --- usage ----------------------------------------------------------------------------------


@pytest.mark.parametrize("args", [[], ["one"], ["one", "two", "three"], ["--bogus", "a", "b"]])
def test_wrong_arguments_print_a_usage_line(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, *args)
    assert code == EXIT_USAGE
    assert out == ""
    assert err.startswith("usage: ripple-effect [options] <input file> <output file>\n")


def test_help_and_version_exit_zero(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    shown = capsys.readouterr().out
    assert "Exit codes" in shown
    assert "ripple: auto (default), course, naive, mrv" in shown
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("ripple-effect ")


# --- unreadable or malformed input ----------------------------------------------------------


def test_missing_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, tmp_path / "nope.txt", tmp_path / "s.txt")
    assert code == EXIT_UNREADABLE
    assert (
        err == f"ripple-effect: cannot read {tmp_path / 'nope.txt'}: no such file or directory\n"
    )
    assert files_in(tmp_path) == []


def test_a_directory_as_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, tmp_path, tmp_path / "s.txt")
    assert code == EXIT_UNREADABLE
    assert "is a directory" in err


def test_unreadable_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(self: Path, *args: object) -> bytes:
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "open", refuse)
    code, _, err = run(capsys, EXAMPLE, tmp_path / "s.txt")
    assert code == EXIT_UNREADABLE
    assert err.endswith(": permission denied\n")


@pytest.mark.skipif(os.geteuid() == 0, reason="root may read any file")
def test_input_without_read_permission(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    locked = tmp_path / "locked.txt"
    shutil.copy(EXAMPLE, locked)
    locked.chmod(0)
    assert run(capsys, locked, tmp_path / "s.txt")[0] == EXIT_UNREADABLE


def test_input_that_is_not_utf8(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"1 1\n\n- \xff\n")
    code, _, err = run(capsys, bad, tmp_path / "s.txt")
    assert code == EXIT_MALFORMED
    assert err == (
        f"ripple-effect: {bad} is not a Ripple Effect puzzle: "
        "line 3, column 3: byte 0xff is not UTF-8 text\n"
    )


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("", "line 1: the file is empty"),
        ("1 1\n1 1\n- -\n- -\n", "line 5: no empty line"),
        ("1 1\n\n- -\n- -\n", "line 4: expected 1 rows of values"),
        ("1 1\n\n- - -\n", "line 3: expected 2 values, found 3"),
        ("1 1\n\n- ?\n", "line 3, column 3: '?' is neither"),
        ("1 1\n\n- 7\n", "line 3, column 3: value 7 is larger"),
    ],
)
def test_malformed_puzzles_name_the_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, where: str
) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text(text)
    code, out, err = run(capsys, bad, tmp_path / "s.txt")
    assert code == EXIT_MALFORMED
    assert out == ""
    assert f"is not a Ripple Effect puzzle: {where}" in err
    assert files_in(tmp_path) == ["bad.txt"]


# --- unwritable output ----------------------------------------------------------------------


def test_missing_output_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "no" / "such" / "s.txt"
    code, _, err = run(capsys, EXAMPLE, out)
    assert code == EXIT_UNWRITABLE
    assert err == f"ripple-effect: cannot write {out}: no such directory: {out.parent}\n"


def test_a_directory_as_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, EXAMPLE, tmp_path)
    assert code == EXIT_UNWRITABLE
    assert err.endswith("is a directory\n")
    assert files_in(tmp_path) == []


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_a_failed_write_leaves_the_old_file_and_no_temporary(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    failing: str,
) -> None:
    out = tmp_path / "s.txt"
    out.write_text("old contents\n")

    def disk_full(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, failing, disk_full)
    code, _, err = run(capsys, EXAMPLE, out)
    assert code == EXIT_UNWRITABLE
    assert err.endswith("no space left on device\n")
    assert out.read_text() == "old contents\n"
    assert files_in(tmp_path) == ["s.txt"]


def test_a_read_only_output_file_is_not_replaced(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "s.txt"
    out.write_text("keep me\n")
    monkeypatch.setattr(os, "access", lambda *_: False)
    assert run(capsys, EXAMPLE, out)[0] == EXIT_UNWRITABLE
    assert out.read_text() == "keep me\n"


def test_the_written_file_has_ordinary_permissions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "s.txt"
    run(capsys, EXAMPLE, out)
    mask = os.umask(0)
    os.umask(mask)
    assert out.stat().st_mode & 0o777 == 0o666 & ~mask


# --- the installed command, in a real process -------------------------------------------------


def installed_command() -> list[str]:
    script = Path(sys.executable).parent / "ripple-effect"
    if not script.exists():
        pytest.skip("ripple-effect is not installed beside this Python")
    return [str(script)]


@pytest.mark.parametrize("command", ["script", "module"])
def test_the_installed_command_solves_the_example(tmp_path: Path, command: str) -> None:
    prefix = installed_command() if command == "script" else [sys.executable, "-m", "ripple_fp"]
    out = tmp_path / "s.txt"
    done = subprocess.run(
        [*prefix, str(EXAMPLE), str(out)], capture_output=True, text=True, check=False
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    assert out.read_text() == EXAMPLE_SOLUTION


@pytest.mark.parametrize(
    ("args", "code", "stream", "text"),
    [
        ([], EXIT_USAGE, "stderr", "usage: ripple-effect"),
        (["{missing}", "{out}"], EXIT_UNREADABLE, "stderr", "cannot read"),
        (["{nosolution}", "{out}"], EXIT_NO_SOLUTION, "stdout", "This puzzle has no solution"),
        (["{example}", "{tmp}/no/dir/s.txt"], EXIT_UNWRITABLE, "stderr", "cannot write"),
        (["{tmp}", "{out}"], EXIT_UNREADABLE, "stderr", "is a directory"),
        (["{malformed}", "{out}"], EXIT_MALFORMED, "stderr", "line 3, column 3: 'x' is"),
        (["{example}", "{tmp}"], EXIT_UNWRITABLE, "stderr", "is a directory"),
        (["--strategy", "fast", "{example}", "{out}"], EXIT_USAGE, "stderr", "invalid choice"),
        (["--max-cells", "5", "{example}", "{out}"], EXIT_TOO_LARGE, "stderr", "--max-cells N"),
    ],
)
def test_the_installed_command_fails_gracefully(
    tmp_path: Path, args: list[str], code: int, stream: str, text: str
) -> None:
    names = {
        "missing": tmp_path / "missing.txt",
        "out": tmp_path / "s.txt",
        "nosolution": NO_SOLUTION,
        "example": EXAMPLE,
        "tmp": tmp_path,
        "malformed": tmp_path / "malformed.txt",
    }
    names["malformed"].write_text("1 1\n\n- x\n")
    argv = [a.format(**names) for a in args]
    done = subprocess.run(
        [*installed_command(), *argv], capture_output=True, text=True, check=False
    )
    assert done.returncode == code
    assert text in getattr(done, stream)
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "s.txt").exists()


def test_stats_are_printed_whenever_the_search_ran(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "--stats", NO_SOLUTION, tmp_path / "s.txt")
    assert (code, out) == (EXIT_NO_SOLUTION, "This puzzle has no solution\n")
    assert err.startswith("auto, 1 worker(s): nodes ")
    assert err.endswith("answered by propagation\n")
    code, _, err = run(capsys, "--stats", EXAMPLE, tmp_path / "missing" / "s.txt")
    assert code == EXIT_UNWRITABLE
    first, second = err.splitlines()
    assert first.startswith("auto, 1 worker(s): nodes ")
    assert second.startswith("ripple-effect: cannot write ")
    code, _, err = run(capsys, "--stats", tmp_path / "nope.txt", tmp_path / "s.txt")
    assert code == EXIT_UNREADABLE
    assert err.startswith("ripple-effect: cannot read ")  # no search, so no counts


def test_jobs_search_with_several_processes_when_the_strategy_splits(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out, puzzle = tmp_path / "s.txt", SPECIAL / "board7_nonunique.txt"
    code, _, err = run(capsys, "--jobs", "2", "--stats", "--strategy", "full", puzzle, out)
    assert code == EXIT_SOLVED
    assert err.startswith("full, 2 worker(s): ")
    problem = parse_puzzle(puzzle.read_text()).unwrap()
    assert is_solution(problem, parse_solution(out.read_text(), problem.layout).unwrap())


def test_jobs_auto_with_a_strategy_that_cannot_split_uses_one_process(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "s.txt"
    code, _, err = run(capsys, "--jobs", "auto", "--stats", "--strategy", "naive", EXAMPLE, out)
    assert code == EXIT_SOLVED
    assert err.startswith("naive, 1 worker(s): ")


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (["--jobs", "2", "--strategy", "naive"], "--jobs 2: strategy 'naive' runs on one process"),
        (["--strategy", "fastest"], "invalid choice: 'fastest' (choose from 'course', 'naive', "),
        (["--batch", "--show"], "argument --show: not allowed with argument --batch"),
        (["--batch", "--stats"], "argument --stats: not allowed with argument --batch"),
        (["--executor", "dask"], "argument --executor: only with --batch"),
        (["--count", "2", "--unique"], "argument --unique: not allowed with argument --count"),
        (["--jobs", "\u0663"], "expected a positive number up to 1024 or 'auto'"),
    ],
)
def test_options_that_cannot_be_honoured_are_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], reason: str
) -> None:
    code, out, err = run(capsys, *args, EXAMPLE, tmp_path / "s.txt")
    assert (code, out) == (EXIT_USAGE, "")
    assert err.startswith("usage: ripple-effect ")
    assert reason in err
    assert files_in(tmp_path) == []


def test_the_picture_may_not_overwrite_the_solution(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "s.txt"
    code, _, err = run(capsys, "--svg", tmp_path / "." / "s.txt", EXAMPLE, out)
    assert code == EXIT_USAGE
    assert "--svg FILE must not be the output file" in err
    assert files_in(tmp_path) == []


@pytest.mark.parametrize("link", [False, True])
def test_the_solution_may_not_overwrite_the_puzzle(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], link: bool
) -> None:
    puzzle = tmp_path / "p.txt"
    puzzle.write_text(EXAMPLE.read_text())
    target = tmp_path / "same.txt"
    if link:
        target.symlink_to(puzzle)
    code, _, err = run(capsys, puzzle, target if link else puzzle)
    assert code == EXIT_USAGE
    assert "the output file must not be the input file" in err
    assert puzzle.read_text() == EXAMPLE.read_text()


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_stdout_on_a_full_device_is_one_line_and_exit_74(tmp_path: Path) -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "ripple_fp", str(NO_SOLUTION), str(tmp_path / "s.txt")],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
        )
    assert done.returncode == 74
    assert (
        done.stderr == "ripple-effect: cannot write to standard output: no space left on device\n"
    )


def test_dash_reads_standard_input_and_writes_standard_output(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(EXAMPLE.read_bytes())))
    assert run(capsys, "-", "-") == (EXIT_SOLVED, EXAMPLE_SOLUTION, "")


@pytest.mark.parametrize(
    ("make", "reason"),
    [
        (lambda folder: folder, "is a directory"),
        (lambda folder: Path("/dev/zero"), "not a regular file (a device, a pipe or a socket)"),
        (
            lambda folder: mkfifo(folder / "pipe"),
            "not a regular file (a device, a pipe or a socket)",
        ),
    ],
)
def test_only_regular_files_are_read(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    make: Callable[[Path], Path],
    reason: str,
) -> None:
    code, _, err = run(capsys, make(tmp_path), tmp_path / "s.txt")
    assert code == EXIT_UNREADABLE
    assert err.endswith(f": {reason}\n")


def mkfifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def test_input_past_the_limit_is_refused_unread(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(files, "MAX_INPUT_BYTES", 100)
    code, _, err = run(capsys, EXAMPLE, tmp_path / "s.txt")
    assert code == EXIT_UNREADABLE
    assert err.endswith(": larger than 0 MiB\n")


def test_an_output_name_ending_in_a_slash_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, EXAMPLE, f"{tmp_path / 'out'}/")
    assert code == EXIT_USAGE
    assert "names a folder" in err
    assert files_in(tmp_path) == []


def test_the_solution_and_the_picture_are_written_both_or_neither(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "s.txt"
    code, _, err = run(capsys, "--svg", tmp_path / "no" / "p.svg", EXAMPLE, out)
    assert code == EXIT_UNWRITABLE
    assert f"cannot write {tmp_path / 'no' / 'p.svg'}: no such directory" in err
    assert files_in(tmp_path) == []


# --- limits ---------------------------------------------------------------------------------


def test_a_puzzle_past_a_limit_is_refused_and_nothing_is_written(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "s.txt"
    code, stdout, err = run(capsys, "--max-candidates", "3", EXAMPLE, out)
    assert code == EXIT_TOO_LARGE
    assert stdout == ""
    assert err.startswith(f"ripple-effect: {EXAMPLE} is too large to solve: ")
    assert err.endswith("more than 3 (--max-candidates N raises the limit)\n")
    assert not out.exists()


def one_room(tmp_path: Path, cells: int) -> Path:
    puzzle = tmp_path / f"room_of_{cells}.txt"
    puzzle.write_text("1 " * (cells - 1) + "1\n\n" + "- " * (cells - 1) + "-\n")
    return puzzle


def test_by_default_a_room_of_a_thousand_empty_cells_is_past_the_limit(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, _, err = run(capsys, one_room(tmp_path, 1001), tmp_path / "s.txt")
    assert code == EXIT_TOO_LARGE
    assert "1,002,001 candidates in its empty cells, more than 1,000,000" in err


def test_a_raised_limit_lets_the_puzzle_through(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out, puzzle = tmp_path / "s.txt", one_room(tmp_path, 30)
    assert run(capsys, "--max-candidates", "899", puzzle, out)[0] == EXIT_TOO_LARGE
    code, _, err = run(capsys, "--max-candidates", "9_00", puzzle, out)
    assert (code, err.count("\n")) == (0, 1)  # a room of 30 empty cells has many solutions
    assert "has more than one solution" in err
    assert sorted(map(int, out.read_text().split())) == list(range(1, 31))


# --- input read as the user meant it (#28) ---------------------------------------------------


def _commands(name: str) -> list[str]:
    script = Path(sys.executable).parent / name
    if not script.exists():
        pytest.skip(f"{name} is not installed beside this Python")
    return [str(script)]


BLANKS = ["\u00a0", "\u3000", "\u0085", "\u2028"]
"""Blanks of Unicode that are not ASCII: two spaces, and two that ``str.splitlines``
takes for ends of lines."""


def _blank_runs(tmp_path: Path, blank: str) -> list[tuple[list[str], int, str]]:
    """A puzzle file of nothing but ``blank``s (and a folder holding it), and each command
    line that reads it, with its exit code and what it says on stderr (for the batch,
    only the end of its line)."""
    puzzle, out = tmp_path / "blank.txt", tmp_path / "out"
    puzzle.write_text(f"{blank}\n\n{blank}\n", encoding="utf-8")
    (tmp_path / "in").mkdir()
    shutil.copy(puzzle, tmp_path / "in" / "blank.txt")
    message = f"{puzzle} is not a Ripple Effect puzzle: line 1: the file is empty but for blanks\n"
    batch = "blank.txt: invalid: not a Ripple Effect puzzle: line 1: the file is empty"
    return [
        (["ripple-effect", str(puzzle), str(out)], EXIT_MALFORMED, f"ripple-effect: {message}"),
        (["ripple-effect-check", str(puzzle)], 2, f"ripple-effect-check: {message}"),
        (
            ["ripple-fp", "solve", str(puzzle), str(out)],
            EXIT_MALFORMED,
            f"ripple-fp solve: {message}",
        ),
        (["ripple-effect", "--batch", str(tmp_path / "in"), str(out)], 1, batch),
    ]


def _said(err: str, said: str) -> bool:
    return said in err if said.startswith("blank.txt") else err == said


@pytest.mark.parametrize("blank", BLANKS)
def test_a_file_of_unicode_spaces_is_no_puzzle_in_every_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], blank: str
) -> None:
    """Through each command's entry point, in this process; the installed scripts read
    one such file below."""
    entries = {
        "ripple-effect": main,
        "ripple-effect-check": ripple_effect_check,
        "ripple-fp": ripple_fp,
    }
    for argv, code, said in _blank_runs(tmp_path, blank):
        assert entries[argv[0]](argv[1:]) == code
        err = capsys.readouterr().err
        assert "Traceback" not in err
        assert _said(err, said), err


def test_a_file_of_unicode_spaces_is_no_puzzle_in_every_installed_command(tmp_path: Path) -> None:
    for argv, code, said in _blank_runs(tmp_path, "\u2028"):
        done = subprocess.run(
            [*_commands(argv[0]), *argv[1:]], capture_output=True, text=True, check=False
        )
        assert "Traceback" not in done.stderr
        assert done.returncode == code
        assert _said(done.stderr, said), done.stderr


WEB = "a web page's address, and ripple_fp does not fetch from the network"


@pytest.mark.parametrize(
    ("given", "said"),
    [
        (
            "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g",
            "line 1: a URL of nurikabe, a puzzle ripple_fp does not solve "
            "(it reads URLs of ripple, hakyuu, creek, suguru)",
        ),
        (
            "https://www.janko.at/Raetsel/Hakyuu/001.a.htm",
            f"line 1: {WEB}: give the puzzle's file instead (or its puzz.link URL)",
        ),
        (
            "https://puzz.link/p?ripple/4/4/9n8rig",
            "line 1: a damaged URL: cut short: the numbers stop after 0 of the 16 cells",
        ),
        (
            "https://puzz.link/p?ripple/4/4/9n8rigk14h32kzzzz",
            "line 1: a damaged URL: 'zzzz' past the last cell",
        ),
    ],
)
def test_a_url_is_named_as_given_and_what_is_wrong_with_it_said(
    tmp_path: Path, given: str, said: str
) -> None:
    out = tmp_path / "out.txt"
    done = subprocess.run(
        [*installed_command(), given, str(out)], capture_output=True, text=True, check=False
    )
    assert (done.returncode, done.stdout) == (EXIT_MALFORMED, "")
    assert done.stderr == f"ripple-effect: {given} is not a Ripple Effect puzzle: {said}\n"
    assert not out.exists()


def test_a_file_of_another_kind_is_named_with_the_command_that_solves_it(tmp_path: Path) -> None:
    creek, out = tmp_path / "001.txt", tmp_path / "out"
    shutil.copy(DATA / "creek" / "001.txt", creek)
    done = subprocess.run(
        [*installed_command(), str(creek), str(out)], capture_output=True, text=True, check=False
    )
    assert (done.returncode, done.stdout) == (EXIT_MALFORMED, "")
    assert done.stderr == (
        f"ripple-effect: {creek} is not a Ripple Effect puzzle but a Creek puzzle: "
        f"ripple-fp solve --puzzle creek {creek} {out} solves it\n"
    )
    suggested = done.stderr.split(": ")[-1].removesuffix(" solves it\n").split()
    assert suggested[:4] == ["ripple-fp", "solve", "--puzzle", "creek"]
    solved = subprocess.run(
        [*_commands("ripple-fp"), *suggested[1:]], capture_output=True, text=True, check=False
    )
    unique = f"ripple-fp solve: {creek} has a unique solution\n"
    assert (solved.returncode, solved.stderr) == (EXIT_SOLVED, unique)
    assert out.read_text() == (DATA / "creek" / "001.sol").read_text()


def test_a_solve_that_goes_well_loads_no_other_kind(tmp_path: Path) -> None:
    program = (
        "import sys\n"
        "from ripple_fp.shell.main import ripple_effect\n"
        f"assert ripple_effect([{str(EXAMPLE)!r}, {str(tmp_path / 's.txt')!r}]) == 0\n"
        "print(sorted({m.split('.')[1] for m in sys.modules if m.startswith('ripple_fp.')}))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, check=True
    )
    loaded = set(ast.literal_eval(done.stdout))
    assert "ripple" in loaded
    assert not {"creek", "takuzu", "vergleich", "suguru"} & loaded
