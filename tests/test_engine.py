"""The fast search: the MRV queue always offers a most constrained cell."""

from __future__ import annotations

from hypothesis import given

from ripple_fp import Problem, Stats, parse_puzzle
from ripple_fp import candidates as cs
from ripple_fp.board import make_board
from ripple_fp.engine import Context, State, complete, expand, initial_state, most_constrained
from ripple_fp.propagate import FULL

from .conftest import SPECIAL, load_problem
from .test_properties import problems


def root(problem: Problem) -> tuple[Context, list[State]]:
    context = Context(make_board(problem.layout), FULL, Stats())
    return context, list(initial_state(context, problem))


def check_queue(state: State) -> None:
    """The top of the queue is an undecided cell with the fewest candidates."""
    counts = [c.bit_count() for c in state.grid]
    undecided = [i for i, n in enumerate(counts) if n > 1]
    assert complete(state) == (not undecided)
    if undecided:
        assert counts[most_constrained(state)] == min(counts[i] for i in undecided)


@given(problems())
def test_every_state_on_the_way_offers_a_most_constrained_cell(problem: Problem) -> None:
    context, roots = root(problem)
    frontier = roots
    for _ in range(30):
        if not frontier:
            break
        state = frontier.pop()
        check_queue(state)
        if not complete(state):
            frontier.extend(expand(context, state))


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
