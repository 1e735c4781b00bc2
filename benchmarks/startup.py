"""Benchmark: what ``ripple-effect IN OUT`` costs as a new process on published puzzles,
against a bare interpreter and a one-file plain-Python solver (benchmarks/plain_solver.py).

    python benchmarks/startup.py [--corpus DIR] [--folder janko] [--count 20] [--rounds 1]
                                 [--tree DIR [--tree DIR ...]]

For each of the first ``--count`` puzzles of the folder, in turn and interleaved (so a
change in the machine's load touches all alike): ``python -c pass``, an import of the
packages every run of the command needs (``PACKAGES``: its floor), the plain solver, and
the command, each a fresh process, its wall time measured from start to exit. The
command's answer is compared with the ``.sol`` file. Prints each column's median, the
ratios of the floor's and the command's medians to the plain solver's, the command's to
the bare interpreter's and to the floor's (what ripple_fp's own part costs), and what the
command has imported when it exits on the first puzzle (``sys.modules``): ripple_fp's
own modules and all modules; and, measured inside the command on each puzzle (median),
the seconds it takes once the floor's packages are imported, and how many of them go to
making its classes dataclasses. ``--tree DIR`` measures the ripple_fp of another checkout
(another commit, ``git worktree add``) with this one's plain solver: the command is what
that tree's ``pyproject.toml`` installs as ``ripple-effect``; several ``--tree`` are
measured in one run, each puzzle's commands one after another, so that a change of the
machine's load touches every tree alike (a row each). The trees are
byte-compiled first, as ``pip install`` does.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

import corpus

ROOT = Path(__file__).resolve().parent.parent
PLAIN = Path(__file__).resolve().parent / "plain_solver.py"


def command_of(tree: Path) -> str:
    """What the ``ripple-effect`` script of ``tree`` runs (pip writes the same lines)."""
    scripts = tomllib.loads((tree / "pyproject.toml").read_text())["project"]["scripts"]
    module, _, function = scripts["ripple-effect"].partition(":")
    return f"import sys; from {module} import {function}; sys.exit({function}())"


def wall(argv: list[str], env: dict[str, str] | None = None) -> float:
    """Seconds from the start of ``argv`` as a process to its exit (run from another
    folder, so that ``-c`` finds the tree's ripple_fp, not the one in this folder)."""
    started = time.perf_counter()
    subprocess.run(
        argv, check=False, stdout=subprocess.DEVNULL, env=env, cwd=tempfile.gettempdir()
    )
    return time.perf_counter() - started


PACKAGES = "import argparse, dataclasses, pathlib, pyrsistent, returns.io, returns.result"
"""The floor under the command: importing the packages of its error chain, data and
arguments, and nothing of ripple_fp."""

COUNTING = (
    "import atexit, sys, time\n"
    f"{PACKAGES}\n"
    "began, made, spent, process = time.perf_counter(), [0], [0.0], dataclasses._process_class\n"
    "def timed(*args, **kwargs):\n"
    "    started = time.perf_counter()\n"
    "    try:\n"
    "        return process(*args, **kwargs)\n"
    "    finally:\n"
    "        made[0] += 1\n"
    "        spent[0] += time.perf_counter() - started\n"
    "dataclasses._process_class = timed\n"
    "atexit.register(lambda: sys.stderr.write('%d %d %d %f %f\\n' % (\n"
    "    sum(m.startswith('ripple_fp') for m in sys.modules), len(sys.modules), made[0],\n"
    "    spent[0], time.perf_counter() - began)))\n"
)
"""Prepended to the command: the floor's packages imported first, then, at the command's
exit, its modules counted on stderr, and the classes it made dataclasses of and the
seconds that took (``dataclasses._process_class`` timed: where 3.11 writes and compiles
each class's methods), of all the seconds it took past the floor."""


@dataclass(frozen=True)
class Imported:
    """What the command loads and makes on its way, past the floor's packages."""

    ours: int
    """ripple_fp's modules."""
    every: int
    """Every module (the floor's included)."""
    dataclasses: int
    """Classes made dataclasses."""
    making: float
    """Seconds spent making them."""
    past: float
    """Seconds from the floor imported to the exit."""


def imported(command: str, env: dict[str, str], puzzle: Path, output: Path) -> Imported:
    """What the command has imported and made once it has solved ``puzzle`` (counted in
    ``sys.modules`` as it exits)."""
    counting = COUNTING + command
    done = subprocess.run(
        [sys.executable, "-c", counting, str(puzzle), str(output)],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        cwd=tempfile.gettempdir(),
    )
    ours, every, made, making, past = done.stderr.split()
    return Imported(int(ours), int(every), int(made), float(making), float(past))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    corpus.add_option(parser)
    parser.add_argument("--folder", default="janko")
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument(
        "--tree",
        type=Path,
        action="append",
        help="a checkout to measure (default this one); given again, the trees are "
        "measured in the same run, their commands interleaved with the rest",
    )
    args = parser.parse_args()
    (folder,) = corpus.folders(args.corpus, [args.folder])
    puzzles = sorted(folder.glob("*.txt"))[: args.count]
    trees = [tree.resolve() for tree in args.tree or [ROOT]]
    compiled = [*(str(tree / "ripple_fp") for tree in trees), str(ROOT / "benchmarks")]
    subprocess.run([sys.executable, "-m", "compileall", "-q", *compiled], check=True)
    envs = [{**os.environ, "PYTHONPATH": str(tree)} for tree in trees]
    commands = [command_of(tree) for tree in trees]
    times: dict[str, list[float]] = {"bare": [], "packages": [], "plain": []}
    taken: list[list[float]] = [[] for _ in trees]
    wrong = [0 for _ in trees]
    with tempfile.TemporaryDirectory() as scratch:
        output = Path(scratch) / "out.txt"
        for _ in range(args.rounds):
            for puzzle in puzzles:
                times["bare"].append(wall([sys.executable, "-c", "pass"]))
                times["packages"].append(wall([sys.executable, "-c", PACKAGES], envs[0]))
                times["plain"].append(wall([sys.executable, str(PLAIN), str(puzzle), str(output)]))
                solution = puzzle.with_suffix(".sol")
                expected = solution.read_text() if solution.exists() else None
                for index, (ours, env) in enumerate(zip(commands, envs, strict=True)):
                    argv = [sys.executable, "-c", ours, str(puzzle), str(output)]
                    taken[index].append(wall(argv, env))
                    wrong[index] += expected is not None and output.read_text() != expected
        probes: list[list[Imported]] = [[] for _ in trees]
        for puzzle in puzzles:  # interleaved too
            for probed, ours, env in zip(probes, commands, envs, strict=True):
                probed.append(imported(ours, env, puzzle, output))
    medians = {name: statistics.median(seconds) for name, seconds in times.items()}
    print(
        f"{len(puzzles)} puzzles of {args.folder}, {args.rounds} round(s); wrong answers: "
        + ", ".join(f"{tree} {count}" for tree, count in zip(trees, wrong, strict=True))
    )
    columns = "bare s | packages s | plain s | command s | packages/plain | command/plain"
    print(f"| tree | {columns} | command/bare | command/packages |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for tree, seconds in zip(trees, taken, strict=True):
        median = statistics.median(seconds)
        print(
            f"| {tree} | {medians['bare']:.4f} | {medians['packages']:.4f} "
            f"| {medians['plain']:.4f} | {median:.4f} "
            f"| {medians['packages'] / medians['plain']:.2f} | {median / medians['plain']:.2f} "
            f"| {median / medians['bare']:.2f} | {median / medians['packages']:.2f} |"
        )
    for tree, probed in zip(trees, probes, strict=True):
        first = probed[0]
        making = statistics.median(probe.making for probe in probed)
        past = statistics.median(probe.past for probe in probed)
        print(
            f"{tree}: the command imports {first.ours} modules of ripple_fp, {first.every} "
            f"in all, on {puzzles[0].name}; past the packages it takes {past:.4f} s "
            f"(median, in-process), {making:.4f} s of them making {first.dataclasses} "
            "classes dataclasses"
        )


if __name__ == "__main__":
    main()
