"""A Dask cluster as a ``concurrent.futures.Executor``: ``--scheduler tcp://HOST:PORT``.

Haskell counterpart (Cloud Haskell's ``withNode``)::

    withCluster :: Maybe Address -> (Executor -> IO a) -> IO a

Dask's ``distributed`` package (the optional extra ``dask``) connects a client to a
scheduler, which hands tasks to worker processes on any number of machines;
``Client.get_executor()`` is that cluster seen as a ``concurrent.futures.Executor``, so
the batch and the generator, which take any executor, run on it unchanged. Without an
address the client connects where Dask's configuration says (``DASK_SCHEDULER_ADDRESS``),
or starts a local cluster. A task and its arguments travel by pickle, and each worker
needs ripple_fp installed; the workers read and write no file (the command does), so
they need not share a file system with it.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from concurrent.futures import Executor
from contextlib import contextmanager
from typing import Protocol

from ..kinds.errors import MissingExtra, NoCluster

CONNECT_SECONDS = 10
"""How long to try to reach a scheduler before giving up."""


class ClusterError(Exception):
    """No cluster to run on: the scheduler cannot be reached (or, :class:`DaskMissingError`, Dask
    is not installed). The message is one line for a person."""

    def run_error(self) -> NoCluster | MissingExtra:
        """What the command that wanted the cluster ends in: exit 8, no cluster."""
        return NoCluster(str(self))


class DaskMissingError(ClusterError):
    """Dask, the extra ``dask``, is not installed: the run ends as any run without an
    extra it needs does (exit 9, as ``--strategy sat`` without python-sat)."""

    def run_error(self) -> NoCluster | MissingExtra:
        return MissingExtra(str(self))


class Client(Protocol):
    """What a run asks of a client of Dask's scheduler (``distributed.Client``)."""

    def get_executor(self) -> Executor: ...

    def close(self) -> None: ...


class Connecting(Protocol):
    """How Dask makes a client: ``distributed.Client`` itself."""

    def __call__(self, address: str | None = None, *, timeout: float) -> Client: ...


@contextmanager
def dask_executor(address: str | None) -> Iterator[Executor]:
    """The cluster at ``address`` (or Dask's own choice) as an executor, for the block;
    the client is closed after it, and tasks still pending are cancelled."""
    client = _connected(_distributed(), address)
    executor: Executor = client.get_executor()
    try:
        yield executor
    finally:
        executor.shutdown(wait=False)  # cancels what is still pending or running
        client.close()


def _distributed() -> Connecting:
    """Dask's ``distributed.Client``, imported only when a cluster is asked for."""
    try:
        connecting: Connecting = importlib.import_module("distributed").Client
    except ImportError as missing:
        raise DaskMissingError(
            "running on a Dask cluster needs Dask: pip install 'ripple_fp[dask]'"
        ) from missing
    return connecting


def _connected(connecting: Connecting, address: str | None) -> Client:
    """A client of the scheduler at ``address``."""
    try:
        if address is None:
            return connecting(timeout=CONNECT_SECONDS)
        return connecting(address, timeout=CONNECT_SECONDS)
    except (OSError, TimeoutError, ValueError) as unreachable:
        where = address or "Dask's configured scheduler"
        reason = (str(unreachable) or type(unreachable).__name__).splitlines()[0]
        raise ClusterError(f"cannot reach {where}: {reason}") from unreachable
