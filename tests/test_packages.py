"""Every puzzle package offers the same library surface, and it works."""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

import pytest

from .conftest import DATA, PUZZLES

SAMPLES = {
    "ripple": PUZZLES / "hakyuu_001.txt",
    "takuzu": DATA / "takuzu" / "0hh1" / "002.txt",
    "creek": DATA / "creek" / "001.txt",
    "vergleich": DATA / "vergleich" / "001.txt",
}


@pytest.mark.parametrize(("package", "sample"), SAMPLES.items())
def test_parse_solve_check_and_render_from_the_package(package: str, sample: Path) -> None:
    puzzle = import_module(f"ripple_fp.{package}")
    assert sorted(puzzle.__all__) == sorted(
        [
            "DEFAULT",
            "STRATEGIES",
            "Problem",
            "Solution",
            "explain",
            "is_solution",
            "parse_puzzle",
            "parse_solution",
            "render_puzzle",
            "render_solution",
            "solutions",
            "violations",
        ]
    )
    problem = puzzle.parse_puzzle(sample.read_text()).unwrap()
    solution = next(puzzle.solutions(problem))
    assert puzzle.is_solution(problem, solution)
    assert puzzle.violations(problem, solution) == ()
    assert puzzle.render_solution(solution) == sample.with_suffix(".sol").read_text()
    assert puzzle.DEFAULT in puzzle.STRATEGIES
