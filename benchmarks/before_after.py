"""Benchmark: this tree against an earlier commit, in one run, on the same puzzles.

    python benchmarks/before_after.py REV [--corpus DIR] [--folders a,b] [--strategies a,b]
                                          [--rounds N] [--limit SECONDS] [--no-command]
                                          [--instructions PUZZLE,PUZZLE]

Exports commit ``REV`` (``git archive``) and copies this tree's package to a temporary
folder, then solves every puzzle
of each folder with each strategy in a fresh process per tree and folder, alternating
the trees round after round so that a busy machine slows both alike. Only the public API
both trees share is used (``parse_puzzle``, ``solutions``, ``Stats``). Prints per folder
and strategy: puzzles answered correctly, puzzles that hit the limit, and over the
puzzles both trees finished in every round: the median over rounds of their total time
in-process, the ratio after/before, each tree's median and slowest puzzle (a puzzle's
time is its median over rounds), and whether each took the same number of guesses.
Then the command's wall time per janko puzzle as a fresh process
(``python -m ripple_fp IN OUT``), before and after, and a bare interpreter's start,
measured in the same run. Both trees are byte-compiled first, as ``pip install`` does.

``--instructions generated/hard-06,...`` counts instructions instead of seconds, with
``valgrind --tool=callgrind`` (steady whatever else the machine is doing): for each
puzzle, strategy and tree, a run that solves it minus a run that only imports and
parses, so that what differs is the search alone. Slow: valgrind runs Python about 50
times slower.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import corpus

ROOT = Path(__file__).resolve().parent.parent
PYCACHE = shutil.ignore_patterns("__pycache__")
FOLDERS = ["janko", "app-levels", "lab", "generated"]

WORKER = """
import json, signal, sys, time
from pathlib import Path
from ripple_fp import Stats, parse_puzzle, parse_solution, solutions

class TimeLimit(Exception):
    pass

def alarm(signum, frame):
    raise TimeLimit

signal.signal(signal.SIGALRM, alarm)
folder, strategy, limit = Path(sys.argv[1]), sys.argv[2], float(sys.argv[3])
for path in sorted(folder.glob("*.txt")):
    problem = parse_puzzle(path.read_text()).unwrap()
    stats = Stats()
    signal.setitimer(signal.ITIMER_REAL, limit)
    started = time.perf_counter()
    try:
        found = next(solutions(problem, strategy, stats), None)
        seconds = time.perf_counter() - started
    except TimeLimit:
        found, seconds = None, limit
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    expected = path.with_suffix(".sol")
    if found is None:
        correct = "nosolution" in path.name
    elif expected.exists():
        correct = parse_solution(expected.read_text(), problem.layout).unwrap() == found
    else:
        correct = "nosolution" not in path.name
    print(json.dumps([path.name, seconds, stats.nodes, correct]))
"""


@dataclass(frozen=True)
class Tree:
    """A source tree to import ``ripple_fp`` from."""

    label: str
    path: Path

    def env(self) -> dict[str, str]:
        """Import from this tree (run with ``-P``, so the working folder is not searched)."""
        return {**os.environ, "PYTHONPATH": str(self.path)}


Runs = dict[str, tuple[float, int, bool]]
"""Per puzzle: seconds, guesses, answered correctly."""


def export(revision: str, into: Path) -> Path:
    """The files of ``revision`` in a new folder under ``into``."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", "--format=tar", revision, "ripple_fp"],
        check=True,
        capture_output=True,
    ).stdout
    target = into / "before"
    target.mkdir()
    with tempfile.TemporaryFile() as file:
        file.write(archive)
        file.seek(0)
        with tarfile.open(fileobj=file) as tar:
            tar.extractall(target, filter="data")
    return target


def solve_folder(tree: Tree, folder: Path, strategy: str, limit: float) -> Runs:
    """Every puzzle of ``folder`` solved in one fresh process of ``tree``."""
    done = subprocess.run(
        [sys.executable, "-P", "-c", WORKER, str(folder), strategy, str(limit)],
        env=tree.env(),
        check=True,
        capture_output=True,
        text=True,
    )
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    return {name: (seconds, nodes, correct) for name, seconds, nodes, correct in rows}


