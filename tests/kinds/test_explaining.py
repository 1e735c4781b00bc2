"""The explainer written once: a step is the losses of one reason, rules taken simplest
first at their lowest focus, suppositions, grades, the page of pictures and hints; on
Ripple Effect's rules (any kind's would do: the explainer knows none)."""

from __future__ import annotations

import re
from dataclasses import FrozenInstanceError, replace

import pytest

from ripple_fp.grid.rooms import Problem, Solution, from_rows, make_layout
from ripple_fp.grid.svg import CELL, MARGIN
from ripple_fp.kinds.explaining import (
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

from ..conftest import DATA, PUZZLES, load_problem

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
