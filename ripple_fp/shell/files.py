"""Reading and writing files as ``IOResult`` values: every file operation of ripple_fp.

Haskell counterpart::

    readPuzzle      :: Kind p s -> FilePath -> ExceptT RunError IO p
    readSolution    :: Kind p s -> p -> FilePath -> ExceptT RunError IO s
    writeAtomically :: FilePath -> String -> ExceptT RunError IO ()

Each primitive is marked ``@impure_safe(exceptions=(OSError,))``, the ``try`` of
``Control.Exception``: an ``OSError`` becomes a failure value, and ``alt`` turns it into
our own error type at once, so no ``Exception`` travels further. Everything else
(decoding, parsing with the kind's parser) is pure and lifted in with ``bind_result``.
"""

from __future__ import annotations

import errno
import os
from contextlib import suppress
from pathlib import Path
from typing import TypeVar

from returns.io import IOResult, impure_safe
from returns.result import Result

from ..grid.errors import ParseError
from ..grid.text import decode
from ..kinds.errors import Malformed, RunError, Unreadable, Unwritable
from ..kinds.kind import Kind

P = TypeVar("P")
S = TypeVar("S")

SOLUTION = "solution of this puzzle"
"""What a solution file that is not one is called in the message."""


def read_puzzle(kind: Kind[P, S], path: Path) -> IOResult[P, RunError]:
    """The puzzle of ``kind`` in the file at ``path``, or why there is none."""
    return (
        _read_bytes(path)
        .alt(lambda error: _unreadable(path, error))
        .bind_result(lambda data: puzzle_from_bytes(kind, path, data))
    )


def read_solution(kind: Kind[P, S], path: Path, problem: P) -> IOResult[S, RunError]:
    """The claimed solution of ``problem`` in the file at ``path``."""
    return (
        _read_bytes(path)
        .alt(lambda error: _unreadable(path, error))
        .bind_result(lambda data: solution_from_bytes(kind, path, problem, data))
    )


def write_atomically(path: Path, text: str) -> IOResult[None, RunError]:
    """Replace the file at ``path`` by ``text``, all or nothing."""
    return _replace_atomically(path, text).alt(lambda error: _unwritable(path, error))


def make_folder(path: Path) -> IOResult[None, RunError]:
    """Make the folder at ``path`` and its parents, unless it is there already (the
    reason of a failure as the system words it: ``Not a directory``)."""
    return _make_folder(path).alt(
        lambda error: Unwritable(str(path), error.strerror or str(error))
    )


def puzzle_from_bytes(kind: Kind[P, S], path: Path, data: bytes) -> Result[P, RunError]:
    """Pure: the puzzle in a file's bytes, or where the text stops being a puzzle."""
    return (
        decode(data).bind(kind.parse_puzzle).alt(lambda error: _malformed(path, error, kind.title))
    )


def solution_from_bytes(
    kind: Kind[P, S], path: Path, problem: P, data: bytes
) -> Result[S, RunError]:
    """Pure: the solution grid in a file's bytes, or what is wrong with its shape."""
    return (
        decode(data)
        .bind(lambda text: kind.parse_solution(text, problem))
        .alt(lambda error: _malformed(path, error, SOLUTION))
    )


# --- the primitives: each does one thing and may raise OSError ------------------------------


@impure_safe(exceptions=(OSError,))
def _read_bytes(path: Path) -> bytes:
    return path.read_bytes()


@impure_safe(exceptions=(OSError,))
def _make_folder(path: Path) -> None:
    path.mkdir(parents=True, exist_ok=True)


@impure_safe(exceptions=(OSError,))
def _replace_atomically(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file beside ``path``, then rename it over ``path``:
    readers see the old file or the whole new one, never a part, and a failure leaves
    ``path`` as it was."""
    if path.is_dir():
        raise IsADirectoryError(errno.EISDIR, "is a directory")
    if not path.parent.is_dir():
        raise FileNotFoundError(errno.ENOENT, f"no such directory: {path.parent}")
    if path.exists() and not os.access(path, os.W_OK):
        raise PermissionError(errno.EACCES, "permission denied")
    fd, temporary = _new_temporary(path)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.chmod(temporary, 0o666 & ~_umask())
        os.replace(temporary, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise


def _new_temporary(path: Path) -> tuple[int, str]:
    """A new file ``.NAME.XXXXXXXX.tmp`` beside ``path``, open for writing, made by us
    alone (``O_EXCL``). What ``tempfile.mkstemp`` does, without the 3 ms its import adds
    to every run."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
    for _ in range(100):
        temporary = str(path.parent / f".{path.name}.{os.urandom(4).hex()}.tmp")
        try:
            return os.open(temporary, flags, 0o600), temporary
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free temporary name", str(path.parent))


def _umask() -> int:
    """The process's umask (only readable by setting it), so the new file gets the
    permissions an ordinary ``open`` would give it."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _unreadable(path: Path, error: OSError) -> RunError:
    return Unreadable(str(path), _reason(error))


def _unwritable(path: Path, error: OSError) -> RunError:
    return Unwritable(str(path), _reason(error))


def _malformed(path: Path, error: ParseError, what: str) -> RunError:
    return Malformed(str(path), error, what)


def _reason(error: OSError) -> str:
    """``no such file or directory`` and the like, without Python's decoration."""
    return (error.strerror or str(error)).lower()
