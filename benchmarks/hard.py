"""Benchmark: the hard generated puzzles, by the pure default, the learning search, SAT,
the race of ``--jobs 2``, and the plain CNF solved by CaDiCaL (issue #14's targets).

    python benchmarks/hard.py [--corpus DIR] [--limit SECONDS] [--ways a,b] NAME_GLOB...

``NAME_GLOB`` is a glob of puzzles in the corpus without ``.txt`` (``generated/large-*``).
Each run is a fresh process (so a run past the limit is killed and its memory is its
own), checked against the ``.sol`` file. The ways:

- ``pure``: ``auto`` without SAT, what the default is without the extra;
- ``learn``, ``sat``, ``lookahead``: that strategy alone;
- ``unique``: is it unique? The stream of ``sat`` asked for two solutions (what a count
  up to 2 does): one only, and the known one;
- ``race``: ``ripple-effect --jobs 2 IN OUT``, the command's race (``auto`` and ``sat``
  with the extra); its memory is the largest sum of the resident sizes of the command
  and its workers, sampled every 10 ms;
- ``baseline``: ``benchmarks/sat_baseline.py``'s encoding (no room-reach clauses, no
  reasoning first) given to CaDiCaL 1.5.3 alone: encoding, solving and decoding;
- ``baseline-run``: the same as a fresh process, timed as ``race`` is.

The in-process ways are timed from the parsed puzzle to the solution; ``race`` and
``baseline-run`` are wall times of a process, interpreter start-up, imports, reading the
file and (for ``race``) its worker processes included: like against like. ripple_fp
and this folder are byte-compiled first, as ``pip install`` does: with an editable
install and ``PYTHONDONTWRITEBYTECODE`` set, every process would compile them again.

Prints a Markdown table (seconds, "-" past the limit, and the peak resident memory of the
process and its children) and the median of each column, and
for each way the ratio of its median to the baseline's, all from this one run.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import corpus

ROOT = Path(__file__).resolve().parent.parent
WAYS = ("pure", "learn", "sat", "race", "baseline", "baseline-run")
"""The ways run when ``--ways`` is not given (``unique`` and ``lookahead`` only when asked)."""

ONE = """
import sys, time
from itertools import islice
from pathlib import Path
from ripple_fp import Stats, parse_puzzle, solutions
from ripple_fp.ripple.auto import auto_solutions
way, path = sys.argv[1], Path(sys.argv[2])
problem = parse_puzzle(path.read_text()).unwrap()
started = time.perf_counter()
if way == "pure":
    found = next(auto_solutions(problem, Stats()), None)
elif way == "unique":
    first_two = list(islice(solutions(problem, "sat", Stats()), 2))
    found = first_two[0] if len(first_two) == 1 else None
elif way == "baseline":
    sys.path.insert(0, sys.argv[3])
    from sat_baseline import decode, encode, solve_with
    model, seconds, _ = solve_with("cadical153", encode(problem)[1])
    found = None if model is None else decode(problem, model)
else:
    found = next(solutions(problem, way, Stats()), None)
elapsed = time.perf_counter() - started
print(elapsed, "" if found is None else " ".join(map(str, found.grid.cells)))
"""


def run_in_process(way: str, path: Path, limit: float) -> tuple[float | None, float]:
    """Seconds of one in-process way (``None`` past the limit or wrong), and peak MB;
    for ``baseline-run``, the wall time of its whole process."""
    inner = "baseline" if way == "baseline-run" else way
    command = [sys.executable, "-c", ONE, inner, str(path), str(ROOT / "benchmarks")]
    started = time.perf_counter()
    seconds, megabytes = _measure(command, limit, lambda out: _checked(out, path))
    if way == "baseline-run" and seconds is not None:
        return time.perf_counter() - started, megabytes
    return seconds, megabytes


def run_race(path: Path, limit: float) -> tuple[float | None, float]:
    """Seconds of ``ripple-effect --jobs 2`` (``None`` past the limit or wrong), peak MB."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "s.txt"
        command = [sys.executable, "-m", "ripple_fp", "--jobs", "2", str(path), str(out)]
        started = time.perf_counter()
        seconds, megabytes = _measure(command, limit, lambda _: 0.0)
        if seconds is None or out.read_text().split() != _solution(path):
            return None, megabytes
        return time.perf_counter() - started, megabytes


