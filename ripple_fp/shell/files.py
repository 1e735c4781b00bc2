"""Reading and writing files as ``IOResult`` values: every file operation of ripple_fp.

Haskell counterpart::

    readPuzzle      :: Kind p s -> FilePath -> ExceptT ReadError IO p
    readSolution    :: Kind p s -> p -> FilePath -> ExceptT ReadError IO s
    writeAtomically :: FilePath -> String -> ExceptT Unwritable IO ()
    data ReadError  = Unreadable FilePath String | Malformed FilePath ParseError String

Each function's error type is the errors it can produce; the commands widen them to
``RunError`` (``withExceptT``) at the first step of their chains.

Each primitive is marked ``@impure_safe(exceptions=(OSError,))``, the ``try`` of
``Control.Exception``: an ``OSError`` becomes a failure value, and ``alt`` turns it into
our own error type at once, so no ``Exception`` travels further. Everything else
(decoding, parsing with the kind's parser) is pure and lifted in with ``bind_result``.
"""

from __future__ import annotations

import errno
import re
import stat
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import BinaryIO, TypeVar

from returns.io import IOResult, impure_safe
from returns.result import Result

from ..commands import Files
from ..grid.text import ParseError, decode
from ..kinds.errors import Malformed, Unreadable, Unwritable, UsageError
from ..kinds.kind import Kind
from . import atomic

P = TypeVar("P")
S = TypeVar("S")

SOLUTION = "solution of this puzzle"
"""What a solution file that is not one is called in the message."""

STDIN = "-"
"""The input file name that means standard input."""

MAX_INPUT_BYTES = 100 * 2**20
"""The largest puzzle or solution file read: 100 MiB (a 2000 x 2000 puzzle with every
cell given takes about 30 MiB)."""


def read_puzzle(kind: Kind[P, S], path: Path) -> IOResult[P, Unreadable | Malformed]:
    """The puzzle of ``kind`` in the file at ``path``, or why there is none."""
    return (
        _read_bytes(path)
        .alt(lambda error: _unreadable(path, error))
        .bind_result(lambda data: puzzle_from_bytes(kind, path, data))
    )


def unreadable(path: Path, error: OSError) -> Unreadable:
    """Pure: why the file at ``path`` could not be read, as ``error`` says."""
    return Unreadable(str(path), _reason(error))


def read_solution(kind: Kind[P, S], path: Path, problem: P) -> IOResult[S, Unreadable | Malformed]:
    """The claimed solution of ``problem`` in the file at ``path``."""
    return (
        _read_bytes(path)
        .alt(lambda error: _unreadable(path, error))
        .bind_result(lambda data: solution_from_bytes(kind, path, problem, data))
    )


def write_atomically(path: Path, text: str) -> IOResult[None, Unwritable]:
    """Replace the file at ``path`` by ``text``, all or nothing."""
    return write_all([(path, text)])


def write_all(files: Sequence[tuple[Path, str]]) -> IOResult[None, Unwritable]:
    """Write every ``(path, text)``, or none of them (:mod:`.atomic` says how: through
    symbolic links, directly into devices, by rename everywhere else)."""
    return _write_all(files).alt(lambda error: _unwritable(_culprit(files, error), error))


def make_folder(path: Path) -> IOResult[None, Unwritable]:
    """Make the folder at ``path`` and its parents, unless it is there already (the
    reason of a failure as the system words it: ``Not a directory``)."""
    return _make_folder(path).alt(
        lambda error: Unwritable(str(path), error.strerror or str(error))
    )


def puzzle_from_bytes(kind: Kind[P, S], path: Path, data: bytes) -> Result[P, Malformed]:
    """Pure: the puzzle in a file's bytes, or where the text stops being a puzzle."""
    return (
        decode(data).bind(kind.parse_puzzle).alt(lambda error: _malformed(path, error, kind.title))
    )


