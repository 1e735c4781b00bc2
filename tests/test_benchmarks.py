"""The benchmark scripts measure what they claim to (they run outside the test suite)."""

from __future__ import annotations

import importlib.util
import signal
import sys
from pathlib import Path
from types import ModuleType

from ripple_fp import candidates as cs

from .conftest import PUZZLES, ROOT, SPECIAL


def script(name: str) -> ModuleType:
    path = ROOT / "benchmarks" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"benchmarks_{name}", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_the_three_representations_compute_the_same_step() -> None:
    representations = script("representations")
    masks = (0b1110, 0b0100, 0b1010, 0b0110)
    as_tuple, as_vector, as_map = (
        step() for step in representations.propagation_steps(masks, [0, 1, 3])
    )
    assert list(as_tuple) == list(as_vector) == [0b1010, 0b0000, 0b1010, 0b0010]
    assert {i: cs.of(values) for i, values in dict(as_map).items()} == dict(enumerate(as_tuple))


def test_a_run_is_checked_against_the_corpus(tmp_path: Path) -> None:
    run = script("run")
    signal.signal(signal.SIGALRM, run.on_alarm)
    assert run.solve_one(PUZZLES / "hakyuu_001.txt", "full", 5).correct
    assert run.solve_one(SPECIAL / "nosolution_from_janko_002.txt", "full", 5).correct
    assert run.solve_one(SPECIAL / "multiplesolutions1_nonunique.txt", "mrv", 5).correct
    wrong = tmp_path / "hakyuu_001.txt"
    wrong.write_text((PUZZLES / "hakyuu_001.txt").read_text())
    (tmp_path / "hakyuu_001.sol").write_text("1\n")
    assert not run.solve_one(wrong, "full", 5).correct


def test_a_run_stops_at_the_time_limit() -> None:
    run = script("run")
    signal.signal(signal.SIGALRM, run.on_alarm)
    slow = run.solve_one(PUZZLES / "hakyuu_033.txt", "naive", 0.01)
    assert slow.timed_out
    assert not slow.correct
