"""Benchmark: the same puzzles through a peer, noqx (Python + clingo), and through ripple_fp.

    python benchmarks/peers.py --noqx DIR [--noqx-python PY] [--corpus DIR]
                               [--groups janko,generated,suguru,creek,0hh1] [--count N]
                               [--limit S] [--rounds N] [--each] [--again]

noqx (``T0nyX1ang/noqx``, the solver behind many puzz.link solvers) writes each puzzle
as a program in Answer Set Programming and solves it with clingo. Its source tree is
given by ``--noqx DIR`` and run by ``--noqx-python PY``, a Python with ``clingo``
installed (by default ``DIR/.venv/bin/python`` when there is one, as ``uv sync`` makes
it, else this Python). Without ``--noqx``, or when that Python cannot import noqx and
clingo, the script says so in one line and exits 2: nothing else here needs noqx.

Each puzzle of each group is solved in a fresh process of each solver, one after the
other (which goes first alternates, so that a change in the machine's load touches both
alike), on one core each:

- noqx: ``run_solver(variety, content, {})``, its solver's whole way from a puzzle to
  its answers as its web page calls it (read the Penpa+ text, write the program, ground
  and solve, write the answers back), with ``Config.max_solutions_to_find = 2`` (its
  default is 10: on a puzzle with one solution both look until the search runs out)
  and one thread, its default;
- ripple_fp: the kind's parser on the course text, then the first two solutions of the
  kind's default strategy (``islice(kind.solutions(problem), 2)``): the answer, and the
  search run out to prove it the only one.

Each process measures its own solve (``time.perf_counter`` around the call above, after
its imports) and writes it back with its answers; the parent also measures the whole
process, from its start to its exit. Every answer of both is checked against the
puzzle's ``.sol``: a run is right when it found exactly that solution and no other (or,
for a puzzle without a ``.sol``, such as ``generated/nosolution-*``, none at all).

noqx's Python side reads a puzzle as Penpa+ (penpa-edit) text, not as a puzz.link URL
(its page imports those in the browser), so this script writes each puzzle as the
Penpa+ text noqx reads (:func:`penpa`): a grid of rooms (Ripple Effect: noqx's
``ripple``; Suguru: ``suguru``) as its borders and given numbers, Creek's clues on the
crossings (``creek``), and a 0h h1 grid as puzz.link's and noqx's ``binairo``: red cells
as the circles noqx calls ``circle_M__1``, blue as ``circle_M__2``, under binairo's
rules, which are 0h h1's (balanced lines, no three alike, no two equal lines).
Tohu-Wa-Vohu, without the rule of distinct lines, has no noqx solver to compare with.

Prints the machine (cores, system, both Pythons, clingo's version, the load average
before and after), then a Markdown table: per group, the median and max in-process
seconds of each solver and their ratios, the median whole-process seconds, and how many
answers were right and how many ran past ``--limit`` seconds (such a run counts as the
limit, and as wrong).
``--each`` prints each puzzle's seconds as they are measured; ``--again`` has each
process solve its puzzle a second time and adds the medians of those second solves to
the table: what a solve costs once the process has done one (modules a solver imports
on first use, caches).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from base64 import b64encode
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, NoReturn, TypeVar
from zlib import compressobj

import corpus
from returns.result import Success

from ripple_fp.creek.puzzle import Problem as CreekProblem
from ripple_fp.grid.matrix import Pos, Size
from ripple_fp.grid.rooms import Problem as RoomsProblem
from ripple_fp.kinds import kind_named
from ripple_fp.kinds.kind import Kind
from ripple_fp.takuzu.puzzle import Colour
from ripple_fp.takuzu.puzzle import Problem as TakuzuProblem

ROOT = Path(__file__).resolve().parent.parent

HOW = (
    "pass --noqx DIR, a source tree of noqx, and --noqx-python PY, a Python with clingo "
    "(pip install clingo)"
)


@dataclass(frozen=True)
class Group:
    """Puzzles of one kind, measured together: one row of the table."""

    name: str
    """Its name for ``--groups``."""
    label: str
    """Its name in the table."""
    kind: str
    """Its kind, for ripple_fp (``kind_named``)."""
    variety: str
    """Its kind, for noqx: the name of noqx's solver module."""
    globs: tuple[str, ...]
    """Its puzzles, in the corpus."""


