"""Properties on random tiny puzzles, against a brute-force oracle.

The oracle is Bird's specification solver, ``filter valid . collapse . choices``: every
way to fill each room with a permutation of ``1..size``, kept if the independent checker
accepts it. It shares no code with the search (only with ``rules``, the referee).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import islice, permutations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from ripple_fp import (
    STRATEGIES,
    Problem,
    Puzzle,
    Solution,
    StrategyName,
    is_solution,
    parse_puzzle,
    parse_solution,
    render_puzzle,
    render_solution,
    solutions,
)
from ripple_fp.grid.matrix import Matrix, Pos
from ripple_fp.grid.rooms import make_layout
from ripple_fp.ripple.auto import auto_solutions
from ripple_fp.search.meter import Meter

from .conftest import installed

MAX_ROOM = 5


@st.composite
def room_grids(draw: st.DrawFn, max_side: int = 4) -> list[list[int]]:
    """A grid of at most ``max_side`` squared cells cut into connected rooms of at most
    ``MAX_ROOM`` cells, with arbitrary (negative, large, unordered) room ids."""
    rows, cols = draw(st.integers(1, max_side)), draw(st.integers(1, max_side))
    room = {(r, c): r * cols + c for r in range(rows) for c in range(cols)}
    for _ in range(draw(st.integers(0, rows * cols * 2))):
        a = (draw(st.integers(0, rows - 1)), draw(st.integers(0, cols - 1)))
        b = draw(st.sampled_from([(a[0] + 1, a[1]), (a[0], a[1] + 1)]))
        if b not in room or room[a] == room[b]:
            continue
        merged = [p for p in room if room[p] in (room[a], room[b])]
        if len(merged) <= MAX_ROOM:
            for p in merged:
                room[p] = room[a]
    names = draw(st.lists(st.integers(-1000, 1000), min_size=rows * cols, unique=True))
    return [[names[room[(r, c)]] for c in range(cols)] for r in range(rows)]


@st.composite
def problems(draw: st.DrawFn) -> Problem:
    """A random puzzle: most are unsolvable, some have one or many solutions."""
    layout = make_layout(draw(room_grids()))
    grid = {
        pos: draw(st.none() | st.integers(1, layout.room_size(pos)))
        if draw(st.booleans())
        else None
        for pos in layout.positions
    }
    return Puzzle(layout, Matrix.tabulate(layout.size, grid.__getitem__))


def oracle(problem: Problem) -> Iterator[Solution]:
    """Every solution, by brute force over room permutations, room by room, dropping a
    partial filling as soon as it breaks the cross rule."""
    rooms = list(problem.layout.rooms.values())

    def fillings(i: int, filled: dict[Pos, int]) -> Iterator[dict[Pos, int]]:
        if i == len(rooms):
            yield filled
            return
        for values in permutations(range(1, len(rooms[i]) + 1)):
            extra = dict(zip(rooms[i], values, strict=True))
            keeps_givens = all(problem[p] in (None, v) for p, v in extra.items())
            if keeps_givens and not any(too_close(p, v, filled) for p, v in extra.items()):
                yield from fillings(i + 1, filled | extra)

    for filled in fillings(0, {}):
        candidate = Puzzle(
            problem.layout, Matrix.tabulate(problem.layout.size, filled.__getitem__)
        )
        if is_solution(problem, candidate):
            yield candidate


def too_close(pos: Pos, value: int, filled: dict[Pos, int]) -> bool:
    """Does ``value`` at ``pos`` break the cross rule with an already filled cell?"""
    return any(
        other == value
        and (p[0] == pos[0] or p[1] == pos[1])
        and abs(p[0] - pos[0]) + abs(p[1] - pos[1]) <= value
        for p, other in filled.items()
    )


EVERY_STRATEGY = pytest.mark.parametrize("strategy", installed(STRATEGIES))


@EVERY_STRATEGY
@given(problems())
def test_every_answer_is_a_solution_that_keeps_the_givens(
    strategy: StrategyName, problem: Problem
) -> None:
    for solution in islice(solutions(problem, strategy), 20):
        assert is_solution(problem, solution)
        assert all(solution[p] == v for p, v in problem.grid.items() if v is not None)


@EVERY_STRATEGY
@given(problems())
def test_the_search_finds_exactly_the_oracles_solutions(
    strategy: StrategyName, problem: Problem
) -> None:
    found = list(solutions(problem, strategy))
    assert len(found) == len(set(found))
    assert set(found) == set(oracle(problem))


@given(problems())
def test_auto_finds_the_oracles_solutions_whether_its_root_looks_ahead_or_not(
    problem: Problem,
) -> None:
    expected = set(oracle(problem))
    for most in (0, 10**9):  # never look ahead at the root, always
        found = list(auto_solutions(problem, Meter(), look_ahead_most=most))
        assert len(found) == len(set(found))
        assert set(found) == expected


@st.composite
def solved_problems(draw: st.DrawFn) -> tuple[Problem, Solution]:
    """A solvable puzzle: a filled grid (checked by the referee) with some cells hidden."""
    layout = make_layout(draw(room_grids()))
    empty: Problem = Puzzle(layout, Matrix.filled(layout.size, None))
    solution = next(solutions(empty), None)
    assume(solution is not None)
    assert solution is not None
    assert is_solution(empty, solution)
    shown = {p: draw(st.booleans()) for p in layout.positions}
    grid = {p: v if shown[p] else None for p, v in solution.grid.items()}
    return Puzzle(layout, Matrix.tabulate(layout.size, grid.__getitem__)), solution


@EVERY_STRATEGY
@given(solved_problems())
def test_a_puzzle_made_from_a_solution_has_that_solution(
    strategy: StrategyName, case: tuple[Problem, Solution]
) -> None:
    problem, solution = case
    found = set(solutions(problem, strategy))
    assert solution in found
    assert found == set(oracle(problem))


@given(problems())
def test_render_then_parse_is_the_identity(problem: Problem) -> None:
    assert parse_puzzle(render_puzzle(problem)).unwrap() == problem


@given(solved_problems())
def test_solution_render_then_parse_is_the_identity(case: tuple[Problem, Solution]) -> None:
    problem, solution = case
    assert parse_solution(render_solution(solution), problem.layout).unwrap() == solution