def solution_from_bytes(
    kind: Kind[P, S], path: Path, problem: P, data: bytes
) -> Result[S, Malformed]:
    """Pure: the solution grid in a file's bytes, or what is wrong with its shape."""
    return (
        decode(data)
        .bind(lambda text: kind.parse_solution(text, problem))
        .alt(lambda error: _malformed(path, error, SOLUTION))
    )


def same_files(program: str, files: Files) -> IOResult[None, UsageError]:
    """Nothing, unless a file the command writes is one it reads or another it writes
    (through links too): a run that wrote its solution over its puzzle, or its picture
    over either, would destroy what the user gave it. Looked at before anything is read
    or written."""
    for index, (path, what) in enumerate(files.written):
        for other, whom in (*files.read, *files.written[:index]):
            if _one_file(path, other):
                message = f"{program}: error: {what} must not be {whom}"
                return IOResult.from_failure(UsageError(message))
    return IOResult.from_value(None)


def _one_file(a: Path, b: Path) -> bool:
    """Do the two names, neither ``-``, name one file (``a`` need not exist)?"""
    if STDIN in (str(a), str(b)) or given_as_text(a) or given_as_text(b):
        return False
    try:
        return a.resolve() == b.resolve() or (a.exists() and b.exists() and a.samefile(b))
    except OSError:
        return False


# --- the primitives: each does one thing and may raise OSError ------------------------------


@impure_safe(exceptions=(OSError,))
def _read_bytes(path: Path) -> bytes:
    return load(path)


URL = re.compile(r"^(https?:/+[^/]|[\w.-]*\?\w+/|\w+/\d+/\d+/)")
"""What an argument that is a URL (or a URL's ``variety/W/H/...`` tail) begins with. A
path normalises ``//`` to ``/``, hence ``:/+``."""


def given_as_text(path: Path) -> bool:
    """Is the argument itself the puzzle, a URL, rather than the name of a file?"""
    return URL.match(str(path)) is not None and not path.exists()


def load(path: Path) -> bytes:
    """The bytes of a regular file, or of standard input for ``-``: at most
    :data:`MAX_INPUT_BYTES` of them. A device or a pipe is refused before it is opened
    (``/dev/zero`` never ends, a pipe without a writer never starts)."""
    if str(path) == STDIN:
        return _at_most(sys.stdin.buffer)
    if given_as_text(path):
        return str(path).encode()
    mode = path.stat().st_mode
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, "is a directory")
    if not stat.S_ISREG(mode):
        raise OSError(errno.EINVAL, "not a regular file (a device, a pipe or a socket)")
    with path.open("rb") as file:
        return _at_most(file)


def _at_most(stream: BinaryIO) -> bytes:
    data = stream.read(MAX_INPUT_BYTES + 1)
    if len(data) > MAX_INPUT_BYTES:
        raise OSError(errno.EFBIG, f"larger than {MAX_INPUT_BYTES // 2**20} MiB")
    return data


@impure_safe(exceptions=(OSError,))
def _write_all(files: Sequence[tuple[Path, str]]) -> None:
    atomic.write_all(files)


def _culprit(files: Sequence[tuple[Path, str]], error: OSError) -> Path:
    """The file of ``files`` that ``error`` is about (the first, when it names none)."""
    named = {str(path): path for path, _ in files} | {
        str(atomic.resolved(path)): path for path, _ in files
    }
    for name in (error.filename, error.filename2):
        if name is not None and str(name) in named:
            return named[str(name)]
    return files[0][0]


@impure_safe(exceptions=(OSError,))
def _make_folder(path: Path) -> None:
    path.mkdir(parents=True, exist_ok=True)


def _unreadable(path: Path, error: OSError) -> Unreadable | Malformed:
    return Unreadable(str(path), _reason(error))


def _unwritable(path: Path, error: OSError) -> Unwritable:
    return Unwritable(str(path), _reason(error))


def _malformed(path: Path, error: ParseError, what: str) -> Malformed:
    return Malformed(str(path), error, what)


def _reason(error: OSError) -> str:
    """``no such file or directory`` and the like, without Python's decoration."""
    reason = error.strerror or str(error)
    return reason[:1].lower() + reason[1:]
