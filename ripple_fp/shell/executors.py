"""Where a run's tasks go: this process, a pool of local processes, or a Dask cluster.

Haskell counterpart::

    data Where = InProcess | Local Int | Cluster (Maybe Address)

    withExecutor :: Where -> (Maybe Executor -> IO a) -> IO a

``--batch`` (and the generator) hand every task to a ``concurrent.futures.Executor``
and take the results as they come; which executor is chosen here, from the options:
``--jobs N`` local processes (:func:`~.workers.worker_pool`, ended at once on an
interrupt), ``--scheduler ADDRESS`` or ``--executor dask`` a Dask cluster
(:mod:`.cluster`), and one job none at all: the tasks run in this process, one after
another.
"""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import Executor
from contextlib import contextmanager
from dataclasses import dataclass

from .workers import worker_pool


@dataclass(frozen=True)
class InProcess:
    """Run every task here, in order."""


@dataclass(frozen=True)
class Local:
    """A pool of ``jobs`` processes on this machine."""

    jobs: int


@dataclass(frozen=True)
class Cluster:
    """A Dask cluster: the scheduler at ``address``, or Dask's configured one."""

    address: str | None


Where = InProcess | Local | Cluster
"""Every place tasks can run."""


def where(jobs: int, cluster: bool, address: str | None) -> Where:
    """Pure: where tasks go for ``--jobs``, ``--executor dask`` and ``--scheduler``."""
    if cluster or address is not None:
        return Cluster(address)
    return Local(jobs) if jobs > 1 else InProcess()


@contextmanager
def executor(place: Where) -> Iterator[Executor | None]:
    """The executor for ``place``, for the block (``None``: run in this process).
    ``cluster.ClusterError`` when a cluster is asked for and there is none."""
    match place:
        case InProcess():
            yield None
        case Local(jobs):
            with worker_pool(jobs) as pool:
                yield pool
        case Cluster(address):
            from .cluster import dask_executor  # noqa: PLC0415 - Dask only when asked for

            with dask_executor(address) as cluster:
                yield cluster
