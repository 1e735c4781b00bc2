"""Exercise 2: breadth-first search, translated from Haskell, finds what depth-first
finds, shallowest first, lazily."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from itertools import islice
from typing import Protocol, TypeVar

from hypothesis import given
from hypothesis import strategies as st

from ripple_fp import solutions
from ripple_fp.ripple.deductions import Deductions
from ripple_fp.ripple.model import RippleModel
from ripple_fp.search import engine
from ripple_fp.search.meter import Meter
from ripple_fp.search.monad import depth_first
from ripple_fp.search.order import Mrv

from .loading import load
from .samples import sample

S = TypeVar("S")
Path = tuple[int, ...]
"""A node of a random tree: the child numbers on the way down from the root."""
ROOT: Path = ()


class BreadthFirst(Protocol):
    """The signature the exercise asks for."""

    def __call__(
        self, start: S, expand: Callable[[S], Iterable[S]], complete: Callable[[S], bool]
    ) -> Iterator[S]: ...


breadth_first: BreadthFirst = load("ex02_breadth").breadth_first

children = st.functions(like=lambda path: 0, returns=st.integers(0, 3), pure=True)
marks = st.functions(like=lambda path: False, returns=st.booleans(), pure=True)


@given(children, marks)
def test_it_finds_what_depth_first_finds_shallowest_first_left_to_right(
    fan_out: Callable[[Path], int], marked: Callable[[Path], bool]
) -> None:
    def expand(path: Path) -> list[Path]:
        return [(*path, i) for i in range(fan_out(path) if len(path) < 4 else 0)]

    def complete(path: Path) -> bool:
        return marked(path) or not expand(path)

    deep = list(depth_first(ROOT, expand, complete))
    assert list(breadth_first(ROOT, expand, complete)) == sorted(deep, key=lambda p: (len(p), p))


def test_it_looks_no_deeper_than_the_answers_asked_for() -> None:
    expanded: list[int] = []

    def halves(n: int) -> list[int]:  # a binary tree of 8,191 nodes, 1 at the top
        expanded.append(n)
        return [2 * n, 2 * n + 1] if n < 4096 else []

    found = breadth_first(1, halves, lambda n: n in (5, 6) or n >= 4096)
    assert list(islice(found, 2)) == [5, 6]
    assert set(expanded) <= {1, 2, 3, 4, 7}, "it looked below depth 2 (or went depth first)"


def test_a_complete_state_is_not_expanded() -> None:
    def expand(n: int) -> list[int]:
        assert n < 3, "a complete state was expanded"
        return [n + 1]

    assert list(breadth_first(0, expand, lambda n: n >= 3)) == [3]


def test_a_dead_end_yields_nothing_and_a_complete_start_itself() -> None:
    assert list(breadth_first(0, lambda n: [], lambda n: False)) == []
    assert list(breadth_first(0, lambda n: [n + 1] if n < 3 else [], lambda n: True)) == [0]


def test_a_long_chain_is_no_trouble() -> None:
    def longer(n: int) -> list[int]:
        return [n + 1] if n < 20_000 else []

    assert list(breadth_first(0, longer, lambda n: n == 20_000)) == [20_000]


def test_it_solves_ripple_effect_on_the_engine_states() -> None:
    problem = sample("multiplesolutions1_nonunique")
    context = engine.Context(RippleModel(problem, Deductions.FULL), Mrv(), Meter())

    def expand(state: engine.State) -> Iterator[engine.State]:
        return engine.expand(context, state)

    roots = engine.initial_state(context)
    found = [
        context.model.read_out(state.domains)
        for root in roots
        for state in breadth_first(root, expand, engine.complete)
    ]
    assert len(found) == 3
    assert set(found) == set(solutions(problem))
