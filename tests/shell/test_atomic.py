"""Writing all or nothing, wherever a name points: links, devices, pipes, long names."""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

import pytest

from ripple_fp.shell import atomic
from ripple_fp.shell.atomic import STALE_AFTER, temporary_prefix, write_all


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_a_symbolic_link_is_followed_and_stays_a_link(tmp_path: Path) -> None:
    (tmp_path / "link.sol").symlink_to("real.sol")
    write_all([(tmp_path / "link.sol", "new\n")])
    assert (tmp_path / "link.sol").is_symlink()
    assert (tmp_path / "real.sol").read_text() == "new\n"
    assert names(tmp_path) == ["link.sol", "real.sol"]


def test_a_pipe_is_written_into_not_replaced(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    reader = os.open(pipe, os.O_RDONLY | os.O_NONBLOCK)  # the reader is there first
    try:
        write_all([(pipe, "through the pipe\n")])
        received = os.read(reader, 1024)
    finally:
        os.close(reader)
    assert received == b"through the pipe\n"
    assert stat.S_ISFIFO(pipe.stat().st_mode)


def test_a_pipe_without_reader_is_an_error_at_once(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    with pytest.raises(OSError, match="a pipe that no one reads"):
        write_all([(pipe, "nobody listens\n")])


def test_every_file_or_none(tmp_path: Path) -> None:
    (tmp_path / "a.sol").write_text("old\n")
    with pytest.raises(FileNotFoundError):
        write_all([(tmp_path / "a.sol", "new\n"), (tmp_path / "no" / "b.svg", "<svg/>")])
    assert (tmp_path / "a.sol").read_text() == "old\n"
    assert names(tmp_path) == ["a.sol"]


@pytest.mark.parametrize("interrupt", [KeyboardInterrupt, OSError])
def test_an_interrupt_while_writing_leaves_the_old_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, interrupt: type[BaseException]
) -> None:
    out = tmp_path / "a.sol"
    out.write_text("old\n")
    calls = []

    def interrupted(fd: int) -> None:
        calls.append(fd)
        if len(calls) == 2:
            raise interrupt

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(interrupt):
        write_all([(out, "new\n"), (tmp_path / "b.svg", "<svg/>")])
    assert out.read_text() == "old\n"
    assert names(tmp_path) == ["a.sol"]


def test_a_name_at_the_longest_length_still_gets_a_temporary(tmp_path: Path) -> None:
    out = tmp_path / ("n" * 250)
    write_all([(out, "x\n")])
    assert out.read_text() == "x\n"
    assert len(os.fsencode(temporary_prefix(out))) + len(".12345678.tmp") <= 255


def test_stale_leftovers_of_the_same_file_are_removed_fresh_ones_kept(tmp_path: Path) -> None:
    out = tmp_path / "a.sol"
    stale, fresh, other = (tmp_path / f".a.sol.{h}.tmp" for h in ("0badf00d", "1234abcd", "xyz"))
    unrelated = tmp_path / ".b.sol.0badf00d.tmp"
    for leftover in (stale, fresh, other, unrelated):
        leftover.write_text("half")
    long_ago = time.time() - STALE_AFTER - 60
    for old in (stale, other, unrelated):
        os.utime(old, (long_ago, long_ago))
    write_all([(out, "new\n")])
    assert names(tmp_path) == sorted(["a.sol", fresh.name, other.name, unrelated.name])


def test_the_checks_name_the_file_they_refuse(tmp_path: Path) -> None:
    with pytest.raises(IsADirectoryError) as refused:
        write_all([(tmp_path, "x")])
    assert refused.value.filename == str(tmp_path)
    assert atomic.resolved(tmp_path / "plain") == tmp_path / "plain"
