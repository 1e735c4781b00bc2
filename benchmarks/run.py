"""Benchmark: every strategy on every corpus folder, then the command's wall time.

    python benchmarks/run.py [--corpus DIR] [--limit SECONDS] [--strategies a,b] [--folders a,b]

Prints a Markdown table per folder: puzzles answered correctly / total, median, p90 and
max seconds in-process (a puzzle that hits the limit counts as the limit), and the
median and max search nodes. Then the wall time of ``ripple-effect IN OUT`` as a fresh
process per janko puzzle (interpreter start-up and imports included), and where start-up
time goes (``python -X importtime``). Answers are checked: against the ``.sol`` file when
there is one, by ``is_solution`` otherwise, and "no solution" only where the corpus says
so (``nosolution`` in the name).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import cast

import corpus

from ripple_fp import (
    STRATEGIES,
    Problem,
    SearchTimeoutError,
    Solution,
    Stats,
    is_solution,
    parse_puzzle,
    parse_solution,
    solutions,
)
from ripple_fp.ripple import SEARCH, StrategyName

ROOT = Path(__file__).resolve().parent.parent
COMMAND = "ripple_fp.shell.main"
"""The module of ``ripple-effect``."""
FOLDERS = ["janko", "app-levels", "lab", "special", "generated"]


@dataclass(frozen=True)
class Run:
    """One strategy on one puzzle."""

    correct: bool
    timed_out: bool
    seconds: float
    nodes: int


def solve_one(path: Path, strategy: StrategyName, limit: float) -> Run:
    """Solve ``path`` with ``strategy`` in this process, within ``limit`` seconds (the
    search's own budget, ``timeout=``: no signal, which a garbage collector's callback
    could swallow)."""
    problem = parse_puzzle(path.read_text()).unwrap()
    stats = Stats()
    started = time.perf_counter()
    try:
        found = next(solutions(problem, strategy, stats, timeout=limit), None)
    except SearchTimeoutError:
        return Run(False, True, limit, stats.nodes)
    seconds = time.perf_counter() - started
    return Run(answer_is_right(path, problem, found), False, seconds, stats.nodes)


def answer_is_right(path: Path, problem: Problem, found: Solution | None) -> bool:
    """Is ``found`` what the corpus says ``path`` has?"""
    if found is None:
        return "nosolution" in path.name
    expected = path.with_suffix(".sol")
    if expected.exists():
        expected_grid = parse_solution(expected.read_text(), problem.layout)
        return expected_grid.map(lambda grid: grid == found).value_or(False)
    return is_solution(problem, found) and "nosolution" not in path.name


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def folder_table(
    folder: Path, strategies: list[StrategyName], limit: float, each: bool = False
) -> Iterator[str]:
    """The Markdown rows for one folder, one strategy per row."""
    puzzles = sorted(folder.glob("*.txt"))
    yield f"\n### {folder.name} ({len(puzzles)} puzzles, limit {limit:g} s each)\n"
    yield (
        "| strategy | correct | timed out | median s | p90 s | max s | median nodes | max nodes |"
    )
    yield "| --- | --- | --- | --- | --- | --- | --- | --- |"
    for strategy in strategies:
        runs = [solve_one(path, strategy, limit) for path in puzzles]
        seconds = [r.seconds for r in runs]
        nodes = [r.nodes for r in runs]
        yield (
            f"| {strategy} | {sum(r.correct for r in runs)}/{len(runs)} "
            f"| {sum(r.timed_out for r in runs)} | {statistics.median(seconds):.4f} "
            f"| {percentile(seconds, 0.9):.4f} | {max(seconds):.4f} "
            f"| {statistics.median(nodes):.0f} | {max(nodes)} |"
        )
        if each:
            for run, path in zip(runs, puzzles, strict=True):
                verdict = "timed out" if run.timed_out else ("correct" if run.correct else "WRONG")
                yield f"|   {path.name} | {verdict} | | | | {run.seconds:.3f} | {run.nodes} | |"
            continue
        slow = [(r.seconds, p.name) for r, p in zip(runs, puzzles, strict=True) if r.seconds > 1]
        for seconds_taken, name in sorted(slow, reverse=True)[:5]:
            yield f"|   {name} | | | | | {seconds_taken:.2f} | | |"


def command_wall_times(folder: Path) -> Iterator[str]:
    """Wall time of ``ripple-effect IN OUT`` as a new process, per puzzle of ``folder``."""
    command = Path(sys.executable).parent / "ripple-effect"
    times = []
    with tempfile.TemporaryDirectory() as scratch:
        for path in sorted(folder.glob("*.txt")):
            started = time.perf_counter()
            subprocess.run([str(command), str(path), f"{scratch}/out.txt"], check=True)
            times.append(time.perf_counter() - started)
    yield f"\n### `ripple-effect IN OUT` as a new process, {folder.name} ({len(times)} puzzles)\n"
    yield "| median s | p90 s | max s |"
    yield "| --- | --- | --- |"
    yield (f"| {statistics.median(times):.3f} | {percentile(times, 0.9):.3f} | {max(times):.3f} |")
    bare = min(_wall([sys.executable, "-c", "pass"]) for _ in range(5))
    imports = min(_wall([sys.executable, "-c", "import " + COMMAND]) for _ in range(5))
    yield f"\nBare interpreter start: {bare:.3f} s; with `import {COMMAND}`: {imports:.3f} s."
    yield from import_times()


def _wall(command: list[str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, check=True)
    return time.perf_counter() - started


def import_times() -> Iterator[str]:
    """Import time of the command's module by package: self times summed per top-level name."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "import " + COMMAND],
        capture_output=True,
        text=True,
        check=True,
    )
    by_package: dict[str, int] = {}
    for line in done.stderr.splitlines()[1:]:  # "import time: self | cumulative | name"
        own, _, name = line.removeprefix("import time:").split("|")
        package = name.strip().split(".")[0]
        by_package[package] = by_package.get(package, 0) + int(own)
    yield "\n| package | import ms (self, summed) |\n| --- | --- |"
    for package, micros in sorted(by_package.items(), key=lambda item: -item[1])[:8]:
        yield f"| {package} | {micros / 1000:.1f} |"


def machine() -> str:
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    cpu = platform.processor() or platform.machine()
    return f"{cpu}, {cpus} cores, Python {platform.python_version()}, {platform.system()}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    corpus.add_option(parser)
    parser.add_argument("--limit", type=float, default=10.0, help="seconds per puzzle")
    parser.add_argument("--strategies", default=",".join(STRATEGIES))
    parser.add_argument("--folders", default=",".join(FOLDERS))
    parser.add_argument("--no-command", action="store_true", help="skip the wall-time table")
    parser.add_argument("--each", action="store_true", help="a row for every puzzle")
    args = parser.parse_args()
    folders = corpus.folders(args.corpus, args.folders.split(","))
    janko = None if args.no_command else corpus.folders(args.corpus, ["janko"])[0]
    print(f"Machine: {machine()}. Date: {time.strftime('%Y-%m-%d')}.")
    chosen = [cast(StrategyName, SEARCH.named(s).name) for s in args.strategies.split(",")]
    for folder in folders:
        rows = folder_table(folder, chosen, args.limit, args.each)
        for row in rows:
            print(row, flush=True)
    if janko is not None:
        for row in command_wall_times(janko):
            print(row, flush=True)


if __name__ == "__main__":
    main()
