"""What every kind's record must do, checked the same way for each kind.

A kind is right when its functions agree with one another on the puzzle's own files:
the parsed puzzle is solved by its default strategy to exactly the ``.sol`` file, the
referee accepts that solution and rejects a spoiled one (blaming some cell), the
pictures show it, and a wrong strategy name is refused with the choices.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from returns.result import Failure, Success

from ripple_fp.kinds.errors import NoSolution
from ripple_fp.kinds.kind import Kind, checked, engine_plan, solve_checked, strategy
from ripple_fp.search.sat import sat_available
from ripple_fp.search.stats import Stats

DATA = Path(__file__).resolve().parent.parent / "data"


def solves_its_files(kind: Kind[Any, Any], folder: Path) -> None:
    """Every puzzle of ``folder`` is solved, checked and rendered as its ``.sol``."""
    puzzles = sorted(folder.glob("*.txt"))
    assert puzzles
    for path in puzzles:
        problem = kind.parse_puzzle(path.read_text()).unwrap()
        solved = solve_checked(kind, problem, kind.default).unwrap()
        assert kind.render_solution(solved.solution) == path.with_suffix(".sol").read_text()


def judges_and_draws(kind: Kind[Any, Any], path: Path, spoil: Callable[[Any], Any]) -> None:
    """The referee accepts the file's solution and blames a spoiled one; the pictures
    show the puzzle, and differ once a solution is drawn in."""
    problem = kind.parse_puzzle(path.read_text()).unwrap()
    solution = kind.parse_solution(path.with_suffix(".sol").read_text(), problem).unwrap()
    assert kind.judge(problem, solution).complaints == ()
    spoiled = kind.judge(problem, spoil(solution))
    assert spoiled.complaints
    assert spoiled.faulty
    assert kind.draw(problem, None) != kind.draw(problem, solution)
    plain = kind.picture(problem, None, frozenset(), "The puzzle")
    picture = kind.picture(problem, solution, spoiled.faulty, "A title")
    assert picture.startswith("<svg")
    assert "A title" in picture
    assert "faulty" in picture
    assert "faulty" not in plain


def has_its_strategies(kind: Kind[Any, Any], path: Path) -> None:
    """Every strategy finds the same first solution, the default is one of them, engine
    plans split and others do not, and an unknown name lists the choices."""
    problem = kind.parse_puzzle(path.read_text()).unwrap()
    assert kind.default in kind.strategies
    answers = {
        name: next(kind.solutions(problem, name, Stats()))
        for name in kind.strategies
        if name != "sat" or sat_available()
    }
    assert len(set(map(kind.render_solution, answers.values()))) == 1
    for name, known in kind.strategies.items():
        assert strategy(kind, name) is known
        if known.parallel:
            assert engine_plan(kind, name) is known.plan
        else:
            with pytest.raises(ValueError, match="cannot be split"):
                engine_plan(kind, name)
    with pytest.raises(ValueError, match=f"choose from {', '.join(kind.strategies)}"):
        strategy(kind, "no-such-strategy")
    assert checked(kind, problem, None) == Failure(NoSolution())
    assert isinstance(checked(kind, problem, answers[kind.default]), Success)
