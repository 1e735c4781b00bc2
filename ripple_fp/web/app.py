"""The server: the page, its static files, the bundled samples and the JSON API.

Haskell counterpart::

    app :: Pools -> Application           -- routes to the page and to the jobs
    serve :: Serve -> IO ExitCode         -- bind, say where, run until a signal

Every ``POST /api/NAME`` takes a JSON object and answers one (:mod:`.jobs` says what
each job takes and gives, and docs/cli.md lists them); the job runs on a process of
its own (:mod:`.pool`): a search on one of the ``--workers``, a cheap job (:data:`QUICK`)
on one of :data:`QUICK_WORKERS` of its own, so that it is answered while every search
worker is busy. A body that is not a JSON object, or is larger than :data:`MAX_BODY`,
or a puzzle that its first look shows past the limits (:mod:`.look`) is refused here,
before any worker: a 400 or a 413 with its reason, as every refusal is, never a
traceback. Before the routes, the guard (:mod:`.guard`) lets through only requests for
this server's host names and, to the API, from its own page; each connection has its
time (:mod:`.connections`). The page is plain HTML, CSS and JavaScript from
``static/``: nothing is loaded from another host, nothing inline.
"""

from __future__ import annotations

import json
import logging
import os
import socket
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib.resources import files
from pathlib import Path
from typing import Final

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect, Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp

from ..commands import Serve
from ..kinds import KIND_NAMES
from ..kinds.errors import EXIT_TOO_LARGE, TimedOut, describe
from .guard import LOG, Guard, host_names
from .jobs import JOBS, PUZZLE, TIMED_OUT, Json
from .look import first_look
from .pool import Busy, Gone, Pool, TimeUp, stop_helpers

STATIC: Final = Path(str(files("ripple_fp.web") / "static"))
"""The page's files, shipped in the package."""

SAMPLES: Final = STATIC / "samples"
"""The bundled sample puzzles: ``KIND-NAME.txt``."""

MAX_BODY: Final = 2**20
"""The largest request body taken: 1 MiB (the largest puzzle of the project, a 100x100
Ripple Effect, is 64 KB of text; the commands read files of up to 100 MiB)."""

QUICK: Final = frozenset({"kinds", "load", "check", "play", "convert", "diagnose", "largest"})
"""The jobs that read, judge or write a puzzle: they run on workers of their own, never
behind the searches. (``play`` searches for the solution it marks entries against: on a
puzzle that takes a while, its worker is held as long, within the time limit.)"""

QUICK_WORKERS: Final = 2
"""How many workers answer the :data:`QUICK` jobs."""

BUSY: Final = 75
"""The ``code`` of a job refused because the server is busy (``EX_TEMPFAIL``: try again
later)."""

GONE: Final = 499
"""The status logged for a request whose client went away before its answer (nginx's;
nothing is sent)."""


