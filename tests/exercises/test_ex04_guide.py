"""Exercise 4: a guide of one's own: MRV's variables, values largest first, run by the
engine."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Protocol, TypeVar

from hypothesis import given
from hypothesis import strategies as st
from pyrsistent import pvector

from ripple_fp import solutions
from ripple_fp.grid.rooms import Solution
from ripple_fp.ripple.deductions import Deductions
from ripple_fp.ripple.model import RippleModel
from ripple_fp.search import candidates as cs
from ripple_fp.search.engine import solve
from ripple_fp.search.meter import Meter
from ripple_fp.search.model import Model
from ripple_fp.search.order import Guide, Mrv
from ripple_fp.search.stats import Stats

from ..search.colouring import ColouringModel, brute_force
from .loading import load
from .samples import SOLVED, sample, sample_solution

S = TypeVar("S")


class SolveGuided(Protocol):
    """The signature the exercise asks for."""

    def __call__(
        self, model: Model[S], guide: Guide, stats: Stats | None = None
    ) -> Iterator[S]: ...


answer = load("ex04_guide")
Descending: Callable[[], Guide] = answer.Descending
solve_guided: SolveGuided = answer.solve_guided


@st.composite
def graphs(draw: st.DrawFn) -> ColouringModel:
    """A random graph of up to 6 vertices, to colour with up to 3 colours, no vertex given."""
    size = draw(st.integers(1, 6))
    pairs = [(v, w) for v in range(size) for w in range(v + 1, size)]
    edges = draw(st.lists(st.sampled_from(pairs), unique=True)) if pairs else []
    adjacent = tuple(
        tuple(w for w in range(size) if (v, w) in edges or (w, v) in edges) for v in range(size)
    )
    return ColouringModel(adjacent, draw(st.integers(1, 3)), (None,) * size)


def test_the_guide_ranks_by_candidates_and_offers_the_largest_value_first() -> None:
    guide, domains = Descending(), pvector([cs.of([1, 2, 3]), cs.of([2, 5]), cs.of([4])])
    assert [guide.priority(domains, var) for var in range(3)] == [3, 2, 1]
    assert guide.values(domains, 0) == [3, 2, 1]
    assert guide.values(domains, 1) == [5, 2]


def test_the_guide_learns_nothing_from_a_move() -> None:
    guide, domains = Descending(), pvector([cs.of([1, 2]), cs.of([3])])
    model = ColouringModel(((1,), (0,)), 3, (None, None))
    moved = guide.after(model, domains, [1], Meter())
    assert moved is not None
    assert moved[0] == domains
    assert moved[1] == [1]
    assert moved[2].values(domains, 0) == [2, 1]


@given(graphs())
def test_a_colouring_comes_out_in_the_mirror_order_of_mrv(model: ColouringModel) -> None:
    def mirrored(colouring: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(model.colours + 1 - colour for colour in colouring)

    expected = [mirrored(colouring) for colouring in solve(model, Mrv())]
    assert list(solve_guided(model, Descending())) == expected


@given(graphs(), st.data())
def test_it_finds_every_colouring_with_given_colours(
    model: ColouringModel, data: st.DataObject
) -> None:
    size, colours = len(model.adjacent), st.none() | st.integers(1, model.colours)
    givens = tuple(data.draw(st.lists(colours, min_size=size, max_size=size)))
    model = ColouringModel(model.adjacent, model.colours, givens)
    assert sorted(solve_guided(model, Descending())) == sorted(brute_force(model))


def test_it_solves_ripple_effect_and_counts_its_guesses() -> None:
    for name in SOLVED:
        found = solve_guided(RippleModel(sample(name), Deductions.FULL), Descending())
        assert list(found) == [sample_solution(name)]
    problem, stats = sample("multiplesolutions1_nonunique"), Stats()
    several = solve_guided(RippleModel(problem, Deductions.FORWARD), Descending(), stats)
    assert sorted(map(rows, several)) == sorted(map(rows, solutions(problem)))
    assert stats.nodes > 0


def test_a_puzzle_that_contradicts_itself_has_no_solution() -> None:
    clash = ColouringModel(((1,), (0,)), 2, (1, 1))
    assert list(solve_guided(clash, Descending())) == []
    problem = sample("nosolution_from_janko_002")
    assert list(solve_guided(RippleModel(problem, Deductions.FULL), Descending())) == []


def rows(solution: Solution) -> tuple[tuple[int, ...], ...]:
    return tuple(solution.rows())
