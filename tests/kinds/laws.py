"""What every kind's record must do, checked the same way for each kind.

A kind is right when its functions agree with one another on the puzzle's own files:
the parsed puzzle is solved by its default strategy to exactly the ``.sol`` file, the
referee accepts that solution and rejects a spoiled one (blaming some cell), the
pictures show it, engine strategies split across processes and others are refused,
and a wrong strategy name is refused with the choices.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from returns.result import Failure, Success

from ripple_fp.kinds.errors import NoSolution
from ripple_fp.kinds.kind import Kind, checked, solve_checked
from ripple_fp.search.meter import Meter
from ripple_fp.search.sat import sat_available
from ripple_fp.search.stats import Stats
from ripple_fp.search.strategy import OnEngine
from ripple_fp.shell.parallel import split_search

DATA = Path(__file__).resolve().parent.parent / "data"


def solves_its_files(kind: Kind[Any, Any], folder: Path) -> None:
    """Every puzzle of ``folder`` is solved, checked and rendered as its ``.sol``; its
    own text reads back as the same puzzle."""
    puzzles = sorted(folder.glob("*.txt"))
    assert puzzles
    for path in puzzles:
        problem = kind.parse_puzzle(path.read_text()).unwrap()
        solved = solve_checked(kind, problem, kind.strategies.default).unwrap()
        assert kind.render_solution(solved.solution) == path.with_suffix(".sol").read_text()
        assert kind.formats["course"] is kind.render_puzzle
        assert kind.parse_puzzle(kind.render_puzzle(problem)).unwrap() == problem


def judges_and_draws(kind: Kind[Any, Any], path: Path, spoil: Callable[[Any], Any]) -> None:
    """The referee accepts the file's solution and blames a spoiled one; the pictures
    show the puzzle, and differ once a solution is drawn in."""
    problem = kind.parse_puzzle(path.read_text()).unwrap()
    solution = kind.parse_solution(path.with_suffix(".sol").read_text(), problem).unwrap()
    assert kind.judge(problem, solution).complaints == ()
    assert kind.is_solution(problem, solution)
    spoiled = kind.judge(problem, spoil(solution))
    assert spoiled.complaints
    assert spoiled.faulty
    assert not kind.is_solution(problem, spoil(solution))
    pictures = kind.pictures()
    assert pictures.draw(problem, None) != pictures.draw(problem, solution)
    plain = pictures.to_svg(problem, None, frozenset(), "The puzzle")
    picture = pictures.to_svg(problem, solution, spoiled.faulty, "A title")
    assert picture.startswith("<svg")
    assert "A title" in picture
    assert "faulty" in picture
    assert "faulty" not in plain


def has_its_strategies(kind: Kind[Any, Any], path: Path) -> None:
    """Every strategy finds the same first solution, the default is one of them, engine
    plans split and others do not, and an unknown name lists the choices."""
    problem = kind.parse_puzzle(path.read_text()).unwrap()
    table = kind.strategies.table
    assert kind.strategies.default in table
    assert kind.strategies.named() is table[kind.strategies.default]
    answers = {
        name: next(kind.solutions(problem, name, Stats()))
        for name in kind.strategies
        if name != "sat" or sat_available()
    }
    shown = set(map(kind.render_solution, answers.values()))
    assert len(shown) == 1
    splittable = [name for name, known in table.items() if known.parallel]
    assert table[kind.strategies.split or kind.strategies.default].parallel
    for name, known in table.items():
        assert kind.strategies.named(name) is known
        assert known.name == name
        assert known.parallel is isinstance(known.plan, OnEngine)
        if known.parallel:
            with ThreadPoolExecutor(2) as pool:
                found, _ = split_search(kind, problem, 2, name, Meter(), executor=pool)
            assert {kind.render_solution(found)} == shown
        else:
            refusal = f"strategy '{name}' cannot be split across processes: choose from "
            with pytest.raises(ValueError, match=refusal + ", ".join(splittable)):
                split_search(kind, problem, 2, name, Meter())
    with pytest.raises(ValueError, match=f"choose from {', '.join(kind.strategies)}"):
        kind.strategies.named("no-such-strategy")
    with pytest.raises(ValueError, match="unknown strategy 'no-such-strategy'"):
        kind.solutions(problem, "no-such-strategy")
    assert checked(kind, problem, None) == Failure(NoSolution())
    assert isinstance(checked(kind, problem, answers[kind.strategies.default]), Success)
