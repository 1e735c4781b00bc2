"""The file formats: rendering gives back exactly the corpus files, and parsing undoes it."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given

from ripple_fp.vergleich.parse import parse_puzzle, parse_solution
from ripple_fp.vergleich.puzzle import NO_CLUE, Clue, Problem, Sign, Solution, signs_of
from ripple_fp.vergleich.render import render_clue, render_puzzle, render_solution

from .samples import CORPUS, SIX, grids_6, load, tiny_problems


@pytest.mark.parametrize("path", [*CORPUS, SIX], ids=lambda p: p.stem)
def test_renders_the_corpus_files_exactly(path: Path) -> None:
    problem, solution = load(path)
    assert render_puzzle(problem) == path.read_text()
    assert render_solution(solution) == path.with_suffix(".sol").read_text()


def test_a_clue_is_two_characters() -> None:
    assert render_clue(Clue(Sign.GREATER, Sign.LESS)) == "+-"
    assert render_clue(NO_CLUE) == ".."


@given(tiny_problems())
def test_parsing_undoes_rendering_a_puzzle(problem: Problem) -> None:
    assert parse_puzzle(render_puzzle(problem)).unwrap() == problem


@given(grids_6())
def test_parsing_undoes_rendering_a_solution(solution: Solution) -> None:
    problem = signs_of(solution)
    assert parse_puzzle(render_puzzle(problem)).unwrap() == problem
    assert parse_solution(render_solution(solution), problem).unwrap() == solution
