"""Benchmark: the refinement ladder, from the naive solver to look-ahead, on the same puzzles.

    python benchmarks/refinement.py [--limit SECONDS] [--runs N]

Runs each strategy of the ladder (``naive``, ``mrv-spec``, ``mrv``, ``full``,
``lookahead``) on a fixed set of the repository's own puzzles (``puzzles/``), in this
process, until its first answer: the first solution, or the proof that there is none.
Prints a Markdown table, one row per puzzle and one column per strategy; each cell is
the search nodes (guesses: values tried in a cell by the search, not by reasoning) and
the best time of ``--runs`` runs (parsing not included). Node counts are the same on
every run. A run that reaches the time limit is shown as "limit", with the nodes it had
visited by then, and is not repeated. Every answer is checked (by the referee, and "no
solution" only for the puzzle that has none); a wrong one stops the script.

docs/refinement.md shows the table, and tests/test_refinement.py checks that its node
counts are still what the strategies count.
"""

from __future__ import annotations

import argparse
import signal
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import FrameType

from ripple_fp import Problem, Solution, Stats, is_solution, parse_puzzle, solutions
from ripple_fp.ripple import StrategyName

ROOT = Path(__file__).resolve().parent.parent
PUZZLES = ROOT / "puzzles"

LADDER: tuple[StrategyName, ...] = ("naive", "mrv-spec", "mrv", "full", "lookahead")
"""The strategies, in the order of the refinement."""

NAMES: tuple[str, ...] = (
    "hakyuu_001",
    "hakyuu_010",
    "level145",
    "pp4391",
    "special/multiplesolutions2_nonunique",
    "special/nosolution_from_janko_010",
    "special/board7_nonunique",
)
"""The puzzles, as paths under ``puzzles/`` without ``.txt``."""


class TimeLimitError(Exception):
    """The per-puzzle time limit ran out."""


@dataclass(frozen=True)
class Measured:
    """One strategy on one puzzle: the nodes, and the best time (``None``: the limit)."""

    nodes: int
    seconds: float | None


def load(name: str) -> Problem:
    """The puzzle ``puzzles/NAME.txt``."""
    return parse_puzzle((PUZZLES / f"{name}.txt").read_text()).unwrap()


def right(name: str, problem: Problem, found: Solution | None) -> bool:
    """Is ``found`` a right answer: a solution the referee accepts, or none for a puzzle
    that has none (``nosolution`` in its name)?"""
    if found is None:
        return "nosolution" in name
    return is_solution(problem, found)


def nodes(name: str, strategy: StrategyName) -> int:
    """The nodes ``strategy`` visits on puzzle ``name`` until its first answer."""
    stats = Stats()
    next(solutions(load(name), strategy, stats), None)
    return stats.nodes


def run_once(name: str, problem: Problem, strategy: StrategyName, limit: float) -> Measured:
    """One run within ``limit`` seconds; stops the script if the answer is wrong."""
    stats = Stats()
    signal.setitimer(signal.ITIMER_REAL, limit)
    started = time.perf_counter()
    try:
        found = next(solutions(problem, strategy, stats), None)
    except TimeLimitError:
        return Measured(stats.nodes, None)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    seconds = time.perf_counter() - started
    if not right(name, problem, found):
        raise SystemExit(f"{strategy} gave a wrong answer to {name}")
    return Measured(stats.nodes, seconds)


def measure(name: str, strategy: StrategyName, limit: float, runs: int) -> Measured:
    """The nodes, and the best time of ``runs`` runs (one, if it reaches the limit)."""
    problem = load(name)
    first = run_once(name, problem, strategy, limit)
    if first.seconds is None:
        return first
    times = [first.seconds]
    for _ in range(runs - 1):
        again = run_once(name, problem, strategy, limit)
        if again.nodes != first.nodes:
            raise SystemExit(f"{strategy} on {name}: {first.nodes} nodes, then {again.nodes}")
        times.append(limit if again.seconds is None else again.seconds)
    return Measured(first.nodes, min(times))


def cell(measured: Measured, limit: float) -> str:
    """A table cell: ``919 in 0.00491 s``, or ``limit (> 4,837,803 in 30 s)``."""
    if measured.seconds is None:
        return f"limit (> {measured.nodes:,} in {limit:g} s)"
    return f"{measured.nodes:,} in {measured.seconds:.3g} s"


def table(limit: float, runs: int) -> Iterator[str]:
    """The Markdown table, row by row: one puzzle per row, one strategy per column."""
    yield "| puzzle | " + " | ".join(LADDER) + " |"
    yield "| --- |" + " --- |" * len(LADDER)
    for name in NAMES:
        rows, cols = load(name).layout.size
        row = [cell(measure(name, strategy, limit, runs), limit) for strategy in LADDER]
        yield f"| `{Path(name).name}` ({rows}x{cols}) | " + " | ".join(row) + " |"


def on_alarm(signum: int, frame: FrameType | None) -> None:
    raise TimeLimitError


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=float, default=30.0, help="seconds per puzzle")
    parser.add_argument("--runs", type=int, default=3, help="runs per cell; the best time")
    args = parser.parse_args()
    signal.signal(signal.SIGALRM, on_alarm)
    print(f"Date: {time.strftime('%Y-%m-%d')}. Limit {args.limit:g} s, best of {args.runs}.\n")
    for line in table(args.limit, args.runs):
        print(line, flush=True)


if __name__ == "__main__":
    main()
