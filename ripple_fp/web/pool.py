"""Each request's job on a worker process, off the event loop, ended when its time is
up or its client has gone.

Haskell counterpart (``async``'s ``race`` against a timer and the client)::

    runJob :: Seconds -> IO Bool -> Job -> IO (Maybe Answer)
    runJob limit gone job = withWorker $ \\w ->
        either id (const Nothing) <$> race (ask w job) (timer limit <|> gone)

A worker answers one job after another; the only way to stop a search in it is to end
it, so a job whose request passes its limit, or whose client goes away, has its worker
killed at once, and the next job that needs one starts a fresh one. Workers are forked
by a *fork server* that imported every kind once (:func:`~.jobs.warm`): starting one
costs a fork, not an import, and the pool starts ``workers`` of them with the server,
so an answer costs its search, not a fork. At most ``workers`` jobs run at once; the
others wait their turn, within their own time limit, and at most ``queue`` of them: one
more is refused at once (:class:`Busy`), as a job whose client goes away while it
waits leaves the queue. The server, when it stops, kills every worker
(:meth:`Pool.close`).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import time
from collections.abc import Awaitable, Callable
from contextlib import suppress
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..kinds.kind import Limits
from ..shell.workers import start_worker
from .jobs import Answer, Json, answer

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

PRELOAD = ["ripple_fp.shell.main", "ripple_fp.web.app", "ripple_fp.web.warmed"]
"""What the fork server imports before it forks a worker: the server's own modules too,
for each worker's process imports the server's main module again (``multiprocessing``
does, to find its functions), and finds them loaded."""

GRACE = 1.0
"""Seconds a search past its own time limit has to say so before it is killed."""

QUEUED_PER_WORKER = 16
"""How many jobs may wait for each worker before one more is refused (:class:`Busy`)."""

POLL = 0.1
"""Seconds between two looks at a job's client while it waits or runs."""


_LOST: Answer = (500, {"error": "the search's process ended without an answer", "code": 70})
"""The answer of a job whose worker ended without one."""


class TimeUp(Exception):  # noqa: N818 - an outcome, not a fault
    """The job did not answer within its time."""


class Gone(Exception):  # noqa: N818 - an outcome, not a fault
    """The client went away before the job answered."""


class Busy(Exception):  # noqa: N818 - an outcome, not a fault
    """Every worker is busy and the queue is full: the job is not taken."""


def _serve(connection: Connection) -> None:
    """In a worker: answer each job sent, until the server closes its end. Ctrl-C at a
    terminal reaches the whole group; the server ends its workers itself, and a server
    killed outright (SIGKILL) ends them too, searching or not: they die with the fork
    server, which ends with it, and watch the server (:func:`~ripple_fp.shell.workers.
    start_worker`)."""
    start_worker(None, None, ())
    with connection:
        while True:
            try:
                name, request, limits, seconds = connection.recv()
            except EOFError:
                return
            connection.send(answer(name, request, limits, seconds))


@dataclass(frozen=True)
class _Worker:
    """A worker's process and the server's end of its pipe."""

    process: BaseProcess
    connection: Connection


