"""A user's own point-free pipeline: what needs the returns mypy plugin.

With the plugin (``plugins = returns.contrib.mypy.returns_plugin``) mypy checks every
step below. Without it, ``flow(...)`` has the type ``Never``, so nothing after it is
checked, and a ``@curry`` function cannot be called with fewer arguments than it takes:
tests/test_api.py checks both.
"""

from __future__ import annotations

from returns.curry import curry
from returns.pipeline import flow
from returns.pointfree import bind
from returns.result import Result

from ripple_fp import ParseError, Problem, decode, parse_puzzle, render_solution, solutions


@curry
def nth_row(n: int, text: str) -> str:
    return text.splitlines()[n]


def first_solution(problem: Problem) -> str:
    return render_solution(next(solutions(problem)))


def top_row(data: bytes) -> Result[str, ParseError]:
    solved = flow(data, decode, bind(parse_puzzle)).map(first_solution)
    return solved.map(nth_row(0))


second_row = nth_row(1)


def bottom_row_of_two(text: str) -> str:
    return second_row(text)
