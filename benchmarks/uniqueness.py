"""Benchmark: what proving a solution unique adds to a solve, in-process
(docs/performance.md, "Uniqueness proved").

    python benchmarks/uniqueness.py [--corpus DIR] [--limit SECONDS] [GLOB ...]

For every puzzle the globs match (default: the published janko puzzles and the
generated large ones), three runs of the default strategy, each afresh: the solve
alone (the first solution, checked); the solve and the course command's bounded second
look (what it says: unique, several, or not known); and the solve and the proof
``ripple-fp solve`` takes (the same search taken to its end, as ``--unique`` counts),
within ``--limit`` seconds for both together. A table per glob: the median and the
slowest extra seconds of the proof, how many the look and the proof decided, and the
slowest solve + proof.
"""

from __future__ import annotations

import argparse
import statistics
import time
from dataclasses import dataclass
from pathlib import Path

import corpus

from ripple_fp import Problem
from ripple_fp.kinds.kind import proved, solve_and_keep, solve_and_look, solve_checked
from ripple_fp.ripple import RIPPLE
from ripple_fp.search.meter import Budget, Meter, SearchTimeoutError

GLOBS = ["janko/*.txt", "generated/large-dev-*.txt"]


@dataclass(frozen=True)
class Run:
    """One puzzle's three runs: seconds of the solve alone and of the solve and the
    proof (``None``: not decided within the limit), and what the look and the proof
    said (``True`` unique, ``False`` several, ``None`` not known)."""

    name: str
    solve: float
    proof: float | None
    looked: bool | None
    proved: bool | None


def timed(problem: Problem, seconds: float) -> tuple[float | None, bool | None]:
    """The seconds of a solve and its proof, and what the proof said; ``(None, None)``
    past ``seconds``."""
    started = time.perf_counter()
    meter = Meter(budget=Budget.lasting(seconds))
    try:
        _, rest = solve_and_keep(RIPPLE, problem, None, meter).unwrap()
        unique = proved(RIPPLE, problem, rest).unwrap()
    except SearchTimeoutError:
        return None, None
    return time.perf_counter() - started, unique


def measured(path: Path, seconds: float) -> Run:
    """The three runs of one puzzle."""
    problem = RIPPLE.parse_puzzle(path.read_text()).unwrap()
    started = time.perf_counter()
    solve_checked(RIPPLE, problem, None, Meter()).unwrap()
    alone = time.perf_counter() - started
    looked = solve_and_look(RIPPLE, problem, None, Meter()).unwrap().unique
    took, unique = timed(problem, seconds)
    return Run(path.stem, alone, took, looked, unique)


def said(unique: bool | None) -> str:
    return {True: "unique", False: "several", None: "not known"}[unique]


def table(glob: str, runs: list[Run], seconds: float) -> list[str]:
    """One glob's row: the proof's extra seconds (median, max), what was decided."""
    extra = [r.proof - r.solve for r in runs if r.proof is not None]
    whole = [r.proof for r in runs if r.proof is not None]
    decided = sum(r.proved is not None for r in runs)
    return [
        f"| {glob} | {len(runs)} | {sum(r.looked is not None for r in runs)} | "
        f"{decided} | {statistics.median(r.solve for r in runs):.4f} | "
        f"{statistics.median(extra):.4f} | {max(extra):.4f} | {max(whole):.3f} |"
        if extra
        else f"| {glob} | {len(runs)} | - | 0 of {len(runs)} within {seconds:g} s | | | | |"
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    corpus.add_option(parser)
    parser.add_argument("--limit", type=float, default=10.0, help="seconds per solve + proof")
    parser.add_argument("--each", action="store_true", help="a line per puzzle besides")
    parser.add_argument("globs", nargs="*", default=GLOBS)
    args = parser.parse_args()
    found = {glob: corpus.matching(args.corpus, [glob]) for glob in args.globs}
    rows = [
        "| puzzles | how many | decided by the look | decided by the proof | median solve s "
        "| median extra s of the proof | max extra s | max solve + proof s |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for glob, paths in found.items():
        runs = [measured(path, args.limit) for path in paths]
        if args.each:
            for r in runs:
                proof = "-" if r.proof is None else f"{r.proof:.3f}"
                print(f"{r.name}: solve {r.solve:.3f} s, solve + proof {proof} s, "
                      f"look: {said(r.looked)}, proof: {said(r.proved)}", flush=True)  # fmt: skip
        rows += table(glob, runs, args.limit)
    print(f"limit {args.limit:g} s per solve + proof\n")
    print("\n".join(rows))


if __name__ == "__main__":
    main()
