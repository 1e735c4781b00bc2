"""The generic record and what is written once against it: solve, then trust only what
the referee accepts."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

from returns.result import Failure

from ripple_fp.grid.rooms import Problem, Solution
from ripple_fp.kinds.errors import NoSolution, WrongAnswer
from ripple_fp.kinds.kind import (
    CLEAN,
    LOOK_FURTHER,
    Kind,
    Solved,
    solve_and_look,
    solve_checked,
)
from ripple_fp.ripple import RIPPLE
from ripple_fp.search.meter import Budget, Meter
from ripple_fp.search.stats import Stats
from ripple_fp.search.strategy import OwnSearch, Strategy, strategies

from ..conftest import PUZZLES, SPECIAL, load_problem, load_solution

EXAMPLE = PUZZLES / "hakyuu_001.txt"


def searching_by(solve: Callable[[Problem, Meter], Iterator[Solution]]) -> Kind[Problem, Solution]:
    """Ripple Effect with one strategy, ``own``, that searches by ``solve``."""
    own = Strategy("own", "a search of the test's own", OwnSearch(solve))
    return replace(RIPPLE, strategies=strategies(own, default="own"))


def test_a_found_solution_is_returned_with_its_puzzle_and_counted() -> None:
    problem, stats = load_problem(EXAMPLE), Stats()
    solved = solve_checked(RIPPLE, problem, "mrv", Meter(stats)).unwrap()
    assert solved == Solved(problem, load_solution(EXAMPLE.with_suffix(".sol"), problem))
    assert stats.propagations > 0


def test_no_solution_is_a_failure_value() -> None:
    problem = load_problem(SPECIAL / "nosolution_from_janko_002.txt")
    assert solve_checked(RIPPLE, problem, "lookahead") == Failure(NoSolution())


def test_an_answer_the_referee_rejects_is_never_trusted() -> None:
    problem = load_problem(EXAMPLE)
    wrong = problem.map(lambda cell: 1)

    def lying(problem: Problem, meter: Meter) -> Iterator[Solution]:
        yield wrong

    result = solve_checked(searching_by(lying), problem)
    match result:
        case Failure(WrongAnswer(complaints)):
            assert complaints == RIPPLE.judge(problem, wrong).complaints
            assert complaints
        case _:
            raise AssertionError(result)


def test_the_clean_verdict_blames_nothing() -> None:
    assert CLEAN.complaints == ()
    assert CLEAN.faulty == frozenset()


def test_a_second_look_finds_another_solution_of_a_puzzle_that_has_several() -> None:
    problem = load_problem(SPECIAL / "multiplesolutions1_nonunique.txt")
    solved = solve_and_look(RIPPLE, problem, "mrv", Meter()).unwrap()
    assert solved.unique is False


def test_a_second_look_proves_a_puzzle_solved_by_reasoning_unique() -> None:
    problem = load_problem(EXAMPLE)
    stats = Stats()
    solved = solve_and_look(RIPPLE, problem, "lookahead", Meter(stats)).unwrap()
    assert (solved.unique, stats.nodes) == (True, 0)


def test_a_second_look_that_runs_out_of_guesses_says_nothing() -> None:
    def endless(problem: Problem, meter: Meter) -> Iterator[Solution]:
        yield load_solution(EXAMPLE.with_suffix(".sol"), problem)
        while True:  # a search that guesses on and on without finding another
            meter.tried()

    looks: list[int] = []
    stats = Stats()
    meter = Meter(stats, Budget(nodes=1000), lambda: looks.append(stats.nodes))
    watch = meter.watch
    solved = solve_and_look(searching_by(endless), load_problem(EXAMPLE), None, meter)
    assert solved.unwrap().unique is None
    assert stats.nodes == 2 * 0 + LOOK_FURTHER + 1
    assert (meter.budget, meter.watch) == (Budget(nodes=1000), watch)  # the caller's, unchanged
    assert looks == list(range(1, LOOK_FURTHER + 2))  # the caller's watch saw every node


def test_a_second_look_stops_within_the_callers_budget() -> None:
    def endless(problem: Problem, meter: Meter) -> Iterator[Solution]:
        for _ in range(5):  # guesses before the first solution: the look may go 2 * 5 + 10
            meter.tried()
        yield load_solution(EXAMPLE.with_suffix(".sol"), problem)
        while True:
            meter.tried()

    stats = Stats()
    solved = solve_and_look(
        searching_by(endless), load_problem(EXAMPLE), None, Meter(stats, Budget(nodes=12))
    )
    assert solved.unwrap().unique is None
    assert stats.nodes == 12 + 1
