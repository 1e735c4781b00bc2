"""Benchmark: explain every puzzle of a corpus, check every step, grade them, time it.

    python benchmarks/grades.py [--corpus DIR] [--folders a,b] [--limit SECONDS]

For every ``NAME.txt`` with a ``NAME.sol`` in each folder, runs the explained solve
(``ripple_fp.kinds.explaining.moves`` on Ripple Effect's classroom) within a time limit,
checks every step against the solution (a placed value is the solution's, a value taken
never is), and grades the moves. Prints per folder a Markdown table of how many
puzzles got each grade, how many needed a contradiction or a guess, and the median and
slowest explain time; then the slowest puzzles. The default corpus is the repository's
own copy of the published puzzles (``tests/data/corpus``: janko, app-levels, lab).
"""

from __future__ import annotations

import argparse
import platform
import signal
import statistics
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from types import FrameType

import corpus

from ripple_fp import Solution, parse_puzzle, parse_solution
from ripple_fp.kinds.explaining import (
    CONTRADICTION,
    GRADES,
    GUESS,
    Move,
    grade,
    losses_of,
    moves,
    placed_by,
)
from ripple_fp.ripple.deductions import Reason
from ripple_fp.ripple.explaining import classroom
from ripple_fp.search import candidates as cs

LEVELS = (*GRADES, "very hard", "needs guessing")

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "data" / "corpus"


@dataclass(frozen=True)
class Explained:
    """What explaining one puzzle came to."""

    name: str
    seconds: float
    level: str
    uses: set[str]
    wrong_steps: int


def refuted(move: Move[Reason], solution: Solution) -> bool:
    """Does the solution refute the move: a value placed that it does not have, or one
    taken that it has?"""
    cells = solution.grid.cells
    return any(cells[var] != value for var, value in placed_by(move)) or any(
        cs.has(removed, cells[var]) for var, removed in losses_of(move)
    )


def explain_one(path: Path) -> Explained:
    """Explain the puzzle in ``path``, time it, and count the steps its solution refutes."""
    problem = parse_puzzle(path.read_text()).unwrap()
    solution = parse_solution(path.with_suffix(".sol").read_text(), problem.layout).unwrap()
    started = time.perf_counter()
    room = classroom(problem)
    found = list(moves(room))
    seconds = time.perf_counter() - started
    wrong = sum(refuted(move, solution) for move in found)
    uses = {room.rule(move.rank) for move in found}
    return Explained(path.stem, seconds, grade(room, found).level, uses, wrong)


class TimeLimitError(Exception):
    """The per-puzzle time limit ran out."""


def on_alarm(signum: int, frame: FrameType | None) -> None:
    raise TimeLimitError


def explain_folder(folder: Path, limit: float) -> tuple[list[Explained], list[str]]:
    """Every puzzle of ``folder`` explained within ``limit`` seconds each; and the names
    of those that ran out of time."""
    done: list[Explained] = []
    timed_out: list[str] = []
    signal.signal(signal.SIGALRM, on_alarm)
    for path in sorted(p for p in folder.glob("*.txt") if p.with_suffix(".sol").exists()):
        signal.setitimer(signal.ITIMER_REAL, limit)
        try:
            done.append(explain_one(path))
        except TimeLimitError:
            timed_out.append(path.stem)
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
    return done, timed_out


def print_table(name: str, done: list[Explained], timed_out: list[str]) -> None:
    if not done and not timed_out:
        print(f"\n### {name}: no puzzle with a solution file")
        return
    levels = Counter(e.level for e in done)
    times = [e.seconds for e in done] or [0.0]
    contradictions = sum(CONTRADICTION in e.uses for e in done)
    guesses = sum(GUESS in e.uses for e in done)
    print(f"\n### {name} ({len(done) + len(timed_out)} puzzles)\n")
    print("| " + " | ".join(LEVELS) + " | timed out |")
    print("| --- " * (len(LEVELS) + 1) + "|")
    cells = [str(levels.get(level, 0)) for level in LEVELS]
    print("| " + " | ".join(cells) + f" | {len(timed_out)} |")
    print(
        f"\nwrong steps: {sum(e.wrong_steps for e in done)}; needed a contradiction: "
        f"{contradictions}; needed a guess: {guesses}; explain time median "
        f"{statistics.median(times):.4f} s, max {max(times):.4f} s"
    )
    if timed_out:
        print(f"\ntimed out: {', '.join(timed_out)}")


def print_slowest(done: list[Explained], count: int = 5) -> None:
    print("\n| slowest | seconds | grade |\n| --- | --- | --- |")
    for found in sorted(done, key=lambda e: -e.seconds)[:count]:
        print(f"| {found.name} | {found.seconds:.3f} | {found.level} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    corpus.add_option(parser, CORPUS)
    parser.add_argument("--folders", default="janko,app-levels,lab")
    parser.add_argument("--limit", type=float, default=60.0, help="seconds per puzzle")
    args = parser.parse_args()
    folders = corpus.folders(args.corpus, args.folders.split(","))
    print(f"Python {platform.python_version()} on {platform.machine()}, {platform.system()}")
    everything: list[Explained] = []
    for folder in folders:
        done, timed_out = explain_folder(folder, args.limit)
        print_table(folder.name, done, timed_out)
        everything += done
    print_slowest(everything)


if __name__ == "__main__":
    main()
