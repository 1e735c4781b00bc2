"""Benchmark: big and degenerate puzzles through the real command, time and memory.

    python benchmarks/limits.py [--cases a,b] [--limit SECONDS] [--terminate]

Each case is written to a temporary file and solved by the command (``ripple-effect IN
OUT``, the default strategy) in a fresh process; the table gives its answer (exit code,
and the first line of output when it is not 0), the wall time and the peak resident
memory of the process (``VmHWM``). The cases are the ones a hostile-input review found
slow or memory-hungry: one long room, one square room (empty, or with a few givens),
rows as rooms, grids of rooms of one and three cells without givens (one refuted by
reasoning, one with a filling), and large grids with every cell given; and the largest
rooms the default limits let through (1,000 and 992 empty cells: about 1,000,000
candidates).
``--terminate``: run each case again, send it SIGTERM after half the time it took, and
give how long it took to exit after that (the last column).
"""

from __future__ import annotations

import argparse
import os
import platform
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path


def _grid(rows: int, cols: int, cell: Callable[[int, int], str]) -> str:
    return "".join(" ".join(cell(r, c) for c in range(cols)) + "\n" for r in range(rows))


def one_room(rows: int, cols: int, givens: int = 0) -> str:
    """One room of every cell; ``givens`` of them given, spread over the grid (the
    ``k``-th cell in ``givens`` equal steps holds ``k + 1``), the others empty."""
    step = rows * cols // givens if givens else 0

    def cell(r: int, c: int) -> str:
        k, at = divmod(r * cols + c, step) if step else (0, 1)
        return str(k + 1) if at == 0 and k < givens else "-"

    return _grid(rows, cols, lambda r, c: "1") + "\n" + _grid(rows, cols, cell)


def rows_as_rooms(size: int) -> str:
    """Every row a room, no givens."""
    return _grid(size, size, lambda r, c: str(r)) + "\n" + _grid(size, size, lambda r, c: "-")


