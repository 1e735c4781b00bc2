"""The guard of ``ripple-fp serve``: every refusal is one line in the log."""

from __future__ import annotations

import http.client
import json
from typing import Any

import pytest

from ..signs import GENEROUS, until
from .conftest import Served
from .test_app import DATA

pytestmark = pytest.mark.web

EASY = json.dumps({"kind": "ripple", "puzzle": (DATA / "ripple.txt").read_text()})


def send(
    served: Served, method: str, path: str, headers: dict[str, str], body: str | None = None
) -> tuple[int, dict[str, str], Any]:
    """The status, headers and JSON answer (or text) of one request, every header as
    given: ``Host`` too."""
    connection = http.client.HTTPConnection(served.host, served.port, timeout=GENEROUS)
    connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
    for name, value in headers.items():
        connection.putheader(name, value)
    data = body.encode() if body is not None else b""
    if body is not None:
        connection.putheader("Content-Length", str(len(data)))
    connection.endheaders(data)
    response = connection.getresponse()
    text = response.read()
    connection.close()
    got = {name.lower(): value for name, value in response.getheaders()}
    said = json.loads(text) if got.get("content-type") == "application/json" else text
    return response.status, got, said


JSON = {"Content-Type": "application/json"}


def test_a_refusal_is_one_line_in_the_log(served: Served) -> None:
    headers = {"Host": f"127.0.0.1:{served.port}", **JSON}
    assert send(served, "POST", "/api/refused-here", headers, "{}")[0] == 404
    lines = until(lambda: [line for line in served.lines() if "refused-here" in line])
    assert len(lines) == 1
    assert lines[0].startswith("ripple-fp serve: 127.0.0.1:")
    assert lines[0].endswith(
        " POST /api/refused-here 404: no such API: /api/refused-here (there are kinds, load, "
        "solve, check, play, hint, explain, convert, generate)"
    )


def test_a_refusal_is_one_line_in_the_log_whatever_the_client_wrote(served: Served) -> None:
    headers = {"Host": f"127.0.0.1:{served.port}", **JSON}
    assert send(served, "POST", "/api/x%0Aripple-fp%20serve:%20forged", headers, "{}")[0] == 404
    lines = until(lambda: [line for line in served.lines() if "forged" in line])
    assert len(lines) == 1
    assert lines[0].startswith("ripple-fp serve: 127.0.0.1:")
    assert " POST /api/x ripple-fp serve: forged 404: " in lines[0]
