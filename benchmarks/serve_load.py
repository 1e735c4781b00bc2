"""Load test of ``ripple-fp serve`` on 127.0.0.1: concurrent solves through the JSON API.

    python benchmarks/serve_load.py [--clients 50] [--timeout 5] [--workers N]

Starts the server (``--port 0``) and waits for its first line, then:

1. ``--clients`` solves at once of published puzzles (janko.at Hakyuu, in
   tests/data/corpus/janko), each answer compared with the puzzle's known solution;
2. a hard puzzle (tests/data/huge-06.txt, a generated 100x100 one that needs guessing) beside
   20 easy ones started a moment after it: the hard one must end within the server's
   ``--timeout`` (answered, or refused with 408), the easy ones must stay fast;

and prints each phase's latency percentiles in seconds (each from the request sent to
its answer read). Then it stops the server with SIGINT and says whether any of its
processes is left. Needs the extra ``web``.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
JANKO = ROOT / "tests" / "data" / "corpus" / "janko"
HARD = ROOT / "tests" / "data" / "huge-06.txt"


def solve(server: str, puzzle: str) -> tuple[float, int, dict[str, object]]:
    """Seconds, status and answer of one ``/api/solve``."""
    body = json.dumps({"kind": "ripple", "puzzle": puzzle}).encode()
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(server + "api/solve", body, timeout=120) as response:
            status, said = response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        status, said = error.code, json.loads(error.read())
    return time.perf_counter() - started, status, said


def percentiles(seconds: list[float]) -> str:
    cuts = statistics.quantiles(seconds, n=100, method="inclusive")
    return (
        f"p50 {cuts[49]:.3f}  p90 {cuts[89]:.3f}  p95 {cuts[94]:.3f}  "
        f"p99 {cuts[98]:.3f}  max {max(seconds):.3f}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--timeout", type=float, default=5.0)
    parser.add_argument("--workers", type=int)
    options = parser.parse_args()
    command = [str(Path(sys.executable).parent / "ripple-fp"), "serve", "--port", "0"]
    command += ["--timeout", str(options.timeout)]
    command += ["--workers", str(options.workers)] if options.workers else []
    server_process = subprocess.Popen(
        command, stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"}
    )
    assert server_process.stdout is not None
    server = server_process.stdout.readline().split("serving on ", 1)[1].split()[0]
    names = sorted(JANKO.glob("hakyuu_0*.txt"))[: options.clients]
    puzzles = [(path.read_text(), path.with_suffix(".sol").read_text()) for path in names]
    try:
        solve(server, puzzles[0][0])  # the fork server's first job, outside the counts
        with ThreadPoolExecutor(options.clients) as pool:
            done = list(pool.map(lambda p: solve(server, p[0]), puzzles))
        right = sum(
            status == 200 and said["solution"] == known
            for (_, status, said), (_, known) in zip(done, puzzles, strict=True)
        )
        print(f"{len(done)} concurrent solves, {right} right: {percentiles([d[0] for d in done])}")

        with ThreadPoolExecutor(21) as pool:
            hard = pool.submit(solve, server, HARD.read_text())
            time.sleep(0.2)  # the hard one is searching when the easy ones come
            easy = list(pool.map(lambda p: solve(server, p[0]), puzzles[:20]))
            seconds, status, _ = hard.result()
        right = sum(
            d[1] == 200 and d[2]["solution"] == p[1] for d, p in zip(easy, puzzles, strict=False)
        )
        print(
            f"huge-06 with --timeout {options.timeout:g}: status {status} after {seconds:.2f} s; "
            f"20 easy beside it, {right} right: {percentiles([d[0] for d in easy])}"
        )
    finally:
        children = subprocess.run(
            ["ps", "-o", "pid=", "--ppid", str(server_process.pid)],
            capture_output=True,
            text=True,
            check=False,
        ).stdout.split()
        server_process.send_signal(signal.SIGINT)
        server_process.wait(timeout=60)
    left = [pid for pid in children if Path(f"/proc/{pid}").exists()]
    print(f"stopped by SIGINT: exit {server_process.returncode}, processes left: {len(left)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
