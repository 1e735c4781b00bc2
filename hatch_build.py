"""The optional compiled build: ``RIPPLE_FP_COMPILE=1 pip install .`` compiles the learning
search's hot modules with mypyc (mypy's compiler) into extension modules beside their
sources; without the switch the wheel is pure Python, as it always was.

The modules compiled are listed in ``pyproject.toml`` (``[tool.hatch.build.hooks.custom]
compiled``), the one list the build and the tests read. They are compiled in a copy of
the package in a temporary folder, never in the source tree: a checkout stays pure, and
an editable install of it too. In that copy the search's tables are vectors of machine
numbers (:data:`TABLES`), and the wheel requires librt, which holds them. A missing
compiler, missing headers or missing mypy, and
a compilation that fails, each stop the build with one line saying what to do (the
compiler's own output is kept in a log file that line names).
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path
from typing import NoReturn

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

SWITCH = "RIPPLE_FP_COMPILE"
"""The environment variable that asks for the compiled build (``1``; unset, empty or ``0``:
the pure one)."""

PURE = f"unset {SWITCH} for the pure build"

MYPY_CONFIG = """\
[mypy]
follow_imports = silent
ignore_missing_imports = True
"""
"""mypyc type-checks what the compiled modules import (the whole package, through its
``__init__``) without reporting it, and without needing the card's packages installed."""

SETUP = """\
import sys
from setuptools import setup
from mypyc.build import mypycify

setup(
    name="ripple_fp_compiled",
    ext_modules=mypycify(
        ["--config-file", "mypy.ini", *sys.argv[1:]], opt_level="3", group_name="ripple_fp"
    ),
    script_args=["build_ext", "--inplace"],
)
"""


TABLES = '''\
"""The learning search's flat tables, as the compiled build has them: ``vec`` from librt,
mypyc's runtime library, whose items are machine numbers side by side (the interpreter's
text of this module, ``ripple_fp/search/tables.py``, says why; this one is compiled in
its place, with the same names)."""

from __future__ import annotations

from typing import TypeAlias

from librt.vecs import vec
from mypy_extensions import i64

Ints: TypeAlias = "vec[i64]"  # a string: compiled, the module holds no type object of it
Flags: TypeAlias = "vec[bool]"
Floats: TypeAlias = "vec[float]"


def ints(items: list[int]) -> Ints:
    return vec[i64](items)


def flags(items: list[bool]) -> Flags:
    return vec[bool](items)


def floats(items: list[float]) -> Floats:
    return vec[float](items)
'''
"""``ripple_fp/search/tables.py`` as the compiled build writes it in its copy of the
package before compiling: the tables the interpreter keeps as lists, made vectors of
machine numbers. The compiled wheel then needs librt (mypy's own dependency, so in the
build already) where it runs: :meth:`CompiledBuild.initialize` adds it to the wheel's
requirements."""

RUNTIME = "librt"
"""The package the compiled wheel needs where it runs (the vectors of :data:`TABLES`)."""


def wanted() -> bool:
    """Whether the user asked for the compiled build."""
    return os.environ.get(SWITCH, "").strip().lower() not in ("", "0", "no", "false")


def refuse(reason: str) -> NoReturn:
    """Stop the build with one line (pip shows it as the build's output)."""
    raise SystemExit(f"ripple_fp: {SWITCH}=1: {reason}")


class CompiledBuild(BuildHookInterface):
    """Compiles the listed modules when :data:`SWITCH` asks for it; else does nothing."""

    PLUGIN_NAME = "custom"

    def dependencies(self) -> list[str]:
        """mypy (and setuptools, which drives the C compiler) only for a compiled wheel."""
        if self.target_name == "wheel" and wanted():
            return ["mypy>=2.4,<3", "setuptools>=70"]
        return []

    def initialize(self, version: str, build_data: dict[str, object]) -> None:
        """Compile, and put the extension modules in the wheel beside their sources."""
        if self.target_name != "wheel" or not wanted():
            return
        if version == "editable":
            refuse(f"an editable install runs the sources; use `pip install .`, or {PURE}")
        self._check_tools()
        modules = [str(path) for path in self.config.get("compiled", [])]
        self.folder = Path(tempfile.mkdtemp(prefix="ripple_fp-mypyc-"))
        shutil.copytree(
            Path(self.root) / "ripple_fp",
            self.folder / "ripple_fp",
            ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"),
        )
        (self.folder / "mypy.ini").write_text(MYPY_CONFIG)
        (self.folder / "ripple_fp" / "search" / "tables.py").write_text(TABLES)
        (self.folder / "setup.py").write_text(SETUP)
        try:
            self._compile(modules)
        except SystemExit:
            shutil.rmtree(self.folder, ignore_errors=True)
            raise
        suffix = sysconfig.get_config_var("EXT_SUFFIX")
        made = [*self.folder.glob(f"*{suffix}"), *(self.folder / "ripple_fp").rglob(f"*{suffix}")]
        built = {str(path): path.relative_to(self.folder).as_posix() for path in made}
        if len(built) != len(modules) + 1:  # each module's, and the group's shared library
            refuse(f"mypyc made {len(built)} extension modules for {len(modules)} modules")
        force_include = build_data.setdefault("force_include", {})
        assert isinstance(force_include, dict)
        force_include.update(built)
        build_data["pure_python"] = False
        dependencies = build_data.setdefault("dependencies", [])
        assert isinstance(dependencies, list)
        dependencies.append(f"{RUNTIME}>={importlib.metadata.version(RUNTIME)}")
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, object], artifact_path: str) -> None:
        """Remove the temporary copy once the wheel is written."""
        folder = getattr(self, "folder", None)
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)

    @staticmethod
    def _check_tools() -> None:
        """mypyc, a C compiler and Python's headers, or one line saying which is missing."""
        if importlib.util.find_spec("mypyc") is None:
            refuse(
                f"mypy (its mypyc) is not installed where the build runs; install it, or {PURE}"
            )
        compiler = shlex.split(sysconfig.get_config_var("CC") or "cc")[0]
        if shutil.which(compiler) is None:
            refuse(f"no C compiler ({compiler}) found; install one (Debian: gcc), or {PURE}")
        headers = Path(sysconfig.get_paths()["include"]) / "Python.h"
        if not headers.exists():
            refuse(f"Python's headers ({headers}) are missing (Debian: python3-dev), or {PURE}")

    def _compile(self, modules: list[str]) -> None:
        """Run mypyc and the C compiler in the copy; their output goes to a log kept only
        if they fail."""
        done = subprocess.run(
            [sys.executable, "setup.py", *modules],
            cwd=self.folder,
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode != 0:
            with tempfile.NamedTemporaryFile(
                "w", prefix="ripple_fp-mypyc-", suffix=".log", delete=False
            ) as log:
                log.write(done.stdout + done.stderr)
            refuse(
                f"compiling failed (exit {done.returncode}): its output is in {log.name}; {PURE}"
            )
