"""Each request's job on a process of its own, off the event loop, ended when its time
is up or its client has gone.

Haskell counterpart (``async``'s ``race`` against a timer and the client)::

    runJob :: Seconds -> IO Bool -> Job -> IO (Maybe Answer)
    runJob limit gone job = withProcess job $ \\p ->
        either id (const Nothing) <$> race (waitProcess p) (timer limit <|> gone)

A pool of long-lived workers cannot stop one search without ending its worker, so each
job gets a process of its own, forked by a *fork server* that imported every kind once
(:func:`~.jobs.warm`): starting one costs a fork, not an import. At most ``workers``
run at once; the others wait their turn, within their own time limit. A job whose
request passes its limit, or whose client goes away, has its process killed at once;
the server, when it stops, kills every process still running (:meth:`Pool.close`).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import time
from collections.abc import Awaitable, Callable
from contextlib import suppress
from typing import TYPE_CHECKING, Any

from ..kinds.kind import Limits
from .jobs import Answer, Json, answer

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

PRELOAD = ["ripple_fp.shell.main", "ripple_fp.web.app", "ripple_fp.web.warmed"]
"""What the fork server imports before it forks a job: the server's own modules too, for
each job's process imports the server's main module again (``multiprocessing`` does,
to find its functions), and finds them loaded."""

GRACE = 1.0
"""Seconds a search past its own time limit has to say so before it is killed."""


class TimeUp(Exception):  # noqa: N818 - an outcome, not a fault
    """The job did not answer within its time."""


class Gone(Exception):  # noqa: N818 - an outcome, not a fault
    """The client went away before the job answered."""


def _child(
    connection: Connection, name: str, request: Json, limits: Limits, seconds: float
) -> None:
    """In the job's process: answer, send the answer back, and go."""
    try:
        connection.send(answer(name, request, limits, seconds))
    finally:
        connection.close()


class Pool:
    """Processes for jobs: at most ``workers`` at once."""

    def __init__(self, workers: int) -> None:
        self.context = multiprocessing.get_context("forkserver")
        self.context.set_forkserver_preload(PRELOAD)
        self.slots = asyncio.Semaphore(workers)
        self.running: set[BaseProcess] = set()

    async def start(self) -> None:
        """Start the fork server (it imports every kind once), off the event loop."""
        await asyncio.get_running_loop().run_in_executor(None, self._first)

    def _first(self) -> None:
        process = self.context.Process(target=os.getpid)
        process.start()
        process.join()

    async def run(
        self,
        name: str,
        request: Json,
        limits: Limits,
        seconds: float,
        gone: Callable[[], Awaitable[bool]],
    ) -> Answer:
        """Job ``name``'s answer within ``seconds`` (waiting for a slot counts);
        :class:`TimeUp` or :class:`Gone` when there is none, its process ended."""
        deadline = time.monotonic() + seconds
        try:
            await asyncio.wait_for(self.slots.acquire(), seconds)
        except TimeoutError as late:
            raise TimeUp from late
        try:
            left = max(deadline - time.monotonic(), 0.01)
            return await self._in_process(name, request, limits, left, gone)
        finally:
            self.slots.release()

    async def _in_process(
        self,
        name: str,
        request: Json,
        limits: Limits,
        seconds: float,
        gone: Callable[[], Awaitable[bool]],
    ) -> Answer:
        loop = asyncio.get_running_loop()
        receiving, sending = self.context.Pipe(duplex=False)
        process = self.context.Process(
            target=_child, args=(sending, name, request, limits, seconds), daemon=True
        )
        await loop.run_in_executor(None, process.start)
        self.running.add(process)
        sending.close()
        ready: asyncio.Future[None] = loop.create_future()

        def arrived() -> None:
            if not ready.done():
                ready.set_result(None)

        loop.add_reader(receiving.fileno(), arrived)
        try:
            deadline = time.monotonic() + seconds + GRACE
            while not ready.done():
                if time.monotonic() > deadline:
                    raise TimeUp
                if await gone():
                    raise Gone
                with suppress(TimeoutError):
                    await asyncio.wait_for(asyncio.shield(ready), 0.1)
            try:
                result: Answer = receiving.recv()
            except EOFError:
                return 500, {"error": "the search's process ended without an answer", "code": 70}
            return result
        finally:
            loop.remove_reader(receiving.fileno())
            receiving.close()
            await loop.run_in_executor(None, self._end, process)

    def _end(self, process: BaseProcess) -> None:
        """Kill ``process`` unless it has ended, and reap it."""
        if process.is_alive():
            process.kill()
        process.join()
        self.running.discard(process)
        with suppress(ValueError):
            process.close()

    def close(self) -> None:
        """Kill every job's process still running, then end the fork server and the
        resource tracker and wait for them (multiprocessing's own ``_stop``, which its
        tests use: otherwise they end on their own a moment after the server)."""
        for process in list(self.running):
            with suppress(ValueError, OSError):
                self._end(process)
        from multiprocessing import forkserver, resource_tracker  # noqa: PLC0415

        helpers: tuple[Any, ...] = (forkserver._forkserver, resource_tracker._resource_tracker)
        for helper in helpers:
            with suppress(Exception):
                helper._stop()