def _measure(command: list[str], limit: float, read: object) -> tuple[float | None, float]:
    """Run ``command`` until it ends or the limit passes; what ``read`` makes of its
    output, and the peak of its and its children's resident memory (sampled every 10 ms), in MB."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, cwd=ROOT)
    peak, deadline = 0, time.monotonic() + limit
    while process.poll() is None and time.monotonic() < deadline:
        peak = max(peak, _resident(process.pid))
        time.sleep(0.01)
    if process.poll() is None:
        _kill_tree(process.pid)
        process.wait()
        return None, peak / 1e6
    output = process.stdout.read() if process.stdout else ""
    return read(output) if callable(read) else None, peak / 1e6


def _checked(output: str, path: Path) -> float | None:
    """The seconds printed, if the cells printed are the known solution's."""
    seconds, _, cells = output.strip().partition(" ")
    return float(seconds) if cells.split() == _solution(path) else None


def _solution(path: Path) -> list[str]:
    return path.with_suffix(".sol").read_text().split()


def _family(pid: int) -> list[int]:
    """``pid`` and every process below it."""
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        try:
            children = Path(f"/proc/{current}/task/{current}/children").read_text().split()
        except OSError:
            continue
        todo.extend(map(int, children))
    return found


def _resident(pid: int) -> int:
    """The resident bytes of ``pid`` and its descendants now."""
    total = 0
    for member in _family(pid):
        try:
            pages = int(Path(f"/proc/{member}/statm").read_text().split()[1])
        except (OSError, IndexError, ValueError):
            continue
        total += pages * os.sysconf("SC_PAGE_SIZE")
    return total


def _kill_tree(pid: int) -> None:
    for member in reversed(_family(pid)):
        with contextlib.suppress(OSError):
            os.kill(member, 9)


def row(path: Path, ways: list[str], limit: float) -> tuple[str, dict[str, float | None]]:
    """One puzzle's line of the table, and its seconds by way."""
    seconds: dict[str, float | None] = {}
    cells = [path.stem]
    for way in ways:
        found, megabytes = (
            run_race(path, limit) if way == "race" else run_in_process(way, path, limit)
        )
        seconds[way] = found
        shown = "-" if found is None else f"{found:.2f}"
        cells.append(f"{shown} ({megabytes:.0f} MB)")
    return "| " + " | ".join(cells) + " |", seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("names", nargs="+")
    corpus.add_option(parser)
    parser.add_argument("--limit", type=float, default=60.0)
    parser.add_argument("--ways", default=",".join(WAYS))
    args = parser.parse_args()
    ways = args.ways.split(",")
    paths = corpus.matching(args.corpus, (f"{name}.txt" for name in args.names))
    compiled = [str(ROOT / "ripple_fp"), str(ROOT / "benchmarks")]
    subprocess.run([sys.executable, "-m", "compileall", "-q", *compiled], check=True)
    print(f"limit {args.limit:g} s; {os.cpu_count()} cores, Python {sys.version.split()[0]}")
    print("| puzzle | " + " | ".join(ways) + " |")
    print("| --- " * (len(ways) + 1) + "|")
    columns: dict[str, list[float]] = {way: [] for way in ways}
    for path in paths:
        line, seconds = row(path, ways, args.limit)
        print(line, flush=True)
        for way, value in seconds.items():
            columns[way].append(args.limit if value is None else value)
    medians = {way: statistics.median(values) for way, values in columns.items()}
    print("| median | " + " | ".join(f"{medians[w]:.2f}" for w in ways) + " |")
    if "baseline" in medians:
        base = medians["baseline"]
        print(
            "| median / baseline | " + " | ".join(f"{medians[w] / base:.2f}" for w in ways) + " |"
        )


if __name__ == "__main__":
    main()
