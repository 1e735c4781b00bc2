"""The entry points: each command line parsed into a command, performed once, and its
exit code; a command that cannot be parsed is one usage error."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ripple_fp.commands import Check, Count, Say, Solve, UpTo
from ripple_fp.kinds.errors import EXIT_USAGE
from ripple_fp.shell.main import (
    perform,
    ripple_effect,
    ripple_effect_check,
    ripple_effect_generate,
    ripple_fp,
)

from ..conftest import PUZZLES, SPECIAL

EXAMPLE = PUZZLES / "hakyuu_001.txt"


def test_perform_runs_each_command_and_prints_what_it_says(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "s.txt"
    assert perform(Solve("ripple", EXAMPLE, target, "ripple-effect")) == 0
    assert target.read_text() == (PUZZLES / "hakyuu_001.sol").read_text()
    three = SPECIAL / "multiplesolutions1_nonunique.txt"
    assert perform(Count("ripple", three, UpTo(5), "ripple-effect")) == 0
    assert perform(Check("ripple", EXAMPLE, "ripple-effect-check", target)) == 0
    assert perform(Say("said\n")) == 0
    out = capsys.readouterr().out
    assert out.startswith("3\n")
    assert out.endswith("Solution correct\nsaid\n")


@pytest.mark.parametrize(
    ("entry", "program"),
    [
        (ripple_effect, "ripple-effect"),
        (ripple_effect_check, "ripple-effect-check"),
        (ripple_effect_generate, "ripple-effect-generate"),
        (ripple_fp, "ripple-fp"),
    ],
)
def test_every_entry_point_says_its_name_and_a_usage_error_is_exit_2(
    entry: object, program: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert callable(entry)
    assert entry(["--version"]) == 0
    assert capsys.readouterr().out.startswith(f"{program} ")
    assert entry(["--no-such-option"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: ")
    assert f"{program}: error: " in err


def _installed(program: str) -> list[str]:
    """The console script ``program`` of this environment, as a command line's start."""
    return [str(Path(sys.executable).parent / program)]


@pytest.mark.parametrize("alias", ["same", "symlink", "hardlink"])
@pytest.mark.parametrize(
    ("program", "args", "message"),
    [
        ("ripple-effect", ["P", "P"], "the output file must not be the input file"),
        ("ripple-effect", ["--svg", "P", "P", "o.sol"], "--svg FILE must not be the input file"),
        ("ripple-effect", ["--explain", "P", "P"], "the output file must not be the input file"),
        ("ripple-effect", ["--explain", "--svg", "P", "P"], "--svg FILE must not be the input"),
        ("ripple-effect", ["--to", "url", "P", "P"], "the output file must not be the input"),
        ("ripple-effect-check", ["--svg", "P", "P"], "--svg FILE must not be the puzzle file"),
        ("ripple-effect-check", ["--svg", "S", "P", "S"], "--svg FILE must not be the solution"),
        ("ripple-fp", ["solve", "P", "P"], "the output file must not be the input file"),
        ("ripple-fp", ["convert", "--to", "course", "P", "P"], "the output file must not be"),
        ("ripple-fp", ["explain", "P", "P"], "the output file must not be the input file"),
        ("ripple-fp", ["check", "--svg", "P", "P"], "--svg FILE must not be the puzzle file"),
    ],
)
def test_a_file_written_over_one_read_is_a_usage_error_and_nothing_is_written(
    tmp_path: Path, program: str, args: list[str], message: str, alias: str
) -> None:
    puzzle, claim = tmp_path / "p.txt", tmp_path / "s.sol"
    puzzle.write_bytes(EXAMPLE.read_bytes())
    claim.write_bytes(EXAMPLE.with_suffix(".sol").read_bytes())
    names = {"P": [puzzle], "S": [claim]}  # the first mention is the file, the next an alias
    for files in names.values():
        again = tmp_path / f"alias-{files[0].name}"
        if alias == "symlink":
            again.symlink_to(files[0])
        elif alias == "hardlink":
            os.link(files[0], again)
        files.append(files[0] if alias == "same" else again)
    line = [str(names[arg].pop(0)) if arg in names else arg for arg in args]
    before = sorted(p.name for p in tmp_path.iterdir())
    done = subprocess.run(
        [*_installed(program), *line], capture_output=True, text=True, cwd=tmp_path, check=False
    )
    assert (done.returncode, done.stdout) == (EXIT_USAGE, "")
    assert message in done.stderr
    assert puzzle.read_bytes() == EXAMPLE.read_bytes()
    assert claim.read_bytes() == EXAMPLE.with_suffix(".sol").read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == before
