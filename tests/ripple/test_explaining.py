"""Ripple Effect explained: its words for every rule, every published puzzle explained to
its solution with every step true, contradictions, dead ends and guesses, and hints."""

from __future__ import annotations

from itertools import islice
from pathlib import Path

import pytest

from ripple_fp import Problem, Solution, explain, hint, is_solution, parse_puzzle, parse_solution
from ripple_fp.grid.matrix import cell_name
from ripple_fp.grid.rooms import from_rows, make_layout
from ripple_fp.kinds.explaining import (
    Emptied,
    Ended,
    Failed,
    Guessed,
    Move,
    Reasoned,
    Refuted,
    Single,
    Unsolvable,
    after,
    describe,
    losses_of,
    moves,
    placed_by,
)
from ripple_fp.ripple import explaining
from ripple_fp.ripple.deductions import Cross, Reason
from ripple_fp.search import candidates as cs
from ripple_fp.search.alldifferent import HiddenSingle, NoPlace, Placed, Pointing

from ..conftest import DATA, PUZZLES, SPECIAL, load_problem, load_solution

CORPUS = DATA / "corpus"
PUBLISHED = sorted(CORPUS.glob("*/*.txt"))
EXAMPLE = PUZZLES / "hakyuu_001.txt"
ROOM_RULE, CROSS_RULE, NAKED_SINGLE, HIDDEN_SINGLE, ROOM_REACH, CONTRADICTION, GUESS = range(7)
"""The ranks of the rules, simplest first."""


def steps_of(problem: Problem) -> list[Move[Reason]]:
    return list(moves(explaining.classroom(problem)))


def replay(problem: Problem, found: list[Move[Reason]], solution: Solution) -> None:
    """Take every move on the puzzle's candidates, checking each against ``solution``: a
    placement is its value, a loss never takes its value, every move changes
    something; the last leaves the solution."""
    room = explaining.classroom(problem)
    domains = room.start
    for move in found:
        assert not isinstance(move, Ended), describe(room, move)
        for var, value in placed_by(move):
            assert solution.grid.cells[var] == value, describe(room, move)
        for var, removed in losses_of(move):
            assert removed, describe(room, move)
            assert domains[var] & removed == removed, describe(room, move)
            assert not cs.has(removed, solution.grid.cells[var]), describe(room, move)
        assert losses_of(move) or placed_by(move), describe(room, move)
        domains = after(domains, losses_of(move))
    assert list(domains) == [cs.single(value) for value in solution.grid.cells]


@pytest.mark.parametrize("path", PUBLISHED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_published_puzzle_is_explained_to_the_end_without_a_guess(path: Path) -> None:
    problem = load_problem(path)
    found = steps_of(problem)
    replay(problem, found, load_solution(path.with_suffix(".sol"), problem))
    assert not any(isinstance(move, Guessed) for move in found)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["hard-06", "large-03", "room_of_294_cells"])
def test_a_generated_puzzle_is_explained_with_every_step_true(name: str) -> None:
    problem = load_problem(DATA / f"{name}.txt")
    replay(problem, steps_of(problem), load_solution(DATA / f"{name}.sol", problem))


def test_the_corpus_is_all_there() -> None:
    assert {p.parent.name for p in PUBLISHED} == {"janko", "app-levels", "lab"}
    assert len(PUBLISHED) == 61 + 149 + 43


def test_the_steps_are_the_moves_in_words_and_lead_to_the_solution() -> None:
    problem = load_problem(EXAMPLE)
    room = explaining.classroom(problem)
    found = explaining.explain(problem)
    assert found.steps == tuple(describe(room, move) for move in moves(room))
    assert found.solution == load_solution(EXAMPLE.with_suffix(".sol"), problem)
    assert found.grade == "easy: naked single 51 times, no guess (130 steps)"
    assert explaining.grade(problem) == found.grade
    assert "<title>Figure 1</title>" in found.page("Figure 1")
    assert explain(problem).steps == found.steps  # the library's face


def test_the_moves_are_lazy_and_the_simplest_rule_comes_first() -> None:
    problem = load_problem(EXAMPLE)
    first = list(islice(moves(explaining.classroom(problem)), 3))
    assert [move.rank for move in first] == [ROOM_RULE] * 3
    ranks = [move.rank for move in steps_of(problem)]
    assert max(ranks) == NAKED_SINGLE


def test_a_contradiction_says_what_it_supposed_and_where_it_ends() -> None:
    problem = load_problem(CORPUS / "app-levels" / "level046.txt")
    room = explaining.classroom(problem)
    found = [move for move in moves(room) if isinstance(move, Refuted)]
    assert found
    for move in found:
        assert isinstance(move.dead, Emptied | Failed)
        assert move.losses == ((move.var, cs.single(move.value)),)
    assert (room.words.where(found[0].var), found[0].value) == ((0, 2), 3)
    assert found[0].dead == Emptied(6 * 7 + 1)  # r7c2, in a grid of seven columns
    assert describe(room, found[0]) == (
        "contradiction: if r1c3 were 3, r7c2 would have no value left; r1c3 loses 3."
    )


