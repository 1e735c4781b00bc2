"""Formats: told apart by their text, read alike, written as asked."""

from __future__ import annotations

from ripple_fp.ripple import RIPPLE
from ripple_fp.ripple.formats import FORMATS, detect, read_any, write_url
from ripple_fp.ripple.render import render_puzzle

from ..conftest import PUZZLES, load_problem

URL = "https://puzz.link/p?ripple/8/8/bdkdes97t4agetoajvvcjbigg4h31j2h2o5s4h3o4h6j35h6g"


def test_the_kind_writes_every_format_it_reads() -> None:
    assert FORMATS == ("course", "url")
    assert tuple(RIPPLE.formats) == FORMATS
    assert RIPPLE.formats["course"] is render_puzzle
    assert RIPPLE.formats["url"] is write_url


def test_the_assignments_example_in_each_format_reads_back_the_same() -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    assert write_url(problem) == URL + "\n"
    for format_ in FORMATS:
        text = RIPPLE.formats[format_](problem)
        assert detect(text) == format_
        again = read_any(text).unwrap()
        assert again.grid == problem.grid
        assert write_url(again) == URL + "\n"


def test_a_course_file_with_a_mistake_is_reported_as_a_course_file() -> None:
    failure = read_any("1 1\n\n- 7\n").failure()
    assert failure.line == 3
