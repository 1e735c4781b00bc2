"""Every strategy: right answers on real puzzles, all answers, no answer, no depth limit."""

from __future__ import annotations

from itertools import islice
from pathlib import Path

import pytest

from ripple_fp import Problem, Puzzle, Solution, Stats, is_solution, parse_puzzle, solutions
from ripple_fp.grid.matrix import Matrix
from ripple_fp.ripple import DEFAULT, NAMES, SEARCH, STRATEGIES, StrategyName
from ripple_fp.search.sat import sat_available

from ..conftest import DATA, PUZZLES, SPECIAL, load_problem, load_solution, solved_puzzles

FAST: list[StrategyName] = ["mrv", "mrv-spec", "full"]
EVERY: list[StrategyName] = [*FAST, "naive"]
NO_SOLUTION = sorted(SPECIAL.glob("nosolution_*.txt"))


def first_two(strategy: StrategyName, problem: Problem) -> list[Solution]:
    return list(islice(solutions(problem, strategy), 2))


@pytest.mark.parametrize("strategy", FAST)
@pytest.mark.parametrize("path", solved_puzzles(), ids=lambda p: p.stem)
def test_finds_the_unique_solution_of_every_sample(strategy: StrategyName, path: Path) -> None:
    problem = load_problem(path)
    assert first_two(strategy, problem) == [load_solution(path.with_suffix(".sol"), problem)]


@pytest.mark.parametrize("name", ["hakyuu_001", "hakyuu_002", "pp4391"])
def test_naive_solver_agrees(name: str) -> None:
    problem = load_problem(PUZZLES / f"{name}.txt")
    expected = load_solution(PUZZLES / f"{name}.sol", problem)
    assert first_two("naive", problem) == [expected]


@pytest.mark.parametrize("strategy", FAST)
@pytest.mark.parametrize("path", NO_SOLUTION, ids=lambda p: p.stem)
def test_finds_nothing_when_there_is_no_solution(strategy: StrategyName, path: Path) -> None:
    assert first_two(strategy, load_problem(path)) == []


def test_naive_solver_finds_nothing_either() -> None:
    assert first_two("naive", load_problem(SPECIAL / "nosolution_from_janko_002.txt")) == []


@pytest.mark.parametrize(
    ("name", "strategy"),
    [
        *(("multiplesolutions1_nonunique", strategy) for strategy in EVERY),
        *(("multiplesolutions2_nonunique", strategy) for strategy in FAST),
    ],
)
def test_finds_several_valid_solutions_when_there_are_several(
    strategy: StrategyName, name: str
) -> None:
    """Every strategy on the small puzzle of three solutions, the engine's also on the
    larger one of 19,260 (the naive solver needs half a million nodes to its first)."""
    problem = load_problem(SPECIAL / f"{name}.txt")
    found = first_two(strategy, problem)
    assert len(found) == 2
    assert found[0] != found[1]
    assert all(is_solution(problem, s) for s in found)


@pytest.mark.parametrize("strategy", EVERY)
def test_lists_all_three_solutions_of_a_small_nonunique_puzzle(strategy: StrategyName) -> None:
    problem = load_problem(SPECIAL / "multiplesolutions1_nonunique.txt")
    found = list(solutions(problem, strategy))
    assert len(found) == len(set(found)) == 3
    assert all(is_solution(problem, s) for s in found)


def test_solves_an_empty_18_by_18_board() -> None:
    problem = load_problem(SPECIAL / "board7_nonunique.txt")
    assert is_solution(problem, next(solutions(problem)))


@pytest.mark.slow
def test_the_readable_mrv_solves_an_empty_18_by_18_board() -> None:
    problem = load_problem(SPECIAL / "board7_nonunique.txt")
    assert is_solution(problem, next(solutions(problem, "mrv-spec")))


@pytest.mark.parametrize("strategy", EVERY)
@pytest.mark.parametrize(
    "text",
    [
        "1 1\n\n1 1\n",  # the same value twice in a room
        "1 2\n\n1 1\n",  # two 1s side by side
        "1 1 1 2 2 2\n\n3 - - 3 - -\n",  # two 3s at distance 3
    ],
)
def test_clashing_givens_have_no_solution(strategy: StrategyName, text: str) -> None:
    assert first_two(strategy, parse_puzzle(text).unwrap()) == []


@pytest.mark.parametrize("strategy", EVERY)
def test_a_full_valid_grid_is_its_own_solution(strategy: StrategyName) -> None:
    problem = parse_puzzle("1 1\n2 2\n\n2 1\n1 2\n").unwrap()
    assert [s.grid for s in solutions(problem, strategy)] == [problem.grid]


@pytest.mark.parametrize("strategy", EVERY)
def test_searches_deeper_than_the_recursion_limit(strategy: StrategyName) -> None:
    """A 100x100 grid with one hole per room: 1,848 nested decisions for the naive solver."""
    full = load_problem(DATA / "huge-06.txt")
    solution = load_solution(DATA / "huge-06.sol", full)
    holes = {cells[0] for cells in full.layout.rooms.values()}
    problem: Problem = Puzzle(
        full.layout,
        Matrix.tabulate(full.layout.size, lambda pos: None if pos in holes else solution[pos]),
    )
    assert len(holes) > 1000
    assert first_two(strategy, problem) == [solution]


def test_strategies_count_their_work() -> None:
    """On the small puzzle of three solutions, where each count is above zero (the naive
    solver needs 1,739 nodes to its first solution, mrv 7, full 5)."""
    problem = load_problem(SPECIAL / "multiplesolutions1_nonunique.txt")
    counts = {}
    for strategy in EVERY:
        stats = Stats()
        next(solutions(problem, strategy, stats))
        assert stats.nodes >= stats.backtracks
        counts[strategy] = stats
    assert counts["mrv"].nodes == counts["mrv-spec"].nodes
    assert counts["full"].nodes <= counts["mrv"].nodes < counts["naive"].nodes
    assert counts["full"].propagations > 0


def test_an_unknown_strategy_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown strategy 'fast'"):
        solutions(load_problem(PUZZLES / "hakyuu_001.txt"), "fast")  # type: ignore[arg-type]


def test_the_registry_holds_exactly_the_names_the_type_allows() -> None:
    assert tuple(STRATEGIES) == NAMES


def test_the_registry_is_keyed_by_name_and_only_engine_plans_split() -> None:
    assert all(name == strategy.name for name, strategy in STRATEGIES.items())
    assert [s.name for s in STRATEGIES.values() if s.parallel] == ["mrv", "full", "lookahead"]
    assert SEARCH.named("full") is STRATEGIES["full"]
    assert SEARCH.table is STRATEGIES


def test_the_roles_are_named_strategies() -> None:
    assert SEARCH.default == DEFAULT == "auto"
    assert SEARCH.named() is STRATEGIES["auto"]
    assert SEARCH.portfolio == ("sat", "learn")
    assert SEARCH.racing(2) == (("sat", "learn") if sat_available() else ("auto", "learn"))
    assert SEARCH.racing(1) == (("sat",) if sat_available() else ("auto",))
    assert (SEARCH.enumerate, SEARCH.split) == ("lookahead", "lookahead")
    assert SEARCH.named(SEARCH.split).parallel  # what is split must be an engine plan
