"""The compiled build (``RIPPLE_FP_COMPILE=1 pip install .``, hatch_build.py): under test,
every module ``pyproject.toml`` lists for mypyc is an extension module, so that the rest
of the suite, run beside this test, runs the compiled search and not its sources.

A run under test says so with ``RIPPLE_FP_COMPILED=1`` (CI's, .ci/run); anywhere else
these tests skip: a checkout and an editable install are pure Python.
"""

from __future__ import annotations

import ast
import importlib
import importlib.metadata
import os
import subprocess
import sys
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


def compiled_tables() -> str:
    """The text the compiled build compiles as ``ripple_fp/search/tables.py``
    (``hatch_build.TABLES``, read without importing the build's hatchling)."""
    tree = ast.parse((ROOT / "hatch_build.py").read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) == "TABLES":
            assert isinstance(node.value, ast.Constant)
            assert isinstance(node.value.value, str)
            return node.value.value
    raise AssertionError("hatch_build.py has no TABLES")


def public_names(source: str) -> set[str]:
    """The names a module's text defines at its top level, but private ones."""
    names = set()
    for node in ast.parse(source).body:
        if isinstance(node, ast.FunctionDef):
            names.add(node.name)
        elif isinstance(node, ast.AnnAssign | ast.Assign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names.update(ast.unparse(target) for target in targets)
    return {name for name in names if not name.startswith("_")}


def test_the_compiled_tables_have_the_interpreters_names() -> None:
    pure = (ROOT / "ripple_fp" / "search" / "tables.py").read_text()
    assert public_names(compiled_tables()) == public_names(pure) == {
        "Ints", "Flags", "Floats", "ints", "flags", "floats"
    }  # fmt: skip


def test_the_compiled_tables_pass_the_strict_type_check(tmp_path: Path) -> None:
    """What mypyc compiles in the build is checked here too, without compiling it."""
    (tmp_path / "tables.py").write_text(compiled_tables())
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "tables.py"],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.compiled
@pytest.mark.skipif(
    os.environ.get("RIPPLE_FP_COMPILED") != "1", reason="no compiled build under test"
)
def test_a_compiled_table_holds_machine_numbers_from_librt() -> None:
    from ripple_fp.search.tables import flags, floats, ints  # noqa: PLC0415

    made = (ints([1, -1]), flags([True]), floats([0.5]))
    assert [type(table).__name__ for table in made] == ["vec[i64]", "vec[bool]", "vec[float]"]
    requires = importlib.metadata.requires("ripple_fp") or []
    assert any(requirement.startswith("librt") for requirement in requires)