GROUPS: Final = (
    Group("janko", "Ripple Effect, janko.at", "ripple", "ripple", ("janko/*.txt",)),
    Group("generated", "Ripple Effect, generated", "ripple", "ripple", ("generated/*.txt",)),
    Group("suguru", "Suguru", "suguru", "suguru", ("suguru/*.txt",)),
    Group("creek", "Creek", "creek", "creek", ("creek/*.txt",)),
    Group("0hh1", "0h h1", "0hh1", "binairo", ("0hh1/*.txt",)),
)
"""Every group, in the order of the table: janko.at's Ripple Effect (#1-60 and the
largest, #450), the generated ones (hard, large, huge, and unsolvable), and the
siblings' published puzzles."""


# Penpa+ text, as noqx reads it -----------------------------------------------------

PREFIX: Final = "m=edit&p="
"""What starts a Penpa+ text: the rest is its parts, deflated and in base64."""

CENTER, CORNER = 0, 1
"""Penpa+'s categories of a position: a cell, and the crossing at its lower right."""

RED_BLUE: Final = {Colour.RED: 1, Colour.BLUE: 2}
"""0h h1's colours as the style of the medium circle (``circle_M``) noqx's binairo
reads: ``circle_M__1`` and ``circle_M__2``."""

Entries = dict[str, list[str | int]]
"""A layer's numbers or symbols by index: ``[text, colour, mode]`` or ``[style, shape,
layer]``."""


P = TypeVar("P")
S = TypeVar("S")


def declaration(name: str) -> Kind[Any, Any]:
    """The kind called ``name``, its types left open: this script handles every kind's
    puzzles alike, as text in and text out."""
    return kind_named(name).into(_itself)


def _itself(kind: Kind[P, S]) -> Kind[Any, Any]:
    return kind


def index(size: Size, pos: Pos, category: int = CENTER) -> int:
    """Penpa+'s number for a cell (or, in category :data:`CORNER`, the crossing at its
    lower right) of a grid of ``size`` (with no margins): the board has two rows and
    columns more on each side, and the categories count past each other."""
    rows, cols = size[0] + 4, size[1] + 4
    return category * rows * cols + (pos[0] + 2) * cols + pos[1] + 2


def number(value: int) -> list[str | int]:
    """A number as Penpa+ writes a given one: its text, colour 1, normal mode."""
    return [str(value), 1, "1"]


def content(size: Size, numbers: Entries, edges: Mapping[str, int], symbols: Entries) -> str:
    """The Penpa+ text of a grid of ``size`` holding these givens: the parts noqx reads
    (the header, the margins, the problem's layer and the answer's, empty), in raw
    deflate and base64."""
    rows, cols = size
    empty: dict[str, object] = {
        "surface": {},
        "number": {},
        "sudoku": {},
        "symbol": {},
        "edge": {},
        "deleteedge": {},
        "line": {},
        "wall": {},
    }
    problem = {**empty, "number": numbers, "edge": dict(edges), "symbol": symbols}
    parts = [f"square,{cols},{rows},38", "[0,0,0,0]", "{}", json.dumps(problem)]
    deflate = compressobj(wbits=-15)
    packed = deflate.compress("\n".join([*parts, json.dumps(empty)]).encode())
    return PREFIX + b64encode(packed + deflate.flush()).decode()


