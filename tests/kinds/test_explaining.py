"""The explainer written once: a step is the losses of one reason, rules taken simplest
first at their lowest focus, suppositions, grades, the page of pictures and hints, on
Ripple Effect's rules (any kind's would do: the explainer knows none); then every
published sample of every other kind explained to its solution, hints from positions
right and wrong, grades."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from dataclasses import FrozenInstanceError, asdict, replace
from pathlib import Path

import pytest

from ripple_fp.creek.deductions import PATCH_FROM
from ripple_fp.grid.matrix import Matrix, Pos
from ripple_fp.grid.rooms import Problem, Puzzle, Solution, from_rows, make_layout
from ripple_fp.grid.svg import CELL, MARGIN
from ripple_fp.kinds.capabilities import Advice, Shown
from ripple_fp.kinds.explaining import (
    GRADES,
    SNAPSHOT_EVERY,
    Emptied,
    Ended,
    Grade,
    Guessed,
    Move,
    Reasoned,
    Refuted,
    Single,
    _Agenda,
    _Notebook,
    grade,
    lesson,
    moves,
    page,
    summary,
)
from ripple_fp.ripple import explaining
from ripple_fp.ripple.deductions import Cross, Reason
from ripple_fp.search import candidates as cs
from ripple_fp.search.alldifferent import HiddenSingle, Placed
from ripple_fp.search.model import Domains
from ripple_fp.search.propagation import Trace
from ripple_fp.search.rules import Rule

from ..conftest import DATA, PUZZLES, declared, load_problem

ROOM_RULE, CROSS_RULE, NAKED_SINGLE, HIDDEN_SINGLE, ROOM_REACH, CONTRADICTION, GUESS = range(7)


def notebook(problem: Problem) -> _Notebook[Reason, Solution]:
    room = explaining.classroom(problem)
    return _Notebook.opened(room, room.start, room.filled)


def test_an_agenda_gives_each_focus_once_lowest_first() -> None:
    agenda = _Agenda([3, 1, 3])
    agenda.add(2)
    agenda.add(1)
    assert [agenda.take(), agenda.take(), agenda.take(), agenda.take()] == [1, 2, 3, None]


def test_the_room_rule_then_the_cross_rule_spread_a_given() -> None:
    book = notebook(from_rows(make_layout([[1, 1, 2, 2]]), [[2, None, None, None]]))
    assert book.step() == [Reasoned(ROOM_RULE, Placed(0, 2), ((1, cs.single(2)),), ())]
    assert book.step() == [Reasoned(CROSS_RULE, Cross(0, 2), ((2, cs.single(2)),), ())]
    assert list(cs.values(book.domains[2])) == [1]


def test_a_naked_single_is_a_step_before_its_value_is_used() -> None:
    book = notebook(from_rows(make_layout([[1, 1]]), [[2, None]]))
    assert book.step() == [Reasoned(ROOM_RULE, Placed(0, 2), ((1, cs.single(2)),), ())]
    assert not book.placed[1]
    assert book.step() == [Single(NAKED_SINGLE, 1, 1)]
    assert book.complete()
    assert book.step() == []


def test_a_step_is_the_losses_of_one_reason() -> None:
    """Two hidden singles in one room are two steps: the rule stops at the second
    value's loss, and the room stays on its agenda for it."""
    book = notebook(from_rows(make_layout([[1, 1, 1, 1]]), [[None] * 4]))
    book.domains = (
        book.domains.set(0, cs.of((1, 2))).set(1, cs.of((1, 2))).set(3, cs.of((1, 2, 4)))
    )
    three = Reasoned(HIDDEN_SINGLE, HiddenSingle(0, 3), ((2, cs.of((1, 2, 4))),), ((2, 3),))
    assert book.step() == [three]
    assert book.placed[2]
    four = Reasoned(HIDDEN_SINGLE, HiddenSingle(0, 4), ((3, cs.of((1, 2))),), ((3, 4),))
    assert book.step() == [four]


def test_a_value_with_no_place_ends_the_solve() -> None:
    book = notebook(from_rows(make_layout([[1, 1, 1]]), [[None] * 3]))
    for var in range(3):
        book.domains = book.domains.set(var, cs.of((1, 2)))
    assert [type(move) for move in book.step()] == [Ended]


