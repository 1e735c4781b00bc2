"""Doctests in the Markdown files run from the repository root, wherever pytest starts.

The examples in ``docs/*.md`` and ``README.md`` open ``puzzles/...`` as a reader at the
root of a checkout would. ``pytest`` collects them (``--doctest-glob=*.md`` in
``pyproject.toml``); this fixture moves each one to the root first, so
``pytest /path/to/ripple_fp/docs`` works from any directory.
"""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent


@pytest.fixture(autouse=True)
def _at_the_root(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    if isinstance(request.node, pytest.DoctestItem):
        monkeypatch.chdir(ROOT)
