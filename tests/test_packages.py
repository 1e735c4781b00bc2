"""Every puzzle package offers the same library surface, its kind, and it works."""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

import pytest

from ripple_fp.kinds import HOMES
from ripple_fp.kinds.kind import Kind

from .conftest import DATA, PUZZLES

SAMPLES = {
    "ripple": PUZZLES / "hakyuu_001.txt",
    "0hh1": DATA / "takuzu" / "0hh1" / "002.txt",
    "creek": DATA / "creek" / "001.txt",
    "vergleich": DATA / "vergleich" / "001.txt",
}


@pytest.mark.parametrize(("name", "sample"), SAMPLES.items())
def test_parse_solve_check_and_render_from_the_package(name: str, sample: Path) -> None:
    package, attribute = HOMES[name]
    puzzle = import_module(f"ripple_fp.{package}")
    assert {attribute, "Problem", "Solution"} <= set(puzzle.__all__)
    kind = getattr(puzzle, attribute)
    assert isinstance(kind, Kind)
    problem = kind.parse_puzzle(sample.read_text()).unwrap()
    solution = next(kind.solutions(problem))
    assert kind.is_solution(problem, solution)
    assert kind.judge(problem, solution).complaints == ()
    assert kind.render_solution(solution) == sample.with_suffix(".sol").read_text()
    assert kind.parse_puzzle(kind.render_puzzle(problem)).unwrap() == problem
    assert kind.strategies.default in kind.strategies