def rooms_penpa(problem: RoomsProblem) -> str:
    """A grid of rooms (Ripple Effect, Suguru): its given numbers, and a border (an
    edge between the two crossings it joins) wherever two neighbours' rooms differ."""
    size, room = problem.layout.size, problem.layout.room_of
    numbers = {
        str(index(size, pos)): number(value)
        for pos, value in problem.grid.items()
        if value is not None
    }
    edges: dict[str, int] = {}
    for (r, c), here in room.items():
        if c + 1 < size[1] and room[(r, c + 1)] != here:  # the border on its right
            edges[f"{index(size, (r - 1, c), CORNER)},{index(size, (r, c), CORNER)}"] = 2
        if r + 1 < size[0] and room[(r + 1, c)] != here:  # the border below it
            edges[f"{index(size, (r, c - 1), CORNER)},{index(size, (r, c), CORNER)}"] = 2
    return content(size, numbers, edges, {})


def creek_penpa(problem: CreekProblem) -> str:
    """A Creek: each clue on its crossing ``(r, c)``, the lower right one of box
    ``(r - 1, c - 1)``."""
    rows, cols = problem.size
    size = (rows - 1, cols - 1)
    numbers = {
        str(index(size, (r - 1, c - 1), CORNER)): number(clue)
        for (r, c), clue in problem.items()
        if clue is not None
    }
    return content(size, numbers, {}, {})


def binairo_penpa(problem: TakuzuProblem) -> str:
    """A 0h h1 grid: each given colour a medium circle of its style."""
    symbols: Entries = {
        str(index(problem.size, pos)): [RED_BLUE[colour], "circle_M", 1]
        for pos, colour in problem.items()
        if colour is not None
    }
    return content(problem.size, {}, {}, symbols)


def penpa(group: Group, text: str) -> str:
    """The Penpa+ text of the puzzle ``text`` of ``group`` (the course's text)."""
    problem = declaration(group.kind).parse_puzzle(text).unwrap()
    if group.variety == "creek":
        return creek_penpa(problem)
    if group.variety == "binairo":
        return binairo_penpa(problem)
    return rooms_penpa(problem)


# The two solvers, each a process per puzzle -----------------------------------------

NOQX: Final = """
import json, sys, time
tree, variety, path, limit, again = sys.argv[1:]
sys.path.insert(0, tree)
from noqx.clingo import Config, run_solver
from noqx.manager import load_solver
from noqx.puzzle.penpa import PenpaPuzzle
Config.time_limit, Config.max_solutions_to_find = float(limit), 2
load_solver("solver", variety)
with open(path) as file:
    content = file.read()
def solve():
    started = time.perf_counter()
    try:
        found = run_solver(variety, content, {})["url"]
    except TimeoutError:
        found = None
    return time.perf_counter() - started, found
seconds, found = solve()
second = solve()[0] if again == "1" and found is not None else None
CIRCLES = {"circle_M__1": "R", "circle_M__2": "B"}
def cell(board, r, c):
    at = (r, c, "center", "normal")
    if variety == "creek":
        return "1" if board.surface.get(at) in (1, 2) else "0"
    if variety == "binairo":
        return CIRCLES.get(board.symbol.get(at), "-")
    return str(board.text.get(at, "-"))
def answer(text):
    board = PenpaPuzzle(variety, text)
    board.decode()
    gap = "" if variety == "creek" else " "
    return "".join(
        gap.join(cell(board, r, c) for c in range(board.col)) + "\\n" for r in range(board.row)
    )
answers = None if found is None else [answer(text) for text in found]
print(json.dumps({"seconds": seconds, "again": second, "answers": answers}))
"""
"""One puzzle through noqx, in a process of its own: ``TREE VARIETY PENPA_FILE LIMIT
AGAIN``. Prints its solve's seconds (and, when ``AGAIN`` is ``1``, those of a second
solve of the same puzzle in the same process) and its answers in the course's format
(``null``: past the limit)."""

