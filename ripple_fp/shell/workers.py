"""Worker processes that never outlive the command: pools that end their workers on
an interrupt, and workers that end themselves when their parent is gone.

Haskell counterpart (``async``'s structured concurrency)::

    withWorkers :: Int -> (Pool -> IO a) -> IO a
    withWorkers n act = bracketOnError (newPool n) killWorkers act

``ProcessPoolExecutor``'s own ``shutdown`` waits for running tasks, which may search for
minutes: on Ctrl-C or SIGTERM the command must not wait. :func:`worker_pool` ends the
workers at once when anything interrupts the block. A parent killed by ``SIGKILL`` can
end nothing, so every worker watches its parent (:func:`start_worker`): on Linux the
kernel sends it ``SIGKILL`` when the parent dies (``prctl(PR_SET_PDEATHSIG)``), and on
every system a thread checks every :data:`WATCH_EVERY` seconds that the parent is still
there. Workers ignore Ctrl-C: the terminal sends it to the whole process group, and the
parent, which alone prints, ends them.

A worker is started (forked) when a task is submitted, and Ctrl-C or SIGTERM may arrive
just then: the command's handler raises, but Python runs ``os.fork``'s own callbacks
(``logging`` registers one) in the parent right after the fork, and an exception raised
inside one is printed and dropped ("Exception ignored in ...") instead of ending the
command. So the pool submits with the two signals held back (:class:`_Pool`); they are
delivered, and the handler raises where it can end the run, the moment after.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import contextmanager, suppress
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from multiprocessing.context import BaseContext
    from multiprocessing.process import BaseProcess

WATCH_EVERY = 0.2
"""Seconds between a worker's looks at its parent."""

_PR_SET_PDEATHSIG = 1


@contextmanager
def worker_pool(
    workers: int,
    mp_context: BaseContext | None = None,
    initializer: Callable[..., object] | None = None,
    initargs: tuple[Any, ...] = (),
) -> Iterator[ProcessPoolExecutor]:
    """A process pool whose workers watch this process, ended at once (not waited for)
    when the block is left by an exception: an interrupt, a signal, a closed generator."""
    method = (mp_context or multiprocessing.get_context()).get_start_method()
    parent = None if method == "forkserver" else os.getpid()  # else the server's child
    before = set(multiprocessing.active_children())
    pool = _Pool(
        max_workers=workers,
        mp_context=mp_context,
        initializer=start_worker,
        initargs=(parent, initializer, initargs),
    )
    try:
        yield pool
        pool.shutdown(wait=True, cancel_futures=True)  # may wait: an interrupt lands here too
    except BaseException:
        end_workers(pool, set(multiprocessing.active_children()) - before)
        raise


_HELD = frozenset({signal.SIGINT, signal.SIGTERM})
"""The signals held back while a worker is forked (and let through in the worker)."""


class _Pool(ProcessPoolExecutor):
    """A process pool that forks its workers with Ctrl-C and SIGTERM held back."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        if threading.current_thread() is not threading.main_thread():
            return super().submit(fn, *args, **kwargs)
        held = signal.pthread_sigmask(signal.SIG_BLOCK, _HELD)
        try:
            return super().submit(fn, *args, **kwargs)
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, held)


def end_workers(pool: ProcessPoolExecutor, started: Iterable[BaseProcess] = ()) -> None:
    """Kill the pool's worker processes (and ``started``: processes an interrupt caught
    between their start and the pool's record of them), and let it go without waiting."""
    processes = {*(getattr(pool, "_processes", None) or {}).values(), *started}
    for process in processes:
        with suppress(OSError, ValueError):
            process.kill()
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        with suppress(OSError, ValueError, AssertionError):
            process.join(1.0)


def start_worker(
    parent: int | None, initializer: Callable[..., object] | None, initargs: tuple[Any, ...]
) -> None:
    """In a new worker: ignore Ctrl-C, die of SIGTERM and with the parent, then run
    ``initializer``.

    ``parent`` is the command's process id, this worker's parent; ``None`` when a
    ``forkserver`` started it, and then its parent is the server, which ends with the
    command. A parent that is already gone (the worker was re-parented) ends it at once."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # not the command's handler, forked along
    signal.pthread_sigmask(signal.SIG_UNBLOCK, _HELD)  # held back while it was forked
    _die_with_parent()
    watched = os.getppid() if parent is None else parent
    if os.getppid() != watched:
        os._exit(1)
    threading.Thread(target=_watch, args=(watched,), daemon=True, name="parent-watch").start()
    if initializer is not None:
        initializer(*initargs)


def _die_with_parent() -> None:
    """Ask Linux to kill this process when its parent dies (elsewhere: nothing)."""
    if sys.platform != "linux":
        return
    import ctypes  # noqa: PLC0415 - workers only, Linux only

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):
        return


def _watch(parent: int) -> None:
    """End this worker once its parent is gone (it is re-parented: a new parent id)."""
    while os.getppid() == parent:
        time.sleep(WATCH_EVERY)
    os._exit(1)