class Pool:
    """Worker processes for jobs: at most ``workers`` at once, and at most ``queue``
    jobs waiting for one (default: :data:`QUEUED_PER_WORKER` for each worker)."""

    def __init__(self, workers: int, queue: int | None = None) -> None:
        self.context = multiprocessing.get_context("forkserver")
        self.context.set_forkserver_preload(PRELOAD)
        self.workers = workers
        self.queue = QUEUED_PER_WORKER * workers if queue is None else queue
        self.slots = asyncio.Semaphore(workers)
        self.idle: list[_Worker] = []
        self.running: set[_Worker] = set()
        self.busy = 0
        self.waiting = 0
        self.jobs = 0

    def status(self) -> dict[str, int]:
        """How many workers there are, how many have a job, how many jobs wait for one
        and how many may, and how many jobs they have taken since the pool started."""
        return {
            "workers": self.workers,
            "busy": self.busy,
            "waiting": self.waiting,
            "queue": self.queue,
            "jobs": self.jobs,
        }

    async def start(self) -> None:
        """Start the fork server (it imports every kind once) and the workers, off the
        event loop."""
        loop = asyncio.get_running_loop()
        for _ in range(self.workers):
            self.idle.append(await loop.run_in_executor(None, self._new_worker))

    def _new_worker(self) -> _Worker:
        ours, theirs = self.context.Pipe()
        process = self.context.Process(target=_serve, args=(theirs,), daemon=True)
        process.start()
        theirs.close()
        return _Worker(process, ours)

    async def run(
        self,
        name: str,
        request: Json,
        limits: Limits,
        seconds: float,
        gone: Callable[[], Awaitable[bool]],
    ) -> Answer:
        """Job ``name``'s answer within ``seconds`` (waiting for a slot counts);
        :class:`TimeUp` or :class:`Gone` when there is none, its worker ended, and
        :class:`Busy` at once when every worker is busy and the queue is full. The job
        itself is held to ``seconds``, the limit its time-out names; what it waited
        for a slot is taken off the time the pool gives it before ending it."""
        deadline = time.monotonic() + seconds
        await self._slot(deadline, gone)
        self.busy += 1
        self.jobs += 1
        try:
            left = max(deadline - time.monotonic(), 0.01)
            return await self._on_worker((name, request, limits, seconds), left, gone)
        finally:
            self.busy -= 1
            self.slots.release()

    async def _slot(self, deadline: float, gone: Callable[[], Awaitable[bool]]) -> None:
        """A worker's slot, taken in turn before ``deadline``: :class:`Busy` at once if
        the queue is full, :class:`Gone` as soon as the client has gone,
        :class:`TimeUp` at the deadline."""
        if self.slots.locked() and self.waiting >= self.queue:
            raise Busy
        self.waiting += 1
        taking = asyncio.ensure_future(self.slots.acquire())
        try:
            while not taking.done():
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeUp
                await asyncio.wait({taking}, timeout=min(left, POLL))
                if not taking.done() and await gone():
                    raise Gone
        except BaseException:
            if taking.done() and not taking.cancelled():
                self.slots.release()  # taken as the job left: the next one's
            taking.cancel()
            raise
        finally:
            self.waiting -= 1

    async def _on_worker(
        self,
        job: tuple[str, Json, Limits, float],
        seconds: float,
        gone: Callable[[], Awaitable[bool]],
    ) -> Answer:
        loop = asyncio.get_running_loop()
        worker = (
            self.idle.pop() if self.idle else await loop.run_in_executor(None, self._new_worker)
        )
        self.running.add(worker)
        ready: asyncio.Future[None] = loop.create_future()

        def arrived() -> None:
            if not ready.done():
                ready.set_result(None)

        answered = False
        loop.add_reader(worker.connection.fileno(), arrived)
        try:
            try:
                worker.connection.send(job)
            except OSError:  # a worker that ended while it waited
                return _LOST
            deadline = time.monotonic() + seconds + GRACE
            while not ready.done():
                if time.monotonic() > deadline:
                    raise TimeUp
                if await gone():
                    raise Gone
                with suppress(TimeoutError):
                    await asyncio.wait_for(asyncio.shield(ready), POLL)
            try:
                result: Answer = worker.connection.recv()
            except EOFError:
                return _LOST
            answered = True
            return result
        finally:
            loop.remove_reader(worker.connection.fileno())
            self.running.discard(worker)
            if answered:
                self.idle.append(worker)
            else:
                await loop.run_in_executor(None, self._end, worker)

    def _end(self, worker: _Worker) -> None:
        """Kill ``worker`` unless it has ended, and reap it (once: the pool's
        closing may have ended it already)."""
        worker.connection.close()
        with suppress(ValueError):  # its process object is closed: ended before
            if worker.process.is_alive():
                worker.process.kill()
            worker.process.join()
            worker.process.close()

    def end_workers(self) -> None:
        """Kill every worker of the pool and reap it."""
        workers = [*self.running, *self.idle]
        self.running.clear()
        self.idle.clear()
        for worker in workers:
            with suppress(ValueError, OSError):
                self._end(worker)

    def close(self) -> None:
        """Kill every worker, then end the fork server and the resource tracker
        (:func:`stop_helpers`)."""
        self.end_workers()
        stop_helpers()


def stop_helpers() -> None:
    """End the fork server and the resource tracker and wait for them
    (multiprocessing's own ``_stop``, which its tests use: otherwise they end on their
    own a moment after the server). Every pool's workers are ended first: the pools
    share them."""
    from multiprocessing import forkserver, resource_tracker  # noqa: PLC0415

    for helper in (forkserver._forkserver, resource_tracker._resource_tracker):
        stop = getattr(helper, "_stop", None)  # private, so not in multiprocessing's stubs
        if stop is not None:
            with suppress(Exception):
                stop()
