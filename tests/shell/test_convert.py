"""``--to``: a puzzle from any format to the one asked for; a URL or ``-`` as the input."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from ripple_fp.kinds.errors import EXIT_MALFORMED, EXIT_USAGE
from ripple_fp.shell.main import ripple_effect as main
from ripple_fp.shell.main import ripple_fp as fp_main

from ..conftest import DATA, PUZZLES

URL = "https://puzz.link/p?ripple/8/8/bdkdes97t4agetoajvvcjbigg4h31j2h2o5s4h3o4h6j35h6g"
EXAMPLE = PUZZLES / "hakyuu_001.txt"


def test_to_url_prints_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--to", "url", str(EXAMPLE), "-"]) == 0
    assert capsys.readouterr().out == URL + "\n"


def test_a_url_argument_converts_to_the_course_format_and_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    course = tmp_path / "p.txt"
    assert main(["--to", "course", URL, str(course)]) == 0
    assert main(["--to", "url", str(course), "-"]) == 0
    assert capsys.readouterr().out == URL + "\n"


def test_a_file_holding_a_url_and_standard_input_are_read_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    holder = tmp_path / "u.txt"
    holder.write_text(URL + "\n")
    assert main([str(holder), "-"]) == 0
    solved = capsys.readouterr().out
    assert solved == (PUZZLES / "hakyuu_001.sol").read_text()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(URL.encode())))
    assert main(["-", "-"]) == 0
    assert capsys.readouterr().out == solved


def test_a_bad_url_is_a_malformed_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--to", "course", URL.replace("6g", "?g"), "-"]) == EXIT_MALFORMED
    assert "is not a Ripple Effect puzzle" in capsys.readouterr().err


@pytest.mark.parametrize(
    "extra", [["--stats"], ["--strategy", "mrv"], ["--count", "2"], ["--batch"]]
)
def test_to_goes_with_no_other_option(
    extra: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--to", "url", *extra, str(EXAMPLE), "-"]) == EXIT_USAGE
    assert "--to" in capsys.readouterr().err


# --- the sibling kinds' URLs, through the installed ripple-fp in a real process -------------

URLS = DATA / "urls"
SIBLINGS = [line.split("\t") for line in (URLS / "siblings.tsv").read_text().splitlines()[1:]]
"""pzprjs's own Creek and Suguru URLs: name, kind, URL."""


def ripple_fp(*args: object) -> subprocess.CompletedProcess[str]:
    script = Path(sys.executable).parent / "ripple-fp"
    if not script.exists():
        pytest.skip("ripple-fp is not installed beside this Python")
    return subprocess.run(
        [str(script), *map(str, args)], capture_output=True, text=True, check=False
    )


@pytest.mark.parametrize(("name", "kind", "url"), SIBLINGS, ids=[row[0] for row in SIBLINGS])
def test_a_sibling_kinds_url_solves_and_its_puzzle_converts_to_it(
    tmp_path: Path, name: str, kind: str, url: str
) -> None:
    solved = ripple_fp("solve", "--puzzle", kind, url, tmp_path / "s.sol")
    unique = f"ripple-fp solve: {url} has a unique solution\n"
    assert (solved.returncode, solved.stdout, solved.stderr) == (0, "", unique)
    assert (tmp_path / "s.sol").read_text() == (URLS / f"{name}.sol").read_text()
    written = ripple_fp("convert", "--puzzle", kind, "--to", "url", URLS / f"{name}.txt", "-")
    assert (written.returncode, written.stdout, written.stderr) == (0, url + "\n", "")
    course = ripple_fp("convert", "--puzzle", kind, "--to", "course", url, tmp_path / "p.txt")
    assert course.returncode == 0
    again = ripple_fp("convert", "--puzzle", kind, "--to", "url", tmp_path / "p.txt", "-")
    assert again.stdout == url + "\n"


def test_a_damaged_creek_url_is_a_malformed_input_saying_why(tmp_path: Path) -> None:
    url = next(url for _, kind, url in SIBLINGS if kind == "creek")
    holder = tmp_path / "u.txt"
    holder.write_text(url[:-1] + "\n")
    done = ripple_fp("solve", "--puzzle", "creek", holder, "-")
    assert (done.returncode, done.stdout) == (EXIT_MALFORMED, "")
    assert done.stderr == (
        f"ripple-fp solve: {holder} is not a Creek puzzle: line 1, column 47: "
        "a damaged URL: cut short: the clues stop after 35 of the 49 crossings\n"
    )
    given = ripple_fp("convert", "--puzzle", "creek", "--to", "course", url + "0", "-")
    assert (given.returncode, given.stdout) == (EXIT_MALFORMED, "")
    assert "column 48: a damaged URL: '0' past the last crossing" in given.stderr


JANKO = Path(__file__).resolve().parent.parent / "data" / "janko-native"


@pytest.mark.parametrize("name", ["hakyuu_016", "creek_001", "suguru_037", "tohuwavohu_125"])
def test_janko_to_janko_keeps_the_file_as_it_was(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    source = JANKO / f"{name}.x-janko"
    assert fp_main(["convert", "--to", "janko", str(source), "-"]) == 0
    assert capsys.readouterr().out == source.read_text()


def test_a_course_file_to_janko_and_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    janko = tmp_path / "p.x-janko"
    assert main(["--to", "janko", str(EXAMPLE), str(janko)]) == 0
    assert janko.read_text().startswith("begin\npuzzle hakyuu\nsize 8\nproblem\n- 4 - - 3 1 - -\n")
    assert main(["--to", "course", str(janko), "-"]) == 0
    assert capsys.readouterr().out == EXAMPLE.read_text()
    creek = tmp_path / "c.x-janko"
    course = Path(__file__).resolve().parent.parent / "data" / "creek" / "010.txt"
    assert fp_main(["convert", "--puzzle", "creek", "--to", "janko", str(course), str(creek)]) == 0
    assert fp_main(["convert", "--to", "course", str(creek), "-"]) == 0
    assert capsys.readouterr().out == course.read_text()
