"""``--batch`` on a Dask cluster: a real local cluster of worker processes gives the same
files as the local pool; no scheduler is one line and exit 8, and no Dask one line and
exit 9, the code of every extra that is not installed."""

from __future__ import annotations

import builtins
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ripple_fp.kinds.errors import EXIT_MISSING_EXTRA, EXIT_NO_CLUSTER, EXIT_SOLVED
from ripple_fp.shell import cluster
from ripple_fp.shell.main import ripple_effect as main
from ripple_fp.shell.main import ripple_effect_generate

from ..conftest import PUZZLES, SPECIAL


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    source = tmp_path / "in"
    source.mkdir()
    for path in sorted(PUZZLES.glob("*.txt")):
        shutil.copy(path, source)
    shutil.copy(SPECIAL / "multiplesolutions1_nonunique.txt", source)
    return source


def contents(folder: Path) -> dict[str, str]:
    return {path.name: path.read_text() for path in sorted(folder.iterdir())}


@pytest.mark.parametrize("program", [main, ripple_effect_generate])
def test_without_dask_a_cluster_is_one_line_and_exit_9_as_for_every_extra(
    folder: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    program: Callable[[list[str]], int],
) -> None:
    real_import = builtins.__import__

    def no_dask(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "distributed" or name.startswith("distributed."):
            raise ImportError(f"No module named {name!r}")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_dask)
    if program is main:
        name, args = "ripple-effect", ["--batch", "--executor", "dask", str(folder)]
    else:
        name, args = "ripple-effect-generate", ["--size", "4x4", "--executor", "dask"]
    code = program([*args, str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == EXIT_MISSING_EXTRA == 9
    assert err == f"{name}: running on a Dask cluster needs Dask: pip install 'ripple_fp[dask]'\n"


@pytest.mark.dask
def test_a_scheduler_that_cannot_be_reached_is_one_line_and_exit_8(
    folder: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pytest.importorskip("distributed")
    monkeypatch.setattr(cluster, "CONNECT_SECONDS", 1)
    args = ["--batch", "--scheduler", "tcp://127.0.0.1:9", str(folder), str(tmp_path / "out")]
    code = main(args)
    err = capsys.readouterr().err
    assert code == EXIT_NO_CLUSTER
    assert err.startswith("ripple-effect: cannot reach tcp://127.0.0.1:9: ")
    assert err.count("\n") == 1


@pytest.mark.dask
def test_a_real_cluster_of_worker_processes_writes_what_the_local_pool_writes(
    folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    distributed = pytest.importorskip("distributed")
    local, remote = tmp_path / "local", tmp_path / "remote"
    assert main(["--batch", "--jobs", "2", str(folder), str(local)]) == EXIT_SOLVED
    # a port of its own for the scheduler's web server: without one it takes 8787, and two
    # clusters at once (tests run side by side) warn that it is taken, a failure here
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address="127.0.0.1:0"
    ) as workers:
        args = ["--batch", "--scheduler", workers.scheduler_address, str(folder), str(remote)]
        assert main(args) == EXIT_SOLVED
    said = capsys.readouterr().out
    assert contents(remote) == contents(local)
    assert len(contents(remote)) == len(list(folder.glob("*.txt")))
    assert f"{len(contents(remote))} solved" in said.splitlines()[-2]
