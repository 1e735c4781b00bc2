"""A puzzle's kind from its janko.at text: ``ripple-fp solve IN OUT`` (and check,
count, convert, batch) need no ``--puzzle`` for a janko.at file, standard input
included; ``ripple-effect`` solves janko.at's Hakyuu and says which command solves
another kind; a kind named on the command line is held to what the file says."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from ripple_fp.commands import Solve
from ripple_fp.kinds.errors import EXIT_MALFORMED, EXIT_NO_SOLUTION, EXIT_SOLVED, EXIT_USAGE
from ripple_fp.shell.main import ripple_effect, ripple_fp
from ripple_fp.shell.picking import picked

from ..conftest import DATA, PUZZLES

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


@pytest.mark.parametrize("name", COURSE)
def test_solve_needs_no_puzzle_option_for_a_janko_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    out = tmp_path / "out.sol"
    code, _, err = run(capsys, ripple_fp, "solve", NATIVE / f"{name}.x-janko", out)
    assert (code, err) == (EXIT_SOLVED, "")
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
    assert (done.returncode, done.stderr) == (0, "")
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
    assert (code, err) == (EXIT_SOLVED, "")
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
    assert run(capsys, ripple_fp, "solve", "--puzzle", "ripple", hakyuu, "-")[2] == ""
    assert run(capsys, ripple_fp, "solve", NATIVE / "hakyuu_001.x-janko", "-")[2] == ""
    assert run(capsys, ripple_fp, "solve", DATA / "creek" / "010.txt", "-")[0] == EXIT_MALFORMED


def test_picked_leaves_a_named_kind_and_an_unreadable_file_alone(tmp_path: Path) -> None:
    named = Solve("creek", NATIVE / "hakyuu_001.x-janko", tmp_path / "o", "ripple-fp solve")
    assert picked(named).unwrap() is named
    missing = Solve(None, tmp_path / "missing", tmp_path / "o", "ripple-fp solve")
    assert picked(missing).unwrap().kind == "ripple"  # type: ignore[union-attr]
    janko = Solve(None, NATIVE / "tohuwavohu_001.x-janko", tmp_path / "o", "ripple-fp solve")
    assert picked(janko).unwrap().kind == "tohuwavohu"  # type: ignore[union-attr]


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
