"""Benchmark: counting solutions, in-process (docs/performance.md, "Counting").

    python benchmarks/counting.py [--corpus DIR] [--strategy NAME] [--limit SECONDS]

1. Every puzzle of ``puzzles/special`` counted to the end (or to 100,000): the count and
   the time.
2. ``--count 2`` (a count up to 3, what the command asks the stream for) on every puzzle
   of the corpus's ``janko``, ``app-levels``, ``lab`` and ``urls`` folders, and
   ``generated`` within ``--limit``: how many are reported unique, the median and the
   slowest time per folder.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path
from typing import cast

import corpus

from ripple_fp import count_solutions, parse_puzzle
from ripple_fp.ripple import SEARCH, StrategyName
from ripple_fp.search.meter import SearchTimeoutError

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ["janko", "app-levels", "lab", "urls", "generated"]


def timed_count(
    path: Path, limit: int, strategy: StrategyName | None, seconds: float
) -> tuple[int | None, float]:
    """The count up to ``limit`` (``None``: out of time) and the seconds it took."""
    problem = parse_puzzle(path.read_text()).unwrap()
    started = time.perf_counter()
    try:
        found: int | None = count_solutions(problem, limit, strategy, timeout=seconds)
    except SearchTimeoutError:
        found = None
    return found, time.perf_counter() - started


def special_table(strategy: StrategyName | None, seconds: float) -> list[str]:
    rows = ["| puzzle | solutions | seconds |", "| --- | --- | --- |"]
    for path in sorted((ROOT / "puzzles" / "special").glob("*.txt")):
        found, took = timed_count(path, 100_000, strategy, seconds)
        shown = "out of time" if found is None else f"{found:,}"
        rows.append(f"| {path.stem} | {shown} | {took:.3f} |")
    return rows


def folder_row(folder: Path, strategy: StrategyName | None, seconds: float) -> str:
    runs = [timed_count(path, 3, strategy, seconds) for path in sorted(folder.glob("*.txt"))]
    times = [took for _, took in runs]
    unique = sum(found == 1 for found, _ in runs)
    late = sum(found is None for found, _ in runs)
    return (
        f"| {folder.name} | {len(runs)} | {unique} | {late} | "
        f"{statistics.median(times):.4f} | {max(times):.4f} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    corpus.add_option(parser)
    parser.add_argument("--strategy", help="default: what count_solutions picks for the count")
    parser.add_argument("--limit", type=float, default=60.0, help="seconds per count")
    parser.add_argument("--folders", default=",".join(FOLDERS))
    args = parser.parse_args()
    folders = corpus.folders(args.corpus, args.folders.split(","))
    strategy = (
        None if args.strategy is None else cast(StrategyName, SEARCH.named(args.strategy).name)
    )
    shown = strategy or f"{SEARCH.counting(3)} past two, else {SEARCH.counting(2)}"
    print(f"strategy {shown}, limit {args.limit:g} s per count\n")
    print("\n".join(special_table(strategy, args.limit)))
    print("\n| folder | puzzles | unique | out of time | median s | max s |")
    print("| --- | --- | --- | --- | --- | --- |")
    for folder in folders:
        print(folder_row(folder, strategy, args.limit), flush=True)


if __name__ == "__main__":
    main()
