"""The guard of ``ripple-fp serve``, tried as another site would: its pages (another
origin), its names (DNS rebinding) and its bodies (plain text, forms) are refused, with
a reason and a line in the log, and every answer carries the page's policy."""

from __future__ import annotations

import http.client
import json
import re
from pathlib import Path
from typing import Any

import pytest

from ..signs import GENEROUS, until
from .conftest import Served, serving
from .test_app import DATA

pytestmark = pytest.mark.web
pytest.importorskip("starlette", reason="needs the extra web: pip install 'ripple_fp[web]'")

from ripple_fp.web.guard import host_names, own_origin, refusal  # noqa: E402 - with the extra

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


def own(served: Served) -> dict[str, str]:
    """The headers of the page's own request: its host, its origin."""
    return {"Host": f"127.0.0.1:{served.port}", "Origin": f"http://127.0.0.1:{served.port}"}


JSON = {"Content-Type": "application/json"}


def test_the_pages_own_requests_and_a_command_lines_are_taken(served: Served) -> None:
    assert send(served, "POST", "/api/solve", {**own(served), **JSON}, EASY)[0] == 200
    host = {"Host": f"127.0.0.1:{served.port}"}
    assert send(served, "POST", "/api/solve", {**host, **JSON}, EASY)[0] == 200  # curl's
    same = {**host, **JSON, "Sec-Fetch-Site": "same-origin"}
    assert send(served, "POST", "/api/solve", same, EASY)[0] == 200
    charset = {**own(served), "Content-Type": "application/json; charset=utf-8"}
    assert send(served, "POST", "/api/solve", charset, EASY)[0] == 200
    assert send(served, "GET", "/api/kinds", own(served))[0] == 200


@pytest.mark.parametrize(
    "origin",
    [
        "http://evil.example",
        "null",
        "http://localhost:{port}",
        "http://127.0.0.1:1",
        "https://127.0.0.1:{port}",
    ],
)
def test_a_request_from_another_origin_is_refused(served: Served, origin: str) -> None:
    headers = {**own(served), "Origin": origin.format(port=served.port)}
    for content in ("text/plain", "application/json"):
        status, _, said = send(
            served, "POST", "/api/solve", {**headers, "Content-Type": content}, EASY
        )
        assert status == 403
        assert "may not use this server's API" in said["error"]
    assert send(served, "GET", "/api/kinds", headers)[0] == 403
    assert send(served, "GET", "/api/samples", headers)[0] == 403


@pytest.mark.parametrize("site", ["cross-site", "same-site"])
def test_a_request_of_another_site_without_an_origin_is_refused(served: Served, site: str) -> None:
    headers = {"Host": f"127.0.0.1:{served.port}", "Sec-Fetch-Site": site}
    assert send(served, "POST", "/api/solve", {**headers, **JSON}, EASY)[0] == 403
    assert send(served, "GET", "/api/kinds", headers)[0] == 403


@pytest.mark.parametrize(
    "content", [None, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]
)
def test_a_body_not_sent_as_json_is_refused(served: Served, content: str | None) -> None:
    headers = own(served) | ({} if content is None else {"Content-Type": content})
    status, _, said = send(served, "POST", "/api/solve", headers, EASY)
    assert status == 415
    assert "Content-Type: application/json" in said["error"]


@pytest.mark.parametrize(
    "host",
    ["evil.example:{port}", "evil.example", "127.0.0.1.evil.example:{port}", "", "a@127.0.0.1"],
)
@pytest.mark.parametrize("path", ["/", "/static/app.js", "/api/kinds"])
def test_a_request_for_another_host_is_refused(served: Served, host: str, path: str) -> None:
    name = host.format(port=served.port)
    status, _, said = send(served, "GET", path, {"Host": name, "Origin": f"http://{name}"})
    assert status == 400
    assert "this server answers to 127.0.0.1, [::1], localhost only" in said["error"]


@pytest.mark.parametrize(
    "host", ["localhost:{port}", "LOCALHOST:{port}", "[::1]:{port}", "127.0.0.1"]
)
def test_a_request_for_this_machines_names_is_taken(served: Served, host: str) -> None:
    name = host.format(port=served.port)
    assert send(served, "GET", "/", {"Host": name})[0] == 200
    assert send(served, "GET", "/api/kinds", {"Host": name, "Origin": f"http://{name}"})[0] == 200


def test_a_server_started_for_another_name_answers_to_it_too(tmp_path: Path) -> None:
    with serving(tmp_path, "--host", "127.0.0.2") as served:
        assert served.host == "127.0.0.2"
        assert send(served, "GET", "/", {"Host": f"127.0.0.2:{served.port}"})[0] == 200
        assert send(served, "GET", "/", {"Host": f"127.0.0.3:{served.port}"})[0] == 400


def test_a_refusal_is_one_line_in_the_log(served: Served) -> None:
    headers = {"Host": f"127.0.0.1:{served.port}", **JSON}
    assert send(served, "POST", "/api/refused-here", headers, "{}")[0] == 404
    lines = until(lambda: [line for line in served.lines() if "refused-here" in line])
    assert len(lines) == 1
    assert lines[0].startswith("ripple-fp serve: 127.0.0.1:")
    assert lines[0].endswith(
        " POST /api/refused-here 404: no such API: /api/refused-here (there are kinds, load, "
        "solve, check, play, hint, explain, convert, generate, diagnose, largest)"
    )


