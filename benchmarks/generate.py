"""Benchmark: how long making puzzles takes, on one core, by size and counting strategy.

    python benchmarks/generate.py [--count N] [--large N] [--strategies a,b]

Makes ``--count`` 10x10 puzzles (rooms up to 9 cells, minimal givens) and ``--large``
20x20 ones with each counting strategy, in this process, as ``ripple-effect-generate``
makes each one (the second check included), and prints a Markdown table: seconds in
all and per puzzle, the clues left, and how many needed a guess to solve by reasoning.
"""

from __future__ import annotations

import argparse
import statistics
import time

from ripple_fp.kinds.capabilities import Recipe
from ripple_fp.ripple import StrategyName
from ripple_fp.shell.generate import make_one


def row(size: tuple[int, int], count: int, strategy: StrategyName) -> str:
    """One line of the table: ``count`` puzzles of ``size`` counted by ``strategy``."""
    started, clues, guessing, slowest = time.perf_counter(), [], 0, 0.0
    for n in range(count):
        one = time.perf_counter()
        made = make_one("ripple", f"p{n}", Recipe(size, f"bench-{n}", 9, "minimal", strategy))
        slowest = max(slowest, time.perf_counter() - one)
        fields = made.line.split("\t")
        clues.append(int(fields[2]))
        guessing += fields[3].startswith("needs guessing")
        assert not made.problems, made.problems
    seconds = time.perf_counter() - started
    rows, cols = size
    return (
        f"| {rows}x{cols} | {strategy} | {count} | {seconds:.1f} | {seconds / count:.2f} | "
        f"{slowest:.2f} | {statistics.mean(clues):.1f} | {guessing} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--large", type=int, default=3)
    parser.add_argument("--strategies", default="auto")
    args = parser.parse_args()
    print("| size | counting | puzzles | seconds | per puzzle | slowest | clues | need a guess |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for strategy in args.strategies.split(","):
        print(row((10, 10), args.count, strategy), flush=True)
        if args.large:
            print(row((20, 20), args.large, strategy), flush=True)


if __name__ == "__main__":
    main()
