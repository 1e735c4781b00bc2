"""``ripple-effect --batch``: every puzzle of a folder, bad files named, a summary."""

from __future__ import annotations

import os
import pickle
import queue
import shutil
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO, Any

import pytest
from returns.io import IOResult, IOSuccess
from returns.result import Success

from ripple_fp.commands.replies import ERROR, INVALID, NO_SOLUTION, SOLVED, Printout
from ripple_fp.kinds import kind as kind_module
from ripple_fp.shell import batch as batch_module
from ripple_fp.shell.batch import Task, outcome, sharing, solve_entry, written
from ripple_fp.shell.main import ripple_effect as main

from ..conftest import DATA, PUZZLES, SPECIAL
from ..signs import until


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    source = tmp_path / "in"
    source.mkdir()
    for name in ("hakyuu_001", "hakyuu_002"):
        shutil.copy(PUZZLES / f"{name}.txt", source)
    shutil.copy(SPECIAL / "nosolution_from_janko_002.txt", source)
    (source / "broken.txt").write_text("1 1\n\n- x\n")
    (source / "notes.md").write_text("not a puzzle, and not *.txt")
    return source


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_solves_every_puzzle_and_names_the_bad_ones(
    folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], jobs: str
) -> None:
    out = tmp_path / "out"
    assert main(["--batch", "--jobs", jobs, str(folder), str(out)]) == 1
    stdout, stderr = capsys.readouterr()
    assert sorted(p.name for p in out.iterdir()) == ["hakyuu_001.sol", "hakyuu_002.sol"]
    assert (out / "hakyuu_001.sol").read_text() == (PUZZLES / "hakyuu_001.sol").read_text()
    assert "nosolution_from_janko_002.txt: no solution" in stderr
    assert "broken.txt: invalid: not a Ripple Effect puzzle: line 3, column 3: " in stderr
    assert "ripple-effect" not in stderr  # the file is named once, the program not at all
    assert "line 3, column 3" in stderr
    assert stdout.startswith("4 puzzles in ")
    assert "2 solved, 1 without solution, 1 invalid, 0 failed" in stdout


