"""Hints: the next placement with its reasons, clashes, suspects, and a solved grid."""

from __future__ import annotations

from ripple_fp import Problem, solutions
from ripple_fp.grid.rooms import from_rows, make_layout
from ripple_fp.ripple.explaining.hints import (
    Clash,
    Conflict,
    Done,
    Next,
    Wrong,
    clashes,
    hint,
    suspects,
)
from ripple_fp.ripple.explaining.steps import Eliminate, Place, Rule
from ripple_fp.ripple.explaining.wording import advise

from ...conftest import PUZZLES, load_problem

EXAMPLE = load_problem(PUZZLES / "hakyuu_001.txt")
SOLUTION = next(solutions(EXAMPLE))


def test_the_next_step_is_the_first_placement_with_the_steps_it_rests_on() -> None:
    found = hint(EXAMPLE)
    assert isinstance(found, Next)
    assert found.step.conclusion == Place((0, 2), 1)
    assert [s.rule for s in found.because] == [Rule.CROSS_RULE]
    assert all(
        isinstance(s.conclusion, Eliminate) and (0, 2) in s.conclusion.cells for s in found.because
    )


def test_a_clash_names_both_cells_and_the_rule() -> None:
    layout = make_layout([[1, 1, 2, 2]])
    far_enough: Problem = from_rows(layout, [[1, None, 1, None]])  # 1s two apart: allowed
    assert list(clashes(far_enough)) == []
    room: Problem = from_rows(layout, [[2, 2, None, None]])
    assert list(clashes(room)) == [Conflict((0, 0), (0, 1), 2, Rule.ROOM_RULE)]
    near: Problem = from_rows(make_layout([[1, 1, 2, 2]]), [[None, 2, 2, None]])
    assert hint(near) == Clash((Conflict((0, 1), (0, 2), 2, Rule.CROSS_RULE),))
    assert (
        advise(hint(near)) == "r1c2 and r1c3 are both 2, against the cross rule: one is wrong.\n"
    )


def test_a_wrong_cell_that_breaks_no_rule_yet_is_found_by_removing_it() -> None:
    assert SOLUTION[(0, 0)] == 1
    filled = EXAMPLE.set((0, 0), 2)
    assert list(clashes(filled)) == []
    found = hint(filled)
    assert isinstance(found, Wrong)
    assert found.suspects == ((0, 0),)
    assert found.dead is not None
    assert list(suspects(filled)) == [(0, 0)]
    assert advise(found).endswith(": one of r1c1 is wrong.\n")


def test_a_full_grid_that_keeps_every_rule_is_done() -> None:
    assert hint(SOLUTION.map(lambda value: value)) == Done()
    assert advise(Done()) == "Solved: every cell is filled and every rule holds.\n"
