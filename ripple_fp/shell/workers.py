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
there. A worker started by a *fork server* (``ripple-fp serve``'s) is its child, not the
command's: it dies with the server, which ends when the command does, and its thread
waits on the command itself, which multiprocessing lets it see (``parent_process``).
Workers ignore Ctrl-C: the terminal sends it to the whole process group, and the
parent, which alone prints, ends them.

The parent may die before its new worker has asked to die with it (the kernel then
never tells it): so the worker looks, right after asking, whether its parent is still
the one it expects, and ends at once if not.

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
from typing import TYPE_CHECKING, ParamSpec, TypeVar

if TYPE_CHECKING:
    from multiprocessing.context import BaseContext
    from multiprocessing.process import BaseProcess

WATCH_EVERY = 0.2
"""Seconds between a worker's looks at its parent."""

_PR_SET_PDEATHSIG = 1

P = ParamSpec("P")
T = TypeVar("T")


@contextmanager
def worker_pool(
    workers: int,
    mp_context: BaseContext | None = None,
    initializer: Callable[..., object] | None = None,
    initargs: tuple[object, ...] = (),
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

    def submit(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> Future[T]:
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
    parent: int | None, initializer: Callable[..., object] | None, initargs: tuple[object, ...]
) -> None:
    """In a new worker: ignore Ctrl-C, die of SIGTERM and with the parent, then run
    ``initializer``.

    ``parent`` is the command's process id, this worker's parent; ``None`` when a
    ``forkserver`` started it, and then its parent is the fork server, which ends with
    the command, and the command is watched besides. A parent that is already gone (the
    worker was re-parented) ends it at once."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # not the command's handler, forked along
    signal.pthread_sigmask(signal.SIG_UNBLOCK, _HELD)  # held back while it was forked
    die_with_parent(parent)
    if initializer is not None:
        initializer(*initargs)


def die_with_parent(parent: int | None) -> None:
    """End this process when its parent ends: at once if it has ended already.
    ``parent``: the process id it must have (``None``: a fork server's child, whose
    parent is the fork server and whose command is the process that asked for it)."""
    if parent is None:
        _let_the_fork_server_go()
    _ask_the_kernel()
    command = multiprocessing.parent_process() if parent is None else None
    watched = os.getppid() if parent is None else parent
    if os.getppid() != watched or (command is not None and not command.is_alive()):
        os._exit(1)  # the parent died before the kernel was asked: it will never say
    if command is not None:
        threading.Thread(
            target=_wait_for, args=(command,), daemon=True, name="command-watch"
        ).start()
    threading.Thread(target=_watch, args=(watched,), daemon=True, name="parent-watch").start()


def _let_the_fork_server_go() -> None:
    """Close this process's copy of the fork server's "alive" pipe. The fork server ends
    when every holder of that pipe's writing end has (its command first), and each of
    its children is given a copy, to ask it for processes of their own: a worker that
    kept it would keep the fork server alive after the command, and so never be told
    that its parent died. (multiprocessing keeps the copy in a private attribute.)"""
    from multiprocessing import forkserver  # noqa: PLC0415 - fork servers' workers only

    server = getattr(forkserver, "_forkserver", None)
    alive = getattr(server, "_forkserver_alive_fd", None)
    if isinstance(alive, int):
        with suppress(OSError):
            os.close(alive)
        server._forkserver_alive_fd = None  # type: ignore[union-attr]


def _ask_the_kernel() -> bool:
    """Ask Linux to kill this process when its parent dies; whether it agreed
    (elsewhere, or without ``prctl``: ``False``, and the watching threads do it)."""
    if sys.platform != "linux":
        return False
    import ctypes  # noqa: PLC0415 - workers only, Linux only

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return bool(libc.prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0) == 0)
    except (OSError, AttributeError):
        return False


def _watch(parent: int) -> None:
    """End this worker once its parent is gone (it is re-parented: a new parent id)."""
    while os.getppid() == parent:
        time.sleep(WATCH_EVERY)
    os._exit(1)


def _wait_for(command: BaseProcess) -> None:
    """End this worker as soon as ``command`` (the process that asked a fork server for
    it) has ended: its sentinel becomes readable then."""
    from multiprocessing.connection import wait  # noqa: PLC0415 - fork servers' workers only

    sentinel = command.sentinel
    while not wait([sentinel]):
        pass
    os._exit(1)
