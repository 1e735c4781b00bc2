"""Steps in words: cells named r3c5 (from 1), every rule worded."""

from __future__ import annotations

from ripple_fp.grid.matrix import cell_name
from ripple_fp.ripple.explaining.steps import (
    Eliminate,
    EmptyCell,
    NoPlace,
    Place,
    Rule,
    Step,
    Unsolvable,
)
from ripple_fp.ripple.explaining.wording import cell_names, dead_end, describe


def test_cells_are_named_from_one() -> None:
    assert cell_name((0, 0)) == "r1c1"
    assert cell_name((9, 11)) == "r10c12"
    assert cell_names([(0, 1), (2, 0)]) == "r1c2, r3c1"


def test_the_room_rule_and_a_hidden_single() -> None:
    room = Step(Rule.ROOM_RULE, ((0, 1),), Eliminate(4, ((0, 0), (1, 0))), room=1)
    assert describe(room) == (
        "room rule: r1c2 is 4, so no other cell of room 1 is 4: r1c1, r2c1 lose 4."
    )
    hidden = Step(Rule.HIDDEN_SINGLE, ((0, 0), (0, 2)), Place((0, 1), 3), room=6)
    assert describe(hidden) == "hidden single: in room 6, only r1c2 can hold 3."


def test_room_reach_names_the_places_left_and_the_cell_they_all_see() -> None:
    step = Step(Rule.ROOM_REACH, ((1, 0), (3, 0)), Eliminate(3, ((4, 0),)), room=1)
    assert describe(step) == (
        "room reach: 3 must go in room 1 at r2c1 or r4c1, and both see r5c1 within 3: "
        "r5c1 loses 3."
    )
    three = Step(Rule.ROOM_REACH, ((0, 1), (1, 1), (3, 1)), Eliminate(4, ((4, 1),)), room=2)
    assert "at r1c2, r2c2 or r4c2, and each of them sees r5c2 within 4" in describe(three)


def test_a_contradiction_says_what_would_go_wrong() -> None:
    step = Step(
        Rule.CONTRADICTION,
        ((3, 4),),
        Eliminate(2, ((3, 4),)),
        supposed=Place((3, 4), 2),
        dead=NoPlace(7, 3),
    )
    assert describe(step) == (
        "contradiction: if r4c5 were 2, room 7 would have no place for 3; r4c5 loses 2."
    )


def test_a_guess_and_the_dead_ends_of_a_puzzle_without_solution() -> None:
    guess = Step(Rule.GUESS, ((0, 0),), Place((0, 0), 1))
    assert describe(guess) == "guess: no rule applies; try r1c1 = 1."
    empty = Step(Rule.CROSS_RULE, ((2, 2),), EmptyCell((2, 2)))
    assert describe(empty) == "cross rule: r3c3 has no value left, so the puzzle has no solution."
    assert dead_end(Unsolvable((0, 0))) == "no value of r1c1 leads to a solution"
    assert dead_end(EmptyCell((0, 0))) == "r1c1 would have no value left"
