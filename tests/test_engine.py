"""The fast search: the MRV queue always offers a most constrained cell."""

from __future__ import annotations

import pytest
from hypothesis import given

from ripple_fp import Problem, Stats, parse_puzzle
from ripple_fp import candidates as cs
from ripple_fp.board import make_board
from ripple_fp.engine import (
    SCALE,
    Context,
    State,
    complete,
    expand,
    initial_state,
    most_constrained,
)
from ripple_fp.lookahead import priority
from ripple_fp.propagate import FORWARD_CHECKING, FULL, LOOKAHEAD, Rules

from .conftest import SPECIAL, load_problem
from .test_properties import problems


def root(problem: Problem, rules: Rules = FULL) -> tuple[Context, list[State]]:
    context = Context(make_board(problem.layout), rules, Stats())
    return context, list(initial_state(context, problem))


def check_queue(state: State, by_count: bool) -> None:
    """The top of the queue is an undecided cell of the lowest priority: the fewest
    candidates (MRV), or the fewest per undecided neighbour at the root (dom/deg)."""
    counts = [c.bit_count() for c in state.grid]
    undecided = [i for i, n in enumerate(counts) if n > 1]
    assert complete(state) == (not undecided)
    if not undecided:
        return
    if by_count:
        assert state.divisors == (1,) * len(counts)

    def priority(cell: int) -> float:
        return counts[cell] / state.divisors[cell]

    top = most_constrained(state)
    assert top in undecided
    assert priority(top) <= min(priority(i) for i in undecided) + 1 / SCALE


@pytest.mark.parametrize("rules", [FORWARD_CHECKING, FULL], ids=["mrv", "dom/deg"])
@given(problem=problems())
def test_every_state_on_the_way_offers_a_most_constrained_cell(
    rules: Rules, problem: Problem
) -> None:
    context, frontier = root(problem, rules)
    for _ in range(30):
        if not frontier:
            break
        state = frontier.pop()
        check_queue(state, by_count=not rules.degree_order)
        if not complete(state):
            frontier.extend(expand(context, state))


@given(problem=problems())
def test_with_lookahead_the_top_is_the_cell_whose_probes_tell_most(problem: Problem) -> None:
    context, frontier = root(problem, LOOKAHEAD)
    for _ in range(30):
        if not frontier:
            break
        state = frontier.pop()
        undecided = [i for i, c in enumerate(state.grid) if c.bit_count() > 1]
        assert complete(state) == (not undecided)
        if complete(state):
            continue
        for cell in undecided:  # every undecided cell was probed since it last changed
            assert {v for v, _ in state.impacts[cell]} == set(cs.values(state.grid[cell]))

        def score(cell: int, state: State = state) -> int:
            return priority(state.grid[cell], state.impacts[cell], SCALE)

        assert score(most_constrained(state)) == min(map(score, undecided))
        frontier.extend(expand(context, state))


def test_dom_deg_divides_by_one_plus_the_undecided_neighbours() -> None:
    # A 1x5 row, one room: every cell conflicts with all four others.
    _, (state,) = root(parse_puzzle("1 1 1 1 1\n\n- - - - -\n").unwrap())
    assert state.divisors == (5, 5, 5, 5, 5)
    _, (plain,) = root(parse_puzzle("1 1 1 1 1\n\n- - - - -\n").unwrap(), FORWARD_CHECKING)
    assert plain.divisors == (1, 1, 1, 1, 1)


def test_ties_go_to_the_earliest_cell() -> None:
    context, (state,) = root(parse_puzzle("1 1\n2 2\n\n- -\n- -\n").unwrap())
    assert most_constrained(state) == 0
    children = list(expand(context, state))
    assert [list(map(cs.only_value, child.grid)) for child in children] == [
        [1, 2, 2, 1],
        [2, 1, 1, 2],
    ]
    assert all(complete(child) for child in children)


def test_the_search_is_lazy() -> None:
    problem = load_problem(SPECIAL / "multiplesolutions2_nonunique.txt")
    context, (state,) = root(problem)
    assert not complete(state)
    assert context.stats.nodes == 0
    first = next(expand(context, state), None)
    assert first is not None
    assert context.stats.nodes >= 1
