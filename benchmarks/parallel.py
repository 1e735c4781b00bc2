"""Benchmark of the parallel shell (docs/performance.md, "Parallel").

    python benchmarks/parallel.py [--corpus DIR] [--hard]

1. One puzzle, 1 worker against 2, default strategy: the slowest puzzles of the corpus
   that finish in seconds (``--hard`` adds the generated hard-* and large-* puzzles).
2. What ``--jobs auto`` costs on easy puzzles: ``ripple-effect`` wall time with
   ``--jobs 1`` and ``--jobs auto``, and a forced 2-process pool against 1 process.
3. Batch throughput over janko, app-levels, lab and special: ``--batch`` with 1 and 2
   workers, against one ``ripple-effect`` process per file.
"""

from __future__ import annotations

import argparse
import multiprocessing
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import corpus as corpus_folder

from ripple_fp import Stats, is_solution, parse_puzzle, solutions, solve_in_parallel
from ripple_fp.ripple import DEFAULT

ROOT = Path(__file__).resolve().parent.parent
COMMAND = str(Path(sys.executable).parent / "ripple-effect")


BATCH_FOLDERS = ("janko", "app-levels", "lab", "special")
"""The folders the batch table solves."""


def one_puzzle_names(hard: bool) -> list[str]:
    """The puzzles of the one-puzzle table (the hard-* and large-* too with ``hard``)."""
    names = ["special/board7_nonunique", "generated/bigroom-01", "generated/bigroom-02"]
    hard_ones = ["hard-06", "hard-08", "hard-10", "large-01", "large-02", "large-03"]
    return names + ([f"generated/{name}" for name in hard_ones] if hard else [])


def one_puzzle_table(corpus: Path, hard: bool) -> None:
    print("| puzzle | 1 worker s | nodes | 2 workers (fork) s | nodes | speed-up |")
    print("| --- | --- | --- | --- | --- | --- |")
    fork = multiprocessing.get_context("fork")
    for name in one_puzzle_names(hard):
        problem = parse_puzzle((corpus / f"{name}.txt").read_text()).unwrap()
        alone, together = Stats(), Stats()
        started = time.perf_counter()
        first = next(solutions(problem, DEFAULT, alone))
        one = time.perf_counter() - started
        started = time.perf_counter()
        found = solve_in_parallel(problem, 2, mp_context=fork, stats=together)
        two = time.perf_counter() - started
        assert found is not None
        assert is_solution(problem, found)
        assert is_solution(problem, first)
        print(
            f"| {name} | {one:.3f} | {alone.nodes} | {two:.3f} | {together.nodes} "
            f"| {one / two:.2f}x |"
        )


def overhead_table(corpus: Path) -> None:
    easy = sorted((corpus / "janko").glob("*.txt"))[:20]
    with tempfile.TemporaryDirectory() as scratch:
        out = f"{scratch}/out.txt"
        one = [wall([COMMAND, "--jobs", "1", str(p), out]) for p in easy]
        auto = [wall([COMMAND, "--jobs", "auto", str(p), out]) for p in easy]
    print(f"\n`ripple-effect` on {len(easy)} janko puzzles (solved without guessing), median:")
    print(
        f"`--jobs 1` {statistics.median(one):.3f} s, `--jobs auto` {statistics.median(auto):.3f} s"
    )
    board7 = parse_puzzle((corpus / "special/board7_nonunique.txt").read_text()).unwrap()
    for method in ("fork", "spawn"):
        context = multiprocessing.get_context(method)
        times = []
        for _ in range(5):
            started = time.perf_counter()
            solve_in_parallel(board7, 2, mp_context=context)
            times.append(time.perf_counter() - started)
        print(f"board7 (25 nodes) with a 2-process pool, {method}: {min(times):.3f} s (best of 5)")
    started = time.perf_counter()
    next(solutions(board7, DEFAULT))
    print(f"board7 in one process: {time.perf_counter() - started:.3f} s")


def batch_table(corpus: Path) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "in"
        source.mkdir()
        for folder in BATCH_FOLDERS:
            for path in (corpus / folder).glob("*.txt"):
                shutil.copy(path, source / f"{folder}-{path.name}")
        count = len(list(source.glob("*.txt")))
        print(f"\n| {count} puzzles | wall s | puzzles/s |\n| --- | --- | --- |")
        for jobs in ("1", "2"):
            seconds = wall([COMMAND, "--batch", "--jobs", jobs, str(source), f"{scratch}/b{jobs}"])
            print(f"| `--batch --jobs {jobs}` | {seconds:.2f} | {count / seconds:.0f} |")
        started = time.perf_counter()
        for path in sorted(source.glob("*.txt")):
            subprocess.run(
                [COMMAND, str(path), f"{scratch}/one.sol"], check=False, capture_output=True
            )
        seconds = time.perf_counter() - started
        print(f"| one process per puzzle | {seconds:.2f} | {count / seconds:.0f} |")


def wall(command: list[str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, check=False, capture_output=True)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    corpus_folder.add_option(parser)
    parser.add_argument("--hard", action="store_true", help="also time the hard-* and large-*")
    args = parser.parse_args()
    corpus_folder.folders(args.corpus, BATCH_FOLDERS)
    corpus_folder.puzzles(args.corpus, one_puzzle_names(args.hard))
    one_puzzle_table(args.corpus, args.hard)
    overhead_table(args.corpus)
    batch_table(args.corpus)


if __name__ == "__main__":
    main()
