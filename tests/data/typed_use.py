"""A library user's script: every public name of ``ripple_fp``, under ``mypy --strict``.

tests/test_api.py type-checks it with and without the returns mypy plugin (both pass:
the library's own signatures need no plugin) and runs it. It uses no ``flow``, ``pipe``
or ``curry`` of its own: those are what need the plugin (docs/library.md says when).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Mapping

from returns.result import Failure, Result, Success

import ripple_fp
from ripple_fp import (
    DEFAULT,
    STRATEGIES,
    Cell,
    Layout,
    MissingExtraError,
    ParseError,
    Pos,
    Problem,
    Puzzle,
    RoomId,
    SearchTimeoutError,
    Size,
    Solution,
    Stats,
    Strategy,
    StrategyName,
    Value,
    Violation,
    complaint,
    count_solutions,
    decode,
    draw,
    explain,
    hint,
    is_solution,
    is_unique,
    mrv_solutions,
    naive_solutions,
    parse_puzzle,
    parse_solution,
    render_puzzle,
    render_solution,
    solutions,
    solve_in_parallel,
    to_svg,
    violations,
)
from ripple_fp.creek import CREEK

TEXT = "1 1 1 2\n3 3 2 2\n3 4 4 2\n\n1 - - -\n- - - -\n- - - -\n"


def read(data: bytes) -> Result[Problem, ParseError]:
    """Bytes to a puzzle, through the library's own error chain."""
    return decode(data).bind(parse_puzzle)


def first(problem: Problem, strategy: StrategyName = DEFAULT) -> Solution | None:
    return next(solutions(problem, strategy, Stats()), None)


def every_way(problem: Problem) -> Iterator[tuple[str, Solution]]:
    """The first solution by every strategy, and by the specification solvers."""
    for name, strategy in STRATEGIES.items():
        assert isinstance(strategy, Strategy)
        try:
            found = first(problem, name)
        except MissingExtraError:  # "sat" without python-sat
            continue
        if found is not None and strategy.description:
            yield strategy.name, found
    yield "naive_solutions", next(naive_solutions(problem))
    yield "mrv_solutions", next(mrv_solutions(problem))


def complaints(problem: Problem, solution: Solution) -> list[str]:
    broken: tuple[Violation, ...] = violations(problem, solution)
    return [complaint(violation) for violation in broken]


def room_sizes(layout: Layout) -> Mapping[RoomId, int]:
    return layout.sizes


def counted(problem: Problem) -> tuple[int, bool, bool]:
    """How many solutions (up to 5), whether exactly one, and whether a search with a
    timeout answered in time."""
    try:
        in_time = next(solutions(problem, timeout=30.0), None) is not None
    except SearchTimeoutError:
        in_time = False
    return count_solutions(problem, 5), is_unique(problem, "mrv", timeout=30.0), in_time


def by_sat_if_installed(problem: Problem) -> Solution | None:
    """A solution by the SAT solver, or by the default without the extra."""
    try:
        return next(solutions(problem, "sat"), None)
    except MissingExtraError:
        return next(solutions(problem), None)


def main() -> int:
    match read(TEXT.encode()):
        case Success(problem):
            return use(problem)
        case Failure(error):
            print(f"not a puzzle: {error}")
    return 1


def use(problem: Problem) -> int:
    size: Size = problem.layout.size
    given: Pos = (0, 0)
    cell: Cell = problem[given]
    answers = dict(every_way(problem))
    solution = answers["lookahead"]
    value: Value = solution[given]
    again = parse_solution(render_solution(solution), problem.layout).unwrap()
    wrong = solution.set((0, 1), 1)
    assert isinstance(problem, Puzzle)
    assert is_solution(problem, again)
    assert complaints(problem, wrong)
    assert parse_puzzle(render_puzzle(problem)).unwrap() == problem
    assert draw(problem).count("\n") == 2 * size[0] + 1
    assert to_svg(problem, solution).startswith("<svg")
    explained = explain(problem)
    assert explained.solution == solution
    assert explained.grade.startswith("hard: room reach")
    assert hint(problem).text.startswith("next: ")
    assert solve_in_parallel(problem, 2) == solution
    assert len(room_sizes(problem.layout)) == 4
    assert counted(problem) == (1, True, True)
    assert by_sat_if_installed(problem) == solution
    doubled: Puzzle[int] = solution.map(lambda v: 2 * v)
    creek = CREEK.parse_puzzle("Creek (1, 1) [((0, 0), 0)]").value_or(None)
    print(ripple_fp.__version__, size, cell, value, doubled[given], len(answers))
    print(creek is not None and next(CREEK.solutions(creek), None) is not None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