OURS: Final = """
import json, sys, time
from itertools import islice
from ripple_fp.kinds import kind_named
name, path, limit, again = sys.argv[1:]
kind = kind_named(name)
with open(path) as file:
    text = file.read()
def solve():
    started = time.perf_counter()
    try:
        problem = kind.parse_puzzle(text).unwrap()
        found = list(islice(kind.solutions(problem, timeout=float(limit)), 2))
    except TimeoutError:
        found = None
    return time.perf_counter() - started, found
seconds, found = solve()
second = solve()[0] if again == "1" and found is not None else None
answers = None if found is None else [kind.render_solution(s) for s in found]
print(json.dumps({"seconds": seconds, "again": second, "answers": answers}))
"""
"""One puzzle through ripple_fp, in a process of its own: ``KIND PUZZLE_FILE LIMIT
AGAIN``."""


@dataclass(frozen=True)
class Run:
    """One solver on one puzzle."""

    seconds: float
    """Its solve, measured inside its process (the limit, if it ran past it)."""
    wall: float
    """Its whole process, from start to exit."""
    answers: tuple[str, ...] | None
    """What it found, in the course's format; ``None``: nothing within the limit."""
    again: float | None = None
    """A second solve of the same puzzle in the same process, if asked for."""

    @property
    def timed_out(self) -> bool:
        """Did it find nothing within the limit?"""
        return self.answers is None


def run(argv: Sequence[str], limit: float) -> Run:
    """A solver's process, given ``limit`` seconds to solve and a minute more to start
    and stop; a process that fails is an error, one that overstays has found nothing."""
    started = time.perf_counter()
    try:
        done = subprocess.run(
            argv,
            capture_output=True,
            text=True,
            timeout=limit + 60,
            check=False,
            cwd=tempfile.gettempdir(),
        )
    except subprocess.TimeoutExpired:
        return Run(limit, time.perf_counter() - started, None)
    wall = time.perf_counter() - started
    if done.returncode != 0:
        raise RuntimeError(f"{argv[0]} failed ({done.returncode}): {done.stderr.strip()}")
    told = json.loads(done.stdout.splitlines()[-1])
    if told["answers"] is None:
        return Run(limit, wall, None)
    return Run(float(told["seconds"]), wall, tuple(told["answers"]), told["again"])


def is_right(group: Group, puzzle: Path, answers: tuple[str, ...] | None) -> bool:
    """Did a solver find the puzzle's solution and no other (none, for a puzzle without
    a ``.sol``)?"""
    if answers is None:
        return False
    kind = declaration(group.kind)
    problem = kind.parse_puzzle(puzzle.read_text()).unwrap()
    known = puzzle.with_suffix(".sol")
    if not known.exists():
        return answers == ()
    expected = kind.parse_solution(known.read_text(), problem).unwrap()
    found = [kind.parse_solution(answer, problem) for answer in answers]
    return [isinstance(f, Success) and f.unwrap() == expected for f in found] == [True]


@dataclass(frozen=True)
class Solvers:
    """How to start each solver's process."""

    noqx_tree: Path
    noqx_python: str
    limit: float
    again: bool = False
    """Solve each puzzle a second time in the same process, and time that too."""

    def noqx(self, group: Group, penpa_file: Path) -> Run:
        """The puzzle written in ``penpa_file`` through noqx."""
        argv = [self.noqx_python, "-c", NOQX, str(self.noqx_tree), group.variety]
        return run([*argv, str(penpa_file), *self._tail], self.limit)

    def ours(self, group: Group, puzzle: Path) -> Run:
        """The puzzle ``puzzle`` through ripple_fp."""
        argv = [sys.executable, "-c", OURS, group.kind, str(puzzle.absolute())]
        return run([*argv, *self._tail], self.limit)

    @property
    def _tail(self) -> list[str]:
        """The arguments both workers end with: the limit, and whether to solve again."""
        return [str(self.limit), str(int(self.again))]


Pair = tuple[Run, Run]
"""noqx's run and ours, on one puzzle."""


