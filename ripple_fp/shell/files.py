"""Reading and writing files as ``IOResult`` values: every file operation of ripple_fp.

Haskell counterpart::

    load            :: Source -> Maybe SomeKind -> ExceptT RunError IO SomeLoaded
    readPuzzle      :: Kind p s -> FilePath -> ExceptT ReadError IO p
    readSolution    :: Kind p s -> p -> FilePath -> ExceptT ReadError IO s
    writeAtomically :: FilePath -> String -> ExceptT Unwritable IO ()
    data ReadError  = Unreadable FilePath String | Malformed FilePath ParseError String

Each function's error type is the errors it can produce; the commands widen them to
``RunError`` (``withExceptT``) at the first step of their chains. A command reads its
puzzle once (:func:`load`): its bytes, then its kind, the one named, else the one a
janko.at text names, else the default, then the kind's parser; and it works on the
puzzle read, typed in its kind (:class:`~ripple_fp.kinds.kind.Loaded`).

Each primitive is marked ``@impure_safe(exceptions=(OSError,))``, the ``try`` of
``Control.Exception``: an ``OSError`` becomes a failure value, and ``alt`` turns it into
our own error type at once, so no ``Exception`` travels further. Everything else
(decoding, parsing with the kind's parser) is pure and lifted in with ``bind_result``.
"""

from __future__ import annotations

import errno
import stat
import sys
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO, TypeVar

from returns.io import IOResult, impure_safe
from returns.result import Failure, Result

from ..commands import Files, Source, Text, Url
from ..grid.text import ParseError, decode
from ..kinds import DEFAULT, kind_named, readers, url_varieties
from ..kinds.errors import Malformed, OtherKind, RunError, Unreadable, Unwritable, UsageError
from ..kinds.janko import named_by
from ..kinds.kind import (
    Kind,
    Limits,
    Loaded,
    SomeKind,
    SomeLoaded,
    UseLoaded,
    within_limits,
)
from . import atomic

if TYPE_CHECKING:
    from ..commands.replies import Voice

P = TypeVar("P")
S = TypeVar("S")
T = TypeVar("T")

SOLUTION = "solution of this puzzle"
"""What a solution file that is not one is called in the message."""

STDIN = "-"
"""The input file name that means standard input."""

MAX_INPUT_BYTES = 100 * 2**20
"""The largest puzzle or solution file read: 100 MiB (a 2000 x 2000 puzzle with every
cell given takes about 30 MiB)."""


def on_puzzle(  # noqa: PLR0917 - what a command on one puzzle is made of
    voice: Voice[T],
    program: str,
    files: Files,
    kind: SomeKind | None,
    fits: Callable[[SomeKind], str | None],
    failed: Callable[[RunError], T],
    work: UseLoaded[IOResult[T, RunError]],
) -> IOResult[T, T]:
    """A command that reads one puzzle, ``files.read[0]``, and does its ``work`` on it,
    untimed: nothing is read before no file it writes is found among ``files`` read,
    and what it says either way comes after the note of :func:`load`."""
    apart: IOResult[None, RunError] = same_files(program, files)
    read = apart.bind(lambda _: load(files.read[0][0], kind, None, program, fits))
    return read.alt(failed).bind(lambda got: spoken(voice, got[1], got[0].into(work), failed))


def failing(voice: Voice[T], program: str) -> Callable[[RunError], T]:
    """What a command that does not search says of an error: its failure alone."""
    return lambda error: voice.failed(program, error, "")


def spoken(
    voice: Voice[T], note: str, found: IOResult[T, RunError], failed: Callable[[RunError], T]
) -> IOResult[T, T]:
    """What a command says of what it ``found``, after ``note``: its reply, or its
    failure."""
    return found.map(partial(voice.noted, note)).alt(
        lambda error: voice.noted(note, failed(error))
    )


