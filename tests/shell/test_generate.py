"""``ripple-effect-generate``: puzzles and solutions written with their index, the same
for a seed whatever the processes, every puzzle unique."""

from __future__ import annotations

from pathlib import Path

import pytest

from ripple_fp import count_solutions, is_solution, parse_puzzle, parse_solution
from ripple_fp.commands import Generate
from ripple_fp.commands.arguments import ripple_effect_generate
from ripple_fp.kinds.errors import EXIT_USAGE
from ripple_fp.search.counting import count_up_to
from ripple_fp.shell.generate import recipes
from ripple_fp.shell.main import ripple_effect_generate as main
from ripple_fp.shell.main import ripple_fp as fp

from ..conftest import declared


def test_it_writes_each_puzzle_its_solution_and_the_index(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "made"
    assert main(["--size", "5x6", "--max-room", "6", "--count", "3", "--seed", "s", str(out)]) == 0
    assert "3 puzzle(s) in" in capsys.readouterr().err
    index = (out / "index.tsv").read_text().splitlines()
    assert index[0] == "name\tsize\tclues\tgrade\tguesses\tseed"
    assert [line.split("\t")[0] for line in index[1:]] == ["5x6-s-1", "5x6-s-2", "5x6-s-3"]
    for line in index[1:]:
        name = line.split("\t")[0]
        problem = parse_puzzle((out / f"{name}.txt").read_text()).unwrap()
        solution = parse_solution((out / f"{name}.sol").read_text(), problem.layout).unwrap()
        assert is_solution(problem, solution)
        assert count_solutions(problem, 2, "lookahead") == 1


def test_a_seed_makes_the_same_puzzles_on_one_process_or_two(tmp_path: Path) -> None:
    args = ["--size", "5x5", "--max-room", "5", "--count", "2", "--seed", "7"]
    assert main([*args, str(tmp_path / "one")]) == 0
    assert main([*args, "--jobs", "2", str(tmp_path / "two")]) == 0
    for name in ("5x5-7-1.txt", "5x5-7-2.sol", "index.tsv"):
        assert (tmp_path / "one" / name).read_text() == (tmp_path / "two" / name).read_text()


@pytest.mark.parametrize("size", ["10", "0x5", "axb", "5x500"])
def test_a_size_that_is_not_rows_x_columns_is_a_usage_error(
    size: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--size", size, str(tmp_path)]) == EXIT_USAGE
    assert "argument --size: takes ROWSxCOLUMNS" in capsys.readouterr().err


def test_without_a_seed_one_is_drawn_and_written_in_the_index(tmp_path: Path) -> None:
    command = ripple_effect_generate(["--size", "4x4", str(tmp_path / "out")]).unwrap()
    assert isinstance(command, Generate)
    assert command.seed is None
    assert main(["--size", "4x4", "--max-room", "4", str(tmp_path / "out")]) == 0
    [line] = (tmp_path / "out" / "index.tsv").read_text().splitlines()[1:]
    assert len(line.split("\t")[-1]) == len("0123abcd-1")


def test_each_puzzle_has_its_seed_from_the_runs_seed_and_its_number() -> None:
    command = ripple_effect_generate(["--size", "5x5", "--count", "12", "--seed", "s", "o"])
    made = recipes(command.unwrap(), "s")  # type: ignore[arg-type]
    assert [name for name, _ in made][:2] == ["5x5-s-01", "5x5-s-02"]
    assert [recipe.seed for _, recipe in made][-1] == "s-12"


def test_rooms_too_small_to_fill_are_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--size", "3x4", "--max-room", "1", str(tmp_path / "x")]) == EXIT_USAGE
    assert capsys.readouterr().err == (
        "ripple-effect-generate: no 3x4 grid of rooms of at most 1 cell could be filled "
        "in 1,000 tries: allow larger rooms\n"
    )


KINDS = {
    "ripple": ("5x5", "5"),
    "suguru": ("6x6", "5"),
    "0hh1": ("6x6", "9"),
    "tohuwavohu": ("6x6", "9"),
    "creek": ("5x5", "9"),
    "vergleich": ("4x4", "9"),
}


@pytest.mark.parametrize("name", list(KINDS))
def test_every_kind_is_made_the_same_on_one_process_or_two_each_puzzle_unique(
    name: str, tmp_path: Path
) -> None:
    size, largest = KINDS[name]
    args = ["generate", "--puzzle", name, "--size", size, "--max-room", largest]
    args += ["--count", "2", "--seed", "k"]
    assert fp([*args, str(tmp_path / "one")]) == 0
    assert fp([*args, "--jobs", "2", str(tmp_path / "two")]) == 0
    names = sorted(path.name for path in (tmp_path / "one").iterdir())
    assert names == sorted(path.name for path in (tmp_path / "two").iterdir())
    assert len(names) == 5
    for file in names:
        assert (tmp_path / "one" / file).read_text() == (tmp_path / "two" / file).read_text()
    kind = declared(name)
    for puzzle in sorted((tmp_path / "one").glob("*.txt")):
        problem = kind.parse_puzzle(puzzle.read_text()).unwrap()
        solution = kind.parse_solution(puzzle.with_suffix(".sol").read_text(), problem).unwrap()
        assert kind.is_solution(problem, solution)
        assert count_up_to(2, kind.solutions(problem, "mrv")) == 1


@pytest.mark.parametrize("name", list(KINDS))
def test_the_index_grades_each_made_puzzle_as_the_explain_command_does(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One grade, end to end: the grade column of the index ``generate`` writes is the
    ``grade:`` line ``ripple-fp explain`` prints for the same file."""
    size, largest = KINDS[name]
    args = ["generate", "--puzzle", name, "--size", size, "--max-room", largest]
    assert fp([*args, "--count", "2", "--seed", "g", str(tmp_path)]) == 0
    capsys.readouterr()
    for line in (tmp_path / "index.tsv").read_text().splitlines()[1:]:
        made, _, _, graded, *_ = line.split("\t")
        assert fp(["explain", "--puzzle", name, str(tmp_path / f"{made}.txt")]) == 0
        assert capsys.readouterr().out.splitlines()[-1] == f"grade: {graded}"


def test_a_size_the_kind_cannot_have_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["generate", "--puzzle", "0hh1", "--size", "5x5", str(tmp_path / "x")]
    assert fp(args) == EXIT_USAGE
    err = capsys.readouterr().err
    assert err == "ripple-fp generate: a 0h h1 grid is a square of an even size, not 5x5\n"


@pytest.mark.dask
@pytest.mark.parametrize("name", ["suguru", "creek"])
def test_a_dask_cluster_makes_what_one_process_makes(name: str, tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    size, largest = KINDS[name]
    args = ["generate", "--puzzle", name, "--size", size, "--max-room", largest]
    args += ["--count", "2", "--seed", "d"]
    assert fp([*args, str(tmp_path / "one")]) == 0
    # a port of its own for the scheduler's web server: without one it takes 8787, and two
    # clusters at once (tests run side by side) warn that it is taken, a failure here
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address="127.0.0.1:0"
    ) as workers:
        assert fp([*args, "--scheduler", workers.scheduler_address, str(tmp_path / "dask")]) == 0
    for file in sorted((tmp_path / "one").iterdir()):
        assert file.read_text() == (tmp_path / "dask" / file.name).read_text()
