"""Shared test helpers: where the sample puzzles are, and how to load them."""

from __future__ import annotations

import importlib
import importlib.util
import os
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import Phase, settings

from ripple_fp import Problem, Solution, parse_puzzle, parse_solution
from ripple_fp.kinds import HOMES, KIND_NAMES
from ripple_fp.kinds.kind import Kind
from ripple_fp.search.sat import sat_available

ROOT = Path(__file__).resolve().parent.parent
PUZZLES = ROOT / "puzzles"
SPECIAL = PUZZLES / "special"
DATA = Path(__file__).resolve().parent / "data"


def _first_sample(name: str) -> Path:
    """The first puzzle (by file name) in the test data folder named after a kind."""
    return min(DATA.glob(f"**/{name}/*.txt"))


SAMPLES = {
    name: PUZZLES / "hakyuu_001.txt" if name == "ripple" else _first_sample(name)
    for name in KIND_NAMES
}
"""A small puzzle of each kind, by its name on the command line, with its ``.sol``: the
course's first for Ripple Effect, the first of its folder of test data for the others."""

settings.register_profile("default", max_examples=100, deadline=None)
settings.register_profile("long", max_examples=2000, deadline=None)
settings.register_profile("fuzz", max_examples=100_000, deadline=None)
settings.register_profile(  # for tests run on code with a deliberate mistake: fail fast
    "mutants", max_examples=100, deadline=None, phases=[Phase.explicit, Phase.generate]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


def installed(names: Iterable[str]) -> list[Any]:
    """Strategy names as test parameters, ``sat`` marked and skipped without python-sat."""
    return [
        pytest.param(
            name,
            marks=[
                pytest.mark.sat,
                pytest.mark.skipif(not sat_available(), reason="no python-sat"),
            ],
        )
        if name == "sat"
        else name
        for name in names
    ]


def declared(name: str) -> Kind[Any, Any]:
    """The declaration of the kind called ``name``, its types left open: what a test of
    every kind holds (the commands hold a kind as ``SomeKind``, typed through ``into``)."""
    package, attribute = HOMES[name]
    kind: Kind[Any, Any] = getattr(importlib.import_module(f"ripple_fp.{package}"), attribute)
    return kind


def load_problem(path: Path) -> Problem:
    """The puzzle in ``path``; the test fails if it does not parse."""
    return parse_puzzle(path.read_text()).unwrap()


def load_solution(path: Path, problem: Problem) -> Solution:
    """The solution file ``path`` read against the layout of ``problem``."""
    return parse_solution(path.read_text(), problem.layout).unwrap()


def solved_puzzles() -> list[Path]:
    """Every ``puzzles/*.txt`` that has a ``.sol`` beside it."""
    return sorted(p for p in PUZZLES.glob("*.txt") if p.with_suffix(".sol").exists())


@pytest.fixture
def example() -> Problem:
    """The assignment's Figure 1 (janko.at Hakyuu #1)."""
    return load_problem(PUZZLES / "hakyuu_001.txt")


def script(name: str) -> ModuleType:
    """The benchmark script ``benchmarks/NAME.py``, loaded as a module (with the folder
    on the path, as when it runs: the scripts share ``benchmarks/corpus.py``)."""
    path = ROOT / "benchmarks" / f"{name}.py"
    if str(path.parent) not in sys.path:
        sys.path.append(str(path.parent))
    spec = importlib.util.spec_from_file_location(f"benchmarks_{name}", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def fresh_python(program: str, *argv: str, cwd: Path | None = None) -> str:
    """What a new Python prints running ``program`` with ``argv``: how a test sees what a
    process loads, where the test's own process has loaded everything already."""
    done = subprocess.run(
        [sys.executable, "-c", program, *argv], capture_output=True, text=True, check=True, cwd=cwd
    )
    return done.stdout


def console_script(name: str) -> Path:
    """An installed command (``ripple-fp`` and the others) beside this Python; the test
    skips when it is not installed."""
    found = Path(sys.executable).parent / name
    if not found.exists():
        pytest.skip(f"{name} is not installed beside this Python")
    return found


def on_a_silent_pipe(command: list[str]) -> subprocess.CompletedProcess[str]:
    """Run ``command`` with standard input a pipe whose writer stays open and never
    writes (``sleep 100 | command``), until the command ends by itself."""
    reader, writer = os.pipe()
    try:
        done = subprocess.run(
            command, stdin=reader, capture_output=True, text=True, timeout=120, check=False
        )
    finally:
        os.close(reader)
        os.close(writer)
    return done
