"""The jobs of the web page, on this process: the same answers as the commands' functions,
and every refusal a status with a reason."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from ripple_fp.kinds import KIND_NAMES
from ripple_fp.kinds.kind import Limits
from ripple_fp.web.jobs import answer as answered

from ..conftest import declared
from ..shell.test_fp import first_then_out_of_time

DATA = Path(__file__).parent.parent / "data" / "web"
RIPPLE_TEXT = (DATA / "ripple.txt").read_text()
LIMITS = Limits()


def answer(
    name: str, request: Mapping[str, object], limits: Limits, seconds: float
) -> tuple[int, dict[str, Any]]:
    """The job's answer, its JSON as a test reads it."""
    status, said = answered(name, request, limits, seconds)
    return status, said


def empty(rows: int, cols: int) -> list[list[str]]:
    return [["" for _ in range(cols)] for _ in range(rows)]


LOOKS = {
    "ripple": {"style": "number", "symbols": [], "blank": None},
    "0hh1": {"style": "colour", "symbols": ["R", "B"], "blank": None},
    "tohuwavohu": {"style": "circle", "symbols": ["B", "R"], "blank": None},
    "creek": {"style": "shade", "symbols": ["1", "0"], "blank": "0"},
    "vergleich": {"style": "number", "symbols": [], "blank": None},
    "suguru": {"style": "number", "symbols": [], "blank": None},
}
"""What the page is told of each kind's entry (``board``'s ``look``)."""


@pytest.mark.parametrize("kind", KIND_NAMES)
def test_the_board_tells_the_page_how_its_kinds_declaration_enters_values(kind: str) -> None:
    request = {"kind": kind, "puzzle": (DATA / f"{kind}.txt").read_text()}
    assert answer("load", request, LIMITS, 10)[1]["board"]["look"] == LOOKS[kind]


def grid(text: str, rows: int) -> list[list[str]]:
    """The last ``rows`` lines of ``text``, as tokens (spaced, or a character each)."""
    lines = text.splitlines()[-rows:]
    return [line.split() if " " in line else list(line) for line in lines]


@pytest.mark.parametrize("kind", KIND_NAMES)
def test_a_finished_position_is_exported_as_the_solution_in_course_text(kind: str) -> None:
    puzzle = (DATA / f"{kind}.txt").read_text()
    _, solved = answer("solve", {"kind": kind, "puzzle": puzzle}, LIMITS, 10)
    request = {"kind": kind, "puzzle": puzzle, "to": "course", "position": solved["grid"]}
    status, said = answer("convert", request, LIMITS, 10)
    assert status == 200, said
    rows = len(solved["grid"])
    assert grid(said["stdout"], rows) == solved["grid"]
    if declared(kind).entry.written == "solution":
        assert said["stdout"] == solved["solution"]
    else:  # the puzzle, every cell given: it loads, and its solution is the same
        _, again = answer("solve", {"kind": kind, "puzzle": said["stdout"]}, LIMITS, 10)
        assert again["solution"] == solved["solution"]


@pytest.mark.parametrize("kind", KIND_NAMES)
def test_an_empty_position_is_exported_in_every_format_the_kind_writes_one(kind: str) -> None:
    puzzle = (DATA / f"{kind}.txt").read_text()
    _, loaded = answer("load", {"kind": kind, "puzzle": puzzle}, LIMITS, 10)
    rows, cols = loaded["board"]["rows"], loaded["board"]["cols"]
    entry = declared(kind).entry
    for to in loaded["kind"]["formats"]:
        request = {"kind": kind, "puzzle": puzzle, "to": to, "position": empty(rows, cols)}
        status, said = answer("convert", request, LIMITS, 10)
        if entry.written == "givens":
            _, alone = answer("convert", {"kind": kind, "puzzle": puzzle, "to": to}, LIMITS, 10)
            assert (status, said["stdout"]) == (200, alone["stdout"])
        elif to == "course":
            blank = entry.blank or "-"
            assert (status, said["stdout"]) == (
                200,
                (entry.separator.join([blank] * cols) + "\n") * rows,
            )
        else:
            assert status == 400
            assert said["error"] == (
                f"ripple-fp convert: error: a {loaded['kind']['title']}'s position is written "
                f"as a solution, in course text only: {to} holds no entries"
            )


def test_a_full_grid_is_judged_and_a_wrong_entry_named() -> None:
    _, solved = answer("solve", {"kind": "ripple", "puzzle": RIPPLE_TEXT}, LIMITS, 10)
    grid = solved["grid"]
    status, played = answer(
        "play", {"kind": "ripple", "puzzle": RIPPLE_TEXT, "position": grid}, LIMITS, 10
    )
    assert (status, played["solved"], played["wrong"]) == (200, True, [])


def test_creeks_unshaded_cells_count_as_white_only_once_it_is_solved() -> None:
    creek = (DATA / "creek.txt").read_text()
    _, solved = answer("solve", {"kind": "creek", "puzzle": creek}, LIMITS, 10)
    shaded = [[t if t == "1" else "" for t in row] for row in solved["grid"]]
    request = {"kind": "creek", "puzzle": creek, "position": shaded}
    assert answer("play", request, LIMITS, 10)[1]["solved"] is True
    request["position"] = empty(len(shaded), len(shaded[0]))
    _, played = answer("play", request, LIMITS, 10)
    assert (played["solved"], played["complaints"]) == (False, [])


