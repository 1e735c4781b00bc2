"""The examples in docstrings and in the Markdown files run, so they cannot go stale.

The docstrings' examples run here, module by module. The Markdown files' examples are
collected by pytest itself (``--doctest-glob=*.md``, with ``docs`` and ``README.md`` among
the ``testpaths``); the tests below check that this works from any directory.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import pytest

import ripple_fp

from .conftest import ROOT

MODULES = sorted(m.name for m in pkgutil.walk_packages(ripple_fp.__path__, "ripple_fp."))
MODULES = [m for m in MODULES if m != "ripple_fp.__main__"]
MARKDOWN = [*sorted((ROOT / "docs").glob("*.md")), ROOT / "README.md"]
EXTRAS = {"starlette", "uvicorn", "h11"}
"""Packages of an optional extra (``web``, with uvicorn's own ``h11``) that a module imports
at its top."""


@pytest.mark.parametrize("name", ["ripple_fp", *MODULES])
def test_docstring_examples(name: str) -> None:
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as missing:
        if (missing.name or "").partition(".")[0] not in EXTRAS:
            raise
        pytest.skip(f"{name} needs {missing.name}, of an extra that is not installed")
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_modules_of_every_sub_package_are_found() -> None:
    assert {"ripple_fp.search.candidates", "ripple_fp.shell.runner"} <= set(MODULES)


def _pytest(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", *args]
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)


def test_every_markdown_file_with_examples_is_collected(tmp_path: Path) -> None:
    with_examples = [p for p in MARKDOWN if ">>>" in p.read_text(encoding="utf-8")]
    run = _pytest("--collect-only", str(ROOT / "docs"), str(ROOT / "README.md"), cwd=tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    collected = {line.split("::")[0] for line in run.stdout.splitlines() if "::" in line}
    assert {p.relative_to(ROOT).as_posix() for p in with_examples} <= collected


def test_markdown_examples_pass_when_run_from_another_directory(tmp_path: Path) -> None:
    """In one process (``-n 0``): where the examples run is the point, not how a run is
    spread over workers, each of which would start pytest again."""
    docs = (str(ROOT / "docs" / "explain.md"), str(ROOT / "README.md"))
    run = _pytest("-n", "0", *docs, cwd=tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "2 passed" in run.stdout


TESTS_COUNTED = re.compile(r"\b\d[\d,]* (?:tests|skip)\b")
"""A count of tests, which every test added would make stale."""


@pytest.mark.parametrize("path", MARKDOWN, ids=lambda path: path.name)
def test_no_page_counts_the_tests(path: Path) -> None:
    assert TESTS_COUNTED.findall(path.read_text()) == []