def create_app(command: Serve, workers: int) -> ASGIApp:
    """The application: the page and the API behind the guard, each job held to the
    command's limits and time, at most ``workers`` searching at once."""
    limits, seconds = command.limits, command.timeout
    searching, quick = Pool(workers), Pool(QUICK_WORKERS)

    @asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        await searching.start()
        await quick.start()
        try:
            yield
        finally:
            searching.end_workers()
            quick.end_workers()
            stop_helpers()

    async def run(name: str, body: Json, request: Request) -> Response:
        """Job ``name`` on its pool, and its answer; a time-out, a client gone or a
        full queue said as a refusal."""
        pool = quick if name in QUICK else searching
        try:
            status, said = await pool.run(name, body, limits, seconds, request.is_disconnected)
        except TimeUp:
            message = describe(TimedOut(PUZZLE, seconds), f"ripple-fp {name}")
            return _refused(TIMED_OUT, message, 124)
        except Gone:
            return _refused(GONE, "the client went away before its answer")
        except Busy:
            message = (
                f"{command.program}: busy: all {pool.workers} workers have a job and "
                f"{pool.queue} more wait for one; try again in a moment"
            )
            return _refused(503, message, BUSY)
        return JSONResponse(said, status_code=status)

    async def page(_: Request) -> Response:
        return FileResponse(STATIC / "index.html")

    async def samples(_: Request) -> Response:
        found = [
            {"name": path.stem, "kind": path.stem.split("-", 1)[0], "puzzle": path.read_text()}
            for path in sorted(SAMPLES.glob("*.txt"))
            if path.stem.split("-", 1)[0] in KIND_NAMES
        ]
        return JSONResponse({"samples": found})

    async def job(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in JOBS:
            return _refused(404, f"no such API: /api/{name} (there are {', '.join(JOBS)})")
        body = await _body(request)
        if isinstance(body, Response):
            return body
        puzzle = body.get("puzzle")
        large = first_look(puzzle, limits, PUZZLE) if isinstance(puzzle, str) else None
        if large is not None:
            return _refused(413, describe(large, f"ripple-fp {name}"), EXIT_TOO_LARGE)
        return await run(name, body, request)

    async def kinds(request: Request) -> Response:
        return await run("kinds", {}, request)

    async def status(_: Request) -> Response:
        return JSONResponse({"search": searching.status(), "quick": quick.status()})

    async def refused(_: Request, error: Exception) -> Response:
        status = error.status_code if isinstance(error, HTTPException) else 400
        detail = error.detail if isinstance(error, HTTPException) else str(error)
        return _refused(status, f"{detail}: {', '.join(f'/api/{n}' for n in JOBS)} take POST")

    app = Starlette(
        exception_handlers={HTTPException: refused},
        routes=[
            Route("/", page),
            Route("/favicon.ico", lambda _: Response(status_code=204)),
            Route("/api/kinds", kinds, methods=["GET"]),
            Route("/api/samples", samples, methods=["GET"]),
            Route("/api/status", status, methods=["GET"]),
            Route("/api/{name}", job, methods=["POST"]),
            Mount("/static", StaticFiles(directory=STATIC), name="static"),
        ],
        lifespan=lifespan,
    )
    return Guard(app, host_names(command.host), command.program)


def _refused(status: int, message: str, code: int = 2) -> Response:
    return JSONResponse({"error": message, "code": code}, status_code=status)


async def _body(request: Request) -> Json | Response:
    """The request's JSON object, or the 400 or 413 that says why there is none (or
    that its client went away before sending it whole)."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_BODY:
        return _refused(413, f"the request is larger than {MAX_BODY // 2**20} MiB")
    data = bytearray()
    try:
        async for chunk in request.stream():
            data.extend(chunk)
            if len(data) > MAX_BODY:
                return _refused(413, f"the request is larger than {MAX_BODY // 2**20} MiB")
    except ClientDisconnect:
        return _refused(GONE, "the client went away before sending its whole request")
    try:
        body: object = json.loads(bytes(data).decode("utf-8"))
    except UnicodeDecodeError:
        return _refused(400, "the request is not UTF-8 text")
    except (ValueError, RecursionError):
        return _refused(400, "the request is not JSON")
    if not isinstance(body, dict):
        return _refused(400, "the request must be a JSON object")
    return body


def listen(command: Serve) -> socket.socket:
    """The socket the server will take connections on, bound to the command's host and
    port (port 0: any free one); ``OSError`` if it cannot be."""
    family = socket.getaddrinfo(command.host, command.port, type=socket.SOCK_STREAM)[0][0]
    return socket.create_server((command.host, command.port), family=family)


def address(listening: socket.socket) -> str:
    """The page's address on ``listening``: ``http://127.0.0.1:8000/``."""
    host, port = listening.getsockname()[:2]
    return f"http://{f'[{host}]' if ':' in host else host}:{port}/"


def serve(command: Serve, listening: socket.socket) -> None:
    """Serve on ``listening`` until a signal stops the server, every refusal a line on
    standard error; every worker is ended by then."""
    import uvicorn  # noqa: PLC0415 - the extra, imported where it is run

    from .connections import Guarded  # noqa: PLC0415 - uvicorn's, with it

    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(message)s"))
    LOG.addHandler(handler)
    LOG.setLevel(logging.INFO)
    LOG.propagate = False
    workers = command.workers or 2 * (os.cpu_count() or 1)
    app = create_app(command, workers)
    config = uvicorn.Config(
        app,
        http=Guarded,
        log_level="warning",
        timeout_graceful_shutdown=2,
        lifespan="on",
    )
    uvicorn.Server(config).run(sockets=[listening])
