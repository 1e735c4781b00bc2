"""The compiled build (``RIPPLE_FP_COMPILE=1 pip install .``, hatch_build.py): under test,
every module ``pyproject.toml`` lists for mypyc is an extension module, so that the rest
of the suite, run beside this test, runs the compiled search and not its sources.

A run under test says so with ``RIPPLE_FP_COMPILED=1`` (CI's, .ci/run); anywhere else
these tests skip: a checkout and an editable install are pure Python.
"""

from __future__ import annotations

import importlib
import os
import tomllib
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent


def compiled_modules() -> list[str]:
    """The modules the compiled build compiles, by their dotted names."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    paths: list[str] = config["tool"]["hatch"]["build"]["hooks"]["custom"]["compiled"]
    return [path.removesuffix(".py").replace("/", ".") for path in paths]


def test_the_build_compiles_the_learning_search() -> None:
    assert "ripple_fp.search.trail" in compiled_modules()


@pytest.mark.compiled
@pytest.mark.skipif(
    os.environ.get("RIPPLE_FP_COMPILED") != "1", reason="no compiled build under test"
)
@pytest.mark.parametrize("name", compiled_modules())
def test_a_listed_module_is_an_extension_module(name: str) -> None:
    path = importlib.import_module(name).__file__
    assert path is not None
    assert path.endswith(tuple(EXTENSION_SUFFIXES)), f"{name} runs from its source {path}"
