"""Benchmark: where ``auto``'s root should stop looking ahead (``ripple_fp.ripple.auto.
LOOK_AHEAD_MOST``), one run.

    python benchmarks/root.py [--corpus DIR] [--rounds N] [--each] GLOB...

``GLOB`` is a glob of puzzle files (``.txt``), relative to the corpus or absolute:
``'app-levels/*.txt'``, ``'/tmp/fresh14/*.txt'`` (fresh puzzles come from
``ripple-effect-generate``). For each puzzle that propagation alone does not solve, in
one process, the two ways ``auto`` can go on from propagation's candidates, timed to the
first solution and checked against the ``.sol`` file:

- ``look-ahead``: look-ahead to a fixpoint (the root of the ``lookahead`` strategy);
  then, if that does not solve it, the learning search without its own probing;
- ``learn``: the learning search at once, trying every candidate once before its first
  guess.

The two alternate, and a pair of runs is repeated up to ``--rounds`` times while both
take under 0.05 s (the best of each is kept); propagation, common to both, is not timed.
Prints, per band of candidates left open by propagation: how many puzzles, the total
seconds of each way, the median over the puzzles of ``learn / look-ahead``, and on how
many look-ahead was the faster; with ``--each``, a row per puzzle first.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from pathlib import Path

import corpus

from ripple_fp import parse_puzzle
from ripple_fp.grid.rooms import Problem, Solution
from ripple_fp.ripple.auto import Root, root_of
from ripple_fp.ripple.solving.learn import learn_solutions
from ripple_fp.search.meter import Meter
from ripple_fp.search.order import Mrv

ROOT = Path(__file__).resolve().parent.parent
BANDS = (150, 300, 450, 600, 900, 1500)
"""Upper ends of the bands of candidates (the last band is everything above)."""

Way = Callable[[Problem, Root], Solution | None]


def look_ahead(problem: Problem, root: Root) -> Solution | None:
    """Look-ahead from propagation's candidates, then the learning search, not probing."""
    looked = root.look_ahead(Meter())
    if looked is None:
        return None
    if looked.complete:
        return looked.settled()
    return next(learn_solutions(problem, Meter(), looked.remaining(), probe=False), None)


def learn(problem: Problem, root: Root) -> Solution | None:
    """The learning search from propagation's candidates, probing each once first."""
    return next(learn_solutions(problem, Meter(), root.remaining(), probe=True), None)


WAYS: dict[str, Way] = {"look-ahead": look_ahead, "learn": learn}


def best_times(path: Path, rounds: int) -> tuple[int, dict[str, float]] | None:
    """The candidates propagation leaves open in the puzzle at ``path`` and each way's best
    time; ``None`` if propagation solves it. Raises if a way's answer is wrong."""
    problem = parse_puzzle(path.read_text()).unwrap()
    root = root_of(problem, Mrv(), Meter())
    if root is None or root.complete:
        return None
    expected = path.with_suffix(".sol").read_text().split()
    best: dict[str, float] = {}
    for turn in range(rounds):
        order = list(WAYS.items()) if turn % 2 == 0 else list(WAYS.items())[::-1]
        for name, way in order:
            started = time.perf_counter()
            found = way(problem, root)
            seconds = time.perf_counter() - started
            if found is None or list(map(str, found.grid.cells)) != expected:
                raise AssertionError(f"{name} answered {path} wrong")
            best[name] = min(seconds, best.get(name, seconds))
        if max(best.values()) > 0.05:
            break
    return root.candidates(), best


def band_of(candidates: int) -> str:
    """The band of :data:`BANDS` a number of candidates falls in."""
    low = 0
    for high in BANDS:
        if candidates <= high:
            return f"{low + 1}-{high}"
        low = high
    return f"over {low}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("globs", nargs="+")
    corpus.add_option(parser)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--each", action="store_true")
    args = parser.parse_args()
    paths = corpus.matching(args.corpus, args.globs)
    rows = [(path, found) for path in paths if (found := best_times(path, args.rounds))]
    if args.each:
        print("| puzzle | candidates | look-ahead s | learn s |\n| --- | --- | --- | --- |")
        for path, (candidates, best) in sorted(rows, key=lambda row: row[1][0]):
            name = f"{path.parent.name}/{path.stem}"
            print(f"| {name} | {candidates} | {best['look-ahead']:.4f} | {best['learn']:.4f} |")
        print()
    _bands([found for _, found in rows])


def _bands(found: list[tuple[int, dict[str, float]]]) -> None:
    """The table by band of candidates."""
    print(f"{len(found)} puzzles propagation does not solve")
    print(
        "| candidates | puzzles | look-ahead s | learn s | median learn / look-ahead"
        " | look-ahead faster |\n| --- | --- | --- | --- | --- | --- |"
    )
    by_band: dict[str, list[dict[str, float]]] = {}
    for candidates, best in sorted(found, key=lambda row: row[0]):
        by_band.setdefault(band_of(candidates), []).append(best)
    for band, bests in by_band.items():
        ahead = sum(b["look-ahead"] for b in bests)
        learnt = sum(b["learn"] for b in bests)
        ratio = statistics.median(b["learn"] / b["look-ahead"] for b in bests)
        faster = sum(b["look-ahead"] < b["learn"] for b in bests)
        print(f"| {band} | {len(bests)} | {ahead:.3f} | {learnt:.3f} | {ratio:.2f} | {faster} |")


if __name__ == "__main__":
    main()
