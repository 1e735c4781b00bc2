"""Where tasks run: chosen from the options, and each place hands out an executor."""

from __future__ import annotations

from operator import mul

from ripple_fp.shell.executors import Cluster, InProcess, Local, executor, where


def test_the_options_choose_the_place() -> None:
    assert where(1, False, None) == InProcess()
    assert where(4, False, None) == Local(4)
    assert where(1, True, None) == Cluster(None)
    assert where(1, False, "tcp://host:8786") == Cluster("tcp://host:8786")


def test_one_job_runs_here_and_several_on_a_pool_of_processes() -> None:
    with executor(InProcess()) as none:
        assert none is None
    with executor(Local(2)) as pool:
        assert pool is not None
        assert pool.submit(mul, 6, 7).result() == 42
