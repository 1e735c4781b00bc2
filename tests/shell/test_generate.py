"""``ripple-effect-generate``: puzzles and solutions written with their index, the same
for a seed whatever the processes, every puzzle unique."""

from __future__ import annotations

from pathlib import Path

import pytest

from ripple_fp import count_solutions, is_solution, parse_puzzle, parse_solution
from ripple_fp.shell.exits import EXIT_USAGE
from ripple_fp.shell.generate import generate_options, main


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
    assert "--size takes ROWSxCOLUMNS" in capsys.readouterr().err


def test_without_a_seed_one_is_drawn_and_written_in_the_index() -> None:
    options = generate_options(["--size", "4x4", "out"]).unwrap()
    assert len(options.seed) == 8


def test_rooms_too_small_to_fill_are_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--size", "3x3", "--max-room", "1", str(tmp_path / "x")]) == EXIT_USAGE
    err = capsys.readouterr().err
    assert err.endswith("allow larger rooms\n")
    assert len(err.splitlines()) == 1