def folder_rows(
    trees: tuple[Tree, Tree], folder: Path, strategies: list[str], rounds: int, limit: float
) -> Iterator[str]:
    count = len(list(folder.glob("*.txt")))
    yield f"\n### {folder.name} ({count} puzzles, {rounds} rounds, limit {limit:g} s)\n"
    yield "| strategy | correct before / after | timed out before / after |" + (
        " finished by both | s before | s after | after/before | median s before / after |"
        " slowest s before / after | same guesses |"
    )
    yield "| --- " * 10 + "|"
    for strategy in strategies:
        runs: dict[str, list[Runs]] = {tree.label: [] for tree in trees}
        for round_ in range(rounds):
            order = trees if round_ % 2 == 0 else trees[::-1]
            for tree in order:
                runs[tree.label].append(solve_folder(tree, folder, strategy, limit))
        yield _strategy_row(strategy, [runs[tree.label] for tree in trees], count, limit)


def _strategy_row(strategy: str, runs: list[list[Runs]], count: int, limit: float) -> str:
    """One table row: the trees' answers, and their times over the puzzles both finished
    in every round (the median over rounds of the sum)."""
    old, new = (rounds[-1] for rounds in runs)
    slow = [
        {name for r in rounds for name, row in r.items() if row[0] >= limit} for rounds in runs
    ]
    finished = sorted(set(old) - slow[0] - slow[1])
    before, after = (
        statistics.median(sum(r[name][0] for name in finished) for r in rounds) for rounds in runs
    )
    same = all(old[name][1] == new[name][1] for name in finished)
    ratio = f"{after / before:.3f}" if before else "-"
    each = [
        [statistics.median(r[name][0] for r in rounds) for name in finished] for rounds in runs
    ]
    middle, slowest = (
        " / ".join(f"{f(times):.3f}" if times else "-" for times in each)
        for f in (statistics.median, max)
    )
    return (
        f"| {strategy} | {sum(r[2] for r in old.values())} / {sum(r[2] for r in new.values())}"
        f" of {count} | {len(slow[0])} / {len(slow[1])} | {len(finished)} | {before:.3f} "
        f"| {after:.3f} | {ratio} | {middle} | {slowest} | {'yes' if same else 'NO'} |"
    )


COUNTED = """
import sys
from pathlib import Path
from ripple_fp import Stats, parse_puzzle, solutions
problem = parse_puzzle(Path(sys.argv[1]).read_text()).unwrap()
if sys.argv[3] == "solve":
    next(solutions(problem, sys.argv[2], Stats()), None)
"""


def instructions(tree: Tree, puzzle: Path, strategy: str, mode: str) -> int:
    """Instructions callgrind counts for one run of ``COUNTED``."""
    valgrind = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
    done = subprocess.run(
        [*valgrind, sys.executable, "-P", "-c", COUNTED, str(puzzle), strategy, mode],
        env=tree.env(),
        check=True,
        capture_output=True,
        text=True,
    )
    return int(done.stderr.split("Collected :")[1].split()[0])


def instruction_rows(
    trees: tuple[Tree, Tree], puzzles: list[Path], strategies: list[str]
) -> Iterator[str]:
    yield "\n### Instructions of the search (callgrind, solve minus import and parse)\n"
    yield "| puzzle | strategy | before | after | after/before |"
    yield "| --- | --- | --- | --- | --- |"
    for puzzle in puzzles:
        for strategy in strategies:
            counts = [
                instructions(tree, puzzle, strategy, "solve")
                - instructions(tree, puzzle, strategy, "parse")
                for tree in trees
            ]
            yield (
                f"| {puzzle.parent.name}/{puzzle.stem} | {strategy} | {counts[0]:,} "
                f"| {counts[1]:,} | {counts[1] / counts[0]:.3f} |"
            )


