"""The explainer every kind on the engine shares: every published sample of each kind
explained to its solution, hints from positions right and wrong, grades."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import asdict
from pathlib import Path
from typing import Any

import pytest

from ripple_fp.creek.deductions import PATCH_FROM
from ripple_fp.grid.matrix import Pos
from ripple_fp.kinds.capabilities import Shown
from ripple_fp.kinds.teaching import GRADES, Grade, summary

from ..conftest import DATA, PUZZLES, declared

FOLDERS = {
    "0hh1": (PUZZLES / "0hh1", DATA / "takuzu" / "0hh1", DATA / "takuzu" / "derived"),
    "tohuwavohu": (PUZZLES / "tohuwavohu", DATA / "takuzu" / "tohuwavohu"),
    "suguru": (DATA / "suguru",),
    "vergleich": (PUZZLES / "vergleich", DATA / "vergleich"),
    "creek": (PUZZLES / "creek", DATA / "creek"),
}
"""Where each kind's published samples are, with their solutions."""

LARGE_CREEK = DATA / "creek" / "352.txt"
CREEK_WINDOW = DATA / "teaching" / "creek-352-window.txt"
"""The one published Creek above :data:`~ripple_fp.creek.deductions.PATCH_FROM` boxes
(30x45), and the 21x21 window of it (made whole and unique, see the folder's README) that
stands for it among the samples explained: both take the patched area rule and refute by
contradiction without a guess, and the window costs a twentieth of the time."""

SAMPLES = [
    pytest.param(name, path, id=f"{name}-{path.parent.name}-{path.stem}")
    for name, folders in FOLDERS.items()
    for folder in folders
    for path in sorted(folder.glob("*.txt"))
    if path != LARGE_CREEK
] + [pytest.param("creek", CREEK_WINDOW, id="creek-teaching-creek-352-window")]


def load(name: str, path: Path) -> tuple[Any, dict[Pos, int]]:
    """A sample puzzle and its solution, cell by cell."""
    kind = declared(name)
    problem = kind.parse_puzzle(path.read_text()).unwrap()
    solution = kind.parse_solution(path.with_suffix(".sol").read_text(), problem).unwrap()
    return problem, cells_of(name, solution)


def cells_of(name: str, solution: Any) -> dict[Pos, int]:
    """A solution of any kind as a map from cells to ints."""
    if name == "suguru":
        return dict(solution.grid.items())
    return {pos: int(value) for pos, value in solution.items()}


def cells(
    position: tuple[tuple[tuple[int, ...], ...], ...],
) -> Iterator[tuple[Pos, tuple[int, ...]]]:
    for row, line in enumerate(position):
        for column, values in enumerate(line):
            yield (row, column), values


@pytest.mark.parametrize(("name", "path"), SAMPLES)
def test_every_sample_is_explained_to_its_solution(name: str, path: Path) -> None:
    """Replayed, the steps give exactly the solution: every placement is the
    solution's, no step takes the solution's value from a cell, every step changes
    something, and the last position is the solution."""
    problem, solution = load(name, path)
    kind = declared(name)
    assert kind.explainer is not None
    found = kind.explainer().explain(problem)
    assert found.solution is not None
    assert cells_of(name, found.solution) == solution
    assert len(found.steps) == len(found.shown()) > 0
    previous: dict[Pos, tuple[int, ...]] | None = None
    for step in found.shown():
        assert step.words
        for pos, value in step.placed:
            assert solution[pos] == value, step.words
        now = dict(cells(step.position))
        assert all(solution[pos] in values for pos, values in now.items()), step.words
        if previous is not None:
            assert all(set(now[pos]) <= set(previous[pos]) for pos in now)
            assert now != previous, step.words
            assert set(step.changed) == {pos for pos in now if now[pos] != previous[pos]}
        previous = now
    assert previous == {pos: (value,) for pos, value in solution.items()}


def test_the_window_stands_for_the_large_creek() -> None:
    """The window is above the size from which the area rule is patched, as 352 is, and
    is graded as 352 is: contradictions, no guess."""
    for path in (LARGE_CREEK, CREEK_WINDOW):
        rows, columns = declared("creek").parse_puzzle(path.read_text()).unwrap().size
        assert rows * columns >= PATCH_FROM
    problem, _ = load("creek", CREEK_WINDOW)
    explainer = declared("creek").explainer
    assert explainer is not None
    grade = explainer().explain(problem).grade
    assert grade.startswith("very hard: contradiction")
    assert "no guess" in grade


@pytest.mark.parametrize("name", list(FOLDERS))
def test_grades_are_deterministic(name: str) -> None:
    path = min(FOLDERS[name][-1].glob("*.txt"))
    problem, _ = load(name, path)
    explainer = declared(name).explainer
    assert explainer is not None
    first, second = explainer().explain(problem), explainer().explain(problem)
    assert (first.grade, first.steps) == (second.grade, second.steps)
    assert first.shown() == second.shown()
    assert first.grade.split(":")[0] in (*GRADES, "very hard", "needs guessing")


