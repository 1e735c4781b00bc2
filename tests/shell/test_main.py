"""The entry points: each command line parsed into a command, performed once, and its
exit code; a command that cannot be parsed is one usage error."""

from __future__ import annotations

from pathlib import Path

import pytest

from ripple_fp.commands import Check, Count, Say, Solve, UpTo
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
