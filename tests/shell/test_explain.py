"""``ripple-effect --explain IN [OUT]`` and ``--hint IN``, through ``main(argv)``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from ripple_fp.kinds.errors import EXIT_NO_SOLUTION, EXIT_SOLVED, EXIT_UNREADABLE, EXIT_USAGE

from ..conftest import DATA, PUZZLES, SPECIAL
from .test_solve import run

EXAMPLE = PUZZLES / "hakyuu_001.txt"
NO_SOLUTION = SPECIAL / "nosolution_from_janko_002.txt"


def test_explain_prints_every_step_numbered_and_the_grade(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(capsys, "--explain", EXAMPLE)
    lines = out.splitlines()
    assert (code, err) == (EXIT_SOLVED, "")
    assert lines[0].startswith("  1. room rule: r1c2 is 4, so no other cell of room 1 is 4")
    assert lines[-2] == "130. naked single: r8c8 can only hold 1."
    assert lines[-1] == "grade: easy: naked single 51 times, no guess (130 steps)"


def test_explain_writes_the_solution_when_given_an_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "solution.txt"
    code, out, _ = run(capsys, "--explain", "--show", EXAMPLE, target)
    assert code == EXIT_SOLVED
    assert target.read_text() == (PUZZLES / "hakyuu_001.sol").read_text()
    assert "┏" in out  # --show draws the solved grid after the steps


def test_explain_to_standard_output_prints_the_solution_last(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "--explain", EXAMPLE, "-")
    solution = (PUZZLES / "hakyuu_001.sol").read_text()
    assert code == EXIT_SOLVED
    assert out.endswith(solution)


def test_explain_shows_where_a_puzzle_without_solution_ends(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "solution.txt"
    code, out, _ = run(capsys, "--explain", NO_SOLUTION, target)
    lines = out.splitlines()
    assert code == EXIT_NO_SOLUTION
    assert lines[-2].endswith("has no value left, so the puzzle has no solution.")
    assert lines[-1] == "This puzzle has no solution"
    assert not target.exists()


def test_a_hint_is_the_next_placement_and_why(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--hint", EXAMPLE)
    assert code == EXIT_SOLVED
    assert out.splitlines() == [
        "next: naked single: r1c3 can only hold 1.",
        "  because cross rule: r2c3 is 2, so no cell within 2 of it in its row or column is 2: "
        "r1c3, r3c3, r2c1 lose 2.",
    ]


def test_a_hint_names_filled_cells_that_break_a_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = EXAMPLE.read_text().splitlines()
    first_values = lines.index("") + 1
    lines[first_values] = "4 4 - - 3 1 - -"  # r1c1 = 4 in the room of r1c2 = 4
    filled = tmp_path / "filled.txt"
    filled.write_text("\n".join(lines) + "\n")
    code, out, _ = run(capsys, "--hint", filled)
    assert code == EXIT_NO_SOLUTION
    assert out == "r1c1 and r1c2 are both 4, against the room rule: one is wrong.\n"


def test_a_hint_names_the_suspect_when_no_rule_is_broken_yet(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = EXAMPLE.read_text().splitlines()
    first_values = lines.index("") + 1
    lines[first_values] = "2 4 - - 3 1 - -"  # r1c1 is 1 in the solution
    filled = tmp_path / "filled.txt"
    filled.write_text("\n".join(lines) + "\n")
    code, out, _ = run(capsys, "--hint", filled)
    assert code == EXIT_NO_SOLUTION
    assert out.startswith("No solution from here (as filled, ")
    assert out.endswith(": r1c1 is wrong.\n")


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (["--explain", "--hint", "IN"], "argument --hint: not allowed with argument --explain"),
        (
            ["--explain", "--strategy", "mrv", "IN"],
            "--strategy: not allowed with argument --explain",
        ),
        (["--explain", "--timeout", "3", "IN"], "--timeout: not allowed with argument --explain"),
        (["--hint", "IN", "OUT"], "--hint prints its answer: no output file"),
        (["--hint", "--show", "IN"], "argument --show: not allowed with argument --hint"),
        (
            ["--explain", "--batch", "IN", "OUT"],
            "argument --batch: not allowed with argument --explain",
        ),
    ],
)
def test_explain_and_hint_refuse_what_they_cannot_honour(
    capsys: pytest.CaptureFixture[str], args: list[str], reason: str
) -> None:
    code, _, err = run(capsys, *args)
    assert code == EXIT_USAGE
    assert reason in err


def test_an_unreadable_puzzle_is_the_usual_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "--explain", "no/such/file.txt")
    assert code == EXIT_UNREADABLE
    assert err == "ripple-effect: cannot read no/such/file.txt: no such file or directory\n"


def test_explain_with_svg_writes_a_page_of_one_picture_per_step(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    page, target = tmp_path / "steps.html", tmp_path / "solution.txt"
    code, _, _ = run(capsys, "--explain", "--svg", page, EXAMPLE, target)
    assert code == EXIT_SOLVED
    html = page.read_text()
    assert html.startswith("<!DOCTYPE html>")
    assert html.count("<section ") == 130
    assert "<title>hakyuu_001.txt, step by step</title>" in html
    assert target.read_text() == (PUZZLES / "hakyuu_001.sol").read_text()
    code, _, _ = run(capsys, "--explain", "--svg", tmp_path / "none.html", NO_SOLUTION)
    assert code == EXIT_NO_SOLUTION
    assert not (tmp_path / "none.html").exists()


SCRIPT = Path(sys.executable).parent / "ripple-fp"

KIND_SAMPLES = {
    "0hh1": PUZZLES / "0hh1" / "002.txt",
    "tohuwavohu": PUZZLES / "tohuwavohu" / "001.txt",
    "suguru": DATA / "suguru" / "001.txt",
    "vergleich": PUZZLES / "vergleich" / "001.txt",
    "creek": PUZZLES / "creek" / "001.txt",
}


def ripple_fp(*args: object, cwd: Path) -> subprocess.CompletedProcess[str]:
    """The installed ``ripple-fp`` script, run for real."""
    command = [str(SCRIPT), *map(str, args)]
    return subprocess.run(
        command, capture_output=True, text=True, check=False, cwd=cwd, timeout=600
    )


@pytest.mark.parametrize("kind", list(KIND_SAMPLES))
def test_every_kind_explains_through_the_script(kind: str, tmp_path: Path) -> None:
    """``ripple-fp explain --puzzle KIND IN OUT``: numbered steps, the grade, and the
    solution written (no more "no explainer yet")."""
    sample = KIND_SAMPLES[kind]
    done = ripple_fp("explain", "--puzzle", kind, sample, tmp_path / "out.sol", cwd=tmp_path)
    lines = done.stdout.splitlines()
    assert (done.returncode, done.stderr) == (EXIT_SOLVED, "")
    assert lines[0].lstrip().startswith("1. ")
    assert lines[-1].startswith("grade: ")
    assert (tmp_path / "out.sol").read_text() == sample.with_suffix(".sol").read_text()


@pytest.mark.parametrize("kind", list(KIND_SAMPLES))
def test_every_kind_hints_through_the_script(kind: str, tmp_path: Path) -> None:
    done = ripple_fp("hint", "--puzzle", kind, KIND_SAMPLES[kind], cwd=tmp_path)
    assert (done.returncode, done.stderr) == (EXIT_SOLVED, "")
    assert done.stdout.startswith("next: ")


def test_a_hint_names_a_wrong_cell_of_a_position(tmp_path: Path) -> None:
    """A 0h h1 position with one cell filled against the solution: exit 1, and the cells
    to blame."""
    rows = KIND_SAMPLES["0hh1"].read_text().splitlines()
    solution = KIND_SAMPLES["0hh1"].with_suffix(".sol").read_text().split()
    first = rows[0].split()
    column = first.index(".")
    right = solution[column]
    first[column] = "R" if right == "B" else "B"
    position = tmp_path / "position.txt"
    position.write_text("\n".join([" ".join(first), *rows[1:]]) + "\n")
    done = ripple_fp("hint", "--puzzle", "0hh1", position, cwd=tmp_path)
    assert done.returncode == EXIT_NO_SOLUTION
    assert done.stdout.startswith("No solution from here")
    assert f"r1c{column + 1}" in done.stdout


def test_a_kind_on_the_shared_explainer_writes_its_page_of_steps(tmp_path: Path) -> None:
    page = tmp_path / "steps.html"
    sample = KIND_SAMPLES["vergleich"]
    done = ripple_fp("explain", "--puzzle", "vergleich", "--svg", page, sample, cwd=tmp_path)
    steps = len(done.stdout.splitlines()) - 1
    assert done.returncode == EXIT_SOLVED
    assert page.read_text().startswith("<!DOCTYPE html>")
    assert page.read_text().count("<section ") == steps


def test_a_grid_filled_in_wrongly_to_the_last_cell_has_no_solution(tmp_path: Path) -> None:
    """Every cell filled, two swapped: the explanation is its dead end, not a solution
    the referee would refuse."""
    solution = KIND_SAMPLES["0hh1"].with_suffix(".sol").read_text()
    swapped = tmp_path / "swapped.txt"
    swapped.write_text(("B R" if solution.startswith("R B") else "R B") + solution[3:])
    done = ripple_fp("explain", "--puzzle", "0hh1", swapped, tmp_path / "out.sol", cwd=tmp_path)
    assert (done.returncode, done.stderr) == (EXIT_NO_SOLUTION, "")
    assert done.stdout.splitlines() == [
        "1. balance: column 1 has more than half its cells blue, so the puzzle has no solution.",
        "This puzzle has no solution",
    ]
    assert not (tmp_path / "out.sol").exists()
