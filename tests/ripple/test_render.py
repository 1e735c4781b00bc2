"""Rendering: the exact output text, and render/parse round trips."""

from __future__ import annotations

from pathlib import Path

import pytest

from ripple_fp import parse_puzzle, parse_solution, render_puzzle, render_solution

from ..conftest import PUZZLES, SPECIAL, load_problem, load_solution, solved_puzzles


@pytest.mark.parametrize("path", solved_puzzles(), ids=lambda p: p.stem)
def test_render_solution_writes_the_sol_file_text(path: Path) -> None:
    problem = load_problem(path)
    sol = path.with_suffix(".sol")
    assert render_solution(load_solution(sol, problem)) == sol.read_text()


def test_render_solution_separates_multi_digit_numbers_by_single_spaces() -> None:
    problem = load_problem(PUZZLES / "level145.txt")
    text = render_solution(load_solution(PUZZLES / "level145.sol", problem))
    assert "14" in text.split()
    assert "  " not in text
    assert text.endswith("\n")


RIPPLE_FILES = sorted([*PUZZLES.glob("*.txt"), *SPECIAL.glob("*.txt")])
"""The Ripple Effect puzzles of ``puzzles/`` (its other folders hold other kinds)."""


@pytest.mark.parametrize("path", RIPPLE_FILES, ids=lambda p: p.stem)
def test_render_puzzle_then_parse_gives_the_puzzle_back(path: Path) -> None:
    problem = load_problem(path)
    assert parse_puzzle(render_puzzle(problem)).unwrap() == problem


def test_parse_solution_inverts_render_solution() -> None:
    problem = load_problem(PUZZLES / "hakyuu_001.txt")
    solution = load_solution(PUZZLES / "hakyuu_001.sol", problem)
    assert parse_solution(render_solution(solution), problem.layout).unwrap() == solution
