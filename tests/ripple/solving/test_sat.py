"""The sat strategy: every answer checked by the referee, every solution once; without
python-sat, one line and exit 9 from the command."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from ripple_fp import count_solutions, solutions
from ripple_fp.kinds.errors import EXIT_MISSING_EXTRA
from ripple_fp.ripple.solving import encoding
from ripple_fp.ripple.solving.encoding import UnsoundModelError
from ripple_fp.ripple.solving.sat import sat_solutions
from ripple_fp.search.meter import Meter, SearchTimeoutError
from ripple_fp.shell.main import ripple_effect

from ...conftest import DATA, PUZZLES, SPECIAL, load_problem, load_solution


def test_without_python_sat_the_command_says_so_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("pysat", "pysat.solvers"):  # None in sys.modules: an import fails
        monkeypatch.setitem(sys.modules, name, None)
    out = tmp_path / "s.txt"
    code = ripple_effect(["--strategy", "sat", str(DATA / "hard-06.txt"), str(out)])
    assert (code, capsys.readouterr().err) == (
        EXIT_MISSING_EXTRA,
        "ripple-effect: the sat strategy needs python-sat: pip install 'ripple_fp[sat]'\n",
    )
    assert not out.exists()


@pytest.mark.sat
def test_it_solves_puzzles_to_their_known_solutions() -> None:
    pytest.importorskip("pysat")
    for path in (PUZZLES / "hakyuu_001.txt", DATA / "hard-06.txt", DATA / "large-03.txt"):
        problem = load_problem(path)
        assert list(sat_solutions(problem, Meter())) == [
            load_solution(path.with_suffix(".sol"), problem)
        ]


@pytest.mark.sat
def test_it_counts_as_the_pure_search_does() -> None:
    pytest.importorskip("pysat")
    for name in ("multiplesolutions1_nonunique", "board7_nonunique"):
        problem = load_problem(SPECIAL / f"{name}.txt")
        assert count_solutions(problem, 500, "sat") == count_solutions(problem, 500, "learn")
    assert list(solutions(load_problem(SPECIAL / "nosolution_from_janko_002.txt"), "sat")) == []


@pytest.mark.sat
def test_a_model_the_referee_rejects_is_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("pysat")
    monkeypatch.setattr(encoding, "is_solution", lambda problem, solution: False)
    with pytest.raises(UnsoundModelError):
        next(sat_solutions(load_problem(DATA / "hard-06.txt"), Meter()))


@pytest.mark.sat
def test_a_timeout_stops_the_solver_itself() -> None:
    pytest.importorskip("pysat")
    problem = load_problem(DATA / "huge-06.txt")  # the solver needs seconds after its CNF
    with pytest.raises(SearchTimeoutError):  # python-sat cannot interrupt CaDiCaL
        next(solutions(problem, "sat", timeout=1.0))
