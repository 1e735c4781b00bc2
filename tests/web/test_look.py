"""The server's first look at a puzzle's text: past the limits at once when the text
shows it, and never for a puzzle its kind reads within them, in any format."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from returns.result import Failure

from ripple_fp.kinds import KIND_NAMES
from ripple_fp.kinds.kind import Limits
from ripple_fp.web.look import first_look

from ..conftest import declared

ROOT = Path(__file__).parents[2]
FILES = sorted(
    path
    for folder in (ROOT / "puzzles", ROOT / "tests" / "data")
    for pattern in ("*.txt", "*.x-janko")
    for path in folder.rglob(pattern)
)


@cache
def texts() -> list[tuple[str, str, str]]:
    """(name, kind, text) of every puzzle file of the project its kind reads, and of
    each written again in every format of its kind."""
    found = []
    for path in FILES:
        text = path.read_text(errors="replace")
        for name in KIND_NAMES:
            kind = declared(name)
            parsed = kind.parse_puzzle(text)
            if isinstance(parsed, Failure):  # not this kind's
                continue
            found.append((path.name, name, text))
            found += [
                (f"{path.name} as {to}", name, write(parsed.unwrap()))
                for to, write in kind.formats.items()
            ]
    return found


def test_the_look_lets_every_puzzle_through_within_its_own_size() -> None:
    assert len(texts()) > 500
    kinds = set()
    for name, kind_name, text in texts():
        kind = declared(kind_name)
        measure = kind.measure(kind.parse_puzzle(text).unwrap())
        exactly = Limits(measure.cells, measure.candidates)
        assert first_look(text, exactly, "the puzzle") is None, name
        kinds.add(kind_name)
    assert kinds == set(KIND_NAMES)


def grid(side: int, cell: str) -> str:
    return "".join(" ".join([cell] * side) + "\n" for _ in range(side))


def test_an_empty_2000x2000_0hh1_is_past_the_candidates_at_first_look() -> None:
    large = first_look(grid(2000, "."), Limits(), "the puzzle")
    assert large is not None
    assert large.reason == (
        "4,000,000 empty cells, each with a candidate or more: more than 1,000,000 "
        "candidates (--max-candidates N raises the limit)"
    )


def test_a_grid_past_the_cells_is_seen_from_its_first_block() -> None:
    text = grid(101, "1") + "\n" + grid(101, "-")  # a Ripple Effect's rooms, then values
    large = first_look(text, Limits(cells=10_000), "the puzzle")
    assert large is not None
    assert large.reason == "10,201 cells, more than 10,000 (--max-cells N raises the limit)"
    assert first_look(text, Limits(cells=10_201, candidates=10_201), "the puzzle") is None


@pytest.mark.parametrize(
    "text",
    [
        "https://puzz.link/p?ripple/4/4/" + "9" * 100_000,
        "Creek (1000, 1000) []",
        "x " * 1_000_000,
        "",
        "   \n\n  ",
        "begin\npuzzle hakyuu\nsize 2000\nproblem\n" + grid(2000, "-"),
    ],
)
def test_what_the_look_cannot_tell_is_left_to_the_parser(text: str) -> None:
    assert first_look(text, Limits(cells=1, candidates=1), "the puzzle") is None
