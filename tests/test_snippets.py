"""No Python in the docs can go stale: every snippet runs, or is quoted from the code.

A ```` ```python ```` block in ``docs/*.md`` or ``README.md`` is either a doctest (it has
``>>>`` prompts, and pytest runs it) or a quotation: its first line names the file it is
quoted from, ``# from ripple_fp/ripple/spec.py``, and the lines below it must stand in
that file, in that order and together, indented by the same amount. An unlabelled
block of Python is an example that cannot run here (it needs a Dask cluster); it must at
least call the package's functions with arguments they take.

A ```` ```haskell ```` block is always a quotation: its first line names the file of
``docs/haskell/`` it is quoted from, ``-- from docs/haskell/Main.hs`` (the course's twin,
which ``tests/test_course.py`` builds and runs) or a sketch of ``docs/haskell/Sketches/``
(which GHC type-checks here). So no Haskell the docs show is left uncompiled.
"""

from __future__ import annotations

import ast
import inspect
import re
import shutil
import subprocess
from pathlib import Path
from typing import NamedTuple

import pytest

import ripple_fp

from .conftest import ROOT

MARKDOWN = [*sorted((ROOT / "docs").glob("*.md")), ROOT / "README.md"]
FENCE = re.compile(r"^```python\n(.*?)^```$", re.DOTALL | re.MULTILINE)
SOURCE = re.compile(r"^# from (\S+)$")


class Snippet(NamedTuple):
    doc: str
    line: int
    text: str


def snippets(path: Path) -> list[Snippet]:
    text = path.read_text(encoding="utf-8")
    return [
        Snippet(path.name, text.count("\n", 0, match.start()) + 1, match.group(1))
        for match in FENCE.finditer(text)
    ]


SNIPPETS = [snippet for path in MARKDOWN for snippet in snippets(path)]
QUOTES = [s for s in SNIPPETS if ">>>" not in s.text]


def quoted(block: list[str], source: list[str]) -> bool:
    """Do ``block``'s lines stand together in ``source``, all shifted right alike?"""
    first = block[0].strip()
    for start, line in enumerate(source):
        if line.strip() != first or not line.endswith(block[0]):
            continue
        indent = line[: len(line) - len(block[0])]
        if indent.strip():
            continue
        window = source[start : start + len(block)]
        if [(indent + b).rstrip() if b else "" for b in block] == [w.rstrip() for w in window]:
            return True
    return False


def test_the_docs_have_snippets_of_both_kinds() -> None:
    assert len(SNIPPETS) > len(QUOTES) > 0


def quotation(
    snippet: Snippet, head_line: re.Pattern[str], expected: str
) -> tuple[Path, list[str]]:
    """The file a block names in its first line, and the lines it quotes; the block
    fails its test unless both are there."""
    head, *block = snippet.text.rstrip("\n").split("\n")
    source_line = head_line.match(head)
    assert source_line, f"{expected}: {head!r}"
    assert block, "a quotation of nothing"
    return ROOT / source_line.group(1), block


def stands_in(source: Path, block: list[str]) -> bool:
    """Do ``block``'s lines stand in ``source``, together and in order?"""
    return source.is_file() and quoted(block, source.read_text(encoding="utf-8").split("\n"))


@pytest.mark.parametrize("snippet", QUOTES, ids=lambda s: f"{s.doc}:{s.line}")
def test_a_snippet_without_prompts_is_a_quotation_of_the_code(snippet: Snippet) -> None:
    source, block = quotation(snippet, SOURCE, "neither a doctest nor '# from PATH'")
    assert stands_in(source, block), f"not found as written in {source}"


HASKELL = re.compile(r"^```haskell\n(.*?)^```$", re.DOTALL | re.MULTILINE)
HASKELL_SOURCE = re.compile(r"^-- from (docs/haskell/\S+\.hs)$")
HASKELL_SNIPPETS = [
    Snippet(path.name, text.count("\n", 0, match.start()) + 1, match.group(1))
    for path in MARKDOWN
    for text in [path.read_text(encoding="utf-8")]
    for match in HASKELL.finditer(text)
]
"""Every block of Haskell in the docs: each must be quoted from ``docs/haskell/``."""
TWIN = ROOT / "docs" / "haskell" / "Main.hs"
SKETCHES = sorted(path for path in (ROOT / "docs" / "haskell").rglob("*.hs") if path != TWIN)
"""The Haskell the docs show beyond the course's twin, type-checked by GHC below."""


