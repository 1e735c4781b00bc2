"""Benchmark: how long making puzzles takes, on one core, by kind, size and counting
strategy.

    python benchmarks/generate.py [--count N] [--large N] [--strategies a,b]
    python benchmarks/generate.py --kinds [--count N]

Makes ``--count`` 10x10 Ripple Effect puzzles (rooms up to 9 cells, minimal givens) and
``--large`` 20x20 ones with each counting strategy, in this process, as
``ripple-effect-generate`` makes each one (the second check included), and prints a
Markdown table: seconds in all and per puzzle, the clues left, and how many needed a
guess to solve by reasoning. With ``--kinds``, ``--count`` puzzles of every kind at a
common size instead (``ripple-fp generate --puzzle KIND``: ripple and suguru 8x8 with
rooms of at most 9 and 5 cells, 0h h1 and Tohu-Wa-Vohu 10x10, creek 8x8, vergleich
6x6, and Ripple Effect 10x10 with rooms of at most 5), each counted by the kind's own
strategy, with the grades the puzzles got.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter

from ripple_fp.kinds.capabilities import Recipe
from ripple_fp.shell.generate import make_one

KINDS = (
    ("ripple", (8, 8), 9),
    ("suguru", (8, 8), 5),
    ("0hh1", (10, 10), 9),
    ("tohuwavohu", (10, 10), 9),
    ("creek", (8, 8), 9),
    ("vergleich", (6, 6), 9),
    ("ripple", (10, 10), 5),
)
"""Each kind's common size, and its largest room (for kinds with rooms)."""


def row(
    size: tuple[int, int], count: int, strategy: str | None, kind: str = "ripple", largest: int = 9
) -> str:
    """One line of the table: ``count`` puzzles of ``kind`` and ``size`` counted by
    ``strategy`` (``None``: the maker's own)."""
    started, clues, grades, slowest, failed = time.perf_counter(), [], Counter[str](), 0.0, 0
    for n in range(count):
        one = time.perf_counter()
        made = make_one(kind, f"p{n}", Recipe(size, f"bench-{n}", largest, "minimal", strategy))
        slowest = max(slowest, time.perf_counter() - one)
        if made.impossible:
            failed += 1
            continue
        fields = made.line.split("\t")
        clues.append(int(fields[2]))
        grades[fields[3].split(":")[0]] += 1
        assert not made.problems, made.problems
    seconds = time.perf_counter() - started
    rows, cols = size
    mean = f"{statistics.mean(clues):.1f}" if clues else "-"
    if strategy is not None:
        return (
            f"| {rows}x{cols} | {strategy} | {count} | {seconds:.1f} | {seconds / count:.2f} | "
            f"{slowest:.2f} | {mean} | {grades['needs guessing']} |"
        )
    graded = ", ".join(f"{grade} {n}" for grade, n in sorted(grades.items()))
    return (
        f"| {kind} | {rows}x{cols} | {largest} | {count - failed} of {count} | {seconds:.1f} | "
        f"{seconds / count:.2f} | {slowest:.2f} | {mean} | {graded} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--large", type=int, default=3)
    parser.add_argument("--strategies", default="auto")
    parser.add_argument("--kinds", action="store_true", help="every kind at a common size")
    args = parser.parse_args()
    if args.kinds:
        print(
            "| kind | size | largest room | made | seconds | per puzzle | slowest | clues "
            "| grades |"
        )
        print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
        for kind, size, largest in KINDS:
            print(row(size, args.count, None, kind, largest), flush=True)
        return
    print("| size | counting | puzzles | seconds | per puzzle | slowest | clues | need a guess |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for strategy in args.strategies.split(","):
        print(row((10, 10), args.count, strategy), flush=True)
        if args.large:
            print(row((20, 20), args.large, strategy), flush=True)


if __name__ == "__main__":
    main()