def test_supposing_a_value_finds_the_dead_end_and_leaves_the_notebook_alone() -> None:
    book = notebook(from_rows(make_layout([[1, 1, 2]]), [[None, None, None]]))
    assert book.supposing(0, 2) == Emptied(2)  # r1c2 is 1: r1c3 has nothing
    assert book.supposing(0, 1) is None
    assert list(cs.values(book.domains[0])) == [1, 2]
    assert not any(book.placed)


def test_a_rule_that_takes_a_value_without_a_reason_is_refused() -> None:
    def silent(domains: Domains, trace: Trace[Reason], focus: int) -> bool:
        trace.losing(focus, cs.single(1), cs.single(2), None)
        return True

    room = explaining.classroom(from_rows(make_layout([[1, 1]]), [[None, None]]))
    quiet = replace(room, rules=(Rule("silent", 0, silent, lambda var: (var,)),))
    with pytest.raises(TypeError, match="without a reason"):
        next(moves(quiet))


def test_moves_are_frozen_values() -> None:
    move: Move[Reason] = Single(NAKED_SINGLE, 0, 1)
    assert move == Single(NAKED_SINGLE, 0, 1)
    assert len({move, move}) == 1
    with pytest.raises(FrozenInstanceError):
        move.value = 2  # type: ignore[misc]


# --- grades -------------------------------------------------------------------------------

ROOM = explaining.classroom(load_problem(PUZZLES / "hakyuu_001.txt"))


def at(rank: int) -> Move[Reason]:
    return Single(rank, 0, 1)


def test_the_strongest_rule_decides_the_level() -> None:
    assert grade(ROOM, [at(ROOM_RULE), at(NAKED_SINGLE)]).level == "easy"
    assert grade(ROOM, [at(HIDDEN_SINGLE), at(NAKED_SINGLE)]).level == "medium"
    assert grade(ROOM, [at(ROOM_REACH)] * 3 + [at(HIDDEN_SINGLE)]).level == "hard"
    assert grade(ROOM, [at(CONTRADICTION)]).level == "very hard"
    guessed = Guessed(GUESS, 0, 1, ())
    assert grade(ROOM, [guessed, at(ROOM_RULE)]).level == "needs guessing"


def test_a_grade_counts_the_strongest_rule_and_the_guesses() -> None:
    guessed = Guessed(GUESS, 0, 1, ())
    found = grade(ROOM, [at(ROOM_REACH)] * 3 + [guessed] * 2 + [at(ROOM_RULE)])
    assert found == Grade("needs guessing", "guess", 2, 2, 6)
    assert summary(found) == "needs guessing: 2 guesses (6 steps)"
    reach = grade(ROOM, [at(ROOM_REACH)] * 3 + [at(ROOM_RULE)])
    assert summary(reach) == "hard: room reach 3 times, no guess (4 steps)"
    assert summary(grade(ROOM, [])) == "easy: no step needed (0 steps)"
    assert summary(Grade("medium", "sign", 1, 0, 2)) == "medium: sign 1 time, no guess (2 steps)"


def test_summaries_of_published_puzzles() -> None:
    assert summary(grade(ROOM, list(moves(ROOM)))) == (
        "easy: naked single 51 times, no guess (130 steps)"
    )
    level = explaining.classroom(load_problem(DATA / "corpus/app-levels/level046.txt"))
    found = list(moves(level))
    assert any(isinstance(move, Refuted) for move in found)
    assert summary(grade(level, found)).startswith("very hard: contradiction 1 time, no guess")


# --- the page -----------------------------------------------------------------------------

TEXT = re.compile(r'<text x="([\d.]+)" y="([\d.]+)"[^>]*>(\d+)</text>')


