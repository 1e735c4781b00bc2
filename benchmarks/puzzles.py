"""Benchmark: the engine's other clients on their corpus folders, one core, in-process.

    python benchmarks/puzzles.py [--corpus DIR] [--strategies a,b] [--kinds a,b] [--limit S]
                                 [--before REV [--rounds N]] [--each]

For each kind but Ripple Effect (``ripple_fp.kinds``' catalogue) and strategy, every
puzzle of the folder is parsed and searched for its first two solutions: the first is
the answer, the absence of a second proves it unique. Prints a Markdown table: answers
equal to the ``.sol`` and unique, puzzles that hit the time limit (counted as the
limit), median and max seconds, median and max guesses.

``--before REV`` measures commit ``REV`` and this tree in one run, as
``before_after.py`` does for Ripple Effect: both trees' packages are copied to a
temporary folder, and each kind and strategy is run in a fresh process per tree
(``--each``: one JSON line per puzzle), the trees alternating round after round so that
a busy machine slows both alike. A puzzle's time is its median over the rounds; the
table gives each tree's answers, timeouts, median and max seconds and nodes, and
whether both trees found the same answers in the same number of nodes on every puzzle
both finished. Only the kinds' public records are used (``kind_named``,
``parse_puzzle``, ``solutions``, ``render_solution``), which both trees share.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import islice
from pathlib import Path
from typing import Any

import corpus
from before_after import PYCACHE, Tree, export

from ripple_fp.kinds import HOMES, KIND_NAMES
from ripple_fp.kinds.kind import Kind
from ripple_fp.search.stats import Stats

ROOT = Path(__file__).resolve().parent.parent


KINDS = [name for name in KIND_NAMES if name != "ripple"]
"""The kinds measured here, each in the corpus folder of its name (Ripple Effect has
benchmarks of its own)."""


@dataclass(frozen=True)
class Run:
    """One strategy on one puzzle."""

    right: bool
    seconds: float
    nodes: int
    timed_out: bool = False
    answers: str = ""
    """The answers found, as the kind writes them (to compare two trees' answers)."""


def solve_one(kind: Kind[Any, Any], path: Path, strategy: str, limit: float) -> Run:
    """The first two solutions of ``path``, within ``limit`` seconds (the search's own
    budget, ``timeout=``, as ``run.py``'s: no signal, which a garbage collector's callback
    could swallow): right when the first is the ``.sol`` and there is no second."""
    problem, stats = kind.parse_puzzle(path.read_text()).unwrap(), Stats()
    started = time.perf_counter()
    try:
        found = list(islice(kind.solutions(problem, strategy, stats, timeout=limit), 2))
    except TimeoutError:  # the search's SearchTimeoutError, in this tree or another
        return Run(False, limit, stats.nodes, timed_out=True)
    seconds = time.perf_counter() - started
    expected = kind.parse_solution(path.with_suffix(".sol").read_text(), problem)
    answers = "".join(map(kind.render_solution, found))
    return Run(found == [expected.unwrap()], seconds, stats.nodes, answers=answers)


def rows(kind: Kind[Any, Any], folder: Path, strategies: list[str], limit: float) -> Iterator[str]:
    puzzles = sorted(folder.glob("*.txt"))
    for strategy in (s for s in strategies if s in kind.strategies):
        runs = [solve_one(kind, path, strategy, limit) for path in puzzles]
        seconds, nodes = [r.seconds for r in runs], [r.nodes for r in runs]
        yield (
            f"| {folder.name} ({len(runs)}) | {strategy} | {sum(r.right for r in runs)} "
            f"| {sum(r.timed_out for r in runs)} | {statistics.median(seconds):.4f} "
            f"| {max(seconds):.4f} "
            f"| {statistics.median(nodes):.0f} | {max(nodes)} |"
        )


def each(kind: Kind[Any, Any], folder: Path, strategy: str, limit: float) -> Iterator[str]:
    """One JSON line per puzzle of ``folder``: its name and its :class:`Run`."""
    for path in sorted(folder.glob("*.txt")):
        run = solve_one(kind, path, strategy, limit)
        yield json.dumps(
            [path.name, run.right, run.seconds, run.nodes, run.timed_out, run.answers]
        )


Runs = dict[str, Run]
"""One tree's runs of one kind and strategy, by puzzle."""


def declared(name: str) -> Kind[Any, Any]:
    """The declaration of the kind called ``name``, its types left open (found where the
    catalogue says, as in every tree this script measures)."""
    package, attribute = HOMES[name]
    kind: Kind[Any, Any] = getattr(importlib.import_module(f"ripple_fp.{package}"), attribute)
    return kind


def in_tree(tree: Tree, folder: Path, strategy: str, limit: float) -> Runs:
    """Every puzzle of ``folder`` solved in one fresh process importing ``tree``."""
    options = ["--corpus", str(folder.parent), "--kinds", folder.name]
    done = subprocess.run(
        [
            sys.executable,
            __file__,
            "--each",
            *options,
            "--strategies",
            strategy,
            f"--limit={limit}",
        ],
        env=tree.env(),
        check=True,
        capture_output=True,
        text=True,
    )
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    return {name: Run(*fields) for name, *fields in rows}


def compared_row(name: str, strategy: str, before: Sequence[Runs], after: Sequence[Runs]) -> str:
    """One table row: each tree's answers, timeouts, seconds (a puzzle's median over the
    rounds) and nodes, and whether the puzzles both finished in every round got the same
    answers in the same nodes."""
    trees = (before, after)
    puzzles = sorted(before[0])
    slow = [{p for runs in rounds for p in runs if runs[p].timed_out} for rounds in trees]
    seconds = [
        [statistics.median(runs[p].seconds for runs in rounds) for p in puzzles]
        for rounds in trees
    ]
    nodes = [[rounds[-1][p].nodes for p in puzzles] for rounds in trees]
    finished = [p for p in puzzles if p not in slow[0] | slow[1]]
    same = all(
        len({(runs[p].nodes, runs[p].answers) for rounds in trees for runs in rounds}) == 1
        for p in finished
    )

    def pair(values: Sequence[float | int], form: str) -> str:
        return " / ".join(format(value, form) for value in values)

    return (
        f"| {name} ({len(puzzles)}) | {strategy} "
        f"| {pair([sum(r.right for r in rounds[-1].values()) for rounds in trees], 'd')} "
        f"| {pair([len(s) for s in slow], 'd')} "
        f"| {pair([statistics.median(s) for s in seconds], '.4f')} "
        f"| {pair([max(s) for s in seconds], '.4f')} "
        f"| {pair([statistics.median(n) for n in nodes], '.0f')} "
        f"| {pair([max(n) for n in nodes], 'd')} "
        f"| {'yes' if same else 'NO'} ({len(finished)}) |"
    )


def compare(
    revision: str, folders: list[Path], strategies: list[str], limit: float, rounds: int
) -> Iterator[str]:
    """The table of ``revision`` against this tree, row by row as it is measured."""
    with tempfile.TemporaryDirectory() as scratch:
        before = Tree(f"before ({revision})", export(revision, Path(scratch)))
        after = Path(scratch) / "after"  # a copy: the tree may change while this runs
        shutil.copytree(ROOT / "ripple_fp", after / "ripple_fp", ignore=PYCACHE)
        trees = (before, Tree("after (this tree)", after))
        for tree in trees:  # bytecode as pip installs it
            subprocess.run([sys.executable, "-m", "compileall", "-q", str(tree.path)], check=True)
        yield (
            "| folder | strategy | right and unique before / after | timed out before / after "
            "| median s before / after | max s before / after | median nodes before / after "
            "| max nodes before / after | same answers and nodes (puzzles both finished) |"
        )
        yield "| --- " * 9 + "|"
        for folder in folders:
            kind = declared(folder.name)
            for strategy in (s for s in strategies if s in kind.strategies):
                runs: dict[str, list[Runs]] = {tree.label: [] for tree in trees}
                for round_ in range(rounds):
                    for tree in trees if round_ % 2 == 0 else trees[::-1]:
                        runs[tree.label].append(in_tree(tree, folder, strategy, limit))
                old, new = (runs[tree.label] for tree in trees)
                yield compared_row(folder.name, strategy, old, new)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    corpus.add_option(parser)
    parser.add_argument("--strategies", default="mrv,full,lookahead")
    parser.add_argument("--kinds", default=",".join(KINDS))
    parser.add_argument("--limit", type=float, default=10.0, help="seconds per puzzle")
    parser.add_argument("--before", metavar="REV", help="compare with commit REV, in one run")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of --before")
    parser.add_argument("--each", action="store_true", help="one JSON line per puzzle")
    args = parser.parse_args()
    folders = corpus.folders(args.corpus, args.kinds.split(","))
    strategies = args.strategies.split(",")
    if args.each:
        for folder in folders:
            for strategy in strategies:
                for line in each(declared(folder.name), folder, strategy, args.limit):
                    print(line, flush=True)
        return
    python = sys.version.split()[0]
    print(f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {python}\n")
    if args.before:
        for row in compare(args.before, folders, strategies, args.limit, args.rounds):
            print(row, flush=True)
        return
    print(
        "| folder | strategy | right and unique | timed out | median s | max s "
        "| median nodes | max nodes |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for folder in folders:
        for row in rows(declared(folder.name), folder, strategies, args.limit):
            print(row, flush=True)


if __name__ == "__main__":
    main()
