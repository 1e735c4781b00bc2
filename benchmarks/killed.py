"""Benchmark: how long a ``--jobs 2`` run's workers outlive their command killed outright.

    python benchmarks/killed.py [PUZZLE] [--runs N] [--args '--jobs 2']

SIGKILL ends the command before it can end anything. Each worker then dies of the
kernel's ``PR_SET_PDEATHSIG`` (or of its thread watching the parent). The table gives,
over ``--runs`` runs killed at a different moment of the search each, the largest time
from the kill to every worker *dead* (ended, or a zombie: a process that has exited and
waits to be reaped; it runs nothing and holds no memory) and to every worker *gone*
(reaped). A worker's zombie is reaped by its new parent, the system's init (PID 1), when
init gets to it: some inits reap at once, others (a container's) every second or two, and
no process of ripple_fp can change that, as the command that would have reaped them is
dead. The default puzzle is tests/data/huge-06.txt, whose race starts its second member
after the head start (a second).
"""

from __future__ import annotations

import argparse
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HUGE = Path(__file__).resolve().parent.parent / "tests" / "data" / "huge-06.txt"


def states(session: int) -> dict[int, str]:
    """Every process of a session, with its state (``Z``: a zombie)."""
    found = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[3]) == session:
                found[int(entry.name)] = fields[0]
    return found


def one_run(puzzle: Path, args: list[str], kill_after: float) -> tuple[float, float] | None:
    """Kill the command ``kill_after`` seconds after its workers appear; the seconds to
    every worker dead and to every worker gone (``None``: no worker was started)."""
    with tempfile.TemporaryDirectory() as scratch:
        command = [sys.executable, "-m", "ripple_fp", *args, str(puzzle), f"{scratch}/o.sol"]
        run = subprocess.Popen(command, start_new_session=True, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 60
        while len(states(run.pid)) < 2 and time.monotonic() < deadline and run.poll() is None:
            time.sleep(0.01)
        if len(states(run.pid)) < 2:
            run.kill()
            run.wait()
            return None
        time.sleep(kill_after)
        run.kill()
        killed = time.monotonic()
        run.wait()
        dead = None
        while left := states(run.pid):
            if dead is None and all(state == "Z" for state in left.values()):
                dead = time.monotonic() - killed
            time.sleep(0.005)
        gone = time.monotonic() - killed
        return (gone if dead is None else dead), gone


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("puzzle", nargs="?", type=Path, default=HUGE)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--args", default="--jobs 2")
    parsed = parser.parse_args()
    if not Path("/proc/self/stat").exists():
        sys.exit("needs Linux's /proc")
    found = []
    for number in range(parsed.runs):
        times = one_run(parsed.puzzle, shlex.split(parsed.args), 0.1 + 0.3 * number)
        if times is not None:
            found.append(times)
    print(f"{parsed.puzzle.name}, {parsed.args}: {len(found)} runs killed while searching")
    if found:
        print(f"every worker dead: at most {max(d for d, _ in found):.3f} s after the kill")
        print(f"every worker reaped by init: at most {max(g for _, g in found):.3f} s")
    print(f"(init, which reaps them, is {Path('/proc/1/comm').read_text().strip()} here)")


if __name__ == "__main__":
    main()
