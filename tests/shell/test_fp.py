"""``ripple-fp MODE --puzzle KIND``: every mode and every kind through the one command."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from ripple_fp import is_solution, parse_puzzle, parse_solution
from ripple_fp.commands.replies import EXIT_CORRECT, EXIT_VIOLATIONS
from ripple_fp.kinds import KIND_NAMES, kind_named
from ripple_fp.kinds.errors import EXIT_MALFORMED, EXIT_NO_SOLUTION, EXIT_SOLVED, EXIT_USAGE
from ripple_fp.search.meter import Meter, SearchTimeoutError
from ripple_fp.search.strategy import Strategies
from ripple_fp.shell.main import ripple_fp as main

from ..conftest import DATA, PUZZLES, SAMPLES, SPECIAL

SEVERAL = "has more than one solution; the one written is one of them (--count N counts them)"
UNDECIDED_BY_A_GLANCE = DATA / "uniqueness"
"""Puzzles whose solution the course's bounded second look leaves undecided: one unique,
one with a second solution."""
NONUNIQUE = [
    *sorted(SPECIAL.glob("*_nonunique.txt")),
    *UNDECIDED_BY_A_GLANCE.glob("*_nonunique.txt"),
]
UNIQUE = [*SAMPLES.items(), ("ripple", UNDECIDED_BY_A_GLANCE / "large-dev-03.txt")]


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


@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize(("kind", "sample"), UNIQUE)
def test_solve_says_that_each_kinds_unique_puzzle_is_unique(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str, sample: Path, jobs: str
) -> None:
    """Proved, on one process (the search taken to its end) or after several (a second
    search): one line on stderr, after the solution is written."""
    out = tmp_path / "s.sol"
    code, _, err = run(capsys, "solve", "--puzzle", kind, "--jobs", jobs, sample, out)
    assert (code, err) == (EXIT_SOLVED, f"ripple-fp solve: {sample} has a unique solution\n")
    assert out.read_text() == sample.with_suffix(".sol").read_text()


@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize("puzzle", NONUNIQUE, ids=lambda path: path.stem)
def test_solve_says_that_a_puzzle_with_several_solutions_has_more_than_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], puzzle: Path, jobs: str
) -> None:
    out = tmp_path / "s.sol"
    code, _, err = run(capsys, "solve", "--puzzle", "ripple", "--jobs", jobs, puzzle, out)
    assert (code, err) == (EXIT_SOLVED, f"ripple-fp solve: warning: {puzzle} {SEVERAL}\n")
    problem = parse_puzzle(puzzle.read_text()).unwrap()
    assert is_solution(problem, parse_solution(out.read_text(), problem.layout).unwrap())


def first_then_out_of_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every search finds its first solution, then runs out of time: what a proof that
    outlasts ``--timeout`` meets, without waiting for a clock."""
    real = Strategies.search

    def search(
        self: Strategies[object, object], problem: object, name: str | None, meter: Meter
    ) -> Iterator[object]:
        found = real(self, problem, name, meter)
        yield next(found)
        raise SearchTimeoutError("the time ran out")

    monkeypatch.setattr(Strategies, "search", search)


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_solve_says_when_the_time_ran_out_before_uniqueness_was_decided(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, jobs: str
) -> None:
    first_then_out_of_time(monkeypatch)
    out, sample = tmp_path / "s.sol", SAMPLES["creek"]
    args = ("solve", "--puzzle", "creek", "--jobs", jobs, "--timeout", "60", sample, out)
    code, _, err = run(capsys, *args)
    assert (code, err) == (
        EXIT_SOLVED,
        f"ripple-fp solve: {sample}: whether its solution is unique was not decided within "
        "60 s (--timeout)\n",
    )
    assert out.read_text() == sample.with_suffix(".sol").read_text()


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
