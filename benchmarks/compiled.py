"""Benchmark: the pure build against the compiled one (``RIPPLE_FP_COMPILE=1 pip install .``)
on the generated large, hard and no-solution puzzles, in one run.

    python benchmarks/compiled.py [--corpus DIR] [--limit SECONDS] [--strategy NAME]
                                  [--compiled-python PY] [NAME_GLOB...]

``NAME_GLOB``: puzzles in the corpus without ``.txt`` (default ``generated/large-*``,
``generated/hard-*``, ``generated/nosolution-*``). Without ``--compiled-python`` the
script builds the compiled wheel of this tree and installs it in a temporary venv
first (a C compiler and pip's index needed); with it, ``PY`` is a Python whose
installed ``ripple_fp`` is compiled (checked: the script stops if it is not).

Each puzzle is solved by a fresh process of each build, one after the other (so that
the shared machine's load falls on both alike): the pure build is this tree's sources,
the compiled one the installed wheel, started outside the tree. Each process times the
solve alone, from the parsed puzzle to the first answer (``--strategy``, default
``learn``, the search the build compiles), in wall seconds and in the process's CPU
seconds (less disturbed by other work on the machine), and counts its conflicts. The
same search on the same puzzle makes the same guesses in both builds: the conflicts
must be equal, and a row where they are not is marked.

Prints a Markdown table (seconds, "-" past the limit or a wrong answer), and below it,
for each build, the puzzles answered right within the limit and the CPU seconds per
conflict over the puzzles both answered.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import corpus

ROOT = Path(__file__).resolve().parent.parent
PUZZLES = ("generated/large-*", "generated/hard-*", "generated/nosolution-*")

ONE = """
import json, sys, time
from pathlib import Path
import ripple_fp.search.trail
from ripple_fp import Stats, parse_puzzle, solutions
strategy, path, limit = sys.argv[1], Path(sys.argv[2]), float(sys.argv[3])
problem = parse_puzzle(path.read_text()).unwrap()
stats = Stats()
wall, cpu = time.perf_counter(), time.process_time()
try:
    found = next(solutions(problem, strategy, stats, timeout=limit), None)
    cells = None if found is None else " ".join(map(str, found.grid.cells))
    ended = True
except TimeoutError:
    cells, ended = None, False
print(json.dumps({
    "wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu,
    "conflicts": stats.backtracks, "cells": cells, "ended": ended,
    "trail": ripple_fp.search.trail.__file__,
}))
"""


@dataclass(frozen=True)
class Run:
    """One build's solve of one puzzle."""

    wall: float
    cpu: float
    conflicts: int
    right: bool
    """Answered within the limit, and rightly: the ``.sol`` file's solution, or none
    where the corpus has no ``.sol``."""


@dataclass(frozen=True)
class Build:
    """How to start a Python that runs one build."""

    name: str
    python: str
    cwd: Path
    env: dict[str, str]
    compiled: bool


def solve(build: Build, strategy: str, path: Path, limit: float) -> Run:
    """One fresh process of ``build`` solving ``path``."""
    done = subprocess.run(
        [build.python, "-c", ONE, strategy, str(path), str(limit)],
        capture_output=True,
        text=True,
        cwd=build.cwd,
        env=build.env,
        check=False,
        timeout=limit + 60,
    )
    if done.returncode != 0:
        raise SystemExit(f"compiled.py: {build.name} failed on {path}: {done.stderr.strip()}")
    out = json.loads(done.stdout)
    if out["trail"].endswith(".py") == build.compiled:
        raise SystemExit(f"compiled.py: the {build.name} build ran {out['trail']}")
    expected = path.with_suffix(".sol")
    answer = out["cells"].split() if out["cells"] is not None else None
    right = out["ended"] and (
        answer == expected.read_text().split() if expected.exists() else answer is None
    )
    return Run(out["wall"], out["cpu"], out["conflicts"], right)


