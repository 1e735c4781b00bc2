"""``ripple-fp MODE --puzzle KIND``: every mode and every kind through the one command."""

from __future__ import annotations

from pathlib import Path

import pytest

from ripple_fp.commands.replies import EXIT_CORRECT, EXIT_VIOLATIONS
from ripple_fp.kinds import KIND_NAMES, kind_named
from ripple_fp.kinds.errors import EXIT_MALFORMED, EXIT_NO_SOLUTION, EXIT_SOLVED, EXIT_USAGE
from ripple_fp.shell.main import ripple_fp as main

from ..conftest import DATA, PUZZLES, SAMPLES, SPECIAL


def run(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


@pytest.mark.parametrize(("kind", "sample"), SAMPLES.items())
def test_solve_writes_each_kinds_solution_and_check_accepts_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str, sample: Path
) -> None:
    out = tmp_path / "s.sol"
    code, shown, _ = run(capsys, "solve", "--puzzle", kind, "--show", sample, out)
    assert code == EXIT_SOLVED
    assert shown
    assert out.read_text() == sample.with_suffix(".sol").read_text()
    code, report, _ = run(capsys, "check", "--puzzle", kind, sample, out)
    assert (code, report.splitlines()[-1]) == (EXIT_CORRECT, "Solution correct")


@pytest.mark.parametrize("kind", ["0hh1", "creek", "vergleich"])
def test_check_lists_what_a_wrong_solution_breaks_and_draws_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    sample = SAMPLES[kind]
    lines = sample.with_suffix(".sol").read_text().splitlines()
    claim, svg = tmp_path / "claim.sol", tmp_path / "claim.svg"
    claim.write_text("\n".join([lines[1], *lines[1:]]) + "\n")  # the first row replaced
    code, report, _ = run(capsys, "check", "--puzzle", kind, "--svg", svg, sample, claim)
    assert code == EXIT_VIOLATIONS
    assert "Solution correct" not in report
    assert "faulty" in svg.read_text()


