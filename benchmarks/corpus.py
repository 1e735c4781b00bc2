"""The corpus a benchmark reads, and one line saying so when it is not there.

The scripts read the corpus of real puzzles from ``--corpus DIR``; by default from
``../shared/corpus`` beside the checkout, which a fresh clone does not have. Before
measuring anything, a script asks here for the folders and puzzles it will read: a
folder or puzzle that is missing stops it with one line that names it and says how to
pass a corpus, and exit status 2 (argparse's, for a bad argument), not a traceback
half-way through a table.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import NoReturn

ROOT = Path(__file__).resolve().parent.parent

DEFAULT = ROOT.parent / "shared" / "corpus"
"""Where the corpus is unless ``--corpus`` says otherwise."""

HOW = "pass --corpus DIR, a folder holding the corpus's folders (janko/, generated/, ...)"


def add_option(parser: argparse.ArgumentParser, default: Path = DEFAULT) -> None:
    """The ``--corpus DIR`` option."""
    parser.add_argument(
        "--corpus", type=Path, default=default, help=f"the puzzle corpus (default {default})"
    )


def folders(corpus: Path, names: Iterable[str]) -> list[Path]:
    """``corpus/NAME`` for each name, each a folder with puzzles (``.txt``) in it."""
    found = [corpus / name for name in names]
    for folder in found:
        if (absent := _absent([folder.absolute(), *folder.absolute().parents])) is not None:
            stop(f"no folder {absent}")
        if not any(folder.glob("*.txt")):
            stop(f"no puzzles (.txt) in {folder}")
    return found


def puzzles(corpus: Path, names: Iterable[str]) -> list[Path]:
    """``corpus/NAME.txt`` for each name, each a file."""
    found = [corpus / f"{name}.txt" for name in names]
    for path in found:
        if not path.is_file():
            missing(path)
    return found


def matching(corpus: Path, globs: Iterable[str]) -> list[Path]:
    """The puzzles each glob matches (relative to ``corpus``, or absolute), sorted; every
    glob must match one at least."""
    found: set[Path] = set()
    for glob in globs:
        pattern = Path(glob) if Path(glob).is_absolute() else corpus / glob
        matches = sorted(Path(pattern.anchor).glob(str(pattern.relative_to(pattern.anchor))))
        if not matches:
            missing(pattern)
        found.update(matches)
    return sorted(found)


def missing(path: Path) -> NoReturn:
    """Stop: the outermost folder of ``path`` that does not exist is missing, or, when
    every folder is there, ``path`` itself is (a file, or a glob that matches nothing)."""
    path = path.absolute()
    stop(f"no folder {absent}" if (absent := _absent(path.parents)) else f"no puzzle {path}")


def _absent(folders: Iterable[Path]) -> Path | None:
    """The outermost of ``folders`` (innermost first, as ``Path.parents``) that does
    not exist; a glob's folders do not count."""
    real = (p for p in reversed(list(folders)) if not any(c in p.name for c in "*?["))
    return next((p for p in real if not p.is_dir()), None)


def stop(problem: str) -> NoReturn:
    """One line on standard error, ``SCRIPT: PROBLEM: how to pass a corpus``, exit 2."""
    print(f"{Path(sys.argv[0]).name}: {problem}: {HOW}", file=sys.stderr)
    raise SystemExit(2)
