"""Benchmark: which cells a hint names when a position has no solution.

    python benchmarks/suspects.py [--kind tohuwavohu] [--puzzles 6] [--every 3]

For each of the first ``--puzzles`` puzzles of the kind's test data
(``tests/data/takuzu/<kind>``, each with its ``.sol``), every ``--every``-th empty cell,
one at a time, is filled with the colour the solution does not have there, and the
kind's hint is asked about that position. A file does not say which cells were given,
so a hint may name givens as suspects beside the wrong cell. Prints, over all positions:
how many the hint named as a rule broken between filled cells, how many others named
some cell beside the wrong one, and how many missed the wrong cell (which should be
none). docs/explain.md quotes its default run.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

from ripple_fp.takuzu import TAKUZU, TAKUZU_KIND, TOHU_WA_VOHU, TOHU_WA_VOHU_KIND
from ripple_fp.takuzu.explaining import teacher

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "takuzu"
KINDS = {"0hh1": (TAKUZU_KIND, TAKUZU), "tohuwavohu": (TOHU_WA_VOHU_KIND, TOHU_WA_VOHU)}


@dataclass
class Tally:
    """What the hints named, over every position tried."""

    positions: int = 0
    clashes: int = 0
    beside: int = 0
    missed: int = 0


def tally(kind_name: str, puzzles: int, every: int) -> Tally:
    """Each wrongly filled position of the first ``puzzles`` puzzles, hinted at."""
    kind, rules = KINDS[kind_name]
    hinting = teacher(rules)
    found = Tally()
    for file in sorted((DATA / kind_name).glob("*.txt"))[:puzzles]:
        puzzle = kind.parse_puzzle(file.read_text()).unwrap()
        solution = kind.parse_solution(file.with_suffix(".sol").read_text(), puzzle).unwrap()
        empty = [pos for pos, value in puzzle.items() if value is None]
        for pos in empty[::every]:
            hint = hinting.hint(puzzle.set(pos, solution[pos].other))
            clash = "against" in hint.text
            found.positions += 1
            found.clashes += clash
            found.beside += not clash and set(hint.wrong) != {pos}
            found.missed += pos not in hint.wrong
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kind", choices=sorted(KINDS), default="tohuwavohu")
    parser.add_argument("--puzzles", type=int, default=6)
    parser.add_argument("--every", type=int, default=3)
    arguments = parser.parse_args()
    found = tally(arguments.kind, arguments.puzzles, arguments.every)
    print(
        "| positions | a rule broken between filled cells | others beside the wrong cell |"
        " wrong cell missed |"
    )
    print("| --- | --- | --- | --- |")
    print(f"| {found.positions} | {found.clashes} | {found.beside} | {found.missed} |")


if __name__ == "__main__":
    main()
