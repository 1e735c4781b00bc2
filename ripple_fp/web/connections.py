"""The server's connections: uvicorn's HTTP/1.1 protocol (h11), with a time for each
request to arrive whole and a cap on how many connections are open at once.

Haskell counterpart (warp's ``setTimeout`` and a counting semaphore on accept)::

    data Connection = Waiting Deadline | Answering      -- for a request, or with one
    onAccept :: [Connection] -> Connection -> IO ()     -- at the cap: drop the oldest waiting

uvicorn drops a connection that is idle after an answer, but a client that sends a
request slowly, a byte of its header now and then or its body never, holds its
connection for as long as it likes, and a thousand of them hold a thousand. Here each
request must arrive whole, headers and body, within :data:`REQUEST_SECONDS` of its
connection being made or of the answer before it on the connection: else the server
answers 408 (when the client has begun a request; a connection that sent nothing is
just closed) and closes the connection. While a request is answered (a search may take
the server's ``--timeout``) no time runs. At most :data:`MAX_CONNECTIONS` are open: one
more closes the oldest that is still waiting for its request, so that a client that
sends its request at once is always heard, or, when every open connection has a
request being answered, is answered 503 itself.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, ClassVar, Final, cast
from weakref import WeakKeyDictionary

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from .guard import HEADERS, error

if TYPE_CHECKING:
    from uvicorn.server import ServerState

REQUEST_SECONDS: Final = 5.0
"""The time a request has to arrive whole, headers and body."""

MAX_CONNECTIONS: Final = 100
"""The most connections open at once (a browser opens at most six to a server)."""

WHOLE: Final = (h11.DONE, h11.MUST_CLOSE, h11.CLOSED)
"""The client's states once its request has arrived whole."""

_WAITING: WeakKeyDictionary[ServerState, dict[Guarded, None]] = WeakKeyDictionary()
"""Each server's connections that wait for a request, the oldest first."""


def raw(status: int, reason: str, message: str) -> bytes:
    """An answer written straight to a connection that is then closed: ``message`` as
    the API's refusals say it, with the headers of every answer."""
    body = error(message)
    lines = [
        f"HTTP/1.1 {status} {reason}".encode(),
        b"content-type: application/json",
        f"content-length: {len(body)}".encode(),
        b"connection: close",
        *(name + b": " + value for name, value in HEADERS),
    ]
    return b"\r\n".join(lines) + b"\r\n\r\n" + body


class Guarded(H11Protocol):
    """A connection of the server (:mod:`module docs <.connections>`)."""

    program: ClassVar[str] = "ripple-fp serve"
    deadline: asyncio.TimerHandle | None = None
    heard: bool = False
    """Has any byte of the request awaited arrived?"""

    def _waiting(self) -> dict[Guarded, None]:
        return _WAITING.setdefault(self.server_state, {})

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(cast("asyncio.Transport", transport))  # a socket's, as uvicorn's
        self._await_request()
        if len(self.connections) > MAX_CONNECTIONS:
            self._make_room()

    def data_received(self, data: bytes) -> None:
        self.heard = True
        super().data_received(data)
        if self.conn.their_state in WHOLE:
            self._stop_waiting()

    def on_response_complete(self) -> None:
        if not self.transport.is_closing():
            self._await_request()
        super().on_response_complete()
        if self.conn.their_state in WHOLE:  # a request sent at once after the last
            self._stop_waiting()

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_waiting()
        super().connection_lost(exc)

    def _await_request(self) -> None:
        """Start the time of the next request."""
        self._stop_waiting()
        self.heard = False
        self.deadline = self.loop.call_later(REQUEST_SECONDS, self._late)
        self._waiting()[self] = None

    def _stop_waiting(self) -> None:
        if self.deadline is not None:
            self.deadline.cancel()
            self.deadline = None
        self._waiting().pop(self, None)

    def _late(self) -> None:
        """The request has not arrived whole in its time: 408, and close."""
        self.deadline = None
        self._drop(
            f"{self.program}: the request did not arrive whole within "
            f"{REQUEST_SECONDS:g} s: the connection is closed"
        )

    def _drop(self, message: str) -> None:
        """Close the connection; with a 408 saying ``message`` if a request was begun
        and no answer to it."""
        self._stop_waiting()
        if self.transport.is_closing():
            return
        if self.heard and self.conn.our_state in (h11.IDLE, h11.SEND_RESPONSE):
            self.transport.write(raw(408, "Request Timeout", message))
        self.transport.close()

    def _make_room(self) -> None:
        """One connection too many: close the oldest that waits for its request, or
        else this one, with a 503."""
        oldest = next((other for other in self._waiting() if other is not self), None)
        if oldest is not None:
            oldest._drop(
                f"{self.program}: {MAX_CONNECTIONS} connections are open and this one had "
                "not sent its request: it is closed for a new one"
            )
            return
        self._stop_waiting()
        message = (
            f"{self.program}: busy: {MAX_CONNECTIONS} connections are open, each with a "
            "request being answered; try again later"
        )
        self.transport.write(raw(503, "Service Unavailable", message))
        self.transport.close()
