"""``ripple-fp MODE --puzzle suguru``: the commands take Suguru with nothing of their own
changed (solve, check, count, batch, several processes, pictures, the URL)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ripple_fp.commands.replies import EXIT_CORRECT, EXIT_VIOLATIONS
from ripple_fp.kinds.errors import EXIT_SEVERAL, EXIT_SOLVED
from ripple_fp.shell.main import ripple_fp

from .samples import DATA, PZPRJS

SAMPLE = DATA / "001.txt"


def without_givens(folder: Path) -> Path:
    """The sample's rooms with every cell empty: a puzzle of many solutions."""
    rooms, _ = SAMPLE.read_text().split("\n\n")
    bare = folder / "bare.txt"
    bare.write_text(rooms + "\n\n" + "- - - - - -\n" * 6)
    return bare


def run(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    code = ripple_fp([str(arg) for arg in args])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def test_solve_writes_the_solution_and_check_accepts_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out, svg = tmp_path / "001.sol", tmp_path / "001.svg"
    options = ("--puzzle", "suguru", "--show", "--svg", svg)
    code, shown, _ = run(capsys, "solve", *options, SAMPLE, out)
    assert code == EXIT_SOLVED
    assert shown.splitlines()[1] == "┃ 4 │ 2 ┃ 1 ┃ 5 │ 1 │ 2 ┃"
    assert out.read_text() == SAMPLE.with_suffix(".sol").read_text()
    assert svg.read_text().startswith("<svg")
    code, report, _ = run(capsys, "check", "--puzzle", "suguru", SAMPLE, out)
    assert (code, report.splitlines()[-1]) == (EXIT_CORRECT, "Solution correct")


def test_check_names_what_a_wrong_solution_breaks_and_draws_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    claim, svg = tmp_path / "claim.sol", tmp_path / "claim.svg"
    rows = SAMPLE.with_suffix(".sol").read_text().splitlines()
    claim.write_text("\n".join(["2 2 1 5 1 2", *rows[1:]]) + "\n")  # (1,1) was a given 4
    code, report, _ = run(capsys, "check", "--puzzle", "suguru", "--svg", svg, SAMPLE, claim)
    assert code == EXIT_VIOLATIONS
    assert "Expected 4 in position (1,1), found 2" in report
    assert "Cells at positions (1,1) and (1,2) violate touch rule:" in report
    assert "faulty" in svg.read_text()


def test_count_proves_a_published_puzzle_unique_and_finds_several_without_givens(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(capsys, "count", "--puzzle", "suguru", "--unique", SAMPLE)[:2] == (0, "unique\n")
    bare = without_givens(tmp_path)
    code, _, _ = run(capsys, "count", "--puzzle", "suguru", "--unique", bare)
    assert code == EXIT_SEVERAL
    code, out, _ = run(capsys, "count", "--puzzle", "suguru", "--up-to", "2", bare)
    assert (code, out.splitlines()[0]) == (EXIT_SOLVED, "2")


def test_two_processes_a_batch_and_a_url_work_as_for_every_kind(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bare, out = without_givens(tmp_path), tmp_path / "bare.sol"
    code, _, err = run(capsys, "solve", "--puzzle", "suguru", "--jobs", "2", "--stats", bare, out)
    assert code == EXIT_SOLVED
    assert err.startswith("lookahead, 2 worker(s): ")
    assert run(capsys, "check", "--puzzle", "suguru", bare, out)[0] == EXIT_CORRECT
    code, summary, _ = run(capsys, "batch", "--puzzle", "suguru", DATA, tmp_path / "all")
    assert code == EXIT_SOLVED
    assert summary.startswith("30 puzzles in ")
    assert " 30 solved, 0 without solution, 0 invalid, 0 failed" in summary
    for path in DATA.glob("*.txt"):
        assert (tmp_path / "all" / path.with_suffix(".sol").name).read_text() == (
            path.with_suffix(".sol").read_text()
        )
    url = PZPRJS.with_suffix(".url")
    code, written, _ = run(capsys, "convert", "--puzzle", "suguru", "--to", "url", PZPRJS, "-")
    assert (code, written) == (EXIT_SOLVED, url.read_text())
    assert run(capsys, "solve", "--puzzle", "suguru", url, tmp_path / "u")[0] == EXIT_SOLVED
    assert (tmp_path / "u").read_text() == PZPRJS.with_suffix(".sol").read_text()


def test_a_wrong_strategy_lists_suguru_s_own(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "solve", "--puzzle", "suguru", "--strategy", "sealed", "a", "b")
    assert code == 2
    assert "choose from 'mrv', 'full', 'lookahead'" in err