def measure(
    solvers: Solvers, group: Group, puzzles: Sequence[Path], rounds: int, scratch: Path
) -> Iterator[tuple[Path, list[Pair]]]:
    """Each puzzle of ``group`` through both solvers, ``rounds`` times, which goes first
    alternating from one run to the next."""
    for number_, puzzle in enumerate(puzzles):
        penpa_file = scratch / f"{group.name}-{puzzle.stem}.penpa"
        penpa_file.write_text(penpa(group, puzzle.read_text()))
        pairs: list[Pair] = []
        for round_ in range(rounds):
            if (number_ + round_) % 2 == 0:
                theirs = solvers.noqx(group, penpa_file)
                ours = solvers.ours(group, puzzle)
            else:
                ours = solvers.ours(group, puzzle)
                theirs = solvers.noqx(group, penpa_file)
            pairs.append((theirs, ours))
        yield puzzle, pairs


@dataclass(frozen=True)
class Tally:
    """One solver on one group: each puzzle's median in-process, whole-process and
    second-solve seconds over the rounds (the last for the puzzles solved again), how
    many it answered right in every round, and how many ran past the limit in one."""

    seconds: list[float]
    wall: list[float]
    again: list[float]
    right: int
    timed_out: int = 0


def tally(group: Group, measured: Sequence[tuple[Path, list[Pair]]], side: int) -> Tally:
    """The :class:`Tally` of side 0 (noqx) or 1 (ours)."""
    runs = [(puzzle, [pair[side] for pair in pairs]) for puzzle, pairs in measured]
    again = [[r.again for r in each if r.again is not None] for _, each in runs]
    return Tally(
        [statistics.median(r.seconds for r in each) for _, each in runs],
        [statistics.median(r.wall for r in each) for _, each in runs],
        [statistics.median(seconds) for seconds in again if seconds],
        sum(all(is_right(group, puzzle, r.answers) for r in each) for puzzle, each in runs),
        sum(any(r.timed_out for r in each) for _, each in runs),
    )


def duration(seconds: float) -> str:
    """Seconds as a person reads them: milliseconds below one second."""
    return f"{seconds * 1000:.3g} ms" if seconds < 1 else f"{seconds:.3g} s"


COLUMNS: Final = (
    "kind (puzzles)",
    "noqx in-process median",
    "ours in-process median",
    "ours / noqx",
    "noqx max",
    "ours max",
    "ours / noqx max",
    "noqx process median",
    "ours process median",
    "right noqx / ours",
    "past the limit noqx / ours",
)
AGAIN: Final = ("noqx second solve median", "ours second solve median")
"""The columns of ``--again``."""


def header(again: bool) -> str:
    """The table's first two lines."""
    columns = [*COLUMNS, *AGAIN] if again else COLUMNS
    return f"| {' | '.join(columns)} |\n" + "| --- " * len(columns) + "|"


def row(label: str, theirs: Tally, ours: Tally) -> str:
    """One group's line of the table (with the second solves, if any)."""
    medians = [statistics.median(t.seconds) for t in (theirs, ours)]
    maxima = [max(t.seconds) for t in (theirs, ours)]
    walls = [statistics.median(t.wall) for t in (theirs, ours)]
    again = [duration(statistics.median(t.again)) if t.again else "-" for t in (theirs, ours)]
    cells = [
        f"{label} ({len(ours.seconds)})",
        *map(duration, medians),
        f"{medians[1] / medians[0]:.2f}",
        *map(duration, maxima),
        f"{maxima[1] / maxima[0]:.2f}",
        *map(duration, walls),
        f"{theirs.right} / {ours.right}",
        f"{theirs.timed_out} / {ours.timed_out}",
        *(again if theirs.again or ours.again else []),
    ]
    return f"| {' | '.join(cells)} |"


# The machine, and noqx's presence ------------------------------------------------------


def stop(problem: str) -> NoReturn:
    """One line on standard error, ``peers.py: PROBLEM: how to pass noqx``, exit 2."""
    print(f"{Path(sys.argv[0]).name}: {problem}: {HOW}", file=sys.stderr)
    raise SystemExit(2)


def noqx_python(tree: Path, given: str | None) -> str:
    """The Python that runs noqx: the one given, or the tree's own ``.venv``, or this."""
    if given is not None:
        return given
    own = tree / ".venv" / "bin" / "python"
    return str(own) if own.exists() else sys.executable


