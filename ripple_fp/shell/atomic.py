"""Writing files all or nothing, wherever the names point: the primitives under
:func:`~.files.write_all`. Each may raise ``OSError``; :mod:`.files` turns it into a value.

Haskell counterpart (``System.AtomicWrite``, with ``bracketOnError`` for the cleanup)::

    writeAll :: [(FilePath, String)] -> IO ()
    writeAll files = bracketOnError (mapM temporary files) (mapM_ removeFile)
                                    (mapM_ (uncurry renameFile))

Every regular file is first written in full to a temporary file beside it (``fsync``\\ed),
and only when all are written are they renamed over their targets: readers see the old
file or the whole new one, and a failure (or an interrupt) on the way removes the
temporaries and leaves every target as it was. What a name points to decides how:

- a symbolic link is followed, and its target replaced (the link stays a link);
- a device, pipe or socket (``/dev/null``, ``/dev/stdout`` on a terminal or pipe) is
  written directly, as it cannot be renamed over (a pipe without a reader is an error,
  not a wait);
- a temporary file is ``.NAME.XXXXXXXX.tmp`` (``XXXXXXXX`` hexadecimal), with ``NAME``
  cut short when the whole would pass the file system's longest name. A run killed by
  ``SIGKILL`` while writing may leave one; the next write of the same file removes such
  leftovers once they are :data:`STALE_AFTER` seconds old.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import time
from collections.abc import Sequence
from contextlib import suppress
from pathlib import Path

STALE_AFTER = 3600.0
"""Seconds after which a temporary file of ours is a leftover, not another run's."""

_SUFFIX = re.compile(r"\.[0-9a-f]{8}\.tmp")
_SUFFIX_BYTES = len(".XXXXXXXX.tmp") + 1  # and the leading dot


def write_all(files: Sequence[tuple[Path, str]]) -> None:
    """Write each ``(path, text)``: every file, or (on any failure) none of them."""
    targets = [(resolved(path), text) for path, text in files]
    for path, _ in targets:
        _check_writable(path)
    special = [_is_special(path) for path, _ in targets]  # one stat each
    devices = [target for target, direct in zip(targets, special, strict=True) if direct]
    regular = [target for target, direct in zip(targets, special, strict=True) if not direct]
    written: list[tuple[str, Path]] = []
    try:
        for path, text in regular:
            written.append((_write_temporary(path, text), path))
        while written:
            temporary, path = written[0]
            os.replace(temporary, path)
            written.pop(0)
            _remove_leftovers(path)
    except BaseException:
        for temporary, _ in written:
            with suppress(OSError):
                os.unlink(temporary)
        raise
    for path, text in devices:
        _write_directly(path, text)


def resolved(path: Path) -> Path:
    """Where writing ``path`` lands: the end of its chain of symbolic links."""
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def temporary_prefix(path: Path) -> str:
    """``.NAME``, with ``NAME`` cut so that ``.NAME.XXXXXXXX.tmp`` is a valid name."""
    longest = _longest_name(path.parent)
    return "." + os.fsdecode(os.fsencode(path.name)[: max(1, longest - _SUFFIX_BYTES)])


def _check_writable(path: Path) -> None:
    if path.is_dir():
        raise IsADirectoryError(errno.EISDIR, "is a directory", str(path))
    if not path.parent.is_dir():
        raise FileNotFoundError(errno.ENOENT, f"no such directory: {path.parent}", str(path))
    if path.exists() and not os.access(path, os.W_OK):
        raise PermissionError(errno.EACCES, "permission denied", str(path))


def _is_special(path: Path) -> bool:
    """A device, a pipe or a socket: something that is there but is no file."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return False
    return not stat.S_ISREG(mode) and not stat.S_ISDIR(mode)


def _write_directly(path: Path, text: str) -> None:
    flags = os.O_WRONLY | getattr(os, "O_CLOEXEC", 0)
    if stat.S_ISFIFO(path.stat().st_mode):
        flags |= os.O_NONBLOCK  # no reader: ENXIO at once, not a wait for one
    try:
        fd = os.open(path, flags)
    except OSError as error:
        if error.errno == errno.ENXIO:
            raise OSError(errno.ENXIO, "a pipe that no one reads", str(path)) from error
        raise
    os.set_blocking(fd, True)
    with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as file:
        file.write(text)


def _write_temporary(path: Path, text: str) -> str:
    """A new temporary file beside ``path`` holding ``text``, on disk; its name."""
    fd, temporary = _new_temporary(path)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.chmod(temporary, 0o666 & ~_umask())
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise
    return temporary


def _new_temporary(path: Path) -> tuple[int, str]:
    """A new file ``.NAME.XXXXXXXX.tmp`` beside ``path``, open for writing, made by us
    alone (``O_EXCL``). What ``tempfile.mkstemp`` does, without the 3 ms its import adds
    to every run."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
    prefix = temporary_prefix(path)
    for _ in range(100):
        temporary = str(path.parent / f"{prefix}.{os.urandom(4).hex()}.tmp")
        try:
            return os.open(temporary, flags, 0o600), temporary
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free temporary name", str(path.parent))


def _remove_leftovers(path: Path) -> None:
    """Remove temporary files of ``path`` that a killed run left, once they are stale."""
    prefix = temporary_prefix(path)
    now = time.time()
    with suppress(OSError):
        for entry in os.scandir(path.parent):
            if not (
                entry.name.startswith(prefix) and _SUFFIX.fullmatch(entry.name[len(prefix) :])
            ):
                continue
            with suppress(OSError):
                if (
                    entry.is_file(follow_symlinks=False)
                    and now - entry.stat().st_mtime > STALE_AFTER
                ):
                    os.unlink(entry.path)


def _longest_name(folder: Path) -> int:
    try:
        return os.pathconf(folder, "PC_NAME_MAX")
    except (OSError, ValueError, AttributeError):
        return 255


def _umask() -> int:
    """The process's umask (only readable by setting it), so the new file gets the
    permissions an ordinary ``open`` would give it."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask
