"""janko.at's text as a format of every kind janko.at publishes that ripple_fp solves:
each shared file is read by its kind's parser, solved by the default strategy to
exactly the solution it holds, and written back as a block that reads as itself; a
text of another kind, or of a kind nobody here solves, says which."""

from __future__ import annotations

from pathlib import Path

import pytest
from returns.result import Failure, Success

from ripple_fp.grid.text import ParseError
from ripple_fp.kinds import JANKO, KIND_NAMES
from ripple_fp.kinds.janko import claimed, named_by
from ripple_fp.kinds.kind import solve_checked

from ..conftest import DATA, PUZZLES, declared

NATIVES = sorted((DATA / "janko-native").glob("*.x-janko"))
HAKYUU = DATA / "janko-native" / "hakyuu_001.x-janko"


def test_the_catalogue_names_each_kind_as_its_declaration_does() -> None:
    for name in KIND_NAMES:
        kind = declared(name)
        if kind.janko is not None:
            assert JANKO[kind.janko.name] == name
            assert "janko" in kind.formats
    assert len({declared(name).janko.name for name in JANKO.values()}) == 4  # type: ignore[union-attr]
    assert declared("0hh1").janko is None
    assert declared("vergleich").janko is None


@pytest.mark.parametrize("path", NATIVES, ids=lambda path: path.stem)
def test_every_shared_file_solves_to_the_solution_it_holds(path: Path) -> None:
    text = path.read_text()
    kind = declared(named_by(text) or "")
    assert kind.name == JANKO[path.stem.split("_")[0]]
    problem = kind.parse_puzzle(text).unwrap()
    solved = solve_checked(kind, problem, kind.strategies.default).unwrap()
    assert claimed(kind, text, problem) == Success(solved.solution)
    assert kind.parse_puzzle(kind.formats["janko"](problem)) == Success(problem)


def test_the_shared_files_cover_each_kind_and_texts_without_moves_or_solver() -> None:
    texts = [path.read_text() for path in NATIVES]
    assert {path.stem.split("_")[0] for path in NATIVES} == set(JANKO)
    assert any("\nsolver " not in text for text in texts)
    assert any("\nrows " in text for text in texts)


def test_a_text_of_another_kind_or_of_none_says_which() -> None:
    text = HAKYUU.read_text()
    creek = declared("creek").parse_puzzle(text)
    assert creek == Failure(
        ParseError(
            2,
            "a janko.at text of hakyuu, not of creek (ripple-fp solve, given no --puzzle, "
            "reads it as the kind it names)",
        )
    )
    sudoku = declared("ripple").parse_puzzle(text.replace("puzzle hakyuu", "puzzle sudoku"))
    assert sudoku == Failure(
        ParseError(
            2,
            "a janko.at text of sudoku, a puzzle ripple_fp does not solve "
            "(it reads janko.at's hakyuu, creek, tohuwavohu, suguru)",
        )
    )
    nameless = declared("ripple").parse_puzzle(text.replace("puzzle hakyuu\n", ""))
    assert nameless == Failure(
        ParseError(1, "no 'puzzle' line naming the kind in the janko.at text")
    )


def test_named_by_reads_the_puzzle_line() -> None:
    assert named_by(HAKYUU.read_text()) == "ripple"
    assert named_by((DATA / "janko-native" / "tohuwavohu_001.x-janko").read_text()) == "tohuwavohu"
    assert named_by("begin\npuzzle sudoku\nend\n") is None
    assert named_by((PUZZLES / "hakyuu_001.txt").read_text()) is None


def test_claimed_is_none_without_a_solution() -> None:
    kind = declared("ripple")
    text = HAKYUU.read_text()
    problem = kind.parse_puzzle(text).unwrap()
    unsolved = text.split("solution\n")[0] + "end\n"
    assert claimed(kind, unsolved, problem) is None
    assert claimed(kind, (PUZZLES / "hakyuu_001.txt").read_text(), problem) is None
    assert claimed(declared("0hh1"), text, problem) is None
