"""The file formats: exactly the corpus's .sol files, and the inverse of the parser."""

from __future__ import annotations

from pathlib import Path

import pytest

from ripple_fp.grid.matrix import Matrix
from ripple_fp.takuzu.parse import parse_puzzle, parse_solution
from ripple_fp.takuzu.puzzle import Cell, Colour, Problem, Solution, empty
from ripple_fp.takuzu.render import render_puzzle, render_solution

from .corpus import load_problem, name_of, puzzles

R, B = Colour.RED, Colour.BLUE


def test_a_solution_is_letters_separated_by_single_spaces() -> None:
    solution: Solution = Matrix.from_rows([[R, B], [B, R]])
    assert render_solution(solution) == "R B\nB R\n"


def test_a_puzzle_writes_dots_for_empty_cells() -> None:
    assert render_puzzle(empty(2).set((0, 0), R).set((1, 1), B)) == "R .\n. B\n"


@pytest.mark.parametrize("path", puzzles(), ids=name_of)
def test_rendering_gives_back_every_corpus_file_byte_for_byte(path: Path) -> None:
    problem = load_problem(path)
    assert render_puzzle(problem) == path.read_text()
    text = path.with_suffix(".sol").read_text()
    assert render_solution(parse_solution(text, problem).unwrap()) == text


def test_parse_of_render_is_the_identity() -> None:
    rows: list[list[Cell]] = [[None, R, None, None], [B] * 4, [None] * 4, [R, R, B, None]]
    problem: Problem = Matrix.from_rows(rows)
    assert parse_puzzle(render_puzzle(problem)).unwrap() == problem