def test_exit_code_zero_when_all_are_solved(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "in"
    source.mkdir()
    shutil.copy(PUZZLES / "hakyuu_001.txt", source)
    assert main(["--batch", str(source), str(tmp_path / "new" / "out")]) == 0
    assert (tmp_path / "new" / "out" / "hakyuu_001.sol").exists()
    assert "1 solved" in capsys.readouterr().out


def test_a_missing_input_folder_is_said_to_be_missing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--batch", str(tmp_path / "nope"), str(tmp_path / "out")]) == 3
    assert capsys.readouterr().err == (
        f"ripple-effect: cannot read {tmp_path / 'nope'}: no such file or directory\n"
    )


def test_an_input_folder_that_is_a_file_is_not_a_directory(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "in.txt"
    shutil.copy(PUZZLES / "hakyuu_001.txt", source)
    assert main(["--batch", str(source), str(tmp_path / "out")]) == 3
    assert capsys.readouterr().err == f"ripple-effect: cannot read {source}: not a directory\n"


def test_two_puzzles_never_write_one_solution_the_batch_is_refused_first(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``a.txt`` and ``a.x-janko`` would both be solved into ``a.sol``: the second would
    overwrite the first and both be counted solved. The batch names them and stops
    before solving anything (and before making the output folder)."""
    source, out = tmp_path / "in", tmp_path / "out"
    source.mkdir()
    shutil.copy(PUZZLES / "hakyuu_001.txt", source / "a.txt")
    shutil.copy(PUZZLES / "janko" / "creek_001.x-janko", source / "a.x-janko")
    shutil.copy(PUZZLES / "hakyuu_002.txt", source / "b.txt")
    assert main(["--batch", str(source), str(out)]) == 2
    stdout, stderr = capsys.readouterr()
    assert stdout == ""
    assert stderr == (
        f"ripple-effect: error: puzzles of {source} would be solved into one file: "
        f"a.txt and a.x-janko into {out / 'a.sol'} (rename all but one of each; nothing "
        "was solved)\n"
    )
    assert not out.exists()


def test_the_solution_files_shared_are_named_with_their_puzzles() -> None:
    names = ["a.txt", "a.x-janko", "b.txt", "c.txt", "c.x-janko", "d.sol.txt", "d.sol"]
    assert sharing(names) == {"a.sol": ("a.txt", "a.x-janko"), "c.sol": ("c.txt", "c.x-janko")}
    assert sharing(["a.txt", "A.txt", "a.b.txt"]) == {}


def test_an_output_folder_that_cannot_be_made(
    folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert main(["--batch", str(folder), str(blocker / "out")]) == 5
    assert f"cannot write {blocker / 'out'}: Not a directory" in capsys.readouterr().err


def test_each_entry_reports_its_outcome(folder: Path, tmp_path: Path) -> None:
    def status(name: str, target: Path) -> IOResult[str, Printout]:
        task = Task("ripple", name, (folder / name).read_bytes(), "full")
        attempt = solve_entry(task)
        return outcome(attempt, written(attempt, target)).map(lambda o: o.status)

    assert status("hakyuu_001.txt", tmp_path) == IOSuccess(SOLVED)
    assert (tmp_path / "hakyuu_001.sol").read_text() == (PUZZLES / "hakyuu_001.sol").read_text()
    assert status("nosolution_from_janko_002.txt", tmp_path) == IOSuccess(NO_SOLUTION)
    assert status("broken.txt", tmp_path) == IOSuccess(INVALID)
    assert status("hakyuu_002.txt", tmp_path / "no") == IOSuccess(ERROR)


def test_a_worker_needs_no_file_and_writes_none(folder: Path, tmp_path: Path) -> None:
    task = Task("ripple", "hakyuu_001.txt", (folder / "hakyuu_001.txt").read_bytes(), "mrv")
    attempt = solve_entry(task)
    assert attempt.result == Success((PUZZLES / "hakyuu_001.sol").read_text())
    assert pickle.loads(pickle.dumps(task)) == task
    assert pickle.loads(pickle.dumps(attempt)) == attempt


def test_a_file_that_cannot_be_read_is_one_line_and_the_others_are_solved(
    folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (folder / "dangling.txt").symlink_to(tmp_path / "nowhere.txt")
    assert main(["--batch", str(folder), str(tmp_path / "out")]) == 1
    stderr = capsys.readouterr().err
    assert "dangling.txt: error: cannot read it: no such file or directory" in stderr


def test_a_puzzle_out_of_time_is_one_line_and_the_others_are_solved(
    folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shutil.copy(DATA / "huge-06.txt", folder)
    out = tmp_path / "out"
    assert main(["--batch", "--timeout", "0.3", str(folder), str(out)]) == 1
    stderr = capsys.readouterr().err
    assert "huge-06.txt: error: no answer within 0.3 s (--timeout)" in stderr
    assert sorted(p.name for p in out.iterdir()) == ["hakyuu_001.sol", "hakyuu_002.sol"]


def test_progress_is_drawn_only_on_a_terminal(
    folder: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    main(["--batch", str(folder), str(tmp_path / "quiet")])
    assert "\r[" not in capsys.readouterr().err
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    main(["--batch", str(folder), str(tmp_path / "shown")])
    err = capsys.readouterr().err
    assert "\r[" + "#" * 30 + "] 4/4" in err
    assert "\r[" + "#" * 7 + " " * 23 + "] 1/4" in err


def test_a_bug_on_one_file_is_one_line_and_the_others_are_solved(
    folder: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = kind_module.solve_and_look

    def buggy(kind: Any, problem: Any, strategy: str, stats: Any) -> Any:
        if len(problem.layout.rooms) == 15:  # hakyuu_002 only
            raise IndexError("a bug")
        return real(kind, problem, strategy, stats)

    monkeypatch.setattr(batch_module, "solve_and_look", buggy)
    out = tmp_path / "out"
    assert main(["--batch", str(folder), str(out)]) == 1
    stdout, stderr = capsys.readouterr()
    assert "hakyuu_002.txt: error: internal error, the search stopped: IndexError: a bug" in stderr
    assert "Traceback" not in stderr
    assert sorted(p.name for p in out.iterdir()) == ["hakyuu_001.sol"]
    assert "4 puzzles in" in stdout


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_puzzle_past_the_limits_is_one_line_and_the_others_are_solved(
    folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], jobs: str
) -> None:
    out = tmp_path / "out"
    (folder / "wide.txt").write_text("1 " * 40 + "\n\n" + "- " * 40 + "\n")  # 1,600 candidates
    args = ["--batch", "--jobs", jobs, "--max-candidates", "1000", str(folder), str(out)]
    assert main(args) == 1
    stdout, stderr = capsys.readouterr()
    assert "wide.txt: error: too large to solve: 1,600 candidates in its empty cells" in stderr
    assert sorted(p.name for p in out.iterdir()) == ["hakyuu_001.sol", "hakyuu_002.sol"]
    assert "5 puzzles in" in stdout


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_puzzle_with_several_solutions_is_solved_with_a_warning_as_a_single_solve_gives(
    tmp_path: Path, jobs: str
) -> None:
    source = tmp_path / "in"
    source.mkdir()
    several = (
        "board7_nonunique.txt",
        "multiplesolutions1_nonunique.txt",
        "multiplesolutions2_nonunique.txt",
    )
    for name in several:
        shutil.copy(SPECIAL / name, source)
    shutil.copy(PUZZLES / "hakyuu_001.txt", source)  # unique: no word about it
    command = [sys.executable, "-m", "ripple_fp", "--batch", "--jobs", jobs]
    done = subprocess.run(
        [*command, str(source), str(tmp_path / "out")], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0
    warned = [f"{name}: warning: more than one solution; the one written is one of them "
              "(--count N counts them)" for name in several]  # fmt: skip
    assert sorted(done.stderr.splitlines()) == warned
    assert "4 puzzles in " in done.stdout
    assert "4 solved, 0 without solution, 0 invalid, 0 failed" in done.stdout
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == [
        "board7_nonunique.sol", "hakyuu_001.sol",
        "multiplesolutions1_nonunique.sol", "multiplesolutions2_nonunique.sol",
    ]  # fmt: skip


def _lines(stream: IO[str]) -> queue.Queue[str]:
    """The lines of ``stream`` as they come, read on a thread (``""`` at its end)."""
    lines: queue.Queue[str] = queue.Queue()

    def read() -> None:
        for line in stream:
            lines.put(line)
        lines.put("")

    threading.Thread(target=read, daemon=True).start()
    return lines


@pytest.mark.parametrize(
    ("signum", "code", "word"),
    [(signal.SIGINT, 130, "interrupted"), (signal.SIGTERM, 143, "terminated")],
)
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_signal_mid_batch_still_gives_the_summary_of_what_finished(
    tmp_path: Path, signum: int, code: int, word: str, jobs: str
) -> None:
    source = tmp_path / "in"
    source.mkdir()
    shutil.copy(PUZZLES / "hakyuu_001.txt", source / "a.txt")
    shutil.copy(SPECIAL / "nosolution_from_janko_002.txt", source / "b.txt")
    shutil.copy(DATA / "hard-06.txt", source / "c.txt")  # minutes with mrv
    command = [sys.executable, "-m", "ripple_fp", "--batch", "--jobs", jobs, "--strategy", "mrv"]
    run = subprocess.Popen(
        [*command, str(source), str(tmp_path / "out")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    assert run.stdout is not None
    assert run.stderr is not None
    said, solved = _lines(run.stderr), tmp_path / "out" / "a.sol"
    try:  # the two quick files are done (b's line, a's solution) while c.txt runs
        assert said.get(timeout=60) == "b.txt: no solution\n"
        until(solved.exists, 60)
        os.killpg(run.pid, signum)  # as a terminal sends Ctrl-C; SIGTERM to all alike
        out = run.stdout.read()
        assert run.wait(timeout=30) == code
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
    rest = []
    while (line := said.get(timeout=10)) != "":
        rest.append(line)
    run.stdout.close()  # both read to their end
    run.stderr.close()
    assert out.startswith("3 puzzles in ")
    assert ": 1 solved, 1 without solution, 0 invalid, 0 failed, 1 unfinished\n" in out
    assert rest == [f"ripple-effect: {word}\n"]
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["a.sol"]


def test_a_puzzle_of_another_kind_is_one_line_naming_its_kind(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder, out = tmp_path / "in", tmp_path / "out"
    folder.mkdir()
    shutil.copy(DATA / "creek" / "001.txt", folder / "creek.txt")
    shutil.copy(PUZZLES / "hakyuu_001.txt", folder)
    assert main(["--batch", str(folder), str(out)]) == 1
    stdout, stderr = capsys.readouterr()
    assert stderr.splitlines() == [
        "creek.txt: invalid: not a Ripple Effect puzzle but a Creek puzzle (--puzzle creek)"
    ]
    assert "1 solved, 0 without solution, 1 invalid, 0 failed" in stdout
