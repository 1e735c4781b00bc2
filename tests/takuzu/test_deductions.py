"""Each rule on a small grid where it removes what the weaker levels keep, and every
level against the brute-force oracle: it never removes a colour some solution uses."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ripple_fp.grid.matrix import Matrix
from ripple_fp.search import candidates as cs
from ripple_fp.search.model import Domains
from ripple_fp.search.propagation import propagate
from ripple_fp.search.rules import Rule
from ripple_fp.search.stats import Stats
from ripple_fp.takuzu.board import initial_domains, make_board
from ripple_fp.takuzu.deductions import (
    Balance,
    Copies,
    Deductions,
    Pair,
    Reason,
    Twins,
    WholeLine,
    Work,
    rules,
    start,
)
from ripple_fp.takuzu.lines import LineMemo
from ripple_fp.takuzu.parse import parse_puzzle
from ripple_fp.takuzu.puzzle import (
    TAKUZU,
    TOHU_WA_VOHU,
    Cell,
    Colour,
    Problem,
    Rules,
    Solution,
    side,
)
from ripple_fp.takuzu.referee import violations

from ..search.heard import Heard
from .oracle import brute_force, problems, rule_sets

LEVELS = pytest.mark.parametrize("level", list(Deductions), ids=lambda d: d.name)
LETTERS = {cs.single(1): "R", cs.single(2): "B", cs.of((1, 2)): "."}


def propagated(problem: Problem, level: Deductions, rules: Rules = TAKUZU) -> Domains | None:
    board = make_board(side(problem), rules)
    started = start(board, LineMemo(), level, initial_domains(board, problem), Stats())
    return None if started is None else started[0]


def row_of(problem: Problem, level: Deductions, r: int, rules: Rules = TAKUZU) -> str:
    """Row ``r`` of the propagated grid, which must not be a contradiction."""
    found = rows_of(problem, level, rules)
    assert found is not None
    return found[r]


def rows_of(problem: Problem, level: Deductions, rules: Rules = TAKUZU) -> list[str] | None:
    """The propagated grid under ``rules`` (0h h1's unless told), one string per row:
    ``R``, ``B``, or ``.`` for open."""
    domains = propagated(problem, level, rules)
    if domains is None:
        return None
    size = side(problem)
    return [" ".join(LETTERS[domains[r * size + c]] for c in range(size)) for r in range(size)]


def grid(*rows: str) -> Problem:
    return parse_puzzle("\n".join(rows) + "\n").unwrap()


@LEVELS
def test_balance_fills_a_line_holding_half_of_one_colour(level: Deductions) -> None:
    found = rows_of(grid("R . R . R .", *[". . . . . ."] * 5), level)
    assert found is not None
    assert found[0] == "R B R B R B"


@LEVELS
def test_pairs_and_gaps_force_the_other_colour(level: Deductions) -> None:
    found = rows_of(grid(". R R . . .", ". . . . . .", "B . B . . .", *[". . . . . ."] * 3), level)
    assert found is not None
    assert found[0].startswith("B R R B")
    assert found[2].startswith("B R B")


@LEVELS
@pytest.mark.parametrize(
    "row", ["R R R . . .", "R . R R R .", "B B . B B B", "R R . R R ."], ids=str.strip
)
def test_three_alike_or_too_many_of_a_colour_is_a_contradiction(
    level: Deductions, row: str
) -> None:
    assert rows_of(grid(row, *[". . . . . ."] * 5), level) is None


def test_whole_lines_see_what_pairs_and_gaps_miss() -> None:
    problem = grid("R R . . . .", *[". . . . . ."] * 5)
    assert rows_of(problem, Deductions.FORWARD) == ["R R B . . ."] + [". . . . . ."] * 5
    assert rows_of(problem, Deductions.LINES) == ["R R B . . B"] + [". . . . . ."] * 5


@LEVELS
def test_identical_complete_lines_are_a_contradiction_under_0h_h1_only(level: Deductions) -> None:
    problem = grid("R B R B", "R B R B", ". . . .", ". . . .")
    assert rows_of(problem, level) is None
    assert rows_of(problem, level, TOHU_WA_VOHU) is not None


def test_duplicate_elimination_sets_two_open_cells_apart_from_a_complete_line() -> None:
    problem = grid("R B R B B R", "R B R B . .", *[". . . . . ."] * 4)
    assert row_of(problem, Deductions.LINES, 1) == "R B R B . ."
    assert row_of(problem, Deductions.FULL, 1) == "R B R B R B"
    assert row_of(problem, Deductions.FULL, 1, TOHU_WA_VOHU) == "R B R B . ."


def test_duplicate_elimination_works_with_more_open_cells() -> None:
    # R R . . . . completes only to R R B R B B (row 1, taken) or R R B B R B.
    problem = grid("R R B R B B", "R R . . . .", *[". . . . . ."] * 4)
    assert row_of(problem, Deductions.LINES, 1) == "R R B . . B"
    assert row_of(problem, Deductions.FULL, 1) == "R R B B R B"


def test_narrowing_outside_the_domain_is_a_contradiction_and_counts_placements() -> None:
    problem = grid("R . . .", ". . . .", ". . . .", ". . . .")
    board, stats = make_board(4, TAKUZU), Stats()
    domains = initial_domains(board, problem)
    assert (
        propagate(Work(board, LineMemo(), Deductions.FULL, domains), [(0, cs.single(2))], stats)
        is None
    )
    result = propagate(
        Work(board, LineMemo(), Deductions.FULL, domains), [(1, cs.single(1))], stats
    )
    assert result is not None
    assert result[0][2] == result[0][3] == cs.single(2)
    assert result[1][0] == 1
    assert stats.propagations >= 3


@LEVELS
@given(rules=rule_sets(), problem=problems())
def test_propagation_keeps_every_colour_some_solution_uses(
    level: Deductions, rules: Rules, problem: Problem
) -> None:
    domains, found = propagated(problem, level, rules), brute_force(rules, problem)
    if domains is None:
        assert found == []
        return
    for solution in found:
        for var, pos in enumerate(problem):
            assert cs.has(domains[var], solution[pos])


def as_problem(solution: Solution) -> Problem:
    """A complete grid as a puzzle that gives every cell."""
    return solution.map(_given)


def _given(colour: Colour) -> Cell:
    return colour


@st.composite
def complete_grids(draw: st.DrawFn) -> tuple[Rules, Solution]:
    """A rule set and a complete grid: a solution of a tiny puzzle under those rules,
    or colours at random."""
    rules, problem = draw(rule_sets()), draw(problems())
    answers = brute_force(rules, problem)
    use_an_answer = draw(st.booleans())
    if answers and use_an_answer:
        return rules, draw(st.sampled_from(answers))
    size = side(problem)
    row = st.lists(st.sampled_from(list(Colour)), min_size=size, max_size=size)
    return rules, Matrix.from_rows(draw(st.lists(row, min_size=size, max_size=size)))


@LEVELS
@given(drawn=complete_grids())
def test_a_complete_grid_survives_propagation_exactly_when_it_is_a_solution(
    level: Deductions, drawn: tuple[Rules, Solution]
) -> None:
    rules, solution = drawn
    problem = as_problem(solution)
    broken = violations(rules, problem, solution)
    assert (propagated(problem, level, rules) is None) == bool(broken)


@LEVELS
@given(rules=rule_sets(), problem=problems(), data=st.data())
def test_a_guess_propagates_to_the_same_fixpoint_as_a_given(
    level: Deductions, rules: Rules, problem: Problem, data: st.DataObject
) -> None:
    """Propagation is confluent: narrowing the propagated root to a colour ends where
    propagating the puzzle with that colour given does."""
    n = side(problem)
    board, memo = make_board(n, rules), LineMemo()
    root = start(board, memo, level, initial_domains(board, problem), Stats())
    if root is None:
        return
    var = data.draw(st.integers(0, n**2 - 1))
    colour = data.draw(st.sampled_from(list(Colour)))
    guessed = propagate(Work(board, memo, level, root[0]), [(var, cs.single(colour))], Stats())
    pos = (var // n, var % n)
    if cs.has(root[0][var], colour):
        direct = propagated(problem.set(pos, colour), level, rules)
        assert (None if guessed is None else guessed[0]) == direct
    else:
        assert guessed is None


def heard(text: str, rule: str, level: int, line: int, rules_: Rules = TAKUZU) -> Heard[Reason]:
    """What the rule named ``rule`` of ``level`` says of ``line`` of the puzzle ``text``."""
    problem = parse_puzzle(text).unwrap()
    board = make_board(side(problem), rules_)
    found: Heard[Reason] = Heard()
    (named,) = (r for r in rules(board, LineMemo()) if r.name == rule and r.level == level)
    assert isinstance(named, Rule)
    named.apply(initial_domains(board, problem), found, line)
    return found


RED, BLUE = cs.single(Colour.RED), cs.single(Colour.BLUE)


def test_every_rule_says_why_it_takes_a_colour() -> None:
    assert heard("B B . .\n. . . .\n. . . .\n. . . .\n", "balance", 0, 0).losses == [
        (2, BLUE, Balance(0, Colour.BLUE, (0, 1))),
        (3, BLUE, Balance(0, Colour.BLUE, (0, 1))),
    ]
    assert heard(". R R . . .\n" + ". . . . . .\n" * 5, "no three in a row", 0, 0).losses == [
        (0, RED, Pair(1, 2, Colour.RED)),
        (3, RED, Pair(1, 2, Colour.RED)),
    ]
    whole = heard("R R . . . .\n" + ". . . . . .\n" * 5, "whole line", 1, 0).losses
    assert {reason for _, _, reason in whole} == {WholeLine(0)}
    assert [var for var, _, _ in whole] == [2, 5]  # R R B . . B: never three alike
    assert heard("R R R .\n" + ". . . .\n" * 3, "balance", 0, 0).losses == [
        (-1, 0, Balance(0, Colour.RED, (0, 1, 2)))
    ]
    twins = "R B R B\nR B R B\n. . . .\n. . . .\n"
    assert heard(twins, "no two lines alike", 0, 0).losses == [(-1, 0, Twins(0, 1))]
    assert not [r for r in rules(make_board(4, TOHU_WA_VOHU), LineMemo()) if r.level == 2]


def test_a_copy_a_line_would_make_says_so() -> None:
    copies = heard("R B R B\nR B . .\n. . . .\n. . . .\n", "no two lines alike", 2, 1).losses
    assert copies == [(6, RED, Copies(1)), (7, BLUE, Copies(1))]  # R B B R: not a copy
