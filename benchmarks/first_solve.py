"""Benchmark: where a process's first solve of a puzzle spends its time, and its second.

    python benchmarks/first_solve.py [--corpus DIR] [--kinds suguru,creek,0hh1]
                                     [--count N] [--rounds N] [--each]

What ``benchmarks/peers.py`` times for ripple_fp, taken apart: each puzzle of each
kind's corpus folder is solved in a fresh process, after the process has imported the
kind (``kind_named``, as peers.py's worker does before its clock starts), and the same
way is timed in phases, the kind's default strategy on the engine step by step as
``Strategies.search`` and ``engine.solve`` run it:

- **imports**: the modules the first search imports (``ripple_fp.search.engine`` and
  ``ripple_fp.search.lookahead``; the worker checks that the phases after it import
  nothing more, and prints any module they did);
- **parse**: the kind's parser on the course text;
- **model**: the kind's model built for the puzzle (its board's tables);
- **propagation**: the model's ``start``, every rule run to its fixpoint;
- **look-ahead**: the order's ``root``, each candidate probed and the refuted dropped;
- **search**: the search below the root, to its second solution or its end (the
  answer, and the proof that there is no other).

Then the process solves the same puzzle a second time, the same way, with every module
imported: what a solve costs once the process has done one. A puzzle's time is its
median over ``--rounds`` processes; the table gives, per kind, the median over its
puzzles of each phase, of the first solve (their sum) and of the second. ``--each``
prints each puzzle's phases as they are measured.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import corpus

PHASES = ("imports", "parse", "model", "propagation", "look-ahead", "search")

WORKER = """
import importlib, json, sys, time
from itertools import islice
from ripple_fp.kinds import kind_named
from ripple_fp.search.meter import Meter
from ripple_fp.search.stats import Stats
kind = kind_named(sys.argv[1])
with open(sys.argv[2]) as file:
    text = file.read()
loaded = set(sys.modules)

def solve():
    from ripple_fp.search import engine
    plan = kind.strategies.named(None).plan
    clock = [time.perf_counter()]
    tick = lambda: clock.append(time.perf_counter())
    problem = kind.parse_puzzle(text).unwrap()
    tick()
    model = plan.model(problem)
    tick()
    meter = Meter(Stats())
    started = model.start(meter.stats, meter.look)
    tick()
    rooted = None if started is None else plan.order.root(model, started[0], meter)
    tick()
    if rooted is not None:
        context = engine.Context(model, plan.order, meter)
        states = engine.below(context, engine.with_queue(*rooted))
        list(islice(engine.solutions_among(context, states), 2))
    tick()
    return [after - before for before, after in zip(clock, clock[1:])]

started = time.perf_counter()
for name in ("ripple_fp.search.engine", "ripple_fp.search.lookahead"):
    importlib.import_module(name)
imports = time.perf_counter() - started
engine_modules = set(sys.modules)
first = solve()
more = sorted(set(sys.modules) - engine_modules)
second = solve()
print(json.dumps({"first": [imports, *first], "second": sum(second), "more": more}))
"""
"""One puzzle's phases in a process of its own: ``KIND PATH``. Prints the seconds of the
first solve's phases (imports first), of the second solve, and any module the first
solve imported past the engine's."""

FOLDERS = {"suguru": "suguru", "creek": "creek", "0hh1": "0hh1"}
"""Each kind measured, and its folder of the corpus (the siblings of peers.py)."""


def phases(kind: str, puzzle: Path) -> tuple[list[float], float, list[str]]:
    """One fresh process's phases of the first solve of ``puzzle``, its second solve,
    and any module the first imported past the engine's."""
    done = subprocess.run(
        [sys.executable, "-c", WORKER, kind, str(puzzle)],
        capture_output=True,
        text=True,
        check=True,
    )
    found = json.loads(done.stdout)
    return found["first"], found["second"], found["more"]


def median_run(kind: str, puzzle: Path, rounds: int) -> tuple[list[float], float]:
    """The median of each phase, and of the second solve, over ``rounds`` processes."""
    runs = [phases(kind, puzzle) for _ in range(rounds)]
    for _, _, more in runs:
        if more:
            print(f"{kind} {puzzle.name}: the first solve also imported {', '.join(more)}")
    first = [statistics.median(run[0][i] for run in runs) for i in range(len(PHASES))]
    return first, statistics.median(run[1] for run in runs)


def ms(seconds: float) -> str:
    """Milliseconds, three significant digits at most."""
    return f"{seconds * 1e3:.3g}"


def row(kind: str, measured: Sequence[tuple[list[float], float]]) -> str:
    """A kind's row: the median over its puzzles of each phase, the first solve and the
    second."""
    columns = [statistics.median(first[i] for first, _ in measured) for i in range(len(PHASES))]
    first = statistics.median(sum(f) for f, _ in measured)
    second = statistics.median(s for _, s in measured)
    cells = [f"{kind} ({len(measured)})", *map(ms, columns), ms(first), ms(second)]
    return "| " + " | ".join(cells) + " |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    corpus.add_option(parser)
    parser.add_argument("--kinds", default=",".join(FOLDERS))
    parser.add_argument("--count", type=int, default=None, help="only the first N puzzles")
    parser.add_argument("--rounds", type=int, default=3, help="processes per puzzle")
    parser.add_argument("--each", action="store_true", help="a line per puzzle too")
    args = parser.parse_args()
    kinds = args.kinds.split(",")
    if unknown := set(kinds) - set(FOLDERS):
        parser.error(f"unknown kinds {sorted(unknown)}: choose from {', '.join(FOLDERS)}")
    folders = corpus.folders(args.corpus, [FOLDERS[kind] for kind in kinds])
    rows = [
        "| kind (puzzles) | "
        + " | ".join(f"{phase} ms" for phase in PHASES)
        + " | first solve ms | second solve ms |",
        "| --- " * (len(PHASES) + 3) + "|",
    ]
    for kind, folder in zip(kinds, folders, strict=True):
        measured = []
        for puzzle in sorted(folder.glob("*.txt"))[: args.count]:
            first, second = median_run(kind, puzzle, args.rounds)
            measured.append((first, second))
            if args.each:
                spent = ", ".join(f"{p} {ms(s)}" for p, s in zip(PHASES, first, strict=True))
                print(f"{kind}/{puzzle.name}: {spent}; second {ms(second)} ms", flush=True)
        rows.append(row(kind, measured))
    print("median milliseconds over each kind's puzzles; each puzzle's the median of "
          f"{args.rounds} processes\n")  # fmt: skip
    print("\n".join(rows))


if __name__ == "__main__":
    main()
