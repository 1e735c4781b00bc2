"""The JSON API of ``ripple-fp serve``, against a real server: its answers equal the
commands' on held-out puzzles of every kind, and bad input is a 4xx with a reason."""

from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from ripple_fp.kinds import KIND_NAMES

from ..signs import GENEROUS, until
from .conftest import Served, serving

pytestmark = pytest.mark.web

DATA = Path(__file__).parent.parent / "data" / "web"
RIPPLE_FP = str(Path(sys.executable).parent / "ripple-fp")


def ask(
    server: str,
    name: str,
    body: Any = None,
    raw: bytes | None = None,
    headers: dict[str, str] | None = None,
) -> tuple[int, Any]:
    """The status and the JSON answer of ``/api/NAME`` (a body sent as JSON, as the
    page sends it, unless ``headers`` say otherwise)."""
    data = raw if raw is not None else None if body is None else json.dumps(body).encode()
    sent = {"Content-Type": "application/json", **(headers or {})}
    request = urllib.request.Request(server + "api/" + name, data=data, headers=sent)
    try:
        with urllib.request.urlopen(request, timeout=GENEROUS) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def command(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([RIPPLE_FP, *args], capture_output=True, text=True, check=False)


@pytest.mark.parametrize("kind", KIND_NAMES)
def test_solve_check_and_convert_answer_as_the_commands_do(
    server: str, kind: str, tmp_path: Path
) -> None:
    path = DATA / f"{kind}.txt"
    puzzle = path.read_text()
    status, said = ask(server, "solve", {"kind": kind, "puzzle": puzzle})
    solved = command("solve", "--puzzle", kind, str(path), "-")
    assert (status, said["stdout"], said["code"]) == (200, solved.stdout, solved.returncode)
    assert said["unique"] is True
    claim = tmp_path / "claim.sol"
    claim.write_text(said["solution"])
    checked = command("check", "--puzzle", kind, str(path), str(claim))
    body = {"kind": kind, "puzzle": puzzle, "solution": said["solution"]}
    status, verdict = ask(server, "check", body)
    assert (status, verdict["stdout"], verdict["code"]) == (200, checked.stdout, 0)
    status, converted = ask(server, "convert", {"kind": kind, "puzzle": puzzle, "to": "course"})
    assert (
        converted["stdout"]
        == command("convert", "--puzzle", kind, "--to", "course", str(path), "-").stdout
    )


@pytest.mark.parametrize("kind", KIND_NAMES)
def test_hint_and_explain_answer_as_the_commands_do(server: str, kind: str) -> None:
    path = DATA / f"{kind}.txt"
    puzzle = path.read_text()
    status, explained = ask(server, "explain", {"kind": kind, "puzzle": puzzle})
    done = command("explain", "--puzzle", kind, str(path))
    assert (status, explained["stdout"], explained["code"]) == (200, done.stdout, done.returncode)
    _, loaded = ask(server, "load", {"kind": kind, "puzzle": puzzle})
    rows, cols = loaded["board"]["rows"], loaded["board"]["cols"]
    position = [["" for _ in range(cols)] for _ in range(rows)]
    status, hinted = ask(server, "hint", {"kind": kind, "puzzle": puzzle, "position": position})
    assert (status, hinted["stdout"]) == (200, command("hint", "--puzzle", kind, str(path)).stdout)
    assert hinted["cells"]
    assert hinted["placed"] or hinted["stdout"].startswith("next: ")


def test_a_wrong_entry_is_marked_and_named(server: str) -> None:
    puzzle = (DATA / "ripple.txt").read_text()
    _, solved = ask(server, "solve", {"kind": "ripple", "puzzle": puzzle})
    given = [row.split() for row in puzzle.strip().split("\n\n")[1].splitlines()]
    r, c = next((r, c) for r, row in enumerate(given) for c, v in enumerate(row) if v == "-")
    position = [["" for _ in row] for row in given]
    position[r][c] = str(int(solved["grid"][r][c]) % 2 + 1)
    status, played = ask(
        server, "play", {"kind": "ripple", "puzzle": puzzle, "position": position}
    )
    assert (status, played["wrong"], played["solved"]) == (200, [[r + 1, c + 1]], False)


@pytest.mark.parametrize(
    ("body", "status", "words"),
    [
        ({"kind": "ripple", "puzzle": "https://puzz.link/p?ripple/4/4/9n8rigk1"}, 422, "not a"),
        ({"kind": "creek", "puzzle": (DATA / "ripple.txt").read_text()}, 422, "ripple"),
        ({"puzzle": "\x00\x01\x02 junk"}, 422, "no kind"),
        ({"kind": "sudoku", "puzzle": "x"}, 400, "the field 'kind': invalid choice: 'sudoku'"),
        ({"kind": "ripple"}, 400, "puzzle"),
        ([1, 2], 400, "JSON object"),
    ],
)
def test_bad_input_is_a_4xx_with_its_reason(
    server: str, body: Any, status: int, words: str
) -> None:
    got, said = ask(server, "solve", body)
    assert got == status
    assert words in said["error"]


def test_junk_and_oversized_bodies_are_refused(server: str) -> None:
    assert ask(server, "solve", raw=b"\xff\xfe junk")[0] == 400
    assert ask(server, "solve", raw=b"{" * 100_000)[0] == 400
    host, port = server.split("//")[1].rstrip("/").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=60)
    connection.putrequest("POST", "/api/solve")
    connection.putheader("Content-Type", "application/json")
    connection.putheader("Content-Length", str(9 * 2**20))
    connection.endheaders()
    response = connection.getresponse()
    assert response.status == 413
    assert "larger than" in json.loads(response.read())["error"]
    connection.close()


