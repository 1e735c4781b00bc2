"""The architecture holds, as docs/design.md states it: imports point one way, IO stays
in the shell, and exactly one module unwraps IO and prints (another, the one line of a
command stopped from outside).

    shell  ->  commands  ->  kinds  ->  search, grid
      \\______________________^            ^
    puzzles (ripple, creek, ...)  ->  kinds, search, grid

Each rule below is a sentence of docs/design.md's "Layers", checked over every module
of the package, with no exception.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from .conftest import ROOT

PACKAGE = ROOT / "ripple_fp"
IO_MODULES = {"os", "subprocess", "multiprocessing", "concurrent", "tempfile", "shutil", "sys"}
DESIGN = (ROOT / "docs" / "design.md").read_text()


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}
SUBPACKAGES = {path.parent.name for path in PACKAGE.glob("*/__init__.py")}
COURSE = "ripple_fp.course"
"""The assignment whole, in one module: a layer of its own, with its own IO shell."""
LAYERS = {"search", "grid", "kinds", "commands", "shell", "web", "course"}
PUZZLES = sorted(SUBPACKAGES - LAYERS)
"""Every puzzle package: a client of the engine."""
FACADE = {"ripple_fp", "ripple_fp.__main__"}
"""The package's face: the course's library names and ``python -m``, over everything."""


def layer(name: str) -> str:
    """The sub-package a module is in (``puzzle`` for every puzzle)."""
    part = name.split(".")[1]
    return "puzzle" if part in PUZZLES else part


def in_layer(name: str) -> list[str]:
    return [module for module in MODULES if module not in FACADE and layer(module) == name]


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


def ours(name: str) -> set[str]:
    """The sub-packages of ripple_fp that ``name`` imports (its own puzzle as itself)."""
    found = set()
    for imported in imports_of(name):
        parts = imported.split(".")
        if parts[0] == "ripple_fp" and len(parts) > 1 and parts[1] in SUBPACKAGES | {"course"}:
            found.add("itself" if parts[1] == name.split(".")[1] else layer(imported))
    return found


def test_relative_imports_are_resolved() -> None:
    assert "ripple_fp.search.engine" in imports_of("ripple_fp.search.strategy")
    assert "ripple_fp.kinds.kind" in imports_of("ripple_fp.creek")
    assert "ripple_fp.ripple.model" in imports_of("ripple_fp.ripple.deductions")


RULES = [
    ("search", set(), "`search` imports only itself"),
    ("grid", set(), "`grid` imports only itself"),
    ("kinds", {"search", "grid"}, "`kinds` imports `search`, `grid` and itself"),
    ("course", {"search", "grid"}, "`course` imports `search` and `grid`"),
    (
        "puzzle",
        {"search", "grid", "kinds", "course"},
        "a puzzle imports `search`, `grid`, `kinds`, `course` and itself",
    ),
    ("commands", {"kinds"}, "`commands` imports `kinds` and itself"),
    (
        "shell",
        {"commands", "kinds", "search", "grid", "web"},
        "`shell` imports `commands`, `kinds`, `search`, `grid`, `web` and itself",
    ),
    (
        "web",
        {"shell", "commands", "kinds", "search", "grid"},
        "`web` imports `shell`, `commands`, `kinds`, `search`, `grid` and itself",
    ),
]


@pytest.mark.parametrize(("part", "allowed", "sentence"), RULES)
def test_design_md_states_each_import_rule(part: str, allowed: set[str], sentence: str) -> None:
    assert sentence in " ".join(DESIGN.split())


@pytest.mark.parametrize(
    ("name", "allowed"),
    [(name, allowed) for part, allowed, _ in RULES for name in in_layer(part)],
)
def test_imports_point_one_way(name: str, allowed: set[str]) -> None:
    assert ours(name) - {"itself"} <= allowed


def test_every_layer_and_puzzle_has_modules() -> None:
    assert {"ripple", "creek"} <= set(PUZZLES)
    assert all(in_layer(part) for part in LAYERS)


PURE = [
    name
    for name in MODULES
    if name not in FACADE and layer(name) not in {"shell", "web", "course"}
]
"""Every module of the functional core: all but the shell, the web server (the shell's
too, with the extra ``web``), the course's program (which has its own shell) and the
package's face."""


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


def test_exactly_one_module_unwraps_io_and_prints_with_the_stopped_lines_beside() -> None:
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
    assert unwrapping == {"ripple_fp.shell.runner", COURSE}
    assert printing == {"ripple_fp.shell.runner", "ripple_fp.shell.stopping", COURSE}


def test_the_course_unwraps_io_and_prints_in_run_prog_alone() -> None:
    """The course's program is its own shell: ``run_prog`` is its one place to unwrap."""
    functions = [n for n in ast.walk(tree_of(COURSE)) if isinstance(n, ast.FunctionDef)]
    doing = {
        function.name
        for function in functions
        for node in ast.walk(function)
        if (isinstance(node, ast.Name) and node.id == "unsafe_perform_io")
        or (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "print")
    }
    assert doing == {"run_prog"}


RECORDS = {"Solve", "Batch", "Count", "Explain", "Hint", "Convert", "Check", "Generate",
           "Serve", "Say"}  # fmt: skip
"""The records of :data:`ripple_fp.commands.Command`."""


def records_told_apart(match: ast.Match) -> set[str]:
    """The command records a ``match`` statement's cases name (``Solve()``,
    ``commands.Solve()``, in an ``|`` of patterns too)."""
    named = set()
    for node in ast.walk(match):
        if isinstance(node, ast.MatchClass):
            cls = node.cls
            named.add(cls.attr if isinstance(cls, ast.Attribute) else getattr(cls, "id", ""))
    return named & RECORDS


def test_a_command_is_matched_in_one_place() -> None:
    """A ``Command`` is told apart by its mode once, in ``shell/main.perform``: each
    mode's program is handed its own record, the command line's and the page's alike."""
    matching = {
        name
        for name in MODULES
        for node in ast.walk(tree_of(name))
        if isinstance(node, ast.Match) and len(records_told_apart(node)) > 1
    }
    assert matching == {"ripple_fp.shell.main"}
    assert "A `Command` is matched in one place, `shell/main.perform`" in " ".join(DESIGN.split())


def test_every_module_the_design_doc_names_exists() -> None:
    parts = "|".join(sorted(LAYERS | set(PUZZLES)))
    named = set(re.findall(rf"`((?:{parts})/[\w/]+\.py)`", DESIGN))
    assert named
    assert {path for path in named if not (PACKAGE / path).exists()} == set()


@pytest.mark.parametrize("name", [n for n in MODULES if MODULES[n].name != "__init__.py"])
def test_every_module_has_a_test_module_beside_its_mirror(name: str) -> None:
    if name == "ripple_fp.__main__":
        return
    relative = MODULES[name].relative_to(PACKAGE)
    mirror = ROOT / "tests" / relative.parent / f"test_{relative.name}"
    assert mirror.exists(), mirror
