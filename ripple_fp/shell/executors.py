"""Where a run's tasks go: this process, a pool of local processes, or a Dask cluster.

Haskell counterpart::

    withExecutor :: Place -> (Maybe Executor -> IO a) -> IO a

A batch and the maker hand every task to a ``concurrent.futures.Executor`` and take the
results as they come; which executor is chosen here, from the command's
:data:`~ripple_fp.commands.Place`: ``--jobs N`` local processes
(:func:`~.workers.worker_pool`, ended at once on an interrupt; ``auto``: one per core),
``--scheduler ADDRESS`` or ``--executor dask`` a Dask cluster (:mod:`.cluster`), and one
job none at all: the tasks run in this process, one after another.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from concurrent.futures import Executor
from contextlib import contextmanager

from ..commands import Cluster, Local, Place


def available_cores() -> int:
    """The CPUs this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


@contextmanager
def executor(place: Place) -> Iterator[Executor | None]:
    """The executor for ``place``, for the block (``None``: run in this process).
    ``cluster.ClusterError`` when a cluster is asked for and there is none."""
    match place:
        case Local(jobs):
            count = available_cores() if jobs is None else jobs
            if count <= 1:
                yield None
                return
            from .workers import worker_pool  # noqa: PLC0415 - pools cost start-up time

            with worker_pool(count) as pool:
                yield pool
        case Cluster(address):
            from .cluster import dask_executor  # noqa: PLC0415 - Dask only when asked for

            with dask_executor(address) as cluster:
                yield cluster
