"""Every ``console`` block of README.md and docs/*.md runs, and prints what it shows.

In a block, a line starting with ``$ `` is a command (run by bash in a scratch folder of
its block that holds a copy of ``puzzles/``, with this Python's scripts first on PATH);
the lines up to the next command are its expected output, stdout and stderr together. A
line ``...`` matches any number of lines.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import PUZZLES, ROOT

FILES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
BLOCK = re.compile(r"```console\n(.*?)```", re.DOTALL)


def examples() -> dict[str, list[tuple[str, list[str]]]]:
    """(command, expected lines) for every command of every console block, by block:
    ``cli.md:3`` is the fourth block of docs/cli.md."""
    found: dict[str, list[tuple[str, list[str]]]] = {}
    for path in FILES:
        for index, block in enumerate(BLOCK.findall(path.read_text(encoding="utf-8"))):
            for chunk in re.split(r"^\$ ", block, flags=re.MULTILINE)[1:]:
                command, *expected = chunk.rstrip("\n").split("\n")
                found.setdefault(f"{path.name}:{index}", []).append((command, expected))
    return found


def matches(expected: list[str], actual: list[str]) -> bool:
    """Do the lines match, ``...`` standing for any number of lines?"""
    if not expected:
        return not actual
    if expected[0] == "...":
        return any(matches(expected[1:], actual[i:]) for i in range(len(actual) + 1))
    return bool(actual) and expected[0] == actual[0] and matches(expected[1:], actual[1:])


def run(command: str, scratch: Path) -> list[str]:
    """What ``command`` prints, stdout and stderr together, run by bash in ``scratch``."""
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    done = subprocess.run(
        ["bash", "-c", command],
        cwd=scratch,
        env={**os.environ, "PATH": path, "COLUMNS": "80"},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        check=False,
    )
    return done.stdout.rstrip("\n").split("\n") if done.stdout else []


EXAMPLES = examples()


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_console_examples(name: str, tmp_path: Path) -> None:
    """A block's commands run in order in one scratch folder of their own (a later command
    may read what an earlier one wrote), so the blocks are independent of each other and
    of the order in which a parallel run takes them; every mismatch of a block is
    reported."""
    if not (Path(sys.executable).parent / "ripple-effect").exists():
        pytest.skip("ripple-effect is not installed beside this Python")
    shutil.copytree(PUZZLES, tmp_path / "puzzles")
    wrong = []
    for command, expected in EXAMPLES[name]:
        actual = run(command, tmp_path)
        if not matches(expected, actual):
            wrong.append(f"$ {command}\n" + "\n".join(actual))
    assert not wrong, f"{name}:\n" + "\n\n".join(wrong)


def test_the_matcher() -> None:
    assert matches(["a", "...", "d"], ["a", "b", "c", "d"])
    assert matches(["..."], [])
    assert not matches(["a"], ["a", "b"])
    assert not matches(["a", "...", "d"], ["a", "b"])
