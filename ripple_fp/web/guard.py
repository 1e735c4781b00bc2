"""The server's guard, before the routes: every refusal is one line in the server's log.

Haskell counterpart (a WAI middleware)::

    guard :: Program -> Middleware
    guard program app request respond = app request (\\answer -> logged answer >> respond answer)
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass
from typing import Final

from starlette.types import ASGIApp, Message, Receive, Scope, Send

LOG: Final = logging.getLogger("ripple_fp.web")
"""The server's log: one line for every refusal (a status of 400 or more)."""

CONTROL: Final = re.compile(r"[\x00-\x1f\x7f-\x9f]+")
"""What a log line shows as a space: its words are the client's too."""


@dataclass(frozen=True)
class Guard:
    """The middleware: logs every refusal of the routes in one line."""

    app: ASGIApp
    program: str

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        await self.app(scope, receive, self._sending(scope, send))

    def _sending(self, scope: Scope, send: Send) -> Send:
        """``send``, with a refusal logged once its body is sent."""
        status, body = [0], bytearray()

        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                status[0] = message["status"]
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
