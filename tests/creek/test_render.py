"""The file formats: rendering is the inverse of parsing."""

from __future__ import annotations

import pytest
from hypothesis import given

from ripple_fp.creek.parse import parse_puzzle, parse_solution
from ripple_fp.creek.puzzle import Problem, Solution, with_clues
from ripple_fp.creek.render import render_puzzle, render_solution

from .conftest import CORPUS, DATA, grids, problems


@pytest.mark.parametrize("name", CORPUS)
def test_rendering_a_corpus_file_gives_it_back_to_the_byte(name: str) -> None:
    text, sol = (DATA / f"{name}.txt").read_text(), (DATA / f"{name}.sol").read_text()
    problem = parse_puzzle(text).unwrap()
    assert render_puzzle(problem) == text
    assert render_solution(parse_solution(sol, problem).unwrap()) == sol


def test_clues_are_written_in_reading_order_of_their_crossings() -> None:
    problem = with_clues((2, 2), {(2, 2): 1, (0, 1): 0, (1, 0): 2})
    assert render_puzzle(problem) == "Creek (2, 2) [((0, 1), 0), ((1, 0), 2), ((2, 2), 1)]\n"


def test_a_puzzle_without_clues() -> None:
    assert render_puzzle(with_clues((3, 1), {})) == "Creek (3, 1) []\n"


@given(problem=problems(max_boxes=30))
def test_parse_after_render_is_the_identity_on_puzzles(problem: Problem) -> None:
    assert parse_puzzle(render_puzzle(problem)).unwrap() == problem


@given(grid=grids(max_boxes=30))
def test_parse_after_render_is_the_identity_on_solutions(grid: Solution) -> None:
    problem = with_clues(grid.size, {})
    assert parse_solution(render_solution(grid), problem).unwrap() == grid