def test_a_summary_names_the_strongest_rule_or_the_guesses() -> None:
    assert summary(Grade("easy", "clue", 3, 0, 9)) == "easy: clue 3 times, no guess (9 steps)"
    assert summary(Grade("medium", "sign", 1, 0, 2)) == "medium: sign 1 time, no guess (2 steps)"
    assert (
        summary(Grade("needs guessing", "guess", 2, 2, 7)) == "needs guessing: 2 guesses (7 steps)"
    )


def some_samples(name: str) -> list[Path]:
    return sorted(path for folder in FOLDERS[name] for path in folder.glob("*.txt"))[:3]


HINTED = [
    pytest.param(name, path, id=f"{name}-{path.stem}")
    for name in FOLDERS
    for path in some_samples(name)
]


def hint_at(name: str, problem: Any, position: dict[Pos, int]) -> Any:
    """A hint through the kind's declaration, as a web page asks for one."""
    explainer = declared(name).explainer
    assert explainer is not None
    return explainer().hint_at(problem, position)


@pytest.mark.parametrize(("name", "path"), HINTED)
def test_hints_from_positions_on_the_way_are_next_steps(name: str, path: Path) -> None:
    """From a random part of the solution filled in, the hint fills an open cell with
    the solution's value, its cells marked."""
    problem, solution = load(name, path)
    chance = random.Random(f"{name}{path.stem}")
    for fraction in (0.0, 0.3, 0.6, 0.9):
        position = {pos: v for pos, v in solution.items() if chance.random() < fraction}
        advice = hint_at(name, problem, position)
        assert not advice.stuck, advice.text
        assert advice.text.startswith("next: ")
        step: Shown = advice.step
        assert step.placed
        for pos, value in step.placed:
            assert solution[pos] == value
            assert pos not in position
    done = hint_at(name, problem, solution)
    assert (done.stuck, done.text) == (
        False,
        "Solved: every cell is filled and every rule holds.\n",
    )


def other_values(name: str, problem: Any, pos: Pos, right: int) -> list[int]:
    """The values a player could wrongly put in ``pos``."""
    if name in ("0hh1", "tohuwavohu"):
        values = range(1, 3)
    elif name == "creek":
        values = range(2)
    elif name == "suguru":
        values = range(1, problem.layout.room_size(pos) + 1)
    else:
        values = range(1, problem.size[0] + 1)
    return [value for value in values if value != right]


@pytest.mark.parametrize(("name", "path"), HINTED)
def test_hints_from_wrong_positions_name_the_wrong_cell(name: str, path: Path) -> None:
    problem, solution = load(name, path)
    chance = random.Random(f"wrong {name}{path.stem}")
    for _ in range(3):
        position = {pos: v for pos, v in solution.items() if chance.random() < 0.4}
        wrong = chance.choice(
            [p for p in sorted(solution) if other_values(name, problem, p, -1)[1:]]
        )
        position[wrong] = chance.choice(other_values(name, problem, wrong, solution[wrong]))
        advice = hint_at(name, problem, position)
        assert advice.stuck
        assert advice.wrong == (wrong,)
        assert f"r{wrong[0] + 1}c{wrong[1] + 1} is wrong" in advice.text


@pytest.mark.parametrize("name", ["0hh1", "tohuwavohu", "suguru"])
def test_a_wrongly_filled_file_names_the_cells_to_blame(name: str) -> None:
    """For a kind whose file holds the player's cells, a wrong one is among those whose
    emptying leaves a solution."""
    from ripple_fp.takuzu.puzzle import Colour  # noqa: PLC0415

    problem, solution = load(name, some_samples(name)[0])
    explainer = declared(name).explainer
    assert explainer is not None
    open_ = [
        pos
        for pos in sorted(solution)
        if problem[pos] is None and other_values(name, problem, pos, solution[pos])
    ]
    wrong = open_[len(open_) // 2]
    value = other_values(name, problem, wrong, solution[wrong])[0]
    filled = problem.set(wrong, Colour(value) if name != "suguru" else value)
    advice = explainer().hint(filled)
    assert advice.stuck
    assert wrong in advice.wrong
    assert "wrong" in advice.text


@pytest.mark.parametrize("name", ["ripple", *FOLDERS])
def test_steps_and_hints_serialise_to_json_as_they_are(name: str) -> None:
    """What a web API serves: plain tuples, ints and strings, back as lists."""
    path = PUZZLES / "hakyuu_001.txt" if name == "ripple" else some_samples(name)[0]
    kind = declared(name)
    problem = kind.parse_puzzle(path.read_text()).unwrap()
    explainer = kind.explainer
    assert explainer is not None
    step = explainer().explain(problem).shown()[0]
    back = json.loads(json.dumps(asdict(step)))
    assert back["words"] == step.words
    assert back["marked"] == [list(pos) for pos in step.marked]
    assert len(back["position"]) == len(step.position)
    advice = explainer().hint(problem)
    assert advice.step is not None
    assert json.loads(json.dumps(asdict(advice)))["step"]["words"] == advice.step.words
