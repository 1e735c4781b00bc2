"""Benchmark: the course's program (``ripple_fp/course.py``), in-process and as a process,
beside its Haskell twin and the default command.

    python benchmarks/course.py [--corpus DIR] [--folders janko,...] [--twin PATH]
                                [--limit SECONDS]

For every puzzle of the folders (``.txt``, with ``.sol`` where the answer is known, and
"no solution" where there is none), four timings, each checked against the known answer:

- ``in-process``: the first answer of ``ripple_fp.solutions(problem, "course")`` (the
  course's ``solutions`` with the meter that stops it at ``--limit``), parsing not
  included, best of three;
- ``course``: ``ripple-effect --strategy course IN OUT`` as a fresh process;
- ``twin``: the Haskell twin as a fresh process (``--twin PATH``, the program built from
  ``docs/haskell/Main.hs``; the column is left out without it);
- ``default``: ``ripple-effect IN OUT`` (the ``auto`` strategy) as a fresh process.

Prints one table per folder: the median and the slowest of each column, and the slowest
puzzle's name, then any wrong answer (the script exits 1 if there is one). A process
past ``--limit`` seconds counts as the limit and as wrong.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import corpus

from ripple_fp import SearchTimeoutError, solutions
from ripple_fp.grid.rooms_text import parse_puzzle, parse_solution, render_solution

COMMAND = Path(sys.executable).with_name("ripple-effect")


@dataclass(frozen=True)
class Timing:
    """One way of solving one puzzle: the seconds, and whether the answer was right."""

    seconds: float
    right: bool


def expected(path: Path) -> str | None:
    """The solution file's text, or ``None`` when the puzzle has none."""
    known = path.with_suffix(".sol")
    return known.read_text() if known.exists() else None


def in_process(path: Path, limit: float) -> Timing:
    problem = parse_puzzle(path.read_text()).unwrap()
    best, answer = float("inf"), None
    for _ in range(3):
        began = time.perf_counter()
        try:
            answer = next(solutions(problem, "course", timeout=limit), None)
        except SearchTimeoutError:
            return Timing(limit, right=False)
        best = min(best, time.perf_counter() - began)
    want = expected(path)
    if want is None:
        return Timing(best, answer is None)
    found = parse_solution(want, problem.layout).unwrap()
    return Timing(best, answer is not None and render_solution(answer) == render_solution(found))


def as_process(command: Sequence[str | Path], path: Path, limit: float) -> Timing:
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "out.txt"
        began = time.perf_counter()
        try:
            done = subprocess.run(
                [*command, path, out], capture_output=True, text=True, timeout=limit, check=False
            )
        except subprocess.TimeoutExpired:
            return Timing(limit, right=False)
        seconds = time.perf_counter() - began
        want = expected(path)
        if want is None:
            return Timing(seconds, "This puzzle has no solution" in done.stdout)
        return Timing(seconds, out.exists() and out.read_text() == want)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    corpus.add_option(parser)
    parser.add_argument("--folders", default="janko", help="comma-separated (default janko)")
    parser.add_argument("--twin", type=Path, help="the Haskell twin, built")
    parser.add_argument("--limit", type=float, default=10.0, help="seconds per process")
    args = parser.parse_args(argv)
    ways: dict[str, list[str | Path]] = {
        "course": [COMMAND, "--strategy", "course"],
        "default": [COMMAND],
    }
    if args.twin is not None:
        ways["twin"] = [args.twin]
    wrong: list[str] = []
    for folder in corpus.folders(args.corpus, args.folders.split(",")):
        paths = sorted(folder.glob("*.txt"))
        timings: dict[str, dict[str, Timing]] = {"in-process": {}}
        for path in paths:
            timings["in-process"][path.stem] = in_process(path, args.limit)
            for name, command in ways.items():
                timings.setdefault(name, {})[path.stem] = as_process(command, path, args.limit)
        print(f"\n#### {folder.name} ({len(paths)} puzzles)\n")
        print("| how | right | median s | slowest s | slowest puzzle |")
        print("| --- | --- | --- | --- | --- |")
        for name, by_puzzle in timings.items():
            seconds = {stem: t.seconds for stem, t in by_puzzle.items()}
            right = sum(t.right for t in by_puzzle.values())
            slowest = max(seconds, key=seconds.__getitem__)
            median = statistics.median(seconds.values())
            print(
                f"| {name} | {right}/{len(paths)} | {median:.4f} | "
                f"{seconds[slowest]:.4f} | {slowest} |"
            )
            wrong += [f"{name}: {stem}" for stem, t in by_puzzle.items() if not t.right]
    for line in wrong:
        print(f"wrong or too slow: {line}")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
