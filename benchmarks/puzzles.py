"""Benchmark: the engine's other clients on their corpus folders, one core, in-process.

    python benchmarks/puzzles.py [--corpus DIR] [--strategies a,b] [--kinds a,b] [--limit S]

For each kind but Ripple Effect (``ripple_fp.kinds``' catalogue) and strategy, every
puzzle of the folder is parsed and searched for its first two solutions: the first is
the answer, the absence of a second proves it unique. Prints a Markdown table: answers
equal to the ``.sol`` and unique, puzzles that hit the time limit (counted as the
limit), median and max seconds, median and max guesses.
"""

from __future__ import annotations

import argparse
import os
import platform
import signal
import statistics
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import islice
from pathlib import Path
from types import FrameType
from typing import Any

import corpus

from ripple_fp.kinds import KIND_NAMES, kind_named
from ripple_fp.kinds.kind import Kind
from ripple_fp.search.stats import Stats

ROOT = Path(__file__).resolve().parent.parent


KINDS = [name for name in KIND_NAMES if name != "ripple"]
"""The kinds measured here, each in the corpus folder of its name (Ripple Effect has
benchmarks of its own)."""


@dataclass(frozen=True)
class Run:
    """One strategy on one puzzle."""

    right: bool
    seconds: float
    nodes: int
    timed_out: bool = False


class TimeLimitError(Exception):
    """The per-puzzle time limit ran out."""


def on_alarm(signum: int, frame: FrameType | None) -> None:
    raise TimeLimitError


def solve_one(kind: Kind[Any, Any], path: Path, strategy: str, limit: float) -> Run:
    """The first two solutions of ``path``: right when the first is the ``.sol`` and
    there is no second."""
    problem, stats = kind.parse_puzzle(path.read_text()).unwrap(), Stats()
    signal.setitimer(signal.ITIMER_REAL, limit)
    started = time.perf_counter()
    try:
        found = list(islice(kind.solutions(problem, strategy, stats), 2))
    except TimeLimitError:
        return Run(False, limit, stats.nodes, timed_out=True)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    seconds = time.perf_counter() - started
    expected = kind.parse_solution(path.with_suffix(".sol").read_text(), problem)
    return Run(found == [expected.unwrap()], seconds, stats.nodes)


def rows(kind: Kind[Any, Any], folder: Path, strategies: list[str], limit: float) -> Iterator[str]:
    puzzles = sorted(folder.glob("*.txt"))
    for strategy in (s for s in strategies if s in kind.strategies):
        runs = [solve_one(kind, path, strategy, limit) for path in puzzles]
        seconds, nodes = [r.seconds for r in runs], [r.nodes for r in runs]
        yield (
            f"| {folder.name} ({len(runs)}) | {strategy} | {sum(r.right for r in runs)} "
            f"| {sum(r.timed_out for r in runs)} | {statistics.median(seconds):.4f} "
            f"| {max(seconds):.4f} "
            f"| {statistics.median(nodes):.0f} | {max(nodes)} |"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    corpus.add_option(parser)
    parser.add_argument("--strategies", default="mrv,full,lookahead")
    parser.add_argument("--kinds", default=",".join(KINDS))
    parser.add_argument("--limit", type=float, default=10.0, help="seconds per puzzle")
    args = parser.parse_args()
    folders = corpus.folders(args.corpus, args.kinds.split(","))
    python = sys.version.split()[0]
    print(f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {python}\n")
    signal.signal(signal.SIGALRM, on_alarm)
    print(
        "| folder | strategy | right and unique | timed out | median s | max s "
        "| median nodes | max nodes |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for folder in folders:
        for row in rows(kind_named(folder.name), folder, args.strategies.split(","), args.limit):
            print(row, flush=True)


if __name__ == "__main__":
    main()
