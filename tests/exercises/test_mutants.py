"""The exercise tests can fail: each is run on a copy of its reference answer with one
deliberate mistake in it, and must report it.

Haskell counterpart: none; this is mutation testing of the tests themselves.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from .loading import ANSWERS_VARIABLE, REFERENCE

HERE = Path(__file__).resolve().parent

MISTAKES = {
    "ex01_cross": ("if v == w and j - i <= v", "if v == w and j - i < v"),
    "ex02_breadth": (
        "return mzero() if complete(state) else expand(state)",
        "return expand(state)",
    ),
    "ex03_pairs": (
        "if domains[cell] != pair and domains[cell] & pair:",
        "if domains[cell] & pair:",
    ),
    "ex04_guide": (
        "sorted(cs.values(domains[var]), reverse=True)",
        "list(cs.values(domains[var]))",
    ),
    "ex05_functor": (
        "== fmap(fmap(puzzle, f), g)",
        "== fmap(puzzle, lambda n: g(f(n)))",
    ),
    "ex06_monad": (
        "== list(bind(m, lambda x: bind(f(x), g)))",
        "== list(bind(bind(m, f), g))",
    ),
    "ex07_chain": ("malformed(name, error)", 'malformed("<text>", error)'),
    "ex08_queens": (
        "columns = (column - shift, column, column + shift)",
        "columns = (column, column + shift)",
    ),
}
"""For each answer, a piece of its text and the mistake that replaces it."""


def mutant(name: str, folder: Path) -> None:
    """Write the answer ``name`` with its mistake into ``folder``."""
    right, wrong = MISTAKES[name]
    text = (REFERENCE / f"{name}.py").read_text()
    assert right in text, f"the reference {name}.py changed: update MISTAKES"
    (folder / f"{name}.py").write_text(text.replace(right, wrong))


def caught(name: str, folder: Path) -> bool:
    """Whether the exercise's tests fail on the answer with its mistake in ``folder``.

    Each file runs alone, stops at its first failure (``-x``) and does not shrink the failing
    example (the ``mutants`` profile): a mistake may make a search much longer, and one
    failure is all this needs. Its asserts are not rewritten (``--assert=plain``): where
    bytecode is not written (``PYTHONDONTWRITEBYTECODE``), pytest would otherwise rewrite
    hypothesis, a plugin, module by module on every run, a second of the run's own. A run
    that does not end within its time has not passed either: it is counted as caught.
    """
    command = [
        *(sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-x", "-rf"),
        *("-n", "0"),  # one process: the exercises run side by side already
        "--assert=plain",  # a failure is all this reads: no need to rewrite every module
        "--hypothesis-seed=0",  # the same examples on every run: a failure can be replayed
        str(HERE / f"test_{name}.py"),
    ]
    environment = {**os.environ, ANSWERS_VARIABLE: str(folder), "HYPOTHESIS_PROFILE": "mutants"}
    try:
        run = subprocess.run(
            command,
            cwd=folder,
            env=environment,
            capture_output=True,
            text=True,
            timeout=90,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return True
    return re.search(rf"^FAILED \S*test_{name}\.py::", run.stdout, re.MULTILINE) is not None


@pytest.mark.skipif(bool(os.environ.get(ANSWERS_VARIABLE)), reason="checks the reference")
@pytest.mark.parametrize("name", sorted(MISTAKES))
def test_every_exercise_test_fails_on_an_answer_with_a_mistake(name: str, tmp_path: Path) -> None:
    mutant(name, tmp_path)
    assert caught(name, tmp_path), f"the tests of {name} pass on an answer with a mistake"