def load(
    source: Source,
    kind: SomeKind | None,
    limits: Limits | None,
    program: str,
    fits: Callable[[SomeKind], str | None] = lambda _: None,
) -> IOResult[tuple[SomeLoaded, str], RunError]:
    """The puzzle at ``source``, read once, with its kind: ``kind``, else the one its
    janko.at text names, else the default, held to what the command asks of it (``fits``:
    why it cannot, for a kind the file picked); within ``limits``. Besides, for
    ``ripple-fp``, which solves every kind, a note when the default kind is taken for a
    text other kinds read too, naming them (``ripple-effect`` solves Ripple Effect
    alone, and says nothing of them)."""
    read: IOResult[bytes, RunError] = _read_bytes(source).alt(partial(unreadable, source))
    return read.bind_result(lambda data: _loaded(source, data, kind, limits, program, fits))


def _loaded(  # noqa: PLR0917 - what reading a puzzle takes
    source: Source,
    data: bytes,
    named: SomeKind | None,
    limits: Limits | None,
    program: str,
    fits: Callable[[SomeKind], str | None],
) -> Result[tuple[SomeLoaded, str], RunError]:
    text = decode(data)
    picked = named_by(text.value_or("")) if named is None else None
    kind = named or kind_named(picked or DEFAULT)
    refusal = None if named is not None else fits(kind)
    if refusal is not None:
        return Failure(UsageError(f"{program}: error: {refusal}"))
    every_kind = named is None and picked is None and program.startswith(f"{PROGRAM} ")
    decoded: Result[str, RunError] = text.alt(partial(_malformed, source, what=kind.title))
    return decoded.bind(
        lambda text: kind.into(partial(_parsed, source=source, text=text, limits=limits))
    ).map(lambda loaded: (loaded, _others_read(program, source, loaded) if every_kind else ""))


def _parsed(
    kind: Kind[P, S], source: Source, text: str, limits: Limits | None
) -> Result[SomeLoaded, RunError]:
    read: Result[Loaded[P, S], RunError] = kind.load(text).alt(
        lambda error: misread(kind, source, text, error)
    )
    if limits is None:
        return read.map(lambda loaded: loaded)
    return read.bind(
        lambda loaded: within_limits(kind, limits, source, loaded.problem).map(lambda _: loaded)
    )


def _others_read(program: str, source: Source, loaded: SomeLoaded) -> str:
    """The note that the puzzle, read as the default kind's, is another kind's too,
    naming the option that picks each; nothing when no other kind reads it."""
    others = list(readers(loaded.into(lambda loaded: loaded.text)))
    named = tuple((kind.name, kind.title) for kind in others if kind.name != DEFAULT)
    if not named:
        return ""
    options = " or ".join(f"a {title} (--puzzle {name})" for name, title in named)
    said = f"{program}: note: {source} is read as a {loaded.kind.title}, the default;"
    return f"{said} it reads as {options} too\n"


PROGRAM = "ripple-fp"
"""The command that solves every kind, and so says which other kinds read a file."""


def read_puzzle(kind: Kind[P, S], path: Source) -> IOResult[P, Unreadable | Malformed | OtherKind]:
    """The puzzle of ``kind`` in the file at ``path``, or why there is none."""
    return (
        _read_bytes(path)
        .alt(lambda error: _unreadable_puzzle(path, error))
        .bind_result(lambda data: puzzle_from_bytes(kind, path, data))
    )


def unreadable(path: Source, error: OSError) -> Unreadable:
    """Pure: why the file at ``path`` could not be read, as ``error`` says."""
    return Unreadable(str(path), _reason(error))


def read_solution(
    kind: Kind[P, S], path: Path | Text, problem: P
) -> IOResult[S, Unreadable | Malformed]:
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


def puzzle_from_bytes(
    kind: Kind[P, S], path: Source, data: bytes
) -> Result[P, Malformed | OtherKind]:
    """Pure: the puzzle in a file's bytes, or where the text stops being a puzzle (or
    which other kind's puzzle it is)."""

    def not_text(error: ParseError) -> Malformed | OtherKind:
        return _malformed(path, error, kind.title)

    return (
        decode(data)
        .alt(not_text)
        .bind(
            lambda text: kind.parse_puzzle(text).alt(
                lambda error: misread(kind, path, text, error)
            )
        )
    )


