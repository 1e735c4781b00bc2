"""The examples in docstrings and in docs/*.md run, so they cannot go stale."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest

import ripple_fp

from .conftest import ROOT

MODULES = sorted(m.name for m in pkgutil.walk_packages(ripple_fp.__path__, "ripple_fp."))
MODULES = [m for m in MODULES if m != "ripple_fp.__main__"]
DOCS = [*sorted((ROOT / "docs").glob("*.md")), ROOT / "README.md"]


@pytest.mark.parametrize("name", ["ripple_fp", *MODULES])
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_modules_of_every_sub_package_are_found() -> None:
    assert {"ripple_fp.search.candidates", "ripple_fp.shell.runner"} <= set(MODULES)


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.name)
def test_markdown_examples(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # the examples open puzzles/... like a reader in the repo would
    result = doctest.testfile(
        str(path), module_relative=False, optionflags=doctest.ELLIPSIS, encoding="utf-8"
    )
    assert result.failed == 0
    assert result.attempted > 0 or ">>>" not in path.read_text()
