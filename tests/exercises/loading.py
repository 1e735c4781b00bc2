"""Where the tests find the answers: the reference ones, or a student's.

Haskell counterpart: none; this is the test harness. ``RIPPLE_FP_ANSWERS=/my/answers``
makes every exercise test load ``/my/answers/ex01_cross.py`` (and so on) instead of the
module of the same name in ``tests/exercises/answers``. An exercise whose module is not
there is skipped, so a student can check one answer at a time.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest

ANSWERS_VARIABLE = "RIPPLE_FP_ANSWERS"
REFERENCE = Path(__file__).resolve().parent / "answers"


def answers_folder() -> Path:
    """The folder the answers are read from: ``$RIPPLE_FP_ANSWERS``, or the reference."""
    chosen = os.environ.get(ANSWERS_VARIABLE)
    return Path(chosen).expanduser().resolve() if chosen else REFERENCE


def load(name: str) -> ModuleType:
    """The answer module ``name`` (``ex01_cross``), imported from its file; the calling
    test module is skipped when the file is missing."""
    path = answers_folder() / f"{name}.py"
    if not path.is_file():
        pytest.skip(f"no {path.name} in {path.parent}", allow_module_level=True)
    return import_file(f"exercise_answer_{name}", path)


def import_file(module_name: str, path: Path) -> ModuleType:
    """Import the Python file at ``path`` as a module called ``module_name``."""
    spec = importlib.util.spec_from_file_location(module_name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot import {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module  # dataclasses look their module up while it loads
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[module_name]
        raise
    return module
