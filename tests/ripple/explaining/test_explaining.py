"""Ripple Effect explained in the shape every kind's explanations take: the steps in
words, the grade, where they lead, the page, and hints that say when the position is
stuck."""

from __future__ import annotations

from pathlib import Path

from ripple_fp import parse_puzzle
from ripple_fp.ripple.explaining import explain, hint
from ripple_fp.ripple.explaining.trace import solve_in_steps
from ripple_fp.ripple.explaining.wording import describe

from ...conftest import PUZZLES, load_problem, load_solution

EXAMPLE = PUZZLES / "hakyuu_001.txt"


def test_the_steps_are_the_trace_in_words_and_lead_to_the_solution() -> None:
    problem = load_problem(EXAMPLE)
    found = explain(problem)
    assert found.steps == tuple(map(describe, solve_in_steps(problem)))
    assert found.solution == load_solution(EXAMPLE.with_suffix(".sol"), problem)
    assert found.grade == "easy: naked single 51 times, no guess (130 steps)"
    assert "<title>Figure 1</title>" in found.page("Figure 1")


def test_a_hint_is_the_next_step_and_a_wrong_position_is_stuck(tmp_path: Path) -> None:
    problem = load_problem(EXAMPLE)
    assert not hint(problem).stuck
    assert hint(problem).text.startswith("next: ")
    wrong = parse_puzzle("1 1\n2 2\n\n1 1\n- -\n").unwrap()
    assert hint(wrong).stuck
