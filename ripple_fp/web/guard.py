"""The server's guard, before the routes: only its own host names and its own page may
use it, only JSON is taken, every answer says what a browser may do with it, and every
refusal is one line in the server's log.

Haskell counterpart (a WAI middleware)::

    guard :: Program -> [HostName] -> Middleware
    guard program hosts app request respond
      | host request `notElem` hosts   = respond (refusal 400 ...)   -- DNS rebinding
      | api && not (ownOrigin request) = respond (refusal 403 ...)   -- another site's page
      | post && not (json request)     = respond (refusal 415 ...)   -- a form, plain text
      | otherwise                      = app request (logged (respond . withHeaders))

A page of another site may send requests to a server on this machine: a form, or a
``fetch`` of plain text, needs no permission, and the browser sends it with the page's
``Origin`` (or at least ``Sec-Fetch-Site: cross-site``). So the API takes a request only
from the server's own origin (the scheme and the host it was asked for), and a body only
as ``application/json``, which no page of another origin can send without the server's
permission (a CORS preflight, which it does not give): Jupyter's server does the same.
A page of another site may also be served under a name of its own that resolves to this
machine (*DNS rebinding*): its requests are then of its own origin, but name its host;
so every request must name a host the server was started for (:func:`host_names`).
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final
from urllib.parse import urlsplit

from starlette.datastructures import Headers
from starlette.types import ASGIApp, Message, Receive, Scope, Send

LOG: Final = logging.getLogger("ripple_fp.web")
"""The server's log: one line for every refusal (a status of 400 or more)."""

POLICY: Final = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; "
    "frame-ancestors 'none'"
)
"""The page's Content-Security-Policy: it loads everything from this server (no inline
script or style), and no page of another site may frame it."""

HEADERS: Final = (
    (b"content-security-policy", POLICY.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-resource-policy", b"same-origin"),
)
"""Sent with every answer: the policy; no guessing of a type other than the one said;
no frame, no referrer, no window shared with another site, and nothing of it embedded
in one."""

LOCAL: Final = ("localhost", "127.0.0.1", "::1")
"""The names of this machine every server answers to."""

JSON: Final = "application/json"

CONTROL: Final = re.compile(r"[\x00-\x1f\x7f-\x9f]+")
"""What a log line shows as a space: its words are the client's too."""


def host_names(host: str) -> frozenset[str]:
    """The host names a server started with ``--host HOST`` answers to: this machine's
    own (:data:`LOCAL`) and ``HOST``, without brackets, in lower case."""
    return frozenset((*LOCAL, host.strip("[]").lower()))


DEFAULT_PORTS: Final = {"http": 80, "https": 443}


def _authority(value: str) -> tuple[str, int | None]:
    """A ``Host`` header's name (without brackets, in lower case) and port; ``("", None)``
    if it is none."""
    try:
        parts = urlsplit(f"//{value}")
        port = parts.port
    except ValueError:
        return "", None
    if "@" in parts.netloc or parts.path or not parts.hostname:
        return "", None
    return parts.hostname, port


def own_origin(origin: str, scheme: str, host: str) -> bool:
    """Is ``origin`` (a request's ``Origin`` header) the one of the page the request is
    for, ``scheme://host``? (``null``, another scheme, name or port: no.)"""
    try:
        theirs = urlsplit(origin)
    except ValueError:
        return False
    if theirs.scheme not in DEFAULT_PORTS or theirs.path or theirs.query:
        return False
    name, port = _authority(theirs.netloc)
    ours, our_port = _authority(host)
    default = DEFAULT_PORTS.get(scheme)
    return (theirs.scheme, name, port or DEFAULT_PORTS[theirs.scheme]) == (
        scheme,
        ours,
        our_port or default,
    ) and bool(name)


@dataclass(frozen=True)
class Refusal:
    """A request the guard does not let through: its status and why."""

    status: int
    reason: str


def refusal(scope: Scope, hosts: Iterable[str], program: str) -> Refusal | None:
    """Why the request of ``scope`` is refused before it reaches a route, if it is."""
    headers = Headers(scope=scope)
    host = headers.get("host", "")
    name, _ = _authority(host)
    if name not in hosts:
        names = ", ".join(f"[{h}]" if ":" in h else h for h in sorted(hosts))
        return Refusal(
            400,
            f"{program}: refused: the request is for the host {host!r}, and this server "
            f"answers to {names} only (--host NAME adds one)",
        )
    if not scope["path"].startswith("/api/"):
        return None
    origin = headers.get("origin")
    if origin is not None and not own_origin(origin, scope["scheme"], host):
        own = f"{scope['scheme']}://{host}"
        return Refusal(
            403,
            f"{program}: refused: a page of {origin} may not use this server's API "
            f"(only its own page, {own}, may)",
        )
    if origin is None and headers.get("sec-fetch-site") in ("cross-site", "same-site"):
        return Refusal(403, f"{program}: refused: a page of another site may not use this API")
    if scope["method"] == "POST":
        given = headers.get("content-type", "")
        if given.split(";", 1)[0].strip().lower() != JSON:
            return Refusal(
                415,
                f"{program}: refused: a request's body must be a JSON object sent as "
                f"'Content-Type: {JSON}', not {given or 'without a type'!r}",
            )
    return None


def error(message: str) -> bytes:
    """A refusal's body, as the routes' JSON is written: ``{"error":...,"code":2}``."""
    said = {"error": message, "code": 2}
    return json.dumps(said, ensure_ascii=False, separators=(",", ":")).encode()


def answer(status: int, reason: str) -> tuple[list[tuple[bytes, bytes]], bytes]:
    """The headers and body of a refusal: ``{"error": reason, "code": 2}``."""
    body = error(reason)
    return [
        (b"content-type", JSON.encode()),
        (b"content-length", str(len(body)).encode()),
    ], body


@dataclass(frozen=True)
class Guard:
    """The middleware: refuses what :func:`refusal` refuses, adds :data:`HEADERS` to
    every answer, and logs every refusal, its own and the routes', in one line."""

    app: ASGIApp
    hosts: frozenset[str]
    program: str

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        sending = self._sending(scope, send)
        refused = refusal(scope, self.hosts, self.program)
        if refused is None:
            await self.app(scope, receive, sending)
            return
        headers, body = answer(refused.status, refused.reason)
        await sending(
            {"type": "http.response.start", "status": refused.status, "headers": headers}
        )
        await sending({"type": "http.response.body", "body": body})

    def _sending(self, scope: Scope, send: Send) -> Send:
        """``send``, with :data:`HEADERS` added to the answer, and a refusal logged once
        its body is sent."""
        status, body = [0], bytearray()

        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                status[0] = message["status"]
                message = {**message, "headers": [*message.get("headers", []), *HEADERS]}
            elif message["type"] == "http.response.body" and status[0] >= 400:
                body.extend(message.get("body", b"")[:4096])
                if not message.get("more_body", False):
                    self._log(scope, status[0], bytes(body))
            await send(message)

        return sending

    def _log(self, scope: Scope, status: int, body: bytes) -> None:
        """One line: the client, the request, its status, and the error it was told."""
        try:
            said = json.loads(body).get("error", "")
        except (ValueError, AttributeError):
            said = ""
        client = scope.get("client")
        who = f"{client[0]}:{client[1]}" if client else "?"
        line = f"{self.program}: {who} {scope['method']} {scope['path']} {status}"
        LOG.warning(CONTROL.sub(" ", f"{line}: {said}" if said else line)[:400])