@pytest.mark.parametrize("path", sorted(SPECIAL.glob("nosolution_*.txt")), ids=lambda p: p.stem)
def test_a_puzzle_without_solution_ends_in_a_dead_end(path: Path) -> None:
    found = steps_of(load_problem(path))
    assert isinstance(found[-1], Ended)
    assert not any(isinstance(move, Ended) for move in found[:-1])


@pytest.mark.parametrize("path", sorted(SPECIAL.glob("*_nonunique.txt")), ids=lambda p: p.stem)
def test_a_puzzle_of_many_solutions_is_explained_with_guesses(path: Path) -> None:
    problem = load_problem(path)
    found = explaining.explain(problem)
    assert found.solution is not None
    assert is_solution(problem, found.solution)
    assert any(step.startswith("guess: no rule applies; try ") for step in found.steps)


def test_a_filled_puzzle_needs_no_step_and_a_clash_of_givens_is_a_dead_end() -> None:
    layout = make_layout([[1, 1], [2, 2]])
    solved: Problem = from_rows(layout, [[1, 2], [2, 1]])
    assert steps_of(solved) == []
    clash: Problem = from_rows(layout, [[1, 1], [None, None]])
    room = explaining.classroom(clash)
    elimination, dead_end = moves(room)
    assert elimination == Reasoned(ROOM_RULE, Placed(0, 1), ((1, cs.single(1)),), ())
    assert dead_end == Ended(ROOM_RULE, Emptied(1))
    assert describe(room, elimination) == (
        "room rule: r1c1 is 1, so no other cell of room 1 is 1: r1c2 loses 1."
    )
    assert describe(room, dead_end) == (
        "room rule: r1c2 has no value left, so the puzzle has no solution."
    )


def test_a_guess_follows_the_solution_the_search_finds_first() -> None:
    from ripple_fp import solutions  # noqa: PLC0415

    blank: Problem = from_rows(make_layout([[1, 1], [2, 2]]), [[None, None], [None, None]])
    first = next(solutions(blank))
    assert steps_of(blank)[0] == Guessed(
        GUESS, 0, first[(0, 0)], ((0, cs.of((1, 2)) ^ cs.single(first[(0, 0)])),)
    )


# --- the words ----------------------------------------------------------------------------