def haskell_source(snippet: Snippet) -> str | None:
    """The file a Haskell block names in its first line, if it names one."""
    named = HASKELL_SOURCE.match(snippet.text.split("\n", 1)[0])
    return named.group(1) if named else None


def test_the_course_page_quotes_the_twin() -> None:
    twin = [s for s in HASKELL_SNIPPETS if haskell_source(s) == "docs/haskell/Main.hs"]
    assert sum(s.doc == "course.md" for s in twin) >= 8


@pytest.mark.parametrize("snippet", HASKELL_SNIPPETS, ids=lambda s: f"{s.doc}:{s.line}")
def test_haskell_in_the_docs_is_quoted_from_a_file_ghc_checks(snippet: Snippet) -> None:
    expected = "Haskell must start with '-- from docs/haskell/FILE.hs'"
    source, block = quotation(snippet, HASKELL_SOURCE, expected)
    assert source == TWIN or source in SKETCHES, f"{source} is not the twin or a sketch"
    assert stands_in(source, block), f"not found as written in {source}"


def test_every_sketch_is_shown_by_some_doc() -> None:
    shown = {haskell_source(s) for s in HASKELL_SNIPPETS}
    assert {path.relative_to(ROOT).as_posix() for path in SKETCHES} <= shown


@pytest.mark.haskell
def test_the_sketches_type_check_with_ghc(tmp_path: Path) -> None:
    """Every sketch, with what it leans on, is Haskell that GHC accepts without a warning
    (``-fno-code``: type-checked, not built; the twin is built by ``tests/test_course.py``)."""
    ghc = shutil.which("ghc")
    if ghc is None:
        pytest.skip("no ghc: install Debian's ghc to type-check the Haskell sketches")
    command = [ghc, "-fno-code", "-Wall", "-Werror", f"-i{TWIN.parent}", "-outputdir"]
    checked = subprocess.run(
        [*command, str(tmp_path), *map(str, SKETCHES)], capture_output=True, text=True, check=False
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_a_quotation_must_match_line_for_line() -> None:
    source = ["def f(x):", "    y = x + 1", "    return y", ""]
    assert quoted(["y = x + 1", "return y"], source)
    assert quoted(["def f(x):", "    y = x + 1"], source)
    assert not quoted(["y = x + 1", "return x"], source)
    assert not quoted(["return y", "y = x + 1"], source)
    assert not quoted(["def f(x):", "y = x + 1"], source)


def fenced(text: str) -> list[tuple[str, int, str]]:
    """Every fenced block of a Markdown text: its language, first line, and text."""
    blocks: list[tuple[str, int, str]] = []
    language: str | None = None
    start, lines = 0, [""]
    for number, line in enumerate(text.split("\n"), 1):
        if language is None and line.startswith("```"):
            language, start, lines = line[3:].strip(), number, []
        elif language is not None and line == "```":
            blocks.append((language, start, "\n".join(lines) + "\n"))
            language = None
        elif language is not None:
            lines.append(line)
    return blocks


def python_without_fence_language() -> list[Snippet]:
    """Unlabelled blocks that are Python: an example that needs what CI does not have (a
    Dask cluster). They cannot run, so they must at least call the package correctly."""
    found = []
    for path in MARKDOWN:
        for language, line, block in fenced(path.read_text(encoding="utf-8")):
            try:
                tree = ast.parse(block)
            except SyntaxError:
                continue
            imports = any(isinstance(n, ast.Import | ast.ImportFrom) for n in ast.walk(tree))
            if not language and imports:
                found.append(Snippet(path.name, line, block))
    return found


UNRUNNABLE = python_without_fence_language()


def test_the_unrunnable_examples_are_found() -> None:
    assert [s.doc for s in UNRUNNABLE] == ["library.md"]


@pytest.mark.parametrize("snippet", UNRUNNABLE, ids=lambda s: f"{s.doc}:{s.line}")
def test_an_example_that_cannot_run_calls_public_functions_with_their_own_arguments(
    snippet: Snippet,
) -> None:
    calls = [node for node in ast.walk(ast.parse(snippet.text)) if isinstance(node, ast.Call)]
    ours = [c for c in calls if isinstance(c.func, ast.Name) and c.func.id in ripple_fp._HOMES]
    assert ours
    for call in ours:
        assert isinstance(call.func, ast.Name)
        parameters = inspect.signature(getattr(ripple_fp, call.func.id)).parameters
        assert {k.arg for k in call.keywords} <= set(parameters)
        assert len(call.args) <= len(parameters)