def ones_and_threes(size: int) -> str:
    """Along each row, a room of one cell then a room of three, no givens."""

    def room(r: int, c: int) -> str:
        return str(2 * (r * size + c // 4) + (c % 4 != 0))

    return _grid(size, size, room) + "\n" + _grid(size, size, lambda r, c: "-")


def all_given(size: int) -> str:
    """A ``size`` x ``size`` solution given whole (``size`` a multiple of 4): cell
    ``(r, c)`` holds ``1 2 1 3`` at ``(r + c) % 4``, so equal values are 2 (for 1) or 4
    (for 2 and 3) apart in every row and column. Rooms: each ``2 1 3`` run and each
    lone ``1``; the part runs at the two ends of a row make one room together."""
    assert size % 4 == 0

    def room(r: int, c: int) -> str:
        phase, start = (r + c) % 4, c - ((r + c) % 4 - 1) % 4  # the run's phase-1 cell
        if phase == 0:
            return f"{r}s{c}"  # a lone 1
        return f"{r}t{start % size}" if start >= 0 else f"{r}t{start + size}"

    def value(r: int, c: int) -> str:
        return "1213"[(r + c) % 4]

    ids: dict[str, int] = {}
    numbered = _grid(size, size, lambda r, c: str(ids.setdefault(room(r, c), len(ids))))
    return numbered + "\n" + _grid(size, size, value)


def rooms_of_all_given(size: int) -> str:
    """The rooms of :func:`all_given` (of one and three cells) with no given: a grid
    with a filling, where each placement settles its neighbours and so on."""
    rooms = all_given(size).split("\n\n")[0]
    return rooms + "\n\n" + _grid(size, size, lambda r, c: "-")


CASES: dict[str, Callable[[], str]] = {
    "1x600 one room": lambda: one_room(1, 600),
    "1x700 one room": lambda: one_room(1, 700),
    "1x1000 one room": lambda: one_room(1, 1000),
    "31x32 one room": lambda: one_room(31, 32),
    "31x32 one room with 3 givens": lambda: one_room(31, 32, 3),
    "1x1500 one room": lambda: one_room(1, 1500),
    "40x40 one room": lambda: one_room(40, 40),
    "300x300 rows as rooms": lambda: rows_as_rooms(300),
    "300x300 rooms of 1 and 3": lambda: ones_and_threes(300),
    "300x300 rooms of 1 and 3 with a filling": lambda: rooms_of_all_given(300),
    "500x500 every cell given": lambda: all_given(500),
    "2000x2000 every cell given": lambda: all_given(2000),
}


_RUN = (
    "import resource, sys\n"
    "from ripple_fp.shell.main import ripple_effect as main\n"
    "code = main(sys.argv[1:])\n"
    "try:\n"
    "    status = open('/proc/self/status').read().split('VmHWM:')[1]\n"
    "    peak = int(status.split()[0])\n"
    "except (OSError, IndexError):\n"
    "    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
    "print(f'peak {peak}', file=sys.stderr)\n"
    "sys.exit(code)\n"
)
"""The command in a process that reports its own peak memory in kB: the high-water mark
of its resident memory (``VmHWM``) where Linux gives it. ``ru_maxrss`` is the fallback
only: on Linux it counts the parent's memory at the fork before ``exec`` too, and the
parent holds the text of the largest grid it made."""


def terminated(text: str, after: float) -> str:
    """Seconds the command on ``text`` takes to exit once sent SIGTERM ``after`` seconds
    in, and its exit code (143 when it honours it)."""
    with tempfile.TemporaryDirectory() as folder:
        puzzle, out = Path(folder) / "in.txt", Path(folder) / "out.txt"
        puzzle.write_text(text)
        command = [sys.executable, "-c", _RUN, str(puzzle), str(out)]
        with subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) as p:
            time.sleep(after)
            sent = time.perf_counter()
            p.send_signal(signal.SIGTERM)
            code = p.wait()
            return f"{time.perf_counter() - sent:.2f} (exit {code})"


def measure(text: str, limit: float) -> tuple[str, float, str]:
    """(answer, seconds, peak MiB) of the command on ``text``."""
    with tempfile.TemporaryDirectory() as folder:
        puzzle, out = Path(folder) / "in.txt", Path(folder) / "out.txt"
        puzzle.write_text(text)
        started = time.perf_counter()
        try:
            done = subprocess.run(
                [sys.executable, "-c", _RUN, str(puzzle), str(out)],
                capture_output=True,
                text=True,
                timeout=limit,
                check=False,
            )
        except subprocess.TimeoutExpired:
            return f"no answer in {limit:.0f} s", time.perf_counter() - started, "?"
        seconds = time.perf_counter() - started
    said = [line for line in (done.stdout + done.stderr).splitlines() if line]
    peak = next((line.split()[1] for line in said if line.startswith("peak ")), "0")
    words = next((line for line in said if not line.startswith("peak ")), "")
    first = "" if done.returncode == 0 else f": {words[:70]}"  # a warning of several: not news
    return f"exit {done.returncode}{first}", seconds, f"{int(peak) / 1024:.0f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", default=",".join(CASES))
    parser.add_argument("--limit", type=float, default=60.0)
    parser.add_argument("--terminate", action="store_true")
    args = parser.parse_args()
    print(
        f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {sys.version.split()[0]}"
    )
    stop = " SIGTERM at half time: s to exit |" if args.terminate else ""
    print(f"\n| case | answer | seconds | peak MiB |{stop}")
    print("| --- | --- | --- | --- |" + (" --- |" if args.terminate else ""))
    for name in args.cases.split(","):
        text = CASES[name]()
        answer, seconds, peak = measure(text, args.limit)
        row = f"| {name} | {answer} | {seconds:.1f} | {peak} |"
        if args.terminate:
            row += f" {terminated(text, seconds / 2)} |"
        print(row, flush=True)


if __name__ == "__main__":
    main()
