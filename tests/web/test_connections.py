"""Slow clients of ``ripple-fp serve``, as an attacker would be: a request whose header
or body never ends is dropped within seconds, a flood of them is capped, and a request
sent at once is answered meanwhile. Each test waits for the server to close the socket
(``recv`` gives ``b""``) or to answer 408, never for a fixed time."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from contextlib import ExitStack

import pytest

from ..signs import GENEROUS
from .conftest import Served, serving
from .test_app import DATA, ask

pytestmark = pytest.mark.web
pytest.importorskip("uvicorn", reason="needs the extra web: pip install 'ripple_fp[web]'")

from ripple_fp.web.connections import (  # noqa: E402 - with the extra
    MAX_CONNECTIONS,
    REQUEST_SECONDS,
    raw,
)


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    """A server of its own: the floods of this module must not slow another's tests."""
    with serving(tmp_path_factory.mktemp("server"), "--timeout", "60") as running:
        yield running


def connect(served: Served, sent: bytes) -> socket.socket:
    client = socket.create_connection((served.host, served.port), timeout=GENEROUS)
    if sent:
        client.sendall(sent)
    return client


def dropped(client: socket.socket) -> bytes:
    """What the server said before it closed the connection (``b""``: nothing); a
    ``TimeoutError`` if it holds it for :data:`GENEROUS` seconds."""
    said = b""
    try:
        while chunk := client.recv(65536):
            said += chunk
    except ConnectionResetError:  # closed with bytes of the client's unread: closed all the same
        pass
    client.close()
    return said


def header(served: Served) -> bytes:
    return f"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1:{served.port}\r\n".encode()


def test_a_request_whose_header_never_ends_is_answered_408_and_dropped(served: Served) -> None:
    said = dropped(connect(served, header(served) + b"Content-Type: appl"))
    assert said.startswith(b"HTTP/1.1 408 ")
    assert b"did not arrive whole within" in said


def test_a_request_whose_body_never_ends_is_answered_408_and_dropped(served: Served) -> None:
    start = header(served) + b"Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n"
    said = dropped(connect(served, start + b'{"kind": "ripple", '))
    assert said.startswith(b"HTTP/1.1 408 ")


def test_a_connection_that_sends_nothing_is_closed(served: Served) -> None:
    assert dropped(connect(served, b"")) == b""


def test_a_second_request_that_never_ends_is_dropped_too(served: Served) -> None:
    body = json.dumps({"kind": "ripple", "puzzle": (DATA / "ripple.txt").read_text()}).encode()
    whole = (
        header(served)
        + f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n".encode()
        + body
    )
    client = connect(served, whole)
    answer = b""
    while b'"stdout"' not in answer:  # the first answer, whole enough to be the solve's
        answer += client.recv(65536)
    assert answer.startswith(b"HTTP/1.1 200 ")
    client.sendall(header(served))  # then a byte now and then of the next: never whole
    rest = dropped(client)
    assert b"HTTP/1.1 408 " in answer + rest


def test_a_flood_of_slow_connections_is_capped_and_a_request_sent_at_once_is_answered(
    served: Served,
) -> None:
    with ExitStack() as held:
        slow = []
        for index in range(MAX_CONNECTIONS + 50):
            body = b"Content-Type: application/json\r\nContent-Length: 5\r\n\r\n{"
            sent = header(served) + (body if index % 2 else b"")  # a slow body, a slow header
            slow.append(held.enter_context(connect(served, sent)))
        status, said = ask(
            served.address,
            "solve",
            {"kind": "ripple", "puzzle": (DATA / "ripple.txt").read_text()},
        )
        assert status == 200
        assert said["code"] == 0
        for client in slow:  # every one of them is closed: at the cap, or at its time
            said = dropped(client)
            assert said == b"" or said.startswith(b"HTTP/1.1 408 ")


def test_a_refusal_written_straight_to_a_connection_is_json_with_the_policy() -> None:
    said = raw(408, "Request Timeout", "slow")
    head, body = said.split(b"\r\n\r\n", 1)
    assert head.startswith(b"HTTP/1.1 408 Request Timeout\r\n")
    assert b"content-security-policy: default-src 'self'" in head
    assert b"connection: close" in head
    assert json.loads(body) == {"error": "slow", "code": 2}
    assert REQUEST_SECONDS <= 10


def test_a_header_sent_a_byte_at_a_time_is_dropped_all_the_same(served: Served) -> None:
    """A byte now and then does not buy the connection more time."""
    client = connect(served, header(served) + b"X-Padding: ")
    client.settimeout(0.2)  # between two bytes, not a limit: the loop ends at a sign
    deadline = time.monotonic() + GENEROUS
    said = None
    while said is None and time.monotonic() < deadline:
        try:
            client.sendall(b"a")
            said = client.recv(65536)
        except TimeoutError:
            continue
        except OSError:  # reset: closed by the server
            said = b""
    assert said is not None, "the connection is still open"
    assert said == b"" or said.startswith(b"HTTP/1.1 408 ")
    client.close()