def values_in(fragment: str) -> dict[tuple[int, int], int]:
    """The cell and value of every entry drawn in ``fragment``."""
    return {
        (int((float(y) - MARGIN) // CELL), int((float(x) - MARGIN) // CELL)): int(value)
        for x, y, value in TEXT.findall(fragment)
    }


def section(html: str, number: int) -> str:
    found = re.search(rf'<section id="step-{number}".*?</section>', html, re.DOTALL)
    assert found is not None
    return found.group(0)


def shown_after(html: str, number: int) -> dict[tuple[int, int], int]:
    """The values a step's picture shows besides the givens: its snapshot and its own."""
    found = values_in(section(html, number))
    for snapshot in re.findall(r'<use href="#(placed-\d+)"/>', section(html, number)):
        group = re.search(rf'<g id="{snapshot}">(.*?)</g>', html, re.DOTALL)
        assert group is not None
        found |= values_in(group.group(1))
    return found


def test_every_step_has_a_section_with_its_words_and_the_grid_after_it() -> None:
    steps = lesson(ROOM).steps
    html = page(ROOM, steps, "Figure 1")
    assert html.count("<section ") == len(steps) == 130
    placed = [dict(step.placed) for step in steps]
    assert sum(map(len, placed)) > SNAPSHOT_EVERY  # snapshots are used
    for number in (1, 24, 25, SNAPSHOT_EVERY * 2 + 30, 130):
        so_far = {pos: value for found in placed[:number] for pos, value in found.items()}
        assert shown_after(html, number) == so_far
        assert steps[number - 1].words in section(html, number)


def test_a_picture_shades_what_its_step_uses_and_concludes() -> None:
    room = explaining.classroom(load_problem(DATA / "corpus" / "janko" / "hakyuu_010.txt"))
    steps = lesson(room).steps
    html = page(room, steps, "hakyuu_010")
    for number, step in enumerate(steps, 1):
        found = section(html, number)
        assert found.count('class="premise"') == len(step.marked)
        assert found.count('class="placed"') == len(step.placed)
        taken = {pos for pos in step.changed if pos not in dict(step.placed)}
        assert found.count('class="taken"') == len(taken)


def test_the_page_grows_with_the_steps_not_with_steps_times_cells() -> None:
    room = explaining.classroom(load_problem(DATA / "corpus" / "janko" / "hakyuu_450.txt"))
    steps = lesson(room).steps
    html = page(room, steps, "#450")
    rows, columns = room.size
    assert len(html) < 5_000 * len(steps)  # about 3,700 bytes a step
    assert len(html) < len(steps) * rows * columns * 10  # every value every time: 100+


# --- every kind's samples -------------------------------------------------------------

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


def load(name: str, path: Path) -> tuple[object, dict[Pos, int]]:
    """A sample puzzle and its solution, cell by cell."""
    kind = declared(name)
    problem = kind.parse_puzzle(path.read_text()).unwrap()
    solution = kind.parse_solution(path.with_suffix(".sol").read_text(), problem).unwrap()
    return problem, cells_of(solution)


def cells_of(solution: object) -> dict[Pos, int]:
    """A solution of any kind (a grid of rooms' puzzle, or a matrix) as a map from
    cells to ints."""
    grid = solution.grid if isinstance(solution, Puzzle) else solution
    assert isinstance(grid, Matrix)
    return {pos: int(value) for pos, value in grid.items()}


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
    assert cells_of(found.solution) == solution
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
def test_grades_are_deterministic_and_the_same_as_the_explainers(name: str) -> None:
    path = min(FOLDERS[name][-1].glob("*.txt"))
    problem, _ = load(name, path)
    explainer = declared(name).explainer
    assert explainer is not None
    first, second = explainer().explain(problem), explainer().explain(problem)
    assert (first.grade, first.steps) == (second.grade, second.steps)
    assert first.shown() == second.shown()
    assert first.grade.split(":")[0] in (*GRADES, "very hard", "needs guessing")
    assert explainer().grade(problem) == first.grade


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


def hint_at(name: str, problem: object, position: dict[Pos, int]) -> Advice:
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
        step = advice.step
        assert isinstance(step, Shown)
        assert step.placed
        for pos, value in step.placed:
            assert solution[pos] == value
            assert pos not in position
    done = hint_at(name, problem, solution)
    assert (done.stuck, done.text) == (
        False,
        "Solved: every cell is filled and every rule holds.\n",
    )


def other_values(name: str, problem: object, pos: Pos, right: int) -> list[int]:
    """The values a player could wrongly put in ``pos``."""
    if name in ("0hh1", "tohuwavohu"):
        values = range(1, 3)
    elif name == "creek":
        values = range(2)
    elif isinstance(problem, Puzzle):
        values = range(1, problem.layout.room_size(pos) + 1)
    else:
        assert isinstance(problem, Matrix)
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
    assert isinstance(problem, Puzzle | Matrix)
    open_ = [
        pos
        for pos in sorted(solution)
        if problem[pos] is None and other_values(name, problem, pos, solution[pos])
    ]
    wrong = open_[len(open_) // 2]
    value = other_values(name, problem, wrong, solution[wrong])[0]
    filled = (
        problem.set(wrong, value)
        if isinstance(problem, Puzzle)
        else problem.set(wrong, Colour(value))
    )
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
