"""The generic record and what is written once against it: solve, then trust only what
the referee accepts."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

from returns.result import Failure, Success

from ripple_fp.grid.rooms import Problem, Solution
from ripple_fp.kinds.capabilities import Made, Recipe
from ripple_fp.kinds.errors import NoSolution, TooLarge, WrongAnswer, describe
from ripple_fp.kinds.kind import (
    CLEAN,
    DEFAULT_LIMITS,
    LOOK_FURTHER,
    MAX_CELLS,
    Kind,
    Limits,
    Loaded,
    Measure,
    Solved,
    SomeKind,
    excess,
    fits,
    make_checked,
    solve_and_look,
    solve_and_prove,
    solve_checked,
)
from ripple_fp.ripple import RIPPLE
from ripple_fp.search.meter import Budget, Meter, SearchTimeoutError
from ripple_fp.search.stats import Stats
from ripple_fp.search.strategy import OwnSearch, Strategy, strategies

from ..conftest import PUZZLES, SAMPLES, SPECIAL, declared, load_problem, load_solution

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
    meter = Meter(stats, Budget(nodes=10 * LOOK_FURTHER), lambda: looks.append(stats.nodes))
    watch = meter.watch
    solved = solve_and_look(searching_by(endless), load_problem(EXAMPLE), None, meter)
    assert solved.unwrap().unique is None
    assert stats.nodes == 2 * 0 + LOOK_FURTHER + 1
    assert (meter.budget, meter.watch) == (
        Budget(nodes=10 * LOOK_FURTHER),
        watch,
    )  # the caller's, unchanged
    assert looks == list(range(1, LOOK_FURTHER + 2))  # the caller's watch saw every node


def test_a_second_look_stops_within_the_callers_budget() -> None:
    def endless(problem: Problem, meter: Meter) -> Iterator[Solution]:
        for _ in range(
            5
        ):  # guesses before the first solution: the look may go 2 * 5 + LOOK_FURTHER
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


def test_a_proof_finds_another_solution_of_a_puzzle_that_has_several() -> None:
    problem = load_problem(SPECIAL / "multiplesolutions1_nonunique.txt")
    assert solve_and_prove(RIPPLE, problem, "mrv", Meter()).unwrap().unique is False


def test_a_proof_searches_to_the_end_and_says_unique() -> None:
    problem = load_problem(EXAMPLE)
    assert solve_and_prove(RIPPLE, problem, "mrv", Meter()).unwrap().unique is True


def test_a_proof_past_the_deadline_keeps_the_solution_and_says_nothing() -> None:
    def then_out_of_time(problem: Problem, meter: Meter) -> Iterator[Solution]:
        yield load_solution(EXAMPLE.with_suffix(".sol"), problem)
        raise SearchTimeoutError("the time ran out")

    problem = load_problem(EXAMPLE)
    solved = solve_and_prove(searching_by(then_out_of_time), problem, None, Meter()).unwrap()
    assert solved.unique is None
    assert solved.solution == load_solution(EXAMPLE.with_suffix(".sol"), problem)


def test_a_measure_within_the_limits_passes() -> None:
    assert excess(Limits(10, 100), Measure(10, 100)) is None
    assert fits(Limits(10, 100), "p.txt", "puzzle", Measure(10, 100)) == Success("puzzle")


def test_too_many_cells_names_the_option_that_raises_the_limit() -> None:
    reason = excess(Limits(10, 100), Measure(11, 0))
    assert reason == "11 cells, more than 10 (--max-cells N raises the limit)"


def test_too_many_candidates_names_the_option_that_raises_the_limit() -> None:
    found = fits(Limits(10, 1_000), "p.txt", "puzzle", Measure(5, 2_500))
    assert found == Failure(
        TooLarge(
            "p.txt",
            "2,500 candidates in its empty cells, more than 1,000 "
            "(--max-candidates N raises the limit)",
        )
    )
    assert describe(found.failure(), "ripple-effect").startswith(
        "ripple-effect: p.txt is too large to solve: 2,500 candidates"
    )


def test_the_default_takes_a_2000_by_2000_grid() -> None:
    assert MAX_CELLS == 2000 * 2000
    assert excess(DEFAULT_LIMITS, Measure(2000 * 2000, 0)) is None


def test_ripple_counts_each_empty_cell_as_its_room_size() -> None:
    kind = declared("ripple")
    problem = kind.parse_puzzle("1 1 1\n2 2 3\n\n- 2 -\n- - -\n").unwrap()
    assert kind.measure(problem) == Measure(6, 3 + 3 + 2 + 2 + 1)


def measure_of(name: str) -> tuple[Measure, Any]:
    kind = declared(name)
    problem = kind.parse_puzzle(SAMPLES[name].read_text()).unwrap()
    return kind.measure(problem), problem


def test_takuzu_counts_two_colours_for_each_empty_cell() -> None:
    for name in ("0hh1", "tohuwavohu"):
        measure, problem = measure_of(name)
        empty = [pos for pos, cell in problem.items() if cell is None]
        assert measure == Measure(len(problem), 2 * len(empty))
        assert 0 < len(empty) < len(problem) == problem.size[0] ** 2


def test_creek_counts_two_choices_for_every_box() -> None:
    measure, problem = measure_of("creek")
    rows, cols = problem.size[0] - 1, problem.size[1] - 1  # it is the grid of crossings
    assert measure == Measure(rows * cols, 2 * rows * cols)


def test_vergleich_counts_every_digit_for_every_cell() -> None:
    measure, problem = measure_of("vergleich")
    n, _ = problem.size
    assert measure == Measure(n * n, n * n * n)


class WrongMaker:
    """A maker whose puzzle has no solution (two rooms of one cell side by side), with
    an answer that breaks the rules."""

    SECOND_OPINION = "mrv"

    def make(self, recipe: Recipe) -> Made[Problem, Solution]:
        problem = RIPPLE.parse_puzzle("1 2\n\n- -\n").unwrap()
        return Made(problem, problem.map(lambda _: 2), 0, "easy", 0)


def test_a_made_puzzle_is_trusted_once_judged_and_counted_again() -> None:
    assert RIPPLE.maker is not None
    made = make_checked(RIPPLE, RIPPLE.maker(), Recipe((4, 4), "checked", largest=4))
    assert isinstance(made, Success)
    assert RIPPLE.is_solution(made.unwrap().problem, made.unwrap().solution)
    wrong = make_checked(RIPPLE, WrongMaker(), Recipe((1, 2), "any"))
    broken = ("its solution breaks the rules", "a second count finds it not unique")
    assert wrong == Failure(WrongAnswer(broken))


def test_a_kind_known_at_run_time_hands_itself_typed_to_a_function_of_any_kind() -> None:
    """``into`` is Haskell's case on an existential (``SomeKind``): the function gets the
    kind typed in its own puzzle and solution; ``load`` reads a puzzle with its kind,
    and the ``Loaded`` hands itself on the same way."""
    some: SomeKind = RIPPLE
    text = EXAMPLE.read_text()
    assert some.into(lambda kind: kind.strategies.default) == "auto"
    loaded = RIPPLE.load(text).unwrap()
    assert loaded == Loaded(RIPPLE, load_problem(EXAMPLE), text)
    shown = loaded.into(lambda found: found.kind.render_puzzle(found.problem))
    assert shown == RIPPLE.render_puzzle(loaded.problem)
    assert isinstance(RIPPLE.load("not a puzzle"), Failure)
    assert repr(RIPPLE) == "<kind ripple>"