CHECK: Final = (
    "import sys; sys.path.insert(0, sys.argv[1]); import clingo, noqx.clingo, noqx.manager; "
    "print(clingo.__version__)"
)
"""What must import for noqx to run: its solver's way and clingo; prints clingo's
version."""


def clingo_version(tree: Path, python: str) -> str:
    """clingo's version as ``python`` imports it beside noqx's ``tree``; stops the
    script with one line when it cannot."""
    try:
        done = subprocess.run(
            [python, "-c", CHECK, str(tree)], capture_output=True, text=True, check=False
        )
    except OSError as error:
        stop(f"cannot run {python} ({error.strerror})")
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["failed"])[-1]
        stop(f"{python} cannot import noqx from {tree} ({last})")
    return done.stdout.strip()


def machine(tree: Path, python: str, clingo: str) -> list[str]:
    """What the table was measured on: the machine, the Pythons, clingo, and noqx's
    commit when its tree is a git checkout."""
    theirs = subprocess.run(
        [python, "-c", "import sys; print(sys.version.split()[0])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    commit = subprocess.run(
        ["git", "-C", str(tree), "log", "-1", "--format=%h %cs"],
        capture_output=True,
        text=True,
        check=False,
    ).stdout.strip()
    return [
        f"Machine: {os.cpu_count()} cores, {' '.join(platform.uname())}",
        f"Python {sys.version.split()[0]} (ours), {theirs} (noqx), clingo {clingo}",
        f"noqx: {tree} at {commit or 'an unknown commit'}",
    ]


def load() -> str:
    """The load average over 1, 5 and 15 minutes."""
    return ", ".join(f"{value:.2f}" for value in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    corpus.add_option(parser)
    parser.add_argument("--noqx", type=Path, metavar="DIR", help="noqx's source tree")
    parser.add_argument("--noqx-python", metavar="PY", help="a Python with clingo")
    parser.add_argument("--groups", default=",".join(g.name for g in GROUPS))
    parser.add_argument("--count", type=int, help="only the first N puzzles of each group")
    parser.add_argument("--limit", type=float, default=120.0, help="seconds per puzzle")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--each", action="store_true", help="a line per puzzle too")
    parser.add_argument("--again", action="store_true", help="time a second solve too")
    args = parser.parse_args()
    by_name = {group.name: group for group in GROUPS}
    if unknown := set(args.groups.split(",")) - set(by_name):
        parser.error(f"unknown groups {sorted(unknown)}: choose from {', '.join(by_name)}")
    groups = [by_name[name] for name in args.groups.split(",")]
    puzzles = {g.name: corpus.matching(args.corpus, g.globs)[: args.count] for g in groups}
    if args.noqx is None:
        stop("no noqx given")
    tree = args.noqx.resolve()
    python = noqx_python(tree, args.noqx_python)
    clingo = clingo_version(tree, python)
    for line in machine(tree, python, clingo):
        print(line)
    for compiled, compiler in ((ROOT / "ripple_fp", sys.executable), (tree, python)):
        subprocess.run([compiler, "-m", "compileall", "-q", str(compiled)], check=True)
    print(f"Load average before: {load()}\n", flush=True)
    solvers = Solvers(tree, python, args.limit, args.again)
    lines = [header(args.again)]
    with tempfile.TemporaryDirectory() as scratch:
        for group in groups:
            measured = []
            for puzzle, pairs in measure(
                solvers, group, puzzles[group.name], args.rounds, Path(scratch)
            ):
                measured.append((puzzle, pairs))
                if args.each:
                    times = " ".join(f"{a.seconds:.4f} {b.seconds:.4f}" for a, b in pairs)
                    print(f"{group.name}/{puzzle.name} noqx, ours: {times}", flush=True)
            lines.append(row(group.label, tally(group, measured, 0), tally(group, measured, 1)))
    print(f"Load average after: {load()}\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
