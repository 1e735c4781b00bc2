"""Benchmark: the race's head start (``ripple_fp.shell.portfolio.HEAD_START``), one run.

    python benchmarks/head_start.py [--corpus DIR] [--rounds N] [--head-starts 0.1,1]
                                    NAME_GLOB...

What ``ripple-effect --jobs 2 IN OUT`` does, with each head start: a fresh process
imports the race, reads and parses the puzzle, races the kind's first two portfolio
strategies (``sat`` against ``learn`` with the extra) and checks the answer against the
``.sol`` file; beside it, ``benchmarks/hard.py``'s ``baseline-run``, the plain encoding
given to CaDiCaL in a process of its own. The ways alternate puzzle by puzzle and round
by round, so that a busy machine slows them alike, and each is the wall time of its
process, start-up included. The package is byte-compiled first, as ``pip install`` does.

Prints, per way: the median over the puzzles of each puzzle's median over the rounds,
their total, and for the race how many puzzles started a worker process.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

import corpus
from hard import ONE, ROOT

RACE = """
import sys
from pathlib import Path
from ripple_fp import parse_puzzle
from ripple_fp.kinds import kind_named
from ripple_fp.shell.portfolio import race
path, head_start = Path(sys.argv[1]), float(sys.argv[2])
kind = kind_named("ripple")
problem = parse_puzzle(path.read_text()).unwrap()
members = kind.strategies.racing(2)
found, workers = race(kind, problem, members, head_start=head_start)
expected = path.with_suffix(".sol").read_text().split()
assert found is not None and list(map(str, found.grid.cells)) == expected, path
print(workers)
"""


def timed(command: list[str]) -> tuple[float, str]:
    """The wall time of ``command`` as a process, and what it printed."""
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=True, cwd=ROOT)
    return time.perf_counter() - started, done.stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("names", nargs="+")
    corpus.add_option(parser)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--head-starts", default="0.1,1")
    args = parser.parse_args()
    paths = corpus.matching(args.corpus, (f"{name}.txt" for name in args.names))
    compiled = [str(ROOT / "ripple_fp"), str(ROOT / "benchmarks")]
    subprocess.run([sys.executable, "-m", "compileall", "-q", *compiled], check=True)
    ways = {f"race, head start {h} s": h for h in args.head_starts.split(",")}
    times: dict[str, dict[Path, list[float]]] = {way: {} for way in [*ways, "baseline-run"]}
    workers: dict[str, set[Path]] = {way: set() for way in ways}
    for _ in range(args.rounds):
        for path in paths:
            for way, head_start in ways.items():
                seconds, out = timed([sys.executable, "-c", RACE, str(path), head_start])
                times[way].setdefault(path, []).append(seconds)
                if int(out) > 1:
                    workers[way].add(path)
            base = [sys.executable, "-c", ONE, "baseline", str(path), str(ROOT / "benchmarks")]
            times["baseline-run"].setdefault(path, []).append(timed(base)[0])
    print(f"{len(paths)} puzzles x {args.rounds} rounds; Python {sys.version.split()[0]}")
    print("| way | median s | total s | puzzles that started a worker |")
    print("| --- | --- | --- | --- |")
    for way, per_path in times.items():
        medians = [statistics.median(values) for values in per_path.values()]
        started = str(len(workers[way])) if way in workers else ""
        print(f"| {way} | {statistics.median(medians):.3f} | {sum(medians):.2f} | {started} |")


if __name__ == "__main__":
    main()