def test_the_kind_is_named_in_the_message_and_the_program_in_its_prefix(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("1 1\n\n- x\n")
    code, _, err = run(capsys, "solve", "--puzzle", "creek", bad, tmp_path / "s")
    assert code == EXIT_MALFORMED
    assert err.startswith(f"ripple-fp solve: {bad} is not a Creek puzzle: line 1")


READERS = {
    "ripple": ("ripple", "suguru"),
    "suguru": ("ripple", "suguru"),
    "0hh1": ("0hh1", "tohuwavohu"),
    "tohuwavohu": ("0hh1", "tohuwavohu"),
    "creek": ("creek",),
    "vergleich": ("vergleich",),
}
"""The kinds whose parsers read each kind's files: the same formats read alike."""


@pytest.mark.parametrize("name", KIND_NAMES)
def test_a_puzzle_of_another_kind_is_named_with_the_command_that_solves_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    sample, out = SAMPLES[name], tmp_path / "s"
    kinds = READERS[name]
    asked = "vergleich" if name == "creek" else "creek"
    code, _, err = run(capsys, "solve", "--puzzle", asked, sample, out)
    assert code == EXIT_MALFORMED
    title = kind_named(asked).title
    titles = " or ".join(f"a {kind_named(kind).title}" for kind in kinds)
    others = "".join(f" (or --puzzle {kind})" for kind in kinds[1:])
    assert err == (
        f"ripple-fp solve: {sample} is not a {title} but {titles}: "
        f"ripple-fp solve --puzzle {kinds[0]} {sample} {out} solves it{others}\n"
    )
    assert not out.exists()


def test_without_puzzle_it_solves_ripple_effect(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(capsys, "solve", SAMPLES["ripple"], tmp_path / "s")[0] == EXIT_SOLVED


def test_a_puzzle_without_solution_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    puzzle = tmp_path / "none.txt"
    puzzle.write_text("R R R .\n. . . .\n. . . .\n. . . .\n")
    code, out, _ = run(capsys, "solve", "--puzzle", "0hh1", puzzle, tmp_path / "s")
    assert (code, out) == (EXIT_NO_SOLUTION, "This puzzle has no solution\n")


def test_several_processes_and_batch_work_for_every_kind(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    creek = SAMPLES["creek"]
    code, _, err = run(
        capsys, "solve", "--puzzle", "creek", "--jobs", "2", "--stats", creek, tmp_path / "c"
    )
    assert code == EXIT_SOLVED
    assert err.startswith("lookahead, ")
    code, summary, _ = run(
        capsys, "batch", "--puzzle", "vergleich", DATA / "vergleich", tmp_path / "v"
    )
    solved = sorted(p.name for p in (tmp_path / "v").iterdir())
    assert code == EXIT_SOLVED
    assert solved == sorted(p.with_suffix(".sol").name for p in (DATA / "vergleich").glob("*.txt"))
    assert " 0 invalid" in summary


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        ([], "the following arguments are required: mode"),
        (["sovle"], "invalid choice: 'sovle'"),
        (["--puzzle", "creek", "solve"], "(choose from 'solve', 'batch', 'count', 'explain'"),
        (["--", "solve"], "solve must come first"),
        (["solve", "--puzzle", "sudoku", "a", "b"], "invalid choice: 'sudoku'"),
        (["solve", "--puzzle", "creek", "--strategy", "naive", "a", "b"], "choose from 'mrv'"),
        (
            ["solve", "--puzzle", "creek", "--unique", "a", "b"],
            "--unique: only with ripple-fp count",
        ),
        (["count", "--puzzle", "creek", "a"], "one of the arguments --count/--up-to --unique is"),
        (["convert", "--puzzle", "vergleich", "--to", "url", "a", "b"], "invalid choice: 'url'"),
    ],
)
def test_usage_errors(capsys: pytest.CaptureFixture[str], args: list[str], reason: str) -> None:
    code, out, err = run(capsys, *args)
    assert (code, out) == (EXIT_USAGE, "")
    assert err.startswith("usage: ripple-fp")
    assert reason in err


def test_help_and_version_exit_zero(capsys: pytest.CaptureFixture[str]) -> None:
    for args in (["--help"], ["solve", "--help"], ["check", "--help"], ["--version"]):
        assert main(args) == 0
    assert "--puzzle KIND" in capsys.readouterr().out


def test_solve_help_lists_the_strategies_of_every_kind_its_default_first(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["solve", "--help"]) == 0
    shown = " ".join(capsys.readouterr().out.split())
    assert (
        "ripple: auto (default), course, naive, mrv, mrv-spec, full, lookahead, learn, sat"
        in shown
    )
    assert "creek: lookahead (default), mrv, full, sealed" in shown
    assert "vergleich: lookahead (default), mrv, full, bounds" in shown


def note(path: Path) -> str:
    """What ``ripple-fp`` says once of a course file it reads as Ripple Effect, the
    default, and which Suguru, written alike, reads too."""
    return (
        f"note: {path} is read as a Ripple Effect puzzle, the default; it reads as a Suguru "
        "puzzle (--puzzle suguru) too\n"
    )


@pytest.mark.parametrize(
    ("args", "out"),
    [
        (
            ["count", "--up-to", "3", "{board7}"],
            "3\nmore than 3 solutions (counting stopped there)\n",
        ),
        (["count", "--unique", "{example}"], "unique\n"),
        (["convert", "--to", "url", "{example}", "-"], "https://puzz.link/p?ripple/8/8/"),
        (["explain", "{example}"], "  1. room rule: r1c2 is 4"),
        (["hint", "{example}"], "next: naked single: r1c3 can only hold 1."),
    ],
)
def test_each_mode_is_a_subcommand(
    capsys: pytest.CaptureFixture[str], args: list[str], out: str
) -> None:
    board7, example = SPECIAL / "board7_nonunique.txt", PUZZLES / "hakyuu_001.txt"
    filled = [arg.format(board7=board7, example=example) for arg in args]
    code, shown, err = run(capsys, *filled)
    source = board7 if "{board7}" in args else example
    assert (code, err) == (0, f"ripple-fp {args[0]}: {note(source)}")
    assert shown.startswith(out)