def test_the_grade_comes_only_when_asked() -> None:
    request = {"kind": "ripple", "puzzle": RIPPLE_TEXT}
    assert answer("solve", request, LIMITS, 10)[1]["grade"] is None
    assert answer("solve", {**request, "grade": True}, LIMITS, 10)[1]["grade"].startswith("easy")


@pytest.mark.parametrize(
    ("name", "request_", "status", "words"),
    [
        ("play", {"kind": "ripple", "puzzle": RIPPLE_TEXT, "position": [["1"]]}, 400, "8 rows"),
        ("generate", {"kind": "creek", "size": "0x5"}, 400, "takes ROWSxCOLUMNS, as 10x10"),
        ("generate", {"kind": "creek", "size": "40x40"}, 400, "at most 30 a side"),
        ("generate", {"kind": "creek", "rows": 6}, 400, "the field 'rows' is not one of"),
        (
            "hint",
            {"kind": "0hh1", "puzzle": ". B\nB .\n", "position": [["X", ""], ["", ""]]},
            400,
            "a value",
        ),
        (
            "convert",
            {"kind": "ripple", "puzzle": RIPPLE_TEXT, "to": "pdf"},
            400,
            "'course', 'url'",
        ),
        ("solve", {"kind": "ripple", "puzzle": RIPPLE_TEXT, "strategy": "x"}, 400, "choice: 'x'"),
        ("solve", {"kind": "ripple", "puzzle": 3}, 400, "the field 'puzzle': expected text"),
        (
            "solve",
            {"kind": "ripple", "puzzle": RIPPLE_TEXT, "strategy": {"a": 1}},
            400,
            "ripple-fp solve: error: the field 'strategy': expected a name, not {'a': 1}",
        ),
        ("hint", {"kind": "0hh1", "puzzle": ". B\nB .\n", "position": 3}, 400, "rows of strings"),
        ("check", {"kind": "ripple", "puzzle": RIPPLE_TEXT, "solution": [1]}, 400, "'solution'"),
    ],
)
def test_refusals_say_why(name: str, request_: dict[str, object], status: int, words: str) -> None:
    got, said = answer(name, request_, LIMITS, 10)
    assert got == status
    assert words in said["error"]


def test_a_puzzle_past_the_limits_is_a_413() -> None:
    status, said = answer("solve", {"kind": "ripple", "puzzle": RIPPLE_TEXT}, Limits(cells=10), 10)
    assert status == 413
    assert "64 cells, more than 10" in said["error"]


UNDECIDED_BY_A_GLANCE = Path(__file__).parent.parent / "data" / "uniqueness"


@pytest.mark.parametrize(
    ("name", "unique"),
    [("large-dev-03", True), ("large-dev-03-without-r1c17_nonunique", False)],
)
def test_the_solve_job_says_whether_the_solution_is_the_only_one(name: str, unique: bool) -> None:
    """Proved, as ``ripple-fp solve`` proves it: these are puzzles whose solution a
    bounded second look leaves undecided."""
    puzzle = (UNDECIDED_BY_A_GLANCE / f"{name}.txt").read_text()
    status, said = answer("solve", {"kind": "ripple", "puzzle": puzzle}, LIMITS, 60)
    assert (status, said["unique"]) == (200, unique)


def test_the_solve_job_says_null_only_when_its_time_ran_out_before_the_proof_ended(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    first_then_out_of_time(monkeypatch)
    status, said = answer("solve", {"kind": "ripple", "puzzle": RIPPLE_TEXT}, LIMITS, 60)
    assert (status, said["unique"], said["code"]) == (200, None, 0)
    assert said["stderr"].endswith("was not decided within 60 s (--timeout)\n")


@pytest.mark.parametrize(
    ("name", "known"),
    [("large-dev-03", True), ("large-dev-03-without-r1c17_nonunique", False)],
)
def test_the_play_job_names_a_wrong_entry_once_the_solution_is_proved_alone(
    name: str, known: bool
) -> None:
    """Check on the page rests on the same proof as the solve job's: a puzzle a bounded
    second look leaves undecided is known to have one solution, so a wrong entry is
    named; one with two solutions has none to name it against."""
    puzzle = (UNDECIDED_BY_A_GLANCE / f"{name}.txt").read_text()
    _, solved = answer("solve", {"kind": "ripple", "puzzle": puzzle}, LIMITS, 60)
    grid = solved["grid"]
    position = empty(len(grid), len(grid[0]))
    givens = [line.split() for line in puzzle.strip().split("\n\n")[1].splitlines()]
    r, c = next((r, c) for r, row in enumerate(givens) for c, v in enumerate(row) if v == "-")
    position[r][c] = "1" if grid[r][c] != "1" else "2"
    request = {"kind": "ripple", "puzzle": puzzle, "position": position}
    status, played = answer("play", request, LIMITS, 60)
    assert (status, played["known"]) == (200, known)
    assert played["wrong"] == ([[r + 1, c + 1]] if known else [])