def test_the_server_stops_on_sigterm_and_leaves_no_process() -> None:
    pytest.importorskip("uvicorn")
    process = subprocess.Popen(
        [RIPPLE_FP, "serve", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert process.stdout is not None
    server = process.stdout.readline().split("serving on ", 1)[1].split()[0]
    assert ask(server, "kinds")[0] == 200
    descendants = _descendants(process.pid)
    assert len(descendants) >= 3  # the fork server, its workers, the resource tracker
    process.send_signal(signal.SIGTERM)
    process.communicate(timeout=GENEROUS)
    assert not [pid for pid in descendants if Path(f"/proc/{pid}").exists()]


def _descendants(pid: int) -> list[int]:
    """The processes under ``pid``: its children, theirs, and so on."""
    children = _children(pid)
    return children + [grandchild for child in children for grandchild in _descendants(child)]


def _children(pid: int) -> list[int]:
    listed = subprocess.run(
        ["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True, check=False
    )
    return [int(child) for child in listed.stdout.split()]


def _cpu_ticks(pid: int) -> int:
    """The CPU time process ``pid`` has used, in clock ticks (0 once it has ended)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0
    return int(fields[11]) + int(fields[12])  # utime and stime


def _at_rest(pids: list[int]) -> dict[int, int]:
    """The CPU time of each process, once none has used any for a while (a worker that
    has just been forked is still setting itself up)."""
    seen: list[dict[int, int]] = []

    def still() -> dict[int, int] | None:
        now = {pid: _cpu_ticks(pid) for pid in pids}
        seen.append(now)
        return now if len(seen) > 10 and seen[-11] == now else None

    ticks = until(still)
    assert ticks is not None
    return ticks


def test_a_search_whose_client_goes_away_is_ended() -> None:
    pytest.importorskip("uvicorn")
    process = subprocess.Popen(
        [RIPPLE_FP, "serve", "--port", "0", "--timeout", "600", "--workers", "1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        assert process.stdout is not None
        server = process.stdout.readline().split("serving on ", 1)[1].split()[0]
        host, port = server.split("//")[1].rstrip("/").split(":")
        forkserver = until(
            lambda: [
                child
                for child in _children(process.pid)
                if "forkserver" in Path(f"/proc/{child}/cmdline").read_text()
            ]
        )[0]
        assert until(lambda: len(_children(forkserver)) >= 3)
        workers = _children(forkserver)
        idle = _at_rest(workers)  # the search's worker and the two quick ones, started

        def searching() -> list[int]:
            return [worker for worker in workers if _cpu_ticks(worker) > idle[worker] + 5]

        body = json.dumps({"kind": "ripple", "puzzle": (DATA / "huge.txt").read_text()})
        client = socket.create_connection((host, int(port)))
        client.sendall(
            f"POST /api/solve HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n".encode()
            + body.encode()
        )
        worker = until(searching)[0]  # the search has started in its worker
        client.close()
        assert until(lambda: worker not in _children(forkserver))  # and ends long before its 600 s
    finally:
        process.send_signal(signal.SIGTERM)
        process.communicate(timeout=GENEROUS)


def test_a_wrong_method_or_path_is_json_too(server: str) -> None:
    assert ask(server, "solve")[0] == 405
    status, said = ask(server, "solve/x", {})
    assert status == 404
    assert said["code"] == 2


@pytest.mark.parametrize("kind", KIND_NAMES)
def test_every_format_a_kind_writes_loads_back(server: str, kind: str) -> None:
    """A URL numbers the rooms afresh: the same puzzle, so the same solution."""
    puzzle = (DATA / f"{kind}.txt").read_text()
    _, loaded = ask(server, "load", {"kind": kind, "puzzle": puzzle})
    _, solved = ask(server, "solve", {"kind": kind, "puzzle": puzzle})
    for to in loaded["kind"]["formats"]:
        _, written = ask(server, "convert", {"kind": kind, "puzzle": puzzle, "to": to})
        status, again = ask(server, "solve", {"kind": kind, "puzzle": written["stdout"]})
        assert (to, status, again["solution"]) == (to, 200, solved["solution"])


def test_a_client_that_goes_away_is_one_line_in_the_log(served: Served) -> None:
    client = socket.create_connection((served.host, served.port), timeout=GENEROUS)
    port = client.getsockname()[1]
    client.sendall(
        f"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1:{served.port}\r\n"
        "Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n".encode()
        + b'{"kind": "ripple", '
    )
    client.close()
    lines = until(lambda: [line for line in served.lines() if f":{port} " in line])
    assert lines == [
        f"ripple-fp serve: 127.0.0.1:{port} POST /api/solve 499: "
        "the client went away before sending its whole request"
    ]
    assert "Traceback" not in served.log.read_text()
    assert "ClientDisconnect" not in served.log.read_text()


# --- refusals, time-outs and a busy server -----------------------------------------------------

HARD = json.dumps(
    {"kind": "ripple", "puzzle": (DATA / "huge.txt").read_text(), "strategy": "naive"}
)
"""A search that takes far longer than any test: the 100x100 huge-06, searched by the
naive strategy."""


def status(server: str) -> dict[str, dict[str, int]]:
    """``GET /api/status``: each pool's workers, busy ones, jobs waiting and taken."""
    got, said = ask(server, "status")
    assert got == 200
    pools: dict[str, dict[str, int]] = said
    return pools


def begin(served: Served, name: str, body: str) -> socket.socket:
    """A request sent whole on a connection of its own, its answer left to read (or the
    connection closed: its client gone)."""
    client = socket.create_connection((served.host, served.port), timeout=GENEROUS)
    client.sendall(
        f"POST /api/{name} HTTP/1.1\r\nHost: 127.0.0.1:{served.port}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body.encode())}\r\n\r\n".encode()
        + body.encode()
    )
    return client


def test_a_search_out_of_time_is_a_504_that_no_browser_sends_again(tmp_path: Path) -> None:
    with serving(tmp_path, "--timeout", "1") as served:
        got, said = ask(served.address, "solve", json.loads(HARD))
        assert (got, said["code"]) == (504, 124)
        assert said["error"] == "ripple-fp solve: no answer for the puzzle within 1 s (--timeout)"
        assert until(lambda: [line for line in served.lines() if "POST /api/solve 504" in line])


def test_a_puzzle_too_large_is_refused_before_any_worker_reads_it(tmp_path: Path) -> None:
    with serving(tmp_path, "--max-candidates", "10000") as served:
        before = status(served.address)
        empty = "".join(" ".join(["."] * 300) + "\n" for _ in range(300))
        got, said = ask(served.address, "solve", {"kind": "0hh1", "puzzle": empty})
        assert (got, said["code"]) == (413, 6)
        assert status(served.address) == before  # no worker took it
        assert said["error"] == (
            "ripple-fp solve: the puzzle is too large to solve: 90,000 empty cells, each with "
            "a candidate or more: more than 10,000 candidates (--max-candidates N raises the "
            "limit)"
        )
        junk = json.dumps({"puzzle": "x\n" * (3 * 2**20)}).encode()  # 6 MiB no kind reads
        connection = http.client.HTTPConnection(served.host, served.port, timeout=GENEROUS)
        connection.putrequest("POST", "/api/load")
        connection.putheader("Content-Type", "application/json")
        connection.putheader("Content-Length", str(len(junk)))
        connection.endheaders(junk[:65536])  # refused from its length, before it is read
        response = connection.getresponse()
        assert response.status == 413
        assert json.loads(response.read())["error"] == "the request is larger than 1 MiB"
        connection.close()
        assert status(served.address) == before  # no job taken by any worker


def test_an_easy_check_is_answered_while_hard_searches_fill_every_worker(tmp_path: Path) -> None:
    with serving(tmp_path, "--workers", "2", "--timeout", "600") as served:
        puzzle = (DATA / "ripple.txt").read_text()
        _, solved = ask(served.address, "solve", {"kind": "ripple", "puzzle": puzzle})
        hard = [begin(served, "solve", HARD) for _ in range(2)]
        assert until(lambda: status(served.address)["search"]["busy"] == 2)
        body = {"kind": "ripple", "puzzle": puzzle, "solution": solved["solution"]}
        got, checked = ask(served.address, "check", body)
        assert (got, checked["code"]) == (200, 0)
        assert ask(served.address, "load", {"kind": "ripple", "puzzle": puzzle})[0] == 200
        assert status(served.address)["search"]["busy"] == 2  # the searches go on
        for client in hard:
            client.close()
        assert until(lambda: status(served.address)["search"]["busy"] == 0)  # ended, gone


def test_a_full_queue_is_a_503_with_its_reason(tmp_path: Path) -> None:
    with serving(tmp_path, "--workers", "1", "--timeout", "600") as served:
        queue = status(served.address)["search"]["queue"]
        hard = [begin(served, "solve", HARD) for _ in range(queue + 1)]
        assert until(
            lambda: (
                status(served.address)["search"] | {"jobs": 0}
                == {"workers": 1, "busy": 1, "waiting": queue, "queue": queue, "jobs": 0}
            )
        )
        got, said = ask(served.address, "solve", json.loads(HARD))
        assert (got, said["code"]) == (503, 75)
        assert said["error"] == (
            f"ripple-fp serve: busy: all 1 workers have a job and {queue} more wait for "
            "one; try again in a moment"
        )
        puzzle = (DATA / "ripple.txt").read_text()
        assert ask(served.address, "load", {"kind": "ripple", "puzzle": puzzle})[0] == 200
        for client in hard:
            client.close()
        assert until(lambda: status(served.address)["search"]["waiting"] == 0)
