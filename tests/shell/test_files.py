"""Files as IOResult values: reading, parsing and writing, all or nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from returns.io import IOFailure, IOSuccess
from returns.pipeline import is_successful

from ripple_fp.commands import Url, source
from ripple_fp.creek import CREEK
from ripple_fp.kinds.errors import Malformed, OtherKind, Unreadable, Unwritable
from ripple_fp.ripple import RIPPLE
from ripple_fp.shell.files import make_folder, read_puzzle, read_solution, write_atomically

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
