"""Load test of ``ripple-fp serve`` on 127.0.0.1: concurrent solves through the JSON API,
cheap jobs beside searches that fill every worker, and a flood of slow clients.

    python benchmarks/serve_load.py [--clients 50] [--timeout 5] [--workers N] [--slow 1000]

Starts the server (``--port 0``) and waits for its first line, then:

1. ``--clients`` solves at once of published puzzles (janko.at Hakyuu, in
   tests/data/corpus/janko), each answer compared with the puzzle's known solution;
2. a hard puzzle (tests/data/huge-06.txt, a generated 100x100 one that needs guessing) beside
   20 easy ones started a moment after it: the hard one must end within the server's
   ``--timeout`` (answered, or refused with 504), the easy ones must stay fast;
3. hard searches on every search worker (huge-06 by the naive strategy, each until the
   server's ``--timeout``), then, once the server says every worker is busy
   (``GET /api/status``), 20 easy checks and 20 easy loads, one after another, and as
   many more hard searches as the queue holds and 10 beyond: how fast the cheap jobs are
   answered meanwhile, and how many of the searches are refused at once (503);
4. ``--slow`` connections that send half a request header and as many that send a whole
   header and half a body, then one easy solve: the solve's time, and how long after it
   was opened the server closed each slow connection (within the 5 s a request has, or at
   once, when the connections past the cap push it out).

and prints each phase's latency percentiles in seconds (each from the request sent to
its answer read). Then it stops the server with SIGINT and says whether any of its
processes is left. Needs the extra ``web``.
"""

from __future__ import annotations

import argparse
import json
import os
import selectors
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
JANKO = ROOT / "tests" / "data" / "corpus" / "janko"
HARD = ROOT / "tests" / "data" / "huge-06.txt"


def ask(server: str, name: str, body: dict[str, Any] | None) -> tuple[float, int, Any]:
    """Seconds, status and answer of one ``/api/NAME`` (a GET without a body)."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(
        server + "api/" + name, data, headers={"Content-Type": "application/json"}
    )
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(request, timeout=120) as response:
            status, said = response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        status, said = error.code, json.loads(error.read())
    return time.perf_counter() - started, status, said


def solve(server: str, puzzle: str) -> tuple[float, int, dict[str, object]]:
    """Seconds, status and answer of one ``/api/solve``."""
    return ask(server, "solve", {"kind": "ripple", "puzzle": puzzle})


def all_busy(server: str) -> None:
    """Wait until the server says every search worker has a job (a second, for a server
    that does not say)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        _, status, said = ask(server, "status", None)
        if status != 200:
            time.sleep(1.0)
            return
        if said["search"]["busy"] == said["search"]["workers"]:
            return
        time.sleep(0.05)


def fairness(server: str, easy: tuple[str, str], workers: int, queue: int) -> None:
    """Phase 3: cheap jobs while hard searches fill every worker, then a queue too full."""
    hard = {"kind": "ripple", "puzzle": HARD.read_text(), "strategy": "naive"}
    check = {"kind": "ripple", "puzzle": easy[0], "solution": easy[1]}
    load = {"kind": "ripple", "puzzle": easy[0]}
    with ThreadPoolExecutor(workers + queue + 10) as pool:
        searches = [pool.submit(ask, server, "solve", hard) for _ in range(workers)]
        all_busy(server)
        checks = [ask(server, "check", check) for _ in range(20)]
        loads = [ask(server, "load", load) for _ in range(20)]
        more = [pool.submit(ask, server, "solve", hard) for _ in range(queue + 10)]
        refused = [f.result() for f in more if f.result()[1] == 503]
        statuses = sorted({f.result()[1] for f in searches + more})
    right = sum(status == 200 and said.get("code", 0) == 0 for _, status, said in checks + loads)
    print(
        f"{workers} hard searches on every worker: 20 checks and 20 loads meanwhile, "
        f"{right} right: {percentiles([c[0] for c in checks + loads])}"
    )
    print(
        f"{queue + 10} searches more for a queue of {queue}: {len(refused)} refused with 503 "
        f"in at most {max((r[0] for r in refused), default=0):.3f} s; statuses {statuses}"
    )


def slow_clients(server: str, count: int, easy: str) -> None:
    """Phase 4: ``count`` slow headers and ``count`` slow bodies, an easy solve beside
    them, and when the server closed each."""
    host, port = server.split("//")[1].rstrip("/").rsplit(":", 1)
    header = f"POST /api/solve HTTP/1.1\r\nHost: {host}:{port}\r\n".encode()
    body = b"Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"
    watching = selectors.DefaultSelector()
    opened: dict[socket.socket, float] = {}
    for index in range(2 * count):
        client = socket.create_connection((host, int(port)))
        client.sendall(header + (body if index % 2 else b""))
        client.setblocking(False)
        opened[client] = time.perf_counter()
        watching.register(client, selectors.EVENT_READ, data=client)
    seconds, status, _ = solve(server, easy)
    print(
        f"{2 * count} slow connections open: an easy solve beside them, "
        f"{status} in {seconds:.3f} s"
    )
    closed: list[float] = []
    deadline = time.perf_counter() + 60
    while opened and time.perf_counter() < deadline:
        for key, _ in watching.select(timeout=1.0):
            ready: socket.socket = key.data
            try:
                data = ready.recv(65536)
            except BlockingIOError:
                continue
            except ConnectionResetError:
                data = b""
            if not data:
                closed.append(time.perf_counter() - opened.pop(ready))
                watching.unregister(ready)
                ready.close()
    for client in opened:
        client.close()
    within = percentiles(closed) if len(closed) > 1 else "none"
    print(
        f"closed by the server: {len(closed)} of {2 * count} within 60 s, "
        f"seconds after opening: {within}"
    )


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
    parser.add_argument("--slow", type=int, default=1000, help="slow headers (and bodies)")
    options = parser.parse_args()
    command = [str(Path(sys.executable).parent / "ripple-fp"), "serve", "--port", "0"]
    command += ["--timeout", str(options.timeout)]
    command += ["--workers", str(options.workers)] if options.workers else []
    server_process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,  # its log: a line for each refusal
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
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
        _, got, said = ask(server, "status", None)
        workers = said["search"]["workers"] if got == 200 else options.workers or 4
        queue = said["search"]["queue"] if got == 200 else 0
        fairness(server, puzzles[0], workers, queue)
        slow_clients(server, options.slow, puzzles[0][0])
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
