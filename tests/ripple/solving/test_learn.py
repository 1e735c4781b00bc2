"""The learn strategy: every answer checked by the referee, a lie raised, not yielded."""

from __future__ import annotations

import pytest

from ripple_fp.ripple.solving import encoding
from ripple_fp.ripple.solving.encoding import UnsoundModelError
from ripple_fp.ripple.solving.learn import learn_solutions
from ripple_fp.search.meter import Budget, Meter, SearchTimeoutError
from ripple_fp.search.stats import Stats

from ...conftest import DATA, load_problem, load_solution


def test_it_solves_a_generated_hard_puzzle_that_needs_guesses() -> None:
    problem = load_problem(DATA / "hard-06.txt")
    stats = Stats()
    found = list(learn_solutions(problem, Meter(stats)))
    assert found == [load_solution(DATA / "hard-06.sol", problem)]
    assert stats.nodes > 0
    assert stats.backtracks > 0
    assert stats.probes > 0


def test_a_model_the_referee_rejects_is_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(encoding, "is_solution", lambda problem, solution: False)
    with pytest.raises(UnsoundModelError):
        next(learn_solutions(load_problem(DATA / "hard-06.txt"), Meter()))


def test_it_stops_at_its_deadline() -> None:
    past = Meter(budget=Budget(deadline=0.0))
    with pytest.raises(SearchTimeoutError):
        next(learn_solutions(load_problem(DATA / "large-03.txt"), past))
