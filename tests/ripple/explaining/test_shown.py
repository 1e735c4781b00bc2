"""Ripple Effect's steps as shown: replayed, they give the solution."""

from __future__ import annotations

from ripple_fp import explain, hint, parse_puzzle, parse_solution
from ripple_fp.ripple.explaining import explain as explained
from ripple_fp.ripple.explaining import hint as hinted
from ripple_fp.ripple.explaining import hint_at

from ...conftest import PUZZLES

PROBLEM = parse_puzzle((PUZZLES / "hakyuu_001.txt").read_text()).unwrap()
SOLUTION = parse_solution((PUZZLES / "hakyuu_001.sol").read_text(), PROBLEM.layout).unwrap()


def test_the_steps_replayed_give_the_solution() -> None:
    found = explained(PROBLEM)
    shown = found.shown()
    assert [step.words for step in shown] == list(found.steps)
    for step in shown:
        assert all(SOLUTION[pos] == value for pos, value in step.placed)
        assert all(
            SOLUTION[(r, c)] in values
            for r, row in enumerate(step.position)
            for c, values in enumerate(row)
        )
    last = shown[-1].position
    assert last == tuple(tuple((value,) for value in row) for row in SOLUTION.rows())
    assert shown[0].marked == ((0, 1),)
    assert shown[0].changed == ((0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (3, 1))


def test_a_hint_shows_its_placement_or_blames_cells() -> None:
    advice = hinted(PROBLEM)
    assert advice.step is not None
    assert advice.step.placed == (((0, 2), 1),)
    assert advice.step.words == "naked single: r1c3 can only hold 1."
    wrong = hinted(PROBLEM.set((0, 0), 2))
    assert (wrong.stuck, wrong.wrong) == (True, ((0, 0),))
    clash = hinted(PROBLEM.set((0, 0), 4))
    assert clash.stuck
    assert (0, 0) in clash.wrong


def test_the_library_face_is_unchanged() -> None:
    assert explain(PROBLEM).steps == explained(PROBLEM).steps
    assert hint(PROBLEM).text == hinted(PROBLEM).text


def test_a_hint_from_a_position_beside_the_puzzle() -> None:
    """The player's cells compared with the solution: a wrong one is named; right ones
    lead to a next step."""
    wrong = hint_at(PROBLEM, {(0, 0): 2, (0, 2): 1})
    assert (wrong.stuck, wrong.wrong) == (True, ((0, 0),))
    assert wrong.text == "No solution from here: r1c1 is wrong.\n"
    right = hint_at(PROBLEM, {(0, 2): 1})
    assert right.step is not None
    assert all(SOLUTION[pos] == value for pos, value in right.step.placed)
    assert (0, 2) not in dict(right.step.placed)
