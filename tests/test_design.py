"""The architecture holds: imports point one way, IO stays in the shell, modules stay small.

    shell  ->  kinds  ->  ripple, takuzu, vergleich, ...  ->  search
                                                \\-->  grid

The generic engine (``search``) imports no puzzle and nothing of the grid; ``grid``
imports only itself; a puzzle imports only the engine, the grid and itself; ``kinds``
gathers the puzzles for the commands and imports no shell; no pure module imports the
shell or does IO; exactly one module unwraps IO.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from .conftest import ROOT

PACKAGE = ROOT / "ripple_fp"
IO_MODULES = {"os", "subprocess", "multiprocessing", "concurrent", "tempfile", "shutil", "sys"}
MAX_MODULE_LINES = 300
MAX_FUNCTION_LINES = 30


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}
SHELL = {name for name in MODULES if name.startswith("ripple_fp.shell")} | {"ripple_fp.__main__"}
PURE = sorted(set(MODULES) - SHELL - {"ripple_fp"})
SUBPACKAGES = {path.parent.name for path in PACKAGE.glob("*/__init__.py")}
PUZZLES = sorted(SUBPACKAGES - {"search", "grid", "kinds", "shell"})
"""Every puzzle package: a client of the engine."""


def tree_of(name: str) -> ast.Module:
    return ast.parse(MODULES[name].read_text())


def imports_of(name: str) -> set[str]:
    """Every module ``name`` imports, relative imports made absolute."""
    package = name if MODULES[name].name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree_of(name)):
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1]
            prefix = ".".join(base) if node.level else ""
            module = ".".join(filter(None, [prefix, node.module or ""]))
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def ours(imports: set[str]) -> set[str]:
    """The sub-packages of ripple_fp among ``imports``."""
    return {
        part
        for name in imports
        if name.startswith("ripple_fp.")
        and (part := name.split(".")[1]) in SUBPACKAGES | {"__init__"}
    }


def test_relative_imports_are_resolved() -> None:
    assert "ripple_fp.search.engine" in imports_of("ripple_fp.search.strategy")
    assert "ripple_fp.search.strategy" in imports_of("ripple_fp.ripple.strategies")
    assert "ripple_fp.ripple.board" in imports_of("ripple_fp.ripple.reach")


@pytest.mark.parametrize("name", [n for n in MODULES if n.startswith("ripple_fp.search")])
def test_the_engine_imports_no_puzzle_no_grid_and_no_shell(name: str) -> None:
    assert ours(imports_of(name)) <= {"search"}


@pytest.mark.parametrize("name", [n for n in MODULES if n.startswith("ripple_fp.grid")])
def test_the_grid_imports_only_itself(name: str) -> None:
    assert ours(imports_of(name)) <= {"grid"}


@pytest.mark.parametrize(
    "name", [n for n in MODULES if n.split(".")[1:2] and n.split(".")[1] in PUZZLES]
)
def test_a_puzzle_imports_only_the_engine_the_grid_and_itself(name: str) -> None:
    assert ours(imports_of(name)) <= {"search", "grid", name.split(".")[1]}


@pytest.mark.parametrize("name", [n for n in MODULES if n.startswith("ripple_fp.kinds")])
def test_the_kinds_import_puzzles_the_engine_and_the_grid_but_no_shell(name: str) -> None:
    assert ours(imports_of(name)) <= {"search", "grid", "kinds", *PUZZLES}


def test_the_commands_reach_the_puzzles_only_through_the_kinds() -> None:
    shell = [n for n in MODULES if n.startswith("ripple_fp.shell")]
    reached = set().union(*(ours(imports_of(n)) for n in shell)) & set(PUZZLES)
    assert reached <= {"ripple"}  # only the public Ripple types of solve_in_parallel


def test_ripple_is_not_the_only_puzzle() -> None:
    assert "ripple" in PUZZLES
    assert len(PUZZLES) >= 2


@pytest.mark.parametrize("name", PURE)
def test_pure_modules_import_no_shell_module(name: str) -> None:
    assert "shell" not in ours(imports_of(name))


@pytest.mark.parametrize("name", PURE)
def test_pure_modules_import_no_io_module(name: str) -> None:
    assert not {n for n in imports_of(name) if n.split(".")[0] in IO_MODULES}


@pytest.mark.parametrize("name", PURE)
def test_pure_modules_neither_print_nor_open(name: str) -> None:
    calls = {
        node.func.id
        for node in ast.walk(tree_of(name))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    assert not calls & {"print", "open", "input"}


def test_exactly_one_module_unwraps_io_and_prints() -> None:
    unwrapping = {
        n
        for n in MODULES
        if any(word in MODULES[n].read_text() for word in ("unsafe_perform_io", "is_successful"))
    }
    printing = {
        n
        for n in MODULES
        for node in ast.walk(tree_of(n))
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "print"
    }
    assert unwrapping == printing == {"ripple_fp.shell.runner"}


@pytest.mark.parametrize("name", list(MODULES))
def test_no_module_is_over_300_lines(name: str) -> None:
    assert len(MODULES[name].read_text().splitlines()) <= MAX_MODULE_LINES


@pytest.mark.parametrize("name", list(MODULES))
def test_no_function_is_over_30_lines(name: str) -> None:
    long = [
        node.name
        for node in ast.walk(tree_of(name))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        and (node.end_lineno or node.lineno) - node.lineno + 1 > MAX_FUNCTION_LINES
    ]
    assert not long


@pytest.mark.parametrize("name", [n for n in MODULES if n != "ripple_fp.__main__"])
def test_every_module_names_its_haskell_counterpart(name: str) -> None:
    assert "Haskell" in (ast.get_docstring(tree_of(name)) or "")


@pytest.mark.parametrize("name", [n for n in MODULES if not n.endswith("__main__")])
def test_the_design_doc_lists_every_module(name: str) -> None:
    design = (ROOT / "docs" / "design.md").read_text()
    path = MODULES[name].relative_to(PACKAGE).as_posix()
    assert f"`{path}`" in design


def test_every_module_the_design_doc_names_exists() -> None:
    design = (ROOT / "docs" / "design.md").read_text()
    named = set(re.findall(r"`((?:search|grid|kinds|ripple|shell)/\w+\.py)`", design))
    assert named
    assert {path for path in named if not (PACKAGE / path).exists()} == set()


@pytest.mark.parametrize("name", [n for n in MODULES if MODULES[n].name != "__init__.py"])
def test_every_module_has_a_test_module_beside_its_mirror(name: str) -> None:
    if name == "ripple_fp.__main__":
        return
    relative = MODULES[name].relative_to(PACKAGE)
    mirror = ROOT / "tests" / relative.parent / f"test_{relative.name}"
    assert mirror.exists(), mirror
