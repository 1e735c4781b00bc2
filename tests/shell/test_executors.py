"""Where tasks run: the command's place hands out an executor, or none for this process."""

from __future__ import annotations

from operator import mul

from ripple_fp.commands import Local
from ripple_fp.shell.executors import available_cores, executor


def test_one_job_runs_here_and_several_on_a_pool_of_processes() -> None:
    with executor(Local(1)) as none:
        assert none is None
    with executor(Local(2)) as pool:
        assert pool is not None
        assert pool.submit(mul, 6, 7).result() == 42


def test_auto_is_one_process_per_core() -> None:
    assert available_cores() >= 1
    with executor(Local(None)) as chosen:
        assert (chosen is None) == (available_cores() == 1)
