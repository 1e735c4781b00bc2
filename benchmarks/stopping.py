"""Benchmark: how long after its deadline the library's search stops, per strategy.

    python benchmarks/stopping.py [PUZZLE] [--strategies auto,learn,...] [--limits 0.01,0.05,...]
                                  [--runs N]

``solutions(problem, strategy, timeout=SECONDS)`` raises ``SearchTimeoutError`` once the
search looks at its meter past the deadline. Every phase must look often: the root's
propagation, the learning search's tables, its probes and guesses, the SAT solver's
slices. For each strategy the table gives, over every limit and run, the median and the
largest *overshoot*: the seconds from the deadline to the error (0 when the search
answered in time). The default puzzle is tests/data/huge-06.txt (100x100), whose root
and tables take the longest of the test data. Run it on a quiet machine: a busy one
adds its own delays to every row.
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import time
from pathlib import Path
from typing import get_args

from ripple_fp import Problem, parse_puzzle, solutions
from ripple_fp.ripple import StrategyName
from ripple_fp.search.meter import SearchTimeoutError

HUGE = Path(__file__).resolve().parent.parent / "tests" / "data" / "huge-06.txt"


def overshoot(problem: Problem, strategy: StrategyName, seconds: float) -> float:
    """Seconds from the deadline to the error (0: answered, or stopped, in time)."""
    started = time.perf_counter()
    with contextlib.suppress(SearchTimeoutError):
        next(solutions(problem, strategy, timeout=seconds), None)
    return max(time.perf_counter() - started - seconds, 0.0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("puzzle", nargs="?", type=Path, default=HUGE)
    parser.add_argument("--strategies", default="auto,learn,lookahead,full,mrv")
    parser.add_argument("--limits", default="0.01,0.05,0.1,0.15,0.2,0.3,0.4,0.5,0.6,0.8,1.0")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    problem = parse_puzzle(args.puzzle.read_text()).unwrap()
    limits = [float(limit) for limit in args.limits.split(",")]
    print(f"{args.puzzle.name}: limits {args.limits} s, {args.runs} runs each")
    print("| strategy | median overshoot (s) | largest (s) |")
    print("| --- | --- | --- |")
    for strategy in args.strategies.split(","):
        assert strategy in get_args(StrategyName), f"no strategy {strategy!r}"
        found = [overshoot(problem, strategy, limit) for limit in limits for _ in range(args.runs)]
        print(f"| {strategy} | {statistics.median(found):.3f} | {max(found):.3f} |")


if __name__ == "__main__":
    main()