def builds(compiled_python: str | None, workspace: Path) -> tuple[Build, Build]:
    """The pure build (this tree's sources) and the compiled one (built here unless given)."""
    pure_env = {**os.environ, "PYTHONPATH": str(ROOT)}
    pure = Build("pure", sys.executable, ROOT, pure_env, compiled=False)
    if compiled_python is None:
        compiled_python = install_compiled(workspace)
    plain_env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    return pure, Build("compiled", compiled_python, workspace, plain_env, compiled=True)


def install_compiled(workspace: Path) -> str:
    """A venv in ``workspace`` with this tree's compiled build installed; its Python."""
    venv = workspace / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = str(venv / "bin" / "python")
    print("building and installing the compiled build ...", file=sys.stderr)
    subprocess.run(
        [python, "-m", "pip", "install", "--quiet", str(ROOT)],
        check=True,
        env={**os.environ, "RIPPLE_FP_COMPILE": "1"},
    )
    return python


def row(name: str, pure: Run, compiled: Run) -> str:
    """One puzzle's line of the table."""

    def seconds(run: Run, value: float) -> str:
        return f"{value:.2f}" if run.right else "-"

    both = pure.right and compiled.right  # a run stopped at the limit made fewer
    ratio = f"{pure.cpu / compiled.cpu:.2f}" if both else "-"
    same = " (differ)" if both and pure.conflicts != compiled.conflicts else ""
    return (
        f"| {name} | {seconds(pure, pure.wall)} | {seconds(compiled, compiled.wall)} "
        f"| {seconds(pure, pure.cpu)} | {seconds(compiled, compiled.cpu)} | {ratio} "
        f"| {pure.conflicts} | {compiled.conflicts}{same} |"
    )


def summary(runs: list[tuple[Run, Run]], limit: float) -> list[str]:
    """Right answers per build, and CPU seconds per conflict where both answered."""
    both = [(p, c) for p, c in runs if p.right and c.right]
    lines = [
        f"right within {limit:g} s: pure {sum(p.right for p, _ in runs)}/{len(runs)}, "
        f"compiled {sum(c.right for _, c in runs)}/{len(runs)}"
    ]
    conflicts = sum(p.conflicts for p, _ in both)
    if both and conflicts:
        per_pure = sum(p.cpu for p, _ in both) / conflicts
        per_compiled = sum(c.cpu for _, c in both) / sum(c.conflicts for _, c in both)
        lines.append(
            f"CPU ms per conflict over the {len(both)} both answered: pure "
            f"{1000 * per_pure:.3f}, compiled {1000 * per_compiled:.3f}, "
            f"{per_pure / per_compiled:.2f}x lower"
        )
        ratios = [p.cpu / c.cpu for p, c in both if c.cpu > 0]
        lines.append(
            f"median pure / compiled CPU seconds per puzzle: {statistics.median(ratios):.2f}"
        )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    corpus.add_option(parser)
    parser.add_argument("--limit", type=float, default=60.0, help="seconds per puzzle")
    parser.add_argument("--strategy", default="learn")
    parser.add_argument("--compiled-python", help="a Python with the compiled build installed")
    parser.add_argument("globs", nargs="*", default=list(PUZZLES))
    args = parser.parse_args()
    paths = corpus.matching(args.corpus, [f"{glob}.txt" for glob in args.globs])
    with tempfile.TemporaryDirectory(prefix="ripple_fp-compiled-") as folder:
        pure, compiled = builds(args.compiled_python, Path(folder))
        print(
            "| puzzle | pure wall s | compiled wall s | pure CPU s | compiled CPU s "
            "| pure / compiled CPU | pure conflicts | compiled conflicts |"
        )
        print("| --- | --- | --- | --- | --- | --- | --- | --- |")
        runs = []
        for path in paths:
            pair = (
                solve(pure, args.strategy, path, args.limit),
                solve(compiled, args.strategy, path, args.limit),
            )
            runs.append(pair)
            print(row(path.stem, *pair), flush=True)
    print()
    print("\n".join(summary(runs, args.limit)))


if __name__ == "__main__":
    main()
