"""The page's own jobs, on this process: why a text is no puzzle it plays, as parts the
page words itself, and each cell's largest number."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ripple_fp.kinds import KIND_NAMES
from ripple_fp.kinds.kind import Limits
from ripple_fp.web.jobs import answer

from ..conftest import declared as kind_declared

DATA = Path(__file__).parent.parent / "data" / "web"


def diagnosed(text: str, kind: str | None = None) -> Any:
    status, said = answer("diagnose", {"kind": kind, "puzzle": text}, Limits(), 5.0)
    assert status == 200
    return said


def test_another_kinds_text_names_the_kinds_that_read_it() -> None:
    said = diagnosed((DATA / "0hh1.txt").read_text(), "ripple")
    assert said["readers"] == ["0hh1", "tohuwavohu"]
    assert said["looks"] == "0hh1"
    assert said["kind"] == "ripple"
    assert "ripple" in said["stopped"]
    assert "0hh1" not in said["stopped"]


def test_a_damaged_address_looks_like_the_kind_its_variety_names() -> None:
    """The issue's case: with no kind chosen, a damaged Ripple Effect URL said only "no
    kind of puzzle reads it"."""
    said = diagnosed("https://puzz.link/p?ripple/4/4/9n")
    assert said["readers"] == []
    assert said["looks"] == "ripple"
    assert said["stopped"]["ripple"]["message"].startswith("a damaged URL: cut short")
    assert said["variety"] is None


def test_an_address_of_a_variety_no_kind_reads_says_so() -> None:
    said = diagnosed("https://puzz.link/p?lits/4/4/9n")
    assert (said["looks"], said["variety"]) == (None, "lits")
    assert {"ripple", "hakyuu", "creek", "suguru"} <= set(said["varieties"])
    assert diagnosed("https://example.com/puzzle")["address"] is True


def test_a_damaged_text_looks_like_the_kind_whose_reader_went_furthest() -> None:
    creek = (DATA / "creek.txt").read_text()
    said = diagnosed(creek[:-20])
    assert said["looks"] == "creek"
    assert said["stopped"]["creek"]["column"] > 1
    sudoku = (DATA / "vergleich.txt").read_text().replace("+", "*", 1)
    assert diagnosed(sudoku, "ripple")["looks"] == "vergleich"
    assert diagnosed("hello\nworld")["looks"] is None  # nothing to go by


def test_a_janko_text_looks_like_the_kind_its_puzzle_line_names() -> None:
    text = "begin\npuzzle suguru\nsize 3\nproblem\n- - x\nend\n"
    assert diagnosed(text)["looks"] == "suguru"


@pytest.mark.parametrize("kind", KIND_NAMES)
def test_each_cell_has_its_largest_number_where_the_kind_types_numbers(kind: str) -> None:
    text = (DATA / f"{kind}.txt").read_text()
    status, said = answer("largest", {"kind": kind, "puzzle": text}, Limits(), 5.0)
    assert status == 200
    declared = kind_declared(kind)
    if declared.entry.symbols:
        assert said["most"] is None
        return
    problem = declared.parse_puzzle(text).unwrap()
    solution = next(iter(declared.solutions(problem)))
    solved = [row.split() for row in declared.render_solution(solution).splitlines()]
    largest: list[list[int]] = json.loads(json.dumps(said["most"]))  # as the page reads it
    assert len(largest) == len(solved)
    for most, values in zip(largest, solved, strict=True):
        assert all(1 <= int(v) <= m for v, m in zip(values, most, strict=True))
    assert max(map(max, largest)) > 1


@pytest.mark.parametrize("kind", KIND_NAMES)
def test_the_board_a_load_answers_with_has_each_cells_largest_number(kind: str) -> None:
    """The page plays a puzzle on what one ``load`` answers: no second request."""
    body = {"kind": kind, "puzzle": (DATA / f"{kind}.txt").read_text()}
    status, said = answer("load", body, Limits(), 5.0)
    assert status == 200
    read: Any = json.loads(json.dumps(said))  # as the page reads it
    assert read["board"]["most"] == answer("largest", body, Limits(), 5.0)[1]["most"]


@pytest.mark.parametrize(
    ("text", "kind"),
    [((DATA / "0hh1.txt").read_text(), "ripple"), ("https://puzz.link/p?ripple/4/4/9n", None)],
)
def test_a_load_refused_as_no_puzzle_of_the_kind_says_why_as_diagnose_does(
    text: str, kind: str | None
) -> None:
    status, said = answer("load", {"kind": kind, "puzzle": text}, Limits(), 5.0)
    assert (status, said["code"]) == (422, 4)
    assert said["diagnosis"] == diagnosed(text, kind)


def test_a_load_refused_otherwise_has_no_diagnosis() -> None:
    status, said = answer("load", {"kind": "ripple", "puzzle": 7}, Limits(), 5.0)
    assert status == 400
    assert "diagnosis" not in said


@pytest.mark.parametrize(
    "body",
    [
        {"kind": "sudoku", "puzzle": "1 2\n"},
        {"puzzle": 7},
        {"kind": "ripple"},
        {"kind": "ripple", "puzzle": "x", "strategy": "naive"},
    ],
)
def test_a_malformed_field_is_refused_as_every_job_refuses_it(body: dict[str, object]) -> None:
    """The page's own jobs read their fields through the commands' options: the same
    refusal, word for word, as ``load`` gives."""
    assert answer("diagnose", body, Limits(), 5.0) == answer("load", body, Limits(), 5.0)
    assert answer("diagnose", body, Limits(), 5.0)[0] == 400
