"""``ripple-effect-check``: the viewer, the verdicts in the course's wording, exit codes."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ripple_fp.commands.replies import EXIT_CORRECT, EXIT_ERROR, EXIT_VIOLATIONS
from ripple_fp.shell.main import ripple_effect as solve_main
from ripple_fp.shell.main import ripple_effect_check as main

from ..conftest import PUZZLES, SPECIAL, solved_puzzles

EXAMPLE = PUZZLES / "hakyuu_001.txt"
SMALL = "1 1\n2 2\n\n- 1\n- -\n"  # its solution is 2 1 / 1 2
SMALL_GRID = """\
┏━━━┯━━━┓
┃ {} │ {} ┃
┣━━━┿━━━┫
┃ {} │ {} ┃
┗━━━┷━━━┛
"""


def check(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


@pytest.fixture
def small(tmp_path: Path) -> Path:
    path = tmp_path / "small.txt"
    path.write_text(SMALL)
    return path


def claim(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "claim.txt"
    path.write_text(text)
    return path


def test_one_argument_draws_the_puzzle(small: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert check(capsys, small) == (EXIT_CORRECT, SMALL_GRID.format(" ", 1, " ", " "), "")


def test_a_correct_solution(
    small: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = check(capsys, small, claim(tmp_path, "2 1\n1 2\n"))
    assert code == EXIT_CORRECT
    assert out == SMALL_GRID.format(2, 1, 1, 2) + "Solution correct\n"


def test_a_changed_given(small: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = check(capsys, small, claim(tmp_path, "1 2\n2 1\n"))
    assert code == EXIT_VIOLATIONS
    assert out == SMALL_GRID.format(1, 2, 2, 1) + "Expected 1 in position (1,2), found 2\n"


def test_a_broken_room(small: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = check(capsys, small, claim(tmp_path, "2 1\n2 2\n"))
    assert code == EXIT_VIOLATIONS
    assert out.split("┛\n")[1] == (
        "Room at positions (2,1), (2,2) violates Room Rule:\n"
        "Missing values: 1\n"
        "Duplicate values: 2\n"
        "Cells at positions (1,1) and (2,1) violate cross rule:\n"
        "Value in both cells: 2\n"
        "Distance between cells: 1\n"
        "Cells at positions (2,1) and (2,2) violate cross rule:\n"
        "Value in both cells: 2\n"
        "Distance between cells: 1\n"
    )


def test_a_broken_cross_rule(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    puzzle = tmp_path / "row.txt"
    puzzle.write_text("1 2\n\n- -\n")
    code, out, _ = check(capsys, puzzle, claim(tmp_path, "1 1\n"))
    assert code == EXIT_VIOLATIONS
    assert out.endswith(
        "Cells at positions (1,1) and (1,2) violate cross rule:\n"
        "Value in both cells: 1\n"
        "Distance between cells: 1\n"
    )


def test_the_assignment_example_lists_every_violation_kind(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = (PUZZLES / "hakyuu_001.sol").read_text().splitlines()
    rows[0] = "1 3 1 2 3 1 2 1"
    code, out, _ = check(capsys, EXAMPLE, claim(tmp_path, "\n".join(rows) + "\n"))
    assert code == EXIT_VIOLATIONS
    verdict = out.split("┛\n")[1].splitlines()
    assert verdict[0] == "Expected 4 in position (1,2), found 3"
    assert verdict[1].startswith("Room at positions (1,1), (1,2), (2,1)")
    assert "Cells at positions (1,2) and (1,5) violate cross rule:" in verdict


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("2 1\n", "line 2: expected 2 rows, found 1"),
        ("2 1\n1 2 3\n", "line 2: expected 2 numbers, found 3"),
        ("2 1\n1 two\n", "line 2, column 3: 'two' is not a whole number"),
        ("", "line 1: the file is empty"),
    ],
)
def test_a_solution_of_the_wrong_shape_or_with_words(
    small: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str
) -> None:
    bad = claim(tmp_path, text)
    code, out, err = check(capsys, small, bad)
    assert (code, out) == (EXIT_ERROR, "")
    assert err == f"ripple-effect-check: {bad} is not a solution of this puzzle: {message}\n"


def test_usage_and_unreadable_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = check(capsys)
    assert code == EXIT_ERROR
    assert err.startswith("usage: ripple-effect-check")
    assert check(capsys, "a", "b", "c")[0] == EXIT_ERROR
    code, _, err = check(capsys, tmp_path / "missing.txt")
    assert code == EXIT_ERROR
    assert "cannot read" in err
    bad = tmp_path / "bad.txt"
    bad.write_text("1 1\n\n- x\n")
    code, _, err = check(capsys, bad)
    assert code == EXIT_ERROR
    assert "is not a Ripple Effect puzzle: line 3, column 3" in err


@pytest.mark.parametrize(
    "puzzle",
    [*solved_puzzles(), SPECIAL / "multiplesolutions2_nonunique.txt"],
    ids=lambda p: p.stem,
)
def test_what_ripple_effect_writes_the_checker_accepts(
    puzzle: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "solution.txt"
    assert solve_main([str(puzzle), str(out)]) == 0
    code, text, _ = check(capsys, puzzle, out)
    assert code == EXIT_CORRECT
    assert text.endswith("Solution correct\n")


def test_svg_of_a_checked_solution_shades_the_faulty_cells(
    small: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    picture = tmp_path / "claim.svg"
    assert check(capsys, "--svg", picture, small, claim(tmp_path, "2 1\n2 2\n"))[0] == 1
    root = ET.fromstring(picture.read_text())
    faulty = {
        (g.attrib["data-row"], g.attrib["data-col"])
        for g in root.iter("{http://www.w3.org/2000/svg}g")
        if "faulty" in g.attrib.get("class", "").split()
    }
    assert faulty == {("1", "1"), ("2", "1"), ("2", "2")}


def test_svg_of_a_puzzle_and_of_a_solved_puzzle(
    small: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert check(capsys, "--svg", tmp_path / "puzzle.svg", small)[0] == EXIT_CORRECT
    assert "<title>Puzzle</title>" in (tmp_path / "puzzle.svg").read_text()
    assert solve_main(["--svg", str(tmp_path / "s.svg"), str(small), str(tmp_path / "s.txt")]) == 0
    solved = ET.fromstring((tmp_path / "s.svg").read_text())
    texts = [t.text for t in solved.iter("{http://www.w3.org/2000/svg}text")]
    assert texts == ["2", "1", "1", "2"]


def test_an_unwritable_svg_is_an_error(
    small: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = check(capsys, "--svg", tmp_path / "no" / "p.svg", small)
    assert code == EXIT_ERROR
    assert "cannot write" in err


def test_the_installed_checker_runs(tmp_path: Path) -> None:
    script = Path(sys.executable).parent / "ripple-effect-check"
    if not script.exists():
        pytest.skip("ripple-effect-check is not installed beside this Python")
    done = subprocess.run(
        [str(script), str(EXAMPLE), str(PUZZLES / "hakyuu_001.sol")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.endswith("Solution correct\n")


JANKO = Path(__file__).resolve().parent.parent / "data" / "janko-native"


def test_a_janko_file_with_a_solution_checks_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    hakyuu = JANKO / "hakyuu_001.x-janko"
    code, report, _ = check(capsys, hakyuu)
    assert (code, report.splitlines()[-1]) == (EXIT_CORRECT, "Solution correct")
    spoiled = tmp_path / "spoiled.x-janko"
    spoiled.write_text(hakyuu.read_text().replace("\n1 4 1 2 3 1 2 1\n", "\n1 4 1 2 3 1 1 2\n"))
    code, report, _ = check(capsys, spoiled)
    assert code == EXIT_VIOLATIONS
    assert "Solution correct" not in report
    code, report, _ = check(capsys, spoiled, PUZZLES / "hakyuu_001.sol")
    assert (code, report.splitlines()[-1]) == (EXIT_CORRECT, "Solution correct")


def test_a_janko_file_without_a_solution_is_drawn(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    unsolved = tmp_path / "unsolved.x-janko"
    unsolved.write_text(
        (JANKO / "hakyuu_001.x-janko").read_text().split("solution\n")[0] + "end\n"
    )
    code, report, _ = check(capsys, unsolved)
    assert code == EXIT_CORRECT
    assert "Solution" not in report


def test_a_janko_solution_of_the_wrong_shape_is_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    short = tmp_path / "short.x-janko"
    short.write_text(
        (JANKO / "hakyuu_001.x-janko").read_text().replace("\n2 1 3 5 4 1 6 1\n", "\n")
    )
    code, _, err = check(capsys, short)
    assert code == EXIT_ERROR
    assert err == (
        f"ripple-effect-check: {short} is not a solution of this puzzle: line 35: "
        "'solution' has 7 rows, expected 8\n"
    )