def test_a_refusal_is_one_line_in_the_log_whatever_the_client_wrote(served: Served) -> None:
    headers = {"Host": f"127.0.0.1:{served.port}", **JSON}
    assert send(served, "POST", "/api/x%0Aripple-fp%20serve:%20forged", headers, "{}")[0] == 404
    lines = until(lambda: [line for line in served.lines() if "forged" in line])
    assert len(lines) == 1
    assert lines[0].startswith("ripple-fp serve: 127.0.0.1:")
    assert " POST /api/x ripple-fp serve: forged 404: " in lines[0]


def answers(served: Served) -> list[tuple[str, int, dict[str, str]]]:
    """One answer of each kind the server gives: the page, its files, the API's, and its
    refusals."""
    host, mine = {"Host": f"127.0.0.1:{served.port}"}, {**own(served), **JSON}
    asked: list[tuple[str, str, dict[str, str], str | None]] = [
        ("GET", "/", host, None),
        ("GET", "/static/app.js", host, None),
        ("GET", "/static/style.css", host, None),
        ("GET", "/static/missing.js", host, None),
        ("GET", "/favicon.ico", host, None),
        ("GET", "/api/kinds", host, None),
        ("GET", "/api/samples", host, None),
        ("POST", "/api/solve", mine, EASY),
        ("POST", "/api/solve", mine, "[1]"),
        ("POST", "/api/nothing", mine, "{}"),
        ("GET", "/api/solve", host, None),
        ("POST", "/api/solve", {**mine, "Origin": "http://evil.example"}, EASY),
        ("POST", "/api/solve", {**mine, "Content-Type": "text/plain"}, EASY),
        ("GET", "/", {"Host": "evil.example"}, None),
    ]
    return [
        (f"{method} {path}", *send(served, method, path, headers, body)[:2])
        for method, path, headers, body in asked
    ]


def test_every_answer_says_what_a_browser_may_do_with_it(served: Served) -> None:
    seen = answers(served)
    assert {status for _, status, _ in seen} >= {200, 204, 400, 403, 404, 405, 415}
    for request, status, headers in seen:
        policy = headers.get("content-security-policy", "")
        assert "default-src 'self'" in policy, (request, status)
        assert "frame-ancestors 'none'" in policy, (request, status)
        assert "'unsafe-inline'" not in policy
        assert headers.get("x-content-type-options") == "nosniff", (request, status)
        assert headers.get("x-frame-options") == "DENY", (request, status)


def test_the_page_has_no_inline_script_or_style() -> None:
    page = (Path(__file__).parents[2] / "ripple_fp" / "web" / "static" / "index.html").read_text()
    assert "<style" not in page
    assert " style=" not in page
    assert all('src="/static/' in tag for tag in page.split("<script")[1:])
    assert not re.search(r"\son[a-z]+=", page)  # no handler in an attribute


# --- the rules, as pure functions -----------------------------------------------------------


def test_host_names_are_this_machines_and_the_one_given() -> None:
    assert host_names("127.0.0.1") == {"localhost", "127.0.0.1", "::1"}
    assert host_names("[::]") == {"localhost", "127.0.0.1", "::1", "::"}
    assert host_names("Puzzles.Example") == {"localhost", "127.0.0.1", "::1", "puzzles.example"}


@pytest.mark.parametrize(
    ("origin", "host", "same"),
    [
        ("http://127.0.0.1:8000", "127.0.0.1:8000", True),
        ("http://LOCALHOST:8000", "localhost:8000", True),
        ("http://[::1]:8000", "[::1]:8000", True),
        ("http://localhost", "localhost:80", True),
        ("http://localhost:8000", "127.0.0.1:8000", False),
        ("http://127.0.0.1:8001", "127.0.0.1:8000", False),
        ("https://127.0.0.1:8000", "127.0.0.1:8000", False),
        ("null", "127.0.0.1:8000", False),
        ("http://127.0.0.1:8000/x", "127.0.0.1:8000", False),
        ("file://", "127.0.0.1:8000", False),
        ("http://127.0.0.1:99999", "127.0.0.1:8000", False),
    ],
)
def test_an_origin_is_the_pages_own_when_scheme_name_and_port_agree(
    origin: str, host: str, same: bool
) -> None:
    assert own_origin(origin, "http", host) is same


def scope(path: str, headers: dict[str, str], method: str = "GET") -> dict[str, Any]:
    encoded = [(name.lower().encode(), value.encode()) for name, value in headers.items()]
    return {"type": "http", "path": path, "method": method, "scheme": "http", "headers": encoded}


def test_only_the_api_is_guarded_against_other_origins() -> None:
    hosts = host_names("127.0.0.1")
    evil = {"Host": "127.0.0.1:8000", "Origin": "http://evil.example"}
    assert refusal(scope("/", evil), hosts, "p") is None  # the page may be linked to
    assert refusal(scope("/api/kinds", evil), hosts, "p") is not None
    post = refusal(scope("/api/solve", {"Host": "127.0.0.1:8000"}, "POST"), hosts, "p")
    assert post is not None
    assert post.status == 415