ROWS = [[3 * row + 1 + column // 2 for column in range(6)] for row in range(6)]
ROOM = explaining.classroom(from_rows(make_layout(ROWS), [[None] * 6] * 6))
"""Six rows of three rooms of two, numbered in reading order: a puzzle to word made-up
moves in."""


def var(row: int, column: int) -> int:
    return row * 6 + column


def test_cells_are_named_from_one_and_rooms_by_their_number() -> None:
    assert cell_name((9, 11)) == "r10c12"
    room = explaining.classroom(load_problem(EXAMPLE))
    placed: Move[Reason] = Reasoned(
        ROOM_RULE, Placed(1, 4), ((0, cs.single(4)), (8, cs.single(4))), ()
    )
    assert describe(room, placed) == (
        "room rule: r1c2 is 4, so no other cell of room 1 is 4: r1c1, r2c1 lose 4."
    )


def test_the_cross_rule_a_naked_single_and_a_hidden_single() -> None:
    crossed: Move[Reason] = Reasoned(CROSS_RULE, Cross(0, 2), ((var(0, 2), 4), (var(2, 0), 4)), ())
    assert describe(ROOM, crossed) == (
        "cross rule: r1c1 is 2, so no cell within 2 of it in its row or column is 2: "
        "r1c3, r3c1 lose 2."
    )
    single: Move[Reason] = Single(NAKED_SINGLE, var(2, 4), 3)
    assert describe(ROOM, single) == ("naked single: r3c5 can only hold 3.")
    hidden: Move[Reason] = Reasoned(
        HIDDEN_SINGLE, HiddenSingle(3, 2), ((var(1, 1), 1),), ((var(1, 1), 2),)
    )
    assert describe(ROOM, hidden) == "hidden single: in room 4, only r2c2 can hold 2."
    assert isinstance(hidden, Reasoned)
    assert ROOM.words.premises(hidden) == (var(1, 0),)


def test_room_reach_names_the_places_left_and_the_cell_they_all_see() -> None:
    two: Move[Reason] = Reasoned(ROOM_REACH, Pointing(0, 2, (0, 1)), ((var(0, 2), 4),), ())
    assert describe(ROOM, two) == (
        "room reach: 2 must go in room 1 at r1c1 or r1c2, and both see r1c3 within 2: "
        "r1c3 loses 2."
    )
    three: Move[Reason] = Reasoned(ROOM_REACH, Pointing(0, 2, (0, 1, 7)), ((var(0, 2), 4),), ())
    assert "at r1c1, r1c2 or r2c2, and each of them sees r1c3 within 2" in describe(ROOM, three)


def test_a_contradiction_a_guess_and_the_dead_ends() -> None:
    refuted: Move[Reason] = Refuted(
        CONTRADICTION, var(3, 4), 2, Failed(NoPlace(7, 1)), ((var(3, 4), 4),), ()
    )
    assert describe(ROOM, refuted) == (
        "contradiction: if r4c5 were 2, room 8 would have no place for 1; r4c5 loses 2."
    )
    guessed: Move[Reason] = Guessed(GUESS, 0, 1, ((0, 4),))
    assert describe(ROOM, guessed) == "guess: no rule applies; try r1c1 = 1."
    empty: Move[Reason] = Ended(CROSS_RULE, Emptied(var(2, 2)))
    assert describe(ROOM, empty) == (
        "cross rule: r3c3 has no value left, so the puzzle has no solution."
    )
    unsolvable: Move[Reason] = Ended(GUESS, Unsolvable(0))
    assert describe(ROOM, unsolvable) == (
        "guess: no value of r1c1 leads to a solution, so the puzzle has no solution."
    )


# --- hints --------------------------------------------------------------------------------

PROBLEM = parse_puzzle(EXAMPLE.read_text()).unwrap()
SOLUTION = parse_solution(EXAMPLE.with_suffix(".sol").read_text(), PROBLEM.layout).unwrap()


def test_the_next_step_is_the_first_placement_with_the_steps_it_rests_on() -> None:
    advice = explaining.hint(PROBLEM)
    assert advice.text == (
        "next: naked single: r1c3 can only hold 1.\n"
        "  because cross rule: r2c3 is 2, so no cell within 2 of it in its row or column"
        " is 2: r1c3, r3c3, r2c1 lose 2.\n"
    )
    assert not advice.stuck
    assert advice.step is not None
    assert advice.step.placed == (((0, 2), 1),)
    assert hint(PROBLEM).text == advice.text  # the library's face


def test_a_wrong_cell_that_breaks_no_rule_yet_is_found_by_emptying_it() -> None:
    assert SOLUTION[(0, 0)] == 1
    advice = explaining.hint(PROBLEM.set((0, 0), 2))
    assert advice.stuck
    assert advice.wrong == ((0, 0),)
    assert advice.text == (
        "No solution from here (as filled, r3c2 has no value left): r1c1 is wrong.\n"
    )


def test_a_clash_names_both_cells_and_the_rule() -> None:
    layout = make_layout([[1, 1, 2, 2]])
    far_enough: Problem = from_rows(layout, [[1, None, 1, None]])  # 1s two apart: allowed
    assert "against" not in explaining.hint(far_enough).text  # (the 2s are not)
    room: Problem = from_rows(layout, [[2, 2, None, None]])
    advice = explaining.hint(room)
    assert (advice.stuck, advice.wrong) == (True, ((0, 0), (0, 1)))
    assert advice.text == "r1c1 and r1c2 are both 2, against the room rule: one is wrong.\n"
    near: Problem = from_rows(layout, [[None, 2, 2, None]])
    advice = explaining.hint(near)
    assert (advice.stuck, advice.wrong) == (True, ((0, 1), (0, 2)))
    assert advice.text == "r1c2 and r1c3 are both 2, against the cross rule: one is wrong.\n"
    clash = explaining.hint(PROBLEM.set((0, 0), 4))
    assert clash.stuck
    assert (0, 0) in clash.wrong


def test_a_full_grid_that_keeps_every_rule_is_solved() -> None:
    done = explaining.hint(SOLUTION.map(lambda value: value))
    assert (done.stuck, done.text) == (
        False,
        "Solved: every cell is filled and every rule holds.\n",
    )


def test_a_hint_from_a_position_beside_the_puzzle() -> None:
    """The player's cells compared with the solution: a wrong one is named; right ones
    lead to a next step."""
    wrong = explaining.hint_at(PROBLEM, {(0, 0): 2, (0, 2): 1})
    assert (wrong.stuck, wrong.wrong) == (True, ((0, 0),))
    assert wrong.text == "No solution from here: r1c1 is wrong.\n"
    right = explaining.hint_at(PROBLEM, {(0, 2): 1})
    assert right.step is not None
    assert all(SOLUTION[pos] == value for pos, value in right.step.placed)
    assert (0, 2) not in dict(right.step.placed)


def test_the_steps_as_shown_replay_to_the_solution() -> None:
    shown = explaining.explain(PROBLEM).shown()
    for step in shown:
        assert all(SOLUTION[pos] == value for pos, value in step.placed)
        assert all(
            SOLUTION[(r, c)] in values
            for r, row in enumerate(step.position)
            for c, values in enumerate(row)
        )
    assert shown[-1].position == tuple(tuple((value,) for value in row) for row in SOLUTION.rows())
    assert shown[0].words == "room rule: r1c2 is 4, so no other cell of room 1 is 4: " + (
        "r1c1, r2c1, r3c1, r3c2, r3c3, r4c2 lose 4."
    )
    assert shown[0].marked == ((0, 1),)
    assert shown[0].changed == ((0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (3, 1))
    assert shown[24].placed == (((0, 2), 1),)
