"""A position entered on the page, read against its puzzle: its board, the values it
enters, and the position written in the kind's formats."""

from __future__ import annotations

import pytest
from returns.result import Failure, Success

from ripple_fp.creek import CREEK
from ripple_fp.kinds import KIND_NAMES
from ripple_fp.ripple import RIPPLE
from ripple_fp.shell.positions import as_solution, entries, exported, page_board, placed
from ripple_fp.takuzu import TAKUZU_KIND

from ..conftest import DATA, declared

WEB = DATA / "web"
RIPPLE_TEXT = (WEB / "ripple.txt").read_text()


def empty(rows: int, cols: int) -> tuple[tuple[str, ...], ...]:
    return tuple(("",) * cols for _ in range(rows))


@pytest.mark.parametrize("name", KIND_NAMES)
def test_the_board_is_the_kinds_own_picture_with_its_size_and_givens(name: str) -> None:
    kind = declared(name)
    problem = kind.parse_puzzle((WEB / f"{name}.txt").read_text()).unwrap()
    shape = page_board(kind, problem)
    assert shape.svg.startswith("<svg")
    assert shape.rows > 1
    assert shape.cols > 1
    assert all(0 < r <= shape.rows and 0 < c <= shape.cols for r, c in shape.givens)


def test_a_position_enters_its_values_but_the_givens_as_the_explainer_takes_them() -> None:
    problem = TAKUZU_KIND.parse_puzzle(". B\nB .\n").unwrap()
    red = TAKUZU_KIND.entry.value("R")
    assert entries(TAKUZU_KIND, problem, (("R", "R"), ("", ""))) == Success({(0, 0): red})
    refused = entries(TAKUZU_KIND, problem, (("X", ""), ("", "")))
    assert "the position holds a value this kind has not" in refused.failure()
    assert entries(TAKUZU_KIND, problem, (("R",),)) == Failure(
        "the position must be 2 rows of 2 strings"
    )


def test_a_position_is_written_into_the_puzzles_grid_like_givens() -> None:
    problem = RIPPLE.parse_puzzle(RIPPLE_TEXT).unwrap()
    position = [list(row) for row in empty(8, 8)]
    position[0][0] = "7"
    text = placed(RIPPLE, problem, tuple(map(tuple, position)))
    assert text is not None
    assert text.split("\n\n")[0] == RIPPLE_TEXT.split("\n\n")[0]
    assert text.split("\n\n")[1].splitlines()[0].split()[0] == "7"


def test_a_kind_without_a_grid_of_values_writes_a_position_as_a_solution() -> None:
    problem = CREEK.parse_puzzle((WEB / "creek.txt").read_text()).unwrap()
    shape = page_board(CREEK, problem)
    position = empty(shape.rows, shape.cols)
    assert placed(CREEK, problem, position) is None
    text = as_solution(CREEK.entry, position)
    assert exported(CREEK, problem, position, "course") == Success(text)
    assert exported(CREEK, problem, position, "url") == Failure(
        "a Creek puzzle's position is written as a solution, in course text only: url holds "
        "no entries"
    )