def wall(command: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, env=env, check=False, capture_output=True)
    return time.perf_counter() - started


def command_rows(trees: tuple[Tree, Tree], folder: Path, rounds: int) -> Iterator[str]:
    """``python -m ripple_fp IN OUT`` per janko puzzle, both trees, interleaved: with
    ripple_fp's bytecode files, and without them (ripple_fp compiled at every start, as
    after an editable install with ``PYTHONDONTWRITEBYTECODE`` set; the libraries keep
    theirs)."""
    puzzles = sorted(folder.glob("*.txt"))
    times: dict[str, list[float]] = {}
    bare: list[float] = []
    with tempfile.TemporaryDirectory() as scratch:
        out = str(Path(scratch) / "out.txt")
        variants = [(tree, "", tree.env()) for tree in trees]
        for tree in trees:
            source = Tree(tree.label, Path(scratch) / tree.path.name / "source")
            shutil.copytree(tree.path / "ripple_fp", source.path / "ripple_fp", ignore=PYCACHE)
            variants.append(
                (tree, ", no bytecode", {**source.env(), "PYTHONDONTWRITEBYTECODE": "1"})
            )
        for _ in range(rounds):
            for path in puzzles:
                bare.append(wall([sys.executable, "-c", "pass"], dict(os.environ)))
                for tree, label, env in variants:
                    command = [sys.executable, "-P", "-m", "ripple_fp", str(path), out]
                    times.setdefault(tree.label + label, []).append(wall(command, env))
    start = statistics.median(bare)
    yield f"\n### The command per janko puzzle ({len(puzzles)} puzzles x {rounds} rounds)\n"
    yield "| | median s | p90 s | median / bare interpreter |"
    yield "| --- | --- | --- | --- |"
    yield f"| bare interpreter (`python -c pass`) | {start:.4f} | | 1.0 |"
    for key, found in times.items():
        ordered = sorted(found)
        median, p90 = statistics.median(ordered), ordered[int(0.9 * len(ordered))]
        yield f"| {key} | {median:.4f} | {p90:.4f} | {median / start:.1f} |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("revision", help="the commit to compare with (git rev)")
    corpus.add_option(parser)
    parser.add_argument("--folders", default=",".join(FOLDERS))
    parser.add_argument("--strategies", default="mrv,full,lookahead")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--limit", type=float, default=10.0)
    parser.add_argument("--no-command", action="store_true")
    parser.add_argument("--instructions", default="", help="puzzles to count instructions of")
    args = parser.parse_args()
    if args.instructions:
        corpus.puzzles(args.corpus, args.instructions.split(","))
    else:
        corpus.folders(args.corpus, args.folders.split(","))
        if not args.no_command:
            corpus.folders(args.corpus, ["janko"])
    print(
        f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {sys.version.split()[0]}"
    )
    with tempfile.TemporaryDirectory() as scratch:
        before = Tree(f"before ({args.revision})", export(args.revision, Path(scratch)))
        after = Path(scratch) / "after"  # a copy: the tree may change while this runs
        shutil.copytree(ROOT / "ripple_fp", after / "ripple_fp", ignore=PYCACHE)
        trees = (before, Tree("after (this tree)", after))
        for tree in trees:  # bytecode as pip installs it: start-up without compiling
            subprocess.run([sys.executable, "-m", "compileall", "-q", str(tree.path)], check=True)
        if args.instructions:
            puzzles = [args.corpus / f"{name}.txt" for name in args.instructions.split(",")]
            for row in instruction_rows(trees, puzzles, args.strategies.split(",")):
                print(row, flush=True)
            return
        for name in args.folders.split(","):
            rows = folder_rows(
                trees, args.corpus / name, args.strategies.split(","), args.rounds, args.limit
            )
            for row in rows:
                print(row, flush=True)
        if not args.no_command:
            for row in command_rows(trees, args.corpus / "janko", args.rounds):
                print(row, flush=True)


if __name__ == "__main__":
    main()
