"""The limits of a run: the measure of each kind of puzzle, and the refusal past them."""

from __future__ import annotations

from typing import Any

from returns.result import Failure, Success

from ripple_fp.kinds.catalogue import kind_named
from ripple_fp.kinds.errors import TooLarge, describe
from ripple_fp.kinds.limits import DEFAULT_LIMITS, MAX_CELLS, Limits, Measure, excess, within

from ..conftest import SAMPLES


def test_a_measure_within_the_limits_passes() -> None:
    assert excess(Limits(10, 100), Measure(10, 100)) is None
    assert within(Limits(10, 100), "p.txt", "puzzle", Measure(10, 100)) == Success("puzzle")


def test_too_many_cells_names_the_option_that_raises_the_limit() -> None:
    reason = excess(Limits(10, 100), Measure(11, 0))
    assert reason == "11 cells, more than 10 (--max-cells N raises the limit)"


def test_too_many_candidates_names_the_option_that_raises_the_limit() -> None:
    found = within(Limits(10, 1_000), "p.txt", "puzzle", Measure(5, 2_500))
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
    kind = kind_named("ripple")
    problem = kind.parse_puzzle("1 1 1\n2 2 3\n\n- 2 -\n- - -\n").unwrap()
    assert kind.measure(problem) == Measure(6, 3 + 3 + 2 + 2 + 1)


def measure_of(name: str) -> tuple[Measure, Any]:
    kind = kind_named(name)
    problem = kind.parse_puzzle(SAMPLES[name].read_text()).unwrap()
    return kind.measure(problem), problem


def test_takuzu_counts_two_colours_for_each_empty_cell() -> None:
    for name in ("0hh1", "tohuwavohu"):
        measure, problem = measure_of(name)
        empty = [pos for pos, cell in problem.grid.items() if cell is None]
        assert measure == Measure(problem.size**2, 2 * len(empty))
        assert 0 < len(empty) < problem.size**2


def test_creek_counts_two_choices_for_every_box() -> None:
    measure, problem = measure_of("creek")
    rows, cols = problem.size
    assert measure == Measure(rows * cols, 2 * rows * cols)


def test_vergleich_counts_every_digit_for_every_cell() -> None:
    measure, problem = measure_of("vergleich")
    n = problem.size
    assert measure == Measure(n * n, n * n * n)
