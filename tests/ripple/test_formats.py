"""Formats: told apart by their text, read alike, written as asked."""

from __future__ import annotations

from ripple_fp.ripple.formats import FORMATS, detect, read_any, render_as

from ..conftest import PUZZLES, load_problem

URL = "https://puzz.link/p?ripple/8/8/bdkdes97t4agetoajvvcjbigg4h31j2h2o5s4h3o4h6j35h6g"


def test_the_assignments_example_in_each_format_reads_back_the_same() -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    assert FORMATS == ("course", "url")
    assert render_as(problem, "url") == URL + "\n"
    for format_ in FORMATS:
        text = render_as(problem, format_)
        assert detect(text) == format_
        again = read_any(text).unwrap()
        assert again.grid == problem.grid
        assert render_as(again, "url") == URL + "\n"


def test_a_course_file_with_a_mistake_is_reported_as_a_course_file() -> None:
    failure = read_any("1 1\n\n- 7\n").failure()
    assert failure.line == 3
