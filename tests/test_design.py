"""The architecture holds: pure modules never import the IO shell or do IO themselves."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from .conftest import ROOT

PACKAGE = ROOT / "ripple_fp"
SHELL = {"files", "arguments", "cli", "check", "parallel", "batch", "__main__"}
IO_MODULES = {"os", "subprocess", "multiprocessing", "concurrent", "tempfile", "shutil", "sys"}
PURE = sorted(p.stem for p in PACKAGE.glob("*.py") if p.stem not in SHELL | {"__init__"})


def imports_of(module: str) -> set[str]:
    tree = ast.parse((PACKAGE / f"{module}.py").read_text())
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            names.add(("." * node.level) + (node.module or ""))
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


@pytest.mark.parametrize("module", PURE)
def test_pure_modules_import_no_shell_module(module: str) -> None:
    shell_imports = {name for name in imports_of(module) if name.lstrip(".") in SHELL}
    assert not shell_imports


@pytest.mark.parametrize("module", PURE)
def test_pure_modules_import_no_io_module(module: str) -> None:
    io_imports = {n for n in imports_of(module) if n.split(".")[0] in IO_MODULES}
    assert not io_imports


@pytest.mark.parametrize("module", PURE)
def test_pure_modules_neither_print_nor_open(module: str) -> None:
    tree = ast.parse((PACKAGE / f"{module}.py").read_text())
    calls = {
        node.func.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    assert not calls & {"print", "open", "input"}


def test_no_module_is_much_over_300_lines() -> None:
    lengths = {p.name: len(p.read_text().splitlines()) for p in PACKAGE.glob("*.py")}
    assert max(lengths.values()) <= 320, lengths


def test_every_module_names_its_haskell_counterpart() -> None:
    for path in PACKAGE.glob("*.py"):
        if path.stem not in {"__init__", "__main__"}:
            docstring = ast.get_docstring(ast.parse(path.read_text())) or ""
            assert "Haskell" in docstring, path.name


def test_the_design_doc_lists_every_module() -> None:
    design = (ROOT / "docs" / "design.md").read_text()
    for path in Path(PACKAGE).glob("*.py"):
        if path.stem not in {"__init__", "__main__"}:
            assert f"`{path.name}`" in design, path.name
