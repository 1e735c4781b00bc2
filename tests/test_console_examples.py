"""Every ``console`` block of README.md and docs/*.md runs, and prints what it shows.

In a block, a line starting with ``$ `` is a command (run by bash in a scratch folder that
holds a copy of ``puzzles/``, with this Python's scripts first on PATH); the lines up to
the next command are its expected output, stdout and stderr together. A line ``...``
matches any number of lines.
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


def examples() -> list[tuple[str, str, list[str]]]:
    """(file name, command, expected lines) for every command of every console block."""
    found = []
    for path in FILES:
        for block in BLOCK.findall(path.read_text(encoding="utf-8")):
            for chunk in re.split(r"^\$ ", block, flags=re.MULTILINE)[1:]:
                command, *expected = chunk.rstrip("\n").split("\n")
                found.append((path.name, command, expected))
    return found


def matches(expected: list[str], actual: list[str]) -> bool:
    """Do the lines match, ``...`` standing for any number of lines?"""
    if not expected:
        return not actual
    if expected[0] == "...":
        return any(matches(expected[1:], actual[i:]) for i in range(len(actual) + 1))
    return bool(actual) and expected[0] == actual[0] and matches(expected[1:], actual[1:])


@pytest.fixture(scope="module")
def scratch(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("console")
    shutil.copytree(PUZZLES, folder / "puzzles")
    return folder


@pytest.mark.parametrize(("name", "command", "expected"), examples())
def test_console_example(name: str, command: str, expected: list[str], scratch: Path) -> None:
    if not (Path(sys.executable).parent / "ripple-effect").exists():
        pytest.skip("ripple-effect is not installed beside this Python")
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
    actual = done.stdout.rstrip("\n").split("\n") if done.stdout else []
    assert matches(expected, actual), f"{name}: $ {command}\n{done.stdout}"


def test_the_matcher() -> None:
    assert matches(["a", "...", "d"], ["a", "b", "c", "d"])
    assert matches(["..."], [])
    assert not matches(["a"], ["a", "b"])
    assert not matches(["a", "...", "d"], ["a", "b"])
