"""Exercise 1: the cross rule translated from Haskell agrees with the referee."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from hypothesis import given

from ripple_fp.grid.matrix import Pos
from ripple_fp.grid.rooms import Solution
from ripple_fp.ripple.referee import CrossRuleBroken, cross_rule_pairs

from .loading import load
from .samples import SOLVED, filled_grids, sample_solution

answer = load("ex01_cross")
line_pairs: Callable[[Sequence[tuple[Pos, int]]], list[CrossRuleBroken]] = answer.line_pairs
cross_pairs: Callable[[Solution], list[CrossRuleBroken]] = answer.cross_pairs


def numbered(values: Sequence[int]) -> list[tuple[Pos, int]]:
    """A row of a grid: position ``(0, c)`` holds ``values[c]``."""
    return [((0, c), value) for c, value in enumerate(values)]


def test_a_pair_at_distance_v_breaks_the_rule_and_v_plus_1_does_not() -> None:
    assert line_pairs(numbered([2, 1, 2])) == [CrossRuleBroken((0, 0), (0, 2), 2, 2)]
    assert line_pairs(numbered([2, 1, 3, 2])) == []


def test_every_pair_is_listed_not_only_neighbours() -> None:
    assert line_pairs(numbered([3, 3, 3])) == [
        CrossRuleBroken((0, 0), (0, 1), 3, 1),
        CrossRuleBroken((0, 0), (0, 2), 3, 2),
        CrossRuleBroken((0, 1), (0, 2), 3, 1),
    ]


def test_a_line_of_distinct_values_or_no_values_has_no_pair() -> None:
    assert line_pairs(numbered([1, 2, 3, 4])) == []
    assert line_pairs([]) == []


def test_the_solutions_of_the_samples_break_nothing() -> None:
    for name in SOLVED:
        assert cross_pairs(sample_solution(name)) == []


def test_columns_count_too_and_pairs_are_sorted_by_their_cells() -> None:
    solution = sample_solution("hakyuu_001")
    broken = solution.set((0, 1), 1).set((1, 0), 1)  # rows start 1 1 1 2 and 1 1 2 1
    assert cross_pairs(broken) == list(cross_rule_pairs(broken))
    assert [(p.first, p.second) for p in cross_pairs(broken)] == [
        ((0, 0), (0, 1)),
        ((0, 0), (1, 0)),
        ((0, 1), (0, 2)),
        ((0, 1), (1, 1)),
        ((1, 0), (1, 1)),
    ]


@given(filled_grids())
def test_it_agrees_with_the_referee_on_random_grids(grid: Solution) -> None:
    assert cross_pairs(grid) == list(cross_rule_pairs(grid))
