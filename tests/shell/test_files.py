"""Files as IOResult values: reading, parsing and writing, all or nothing; a puzzle read
once, its kind the one named, else the one its janko.at text names (``ripple-fp solve
IN OUT`` needs no ``--puzzle`` for a janko.at file, standard input included), else
Ripple Effect; ``ripple-effect`` solves janko.at's Hakyuu and says which command solves
another kind; a kind named on the command line is held to what the file says."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from returns.io import IOFailure, IOSuccess
from returns.pipeline import is_successful

from ripple_fp.commands import Url, source
from ripple_fp.creek import CREEK
from ripple_fp.kinds.errors import (
    EXIT_MALFORMED,
    EXIT_NO_SOLUTION,
    EXIT_SOLVED,
    EXIT_USAGE,
    Malformed,
    OtherKind,
    Unreadable,
    Unwritable,
)
from ripple_fp.kinds.kind import SomeKind
from ripple_fp.ripple import RIPPLE
from ripple_fp.shell.files import (
    load,
    make_folder,
    read_puzzle,
    read_solution,
    write_atomically,
)
from ripple_fp.shell.main import ripple_effect, ripple_fp

from ..conftest import DATA, PUZZLES, load_problem

CREEK_DATA = DATA / "creek"


def test_a_puzzle_is_read_and_parsed() -> None:
    assert read_puzzle(RIPPLE, PUZZLES / "hakyuu_001.txt") == IOSuccess(
        load_problem(PUZZLES / "hakyuu_001.txt")
    )


def test_what_cannot_be_read_or_parsed_is_a_failure_value(tmp_path: Path) -> None:
    missing = tmp_path / "missing.txt"
    assert read_puzzle(RIPPLE, missing) == IOFailure(
        Unreadable(str(missing), "no such file or directory")
    )
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"1 1\n\n- \xff\n")
    result = read_puzzle(RIPPLE, bad)
    assert not is_successful(result)
    assert isinstance(result.failure()._inner_value, Malformed)


def test_each_kind_reads_its_own_format_and_is_named_in_the_error(tmp_path: Path) -> None:
    problem = read_puzzle(CREEK, CREEK_DATA / "001.txt")
    assert is_successful(problem)
    assert is_successful(problem.bind(lambda p: read_solution(CREEK, CREEK_DATA / "001.sol", p)))
    ripple = tmp_path / "ripple.txt"
    ripple.write_text("1 1\n\n- -\n")
    failed = read_puzzle(CREEK, ripple).failure()._inner_value
    assert isinstance(failed, OtherKind)
    assert failed.what == "Creek puzzle"
    assert failed.kinds == (("ripple", "Ripple Effect puzzle"), ("suguru", "Suguru puzzle"))
    ripple.write_text("1 1\n\n- x\n")
    failed = read_puzzle(CREEK, ripple).failure()._inner_value
    assert isinstance(failed, Malformed)
    assert failed.what == "Creek puzzle"


def test_a_solution_is_read_against_the_puzzle_layout(tmp_path: Path) -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    assert is_successful(read_solution(RIPPLE, PUZZLES / "hakyuu_001.sol", problem))
    short = tmp_path / "short.sol"
    short.write_text("1 2\n")
    assert not is_successful(read_solution(RIPPLE, short, problem))


def test_writing_replaces_the_whole_file_or_nothing(tmp_path: Path) -> None:
    target = tmp_path / "out.txt"
    target.write_text("old\n")
    assert write_atomically(target, "new\n") == IOSuccess(None)
    assert target.read_text() == "new\n"
    assert write_atomically(tmp_path, "x") == IOFailure(
        Unwritable(str(tmp_path), "is a directory")
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.txt"]


def test_a_folder_is_made_with_its_parents(tmp_path: Path) -> None:
    assert make_folder(tmp_path / "a" / "b") == IOSuccess(None)
    assert (tmp_path / "a" / "b").is_dir()
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert not is_successful(make_folder(blocker / "c"))


def test_a_url_is_read_as_typed_unless_a_file_has_its_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    url = source("https://puzz.link/p?ripple/4/4/9n8rigk14h32k")
    assert isinstance(url, Url)
    assert is_successful(read_puzzle(RIPPLE, url))
    tail = source("ripple/4/4/example.txt")
    assert isinstance(tail, Url)
    failed = read_puzzle(RIPPLE, tail).failure()._inner_value
    assert isinstance(failed, Malformed)
    assert failed.path == "ripple/4/4/example.txt"
    (tmp_path / "ripple" / "4" / "4").mkdir(parents=True)
    (tmp_path / "ripple" / "4" / "4" / "example.txt").write_text(
        (PUZZLES / "hakyuu_001.txt").read_text()
    )
    assert read_puzzle(RIPPLE, tail) == read_puzzle(RIPPLE, PUZZLES / "hakyuu_001.txt")


# --- a puzzle read once, with its kind -------------------------------------------------

NATIVE = DATA / "janko-native"
COURSE = {
    "hakyuu_001": PUZZLES / "hakyuu_001.sol",
    "creek_010": DATA / "creek" / "010.sol",
    "suguru_007": DATA / "suguru" / "007.sol",
    "tohuwavohu_011": DATA / "takuzu" / "tohuwavohu" / "011.sol",
}
"""A janko.at file of each kind, and its solution in the course format."""


def run(
    capsys: pytest.CaptureFixture[str], main: Callable[[list[str]], int], *args: object
) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def unique(puzzle: object) -> str:
    """What ``ripple-fp solve`` says of a puzzle it proved to have one solution."""
    return f"ripple-fp solve: {puzzle} has a unique solution\n"


@pytest.mark.parametrize("name", COURSE)
def test_solve_needs_no_puzzle_option_for_a_janko_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    out = tmp_path / "out.sol"
    code, _, err = run(capsys, ripple_fp, "solve", NATIVE / f"{name}.x-janko", out)
    assert (code, err) == (EXIT_SOLVED, unique(NATIVE / f"{name}.x-janko"))
    assert out.read_text() == COURSE[name].read_text()


def test_the_installed_command_reads_a_janko_file_on_standard_input() -> None:
    script = Path(sys.executable).parent / "ripple-fp"
    if not script.exists():
        pytest.skip("ripple-fp is not installed beside this Python")
    done = subprocess.run(
        [str(script), "solve", "-", "-"],
        input=(NATIVE / "creek_010.x-janko").read_text(),
        capture_output=True,
        text=True,
        check=False,
    )
    assert (done.returncode, done.stderr) == (0, unique("-"))
    assert done.stdout == COURSE["creek_010"].read_text()


def test_ripple_effect_solves_janko_hakyuu_and_names_the_command_for_another_kind(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out.sol"
    assert run(capsys, ripple_effect, NATIVE / "hakyuu_450.x-janko", out)[0] == EXIT_SOLVED
    assert out.read_text() == (DATA / "corpus" / "janko" / "hakyuu_450.sol").read_text()
    creek = NATIVE / "creek_001.x-janko"
    code, _, err = run(capsys, ripple_effect, creek, out)
    assert code == EXIT_MALFORMED
    assert err == (
        f"ripple-effect: {creek} is not a Ripple Effect puzzle but a Creek puzzle: "
        f"ripple-fp solve --puzzle creek {creek} {out} solves it\n"
    )


def test_a_kind_nobody_solves_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sudoku = tmp_path / "sudoku.x-janko"
    sudoku.write_text("begin\npuzzle sudoku\nsize 9\nend\n")
    code, out, err = run(capsys, ripple_fp, "solve", sudoku, tmp_path / "out.sol")
    assert (code, out) == (EXIT_MALFORMED, "")
    assert err == (
        f"ripple-fp solve: {sudoku} is not a Ripple Effect puzzle: line 2: a janko.at text of "
        "sudoku, a puzzle ripple_fp does not solve (it reads janko.at's hakyuu, creek, "
        "tohuwavohu, suguru)\n"
    )


def test_a_named_kind_is_held_to_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    hakyuu = NATIVE / "hakyuu_001.x-janko"
    code, _, err = run(capsys, ripple_fp, "solve", "--puzzle", "creek", hakyuu, tmp_path / "o")
    assert code == EXIT_MALFORMED
    assert f"{hakyuu} is not a Creek puzzle but a Ripple Effect puzzle: " in err


def test_the_kinds_own_strategies_and_formats_are_checked_once_it_is_known(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    creek, hakyuu = NATIVE / "creek_010.x-janko", NATIVE / "hakyuu_001.x-janko"
    out = tmp_path / "out.sol"
    assert run(capsys, ripple_fp, "solve", "--strategy", "sealed", creek, out)[0] == EXIT_SOLVED
    code, _, err = run(capsys, ripple_fp, "solve", "--strategy", "sealed", hakyuu, out)
    assert code == EXIT_USAGE
    assert err.startswith("ripple-fp solve: error: argument --strategy: invalid choice: 'sealed'")
    code, shown, err = run(capsys, ripple_fp, "explain", creek)
    assert (code, err) == (EXIT_SOLVED, "")
    assert shown.splitlines()[-1].startswith("grade: ")


def test_count_and_a_course_file_without_puzzle_option(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, ripple_fp, "count", "--unique", NATIVE / "suguru_007.x-janko")
    assert code == EXIT_SOLVED
    assert out
    assert (
        run(capsys, ripple_fp, "solve", PUZZLES / "hakyuu_001.txt", "-")[1]
        == (PUZZLES / "hakyuu_001.sol").read_text()
    )


def a_made_suguru(folder: Path) -> Path:
    """A Suguru as ``ripple-fp generate --puzzle suguru`` makes it: rooms and numbers,
    the course's text, which reads as a Ripple Effect puzzle too (one without
    solution)."""
    assert ripple_fp(["generate", "--puzzle", "suguru", "--size", "5x5", "--seed", "1",
                      str(folder)]) == EXIT_SOLVED  # fmt: skip
    return folder / "5x5-1-1.txt"


def test_ripple_fp_names_the_other_kinds_that_read_a_course_file_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    suguru = a_made_suguru(tmp_path / "made")
    capsys.readouterr()
    code, out, err = run(capsys, ripple_fp, "solve", suguru, "-")
    assert (code, out) == (EXIT_NO_SOLUTION, "This puzzle has no solution\n")
    assert err == (
        f"ripple-fp solve: note: {suguru} is read as a Ripple Effect puzzle, the default; it "
        "reads as a Suguru puzzle (--puzzle suguru) too\n"
    )
    code, out, err = run(capsys, ripple_fp, "solve", "--puzzle", "suguru", suguru, "-")
    assert (code, err) == (EXIT_SOLVED, unique(suguru))
    assert out == (tmp_path / "made" / "5x5-1-1.sol").read_text()
    for mode in (["count", "--unique"], ["explain"], ["hint"], ["convert", "--to", "url"]):
        code, _, err = run(capsys, ripple_fp, *mode, suguru, *(["-"] if "url" in mode else []))
        assert err.count(" note: ") == 1
        assert err.startswith(f"ripple-fp {mode[0]}: note: {suguru} is read as a Ripple Effect")


def test_the_course_command_says_nothing_of_other_kinds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    suguru = a_made_suguru(tmp_path / "made")
    capsys.readouterr()
    assert run(capsys, ripple_effect, suguru, tmp_path / "out.sol") == (
        EXIT_NO_SOLUTION,
        "This puzzle has no solution\n",
        "",
    )
    assert run(capsys, ripple_effect, PUZZLES / "hakyuu_001.txt", "-")[2] == ""


def test_no_note_when_the_kind_is_named_or_only_one_kind_reads_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    hakyuu = PUZZLES / "hakyuu_001.txt"
    assert run(capsys, ripple_fp, "solve", "--puzzle", "ripple", hakyuu, "-")[2] == unique(hakyuu)
    janko = NATIVE / "hakyuu_001.x-janko"
    assert run(capsys, ripple_fp, "solve", janko, "-")[2] == unique(janko)
    assert run(capsys, ripple_fp, "solve", DATA / "creek" / "010.txt", "-")[0] == EXIT_MALFORMED


def test_load_takes_the_kind_named_else_the_one_a_janko_text_names_else_the_default(
    tmp_path: Path,
) -> None:
    def kind_of(path: Path, named: SomeKind | None = None) -> object:
        return load(path, named, None, "ripple-fp solve").map(lambda got: got[0].kind.name)

    assert kind_of(NATIVE / "tohuwavohu_001.x-janko") == IOSuccess("tohuwavohu")
    assert kind_of(PUZZLES / "hakyuu_001.txt") == IOSuccess("ripple")
    named = load(NATIVE / "hakyuu_001.x-janko", CREEK, None, "ripple-fp solve")
    assert isinstance(named.failure()._inner_value, OtherKind)
    missing = tmp_path / "missing"
    assert kind_of(missing) == IOFailure(Unreadable(str(missing), "no such file or directory"))


READ_ONCE = [
    ["solve", NATIVE / "creek_010.x-janko", "-"],
    ["solve", PUZZLES / "hakyuu_001.txt", "-"],
    ["count", "--unique", NATIVE / "suguru_007.x-janko"],
    ["convert", "--to", "janko", NATIVE / "hakyuu_001.x-janko", "-"],
    ["check", NATIVE / "suguru_001.x-janko"],
    ["explain", NATIVE / "creek_010.x-janko"],
]


@pytest.mark.parametrize("args", READ_ONCE, ids=lambda args: str(args[0]))
def test_a_command_reads_its_puzzle_once(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], args: list[object]
) -> None:
    """Without ``--puzzle`` the kind is the file's: it is read once all the same, and
    once whatever the mode reads of it besides the puzzle (a janko.at text's fields and
    solution)."""
    puzzle = next(arg for arg in args if isinstance(arg, Path))
    opened: list[Path] = []
    real = Path.open

    def counted(self: Path, *how: Any, **more: Any) -> Any:
        if self.name == puzzle.name:
            opened.append(self)
        return real(self, *how, **more)

    monkeypatch.setattr(Path, "open", counted)
    assert run(capsys, ripple_fp, *args)[0] == EXIT_SOLVED
    assert len(opened) == 1


def test_batch_reads_janko_files_of_every_kind(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder, out = tmp_path / "in", tmp_path / "out"
    folder.mkdir()
    for name in COURSE:
        (folder / f"{name}.x-janko").write_bytes((NATIVE / f"{name}.x-janko").read_bytes())
    code, summary, _ = run(capsys, ripple_fp, "batch", folder, out)
    assert code == EXIT_SOLVED
    assert summary.startswith("4 puzzles")
    for name, solution in COURSE.items():
        assert (out / f"{name}.sol").read_text() == solution.read_text()
