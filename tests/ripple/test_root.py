"""The root: what reasoning leaves before the first guess, and when that is the answer."""

from __future__ import annotations

from ripple_fp.ripple.root import reason
from ripple_fp.search.meter import Meter
from ripple_fp.search.order import LookAhead, Mrv

from ..conftest import DATA, PUZZLES, SPECIAL, load_problem, load_solution


def test_look_ahead_settles_a_published_puzzle() -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    root = reason(problem, LookAhead(), Meter())
    assert root is not None
    assert root.settled() == load_solution(PUZZLES / "hakyuu_001.sol", problem)
    assert set(map(len, root.within().grid.cells)) == {1}


def test_what_is_left_still_holds_the_solution_and_no_more_than_the_rooms_allow() -> None:
    problem = load_problem(DATA / "hard-06.txt")
    solution = load_solution(DATA / "hard-06.sol", problem)
    for order in (Mrv(), LookAhead()):
        root = reason(problem, order, Meter())
        assert root is not None
        assert root.settled() is None  # a puzzle that needs guesses
        within = root.within()
        cells = zip(within.grid.cells, solution.grid.cells, problem.grid.cells, strict=True)
        for left, value, given in cells:
            assert value in left
            assert given is None or left == {given}


def test_look_ahead_leaves_no_more_than_propagation_does() -> None:
    problem = load_problem(DATA / "hard-06.txt")
    propagated, probed = reason(problem, Mrv(), Meter()), reason(problem, LookAhead(), Meter())
    assert propagated is not None
    assert probed is not None
    after, before = probed.within().grid.cells, propagated.within().grid.cells
    assert all(a <= b for a, b in zip(after, before, strict=True))
    assert sum(map(len, after)) < sum(map(len, before))


def test_a_contradiction_leaves_nothing() -> None:
    problem = load_problem(SPECIAL / "nosolution_from_janko_002.txt")
    assert reason(problem, LookAhead(), Meter()) is None


def test_looking_ahead_after_propagation_leaves_what_looking_ahead_from_the_start_does() -> None:
    problem = load_problem(DATA / "hard-06.txt")
    propagated = reason(problem, Mrv(), Meter())
    assert propagated is not None
    later = propagated.look_ahead(Meter())
    direct = reason(problem, LookAhead(), Meter())
    assert later is not None
    assert direct is not None
    assert later.within() == direct.within()
    open_cells = [len(c) for c in propagated.within().grid.cells if len(c) > 1]
    assert propagated.candidates() == sum(open_cells) == 829
    assert later.candidates() < propagated.candidates()