def misread(kind: Kind[P, S], path: Source, text: str, error: ParseError) -> Malformed | OtherKind:
    """Pure: why ``text``, which ``kind`` could not read, is no puzzle of it: another
    kind's puzzle; a URL of a puzzle no kind solves, or a web page's address; or the
    ``error`` where ``kind``'s parser stopped. Only here are the other kinds imported."""
    others = tuple((other.name, other.title) for other in readers(text) if other != kind)
    if others:
        return OtherKind(str(path), kind.title, others)
    return _malformed(path, _unknown_address(text) or error, kind.title)


def _unknown_address(text: str) -> ParseError | None:
    """What a one-line ``text`` that is an address no kind reads is: a puzz.link URL of
    a puzzle no kind solves, or a web page's address (which is not fetched)."""
    from ..grid.rooms_url import address_in, is_web_address  # noqa: PLC0415 - a file no kind reads

    url, read = address_in(text), url_varieties()
    if url is not None and url.group(1) not in read:
        return ParseError(
            1,
            f"a URL of {url.group(1)}, a puzzle ripple_fp does not solve "
            f"(it reads URLs of {', '.join(read)})",
        )
    if url is None and is_web_address(text):
        return ParseError(
            1,
            "a web page's address, and ripple_fp does not fetch from the network: "
            "give the puzzle's file instead (or its puzz.link URL)",
        )
    return None


def solution_from_bytes(
    kind: Kind[P, S], path: Path | Text, problem: P, data: bytes
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


def _one_file(one: Path, other: Source) -> bool:
    """Do the two names, neither ``-``, name one file (``one`` need not exist)?"""
    if STDIN in (str(one), str(other)) or given_as_text(other):
        return False
    a, b = one, Path(str(other))
    try:
        return a.resolve() == b.resolve() or (a.exists() and b.exists() and a.samefile(b))
    except OSError:
        return False


# --- the primitives: each does one thing and may raise OSError ------------------------------


@impure_safe(exceptions=(OSError,))
def _read_bytes(path: Source) -> bytes:
    return contents(path)


def given_as_text(source: Source) -> bool:
    """Is the argument itself the puzzle, a URL or the page's text, rather than the name
    of a file?"""
    return isinstance(source, Text) or (isinstance(source, Url) and not Path(source.text).exists())


def contents(source: Source) -> bytes:
    """The bytes of a regular file, or of standard input for ``-``, or the URL or text
    given as the argument: at most :data:`MAX_INPUT_BYTES` of them. A device or a pipe
    is refused before it is opened (``/dev/zero`` never ends, a pipe without a writer
    never starts)."""
    if isinstance(source, Text):
        return source.text.encode()
    if str(source) == STDIN:
        return _standard_input()
    if given_as_text(source):
        return str(source).encode()
    path = Path(str(source))
    mode = path.stat().st_mode
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, "is a directory")
    if not stat.S_ISREG(mode):
        raise OSError(errno.EINVAL, "not a regular file (a device, a pipe or a socket)")
    with path.open("rb") as file:
        return _at_most(file)


_READ: list[tuple[object, bytes]] = []
"""Standard input, once read, with the stream it was read from (kept, so that no other
stream can be taken for it)."""


def _standard_input() -> bytes:
    """The bytes of standard input, read once: a command that reads them again (a
    janko.at text converted keeps its fields) sees what it read."""
    stream = sys.stdin.buffer
    if not _READ or _READ[-1][0] is not stream:
        _READ[:] = [(stream, _at_most(stream))]
    return _READ[-1][1]


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


def _unreadable(path: Path | Text, error: OSError) -> Unreadable | Malformed:
    return Unreadable(str(path), _reason(error))


def _unreadable_puzzle(path: Source, error: OSError) -> Unreadable | Malformed | OtherKind:
    return Unreadable(str(path), _reason(error))


def _unwritable(path: Path, error: OSError) -> Unwritable:
    return Unwritable(str(path), _reason(error))


def _malformed(path: Source, error: ParseError, what: str) -> Malformed:
    return Malformed(str(path), error, what)


def _reason(error: OSError) -> str:
    """``no such file or directory`` and the like, without Python's decoration."""
    reason = error.strerror or str(error)
    return reason[:1].lower() + reason[1:]
