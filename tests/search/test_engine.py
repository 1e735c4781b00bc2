"""The search: the queue always offers a most constrained variable, in every order."""

from __future__ import annotations

import pytest
from hypothesis import given

from ripple_fp import Problem, Solution, parse_puzzle
from ripple_fp.ripple.deductions import Deductions
from ripple_fp.ripple.model import RippleModel
from ripple_fp.search import candidates as cs
from ripple_fp.search.engine import (
    Context,
    State,
    complete,
    expand,
    initial_state,
    most_constrained,
    solve,
    solve_from,
)
from ripple_fp.search.lookahead import ByImpact, Impacts, priority
from ripple_fp.search.meter import Meter
from ripple_fp.search.order import (
    SCALE,
    DomDeg,
    Fewest,
    LookAhead,
    Mrv,
    Order,
    PerNeighbour,
)
from ripple_fp.search.stats import Stats

from ..conftest import SAMPLES, SPECIAL, fresh_python, load_problem
from ..test_properties import problems

FORWARD, FULL = Deductions.FORWARD, Deductions.FULL
DOM_DEG = DomDeg()


def root(
    problem: Problem, order: Order = DOM_DEG, level: Deductions = FULL
) -> tuple[Context[Solution], list[State]]:
    context: Context[Solution] = Context(RippleModel(problem, level), order, Meter())
    return context, list(initial_state(context))


def divisors(state: State) -> tuple[int, ...]:
    """What the state's guide divides candidate counts by (MRV: nothing)."""
    match state.guide:
        case Fewest():
            return (1,) * len(state.domains)
        case PerNeighbour(divisors):
            return divisors
    raise AssertionError(f"not a counting guide: {state.guide}")


def check_queue(state: State) -> None:
    """The top of the queue is an undecided cell of the lowest priority: the fewest
    candidates (MRV), or the fewest per undecided neighbour at the root (dom/deg)."""
    counts = [cs.count(c) for c in state.domains]
    undecided = [i for i, n in enumerate(counts) if n > 1]
    assert complete(state) == (not undecided)
    if not undecided:
        return

    def priority(cell: int) -> float:
        return counts[cell] / divisors(state)[cell]

    top = most_constrained(state)
    assert top in undecided
    assert priority(top) <= min(priority(i) for i in undecided) + 1 / SCALE


@pytest.mark.parametrize(
    ("order", "level"), [(Mrv(), FORWARD), (DomDeg(), FULL)], ids=["mrv", "dom/deg"]
)
@given(problem=problems())
def test_every_state_on_the_way_offers_a_most_constrained_cell(
    order: Order, level: Deductions, problem: Problem
) -> None:
    context, frontier = root(problem, order, level)
    for _ in range(30):
        if not frontier:
            break
        state = frontier.pop()
        check_queue(state)
        if not complete(state):
            frontier.extend(expand(context, state))


@given(problem=problems())
def test_with_lookahead_the_top_is_the_cell_whose_probes_tell_most(problem: Problem) -> None:
    context, frontier = root(problem, LookAhead())
    for _ in range(30):
        if not frontier:
            break
        state = frontier.pop()
        undecided = [i for i, c in enumerate(state.domains) if cs.count(c) > 1]
        assert complete(state) == (not undecided)
        if complete(state):
            continue
        assert isinstance(state.guide, ByImpact)
        impacts = state.guide.impacts
        for cell in undecided:  # every undecided cell was probed since it last changed
            assert {v for v, _ in impacts[cell]} == set(cs.values(state.domains[cell]))

        def score(cell: int, state: State = state, impacts: Impacts = impacts) -> int:
            return priority(state.domains[cell], impacts[cell], SCALE)

        assert score(most_constrained(state)) == min(map(score, undecided))
        frontier.extend(expand(context, state))


def test_dom_deg_divides_by_one_plus_the_undecided_neighbours() -> None:
    # A 1x5 row, one room: every cell conflicts with all four others.
    _, (state,) = root(parse_puzzle("1 1 1 1 1\n\n- - - - -\n").unwrap())
    assert state.guide == PerNeighbour((5, 5, 5, 5, 5))
    _, (plain,) = root(parse_puzzle("1 1 1 1 1\n\n- - - - -\n").unwrap(), Mrv(), FORWARD)
    assert plain.guide == Fewest()


def test_ties_go_to_the_earliest_cell() -> None:
    context, (state,) = root(parse_puzzle("1 1\n2 2\n\n- -\n- -\n").unwrap())
    assert most_constrained(state) == 0
    children = list(expand(context, state))
    assert [list(map(cs.only_value, child.domains)) for child in children] == [
        [1, 2, 2, 1],
        [2, 1, 1, 2],
    ]
    assert all(complete(child) for child in children)


def test_the_search_is_lazy() -> None:
    problem = load_problem(SPECIAL / "multiplesolutions2_nonunique.txt")
    context, (state,) = root(problem)
    assert not complete(state)
    assert context.meter.stats.nodes == 0
    first = next(expand(context, state), None)
    assert first is not None
    assert context.meter.stats.nodes == 1  # one value tried, not every branch at once
    values = cs.count(state.domains[most_constrained(state)])
    list(expand(context, state))
    assert context.meter.stats.nodes == 1 + values  # a whole expansion tries every value


@pytest.mark.parametrize("order", [Mrv(), LookAhead()], ids=["mrv", "lookahead"])
@given(problem=problems())
def test_a_search_from_the_propagated_domains_finds_what_a_search_from_the_start_does(
    order: Order, problem: Problem
) -> None:
    model = RippleModel(problem, FULL)
    started = model.start(Stats())
    from_start = list(solve(RippleModel(problem, FULL), order))
    if started is None:
        assert from_start == []
    else:
        assert list(solve_from(model, order, started[0])) == from_start


FIRST_SEARCH = """
import sys
from ripple_fp.kinds import kind_named
kind = kind_named(sys.argv[1])
with open(sys.argv[2]) as file:
    problem = kind.parse_puzzle(file.read()).unwrap()
before = set(sys.modules)
assert len(list(kind.solutions(problem))) == 1
print(*sorted(set(sys.modules) - before))
"""


@pytest.mark.parametrize("name", ["suguru", "creek", "0hh1"])
def test_a_first_search_loads_the_engine_and_nothing_else(name: str) -> None:
    """What a process imports when it first searches is paid by that first solve: only
    the engine's own modules, no library (toolz cost a sibling's first solve about
    4 ms, as much as the whole solve of a published Suguru)."""
    loaded = fresh_python(FIRST_SEARCH, name, str(SAMPLES[name])).split()
    assert "ripple_fp.search.engine" in loaded
    assert all(module.startswith("ripple_fp.search.") for module in loaded), loaded
