"""A kind of puzzle of rooms: the files, the measure and the pictures every such kind
shares, and the parts each declares."""

from __future__ import annotations

from ripple_fp.grid import room_pictures
from ripple_fp.kinds.kind import Measure, judging
from ripple_fp.kinds.rooms import measure, rooms_kind
from ripple_fp.ripple import RIPPLE
from ripple_fp.ripple.referee import complaint, faulty_cells, violations
from ripple_fp.suguru import SUGURU

from ..conftest import PUZZLES, load_problem


def test_the_measure_counts_each_empty_cell_as_its_room_size() -> None:
    problem = RIPPLE.parse_puzzle("1 1 2\n\n- 1 -\n").unwrap()
    assert measure(problem) == Measure(cells=3, candidates=2 + 1)


def test_every_kind_of_rooms_reads_the_course_text_and_its_own_urls() -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    url = RIPPLE.formats["url"](problem)
    assert url.startswith("https://puzz.link/p?ripple/")
    assert RIPPLE.parse_puzzle(url).unwrap().grid == problem.grid
    assert SUGURU.parse_puzzle(url).failure().message == "a URL of ripple, not of suguru"
    assert SUGURU.parse_puzzle(RIPPLE.render_puzzle(problem)).unwrap() == problem
    assert RIPPLE.pictures() is SUGURU.pictures() is room_pictures


def test_a_kind_declares_only_its_own_parts() -> None:
    kind = rooms_kind(
        "mine",
        "My puzzle",
        ("mine",),
        "mine",
        judging(violations, complaint, faulty_cells),
        RIPPLE.strategies,
    )
    assert (kind.name, kind.title, kind.explainer, kind.maker) == ("mine", "My puzzle", None, None)
    assert set(kind.formats) == {"course", "url", "janko"}
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    assert kind.formats["url"](problem).startswith("https://puzz.link/p?mine/")
