"""The kind of a puzzle no ``--puzzle`` named: the one its janko.at text names.

Haskell counterpart::

    picked :: Command -> IO (Either UsageError Command)
    picked cmd | kind cmd == Nothing = do text <- readSource (source cmd)
                                          checked cmd { kind = Just (namedBy text ? def) }
               | otherwise           = return (Right cmd)

A janko.at text says what it is on its ``puzzle`` line, so ``ripple-fp solve IN OUT``
needs no ``--puzzle`` for it; any other file is read as the default kind, Ripple
Effect. The file is read here only to look (standard input is read once and kept:
:func:`~.files.load`), held to the command's ``--timeout`` as its own reading would be
(a pipe that never writes ends at the limit, exit 124); a file that cannot be read is
left to the command, which says so.
Once the kind is known, what the command asks of it (a strategy, a format, a mode) is
checked as the command line's own options are.

A file of the course's text may read as more than one kind: a Suguru is written as a
Ripple Effect puzzle is, rooms and numbers, and read as one it may have no solution, or
another. ``ripple-fp``, which solves every kind, says so once on stderr before the run
(:func:`chosen`), naming the other kinds and the option that picks each; the course's
``ripple-effect``, which solves Ripple Effect alone, says nothing of other kinds.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from returns.result import Failure, Result, Success

from ..commands import Check, Command, Convert, Count, Explain, Hint, Solve
from ..commands.arguments import PROGRAM, checked
from ..commands.replies import other_readers
from ..grid.text import decode
from ..kinds import DEFAULT, kind_named, readers
from ..kinds.errors import TimedOut, UsageError
from ..kinds.janko import named_by
from ..search.meter import SearchTimeoutError
from .clock import limited
from .files import load


@dataclass(frozen=True)
class Choice:
    """A command with its kind named, and what to say about that choice before it runs
    (nothing, or which other kinds read its file)."""

    command: Command
    note: str = ""
    """A line for stderr, said before the run."""


def picked(command: Command) -> Result[Command, UsageError | TimedOut]:
    """``command`` with its kind named: its own, or the one its file's janko.at text
    names, else the default; a usage error if that kind lacks what it asks for, and
    out of time if its puzzle could not be read within its ``--timeout``."""
    return chosen(command).map(lambda choice: choice.command)


def chosen(command: Command) -> Result[Choice, UsageError | TimedOut]:
    """:func:`picked`, and, when ``ripple-fp`` takes the default kind for a file that
    other kinds read too, the note that names them."""
    match command:
        case Solve(kind=None, source=path) | Count(kind=None, source=path):
            pass
        case Explain(kind=None, source=path) | Hint(kind=None, source=path):
            pass
        case Convert(kind=None, source=path) | Check(kind=None, puzzle=path):
            pass
        case _:
            return Success(Choice(command))
    seconds = command.timeout if isinstance(command, Solve | Count) else None
    try:
        data = limited(seconds, lambda _: load(path))
    except SearchTimeoutError:
        return Failure(TimedOut(str(path), seconds or 0.0))
    except OSError:
        data = b""
    every_kind = command.program.partition(" ")[0] == PROGRAM
    maybe = every_kind or b"begin" in data or b"x-janko" in data  # else not decoded
    text = decode(data).value_or("") if maybe else ""
    kind = named_by(text) or DEFAULT
    note = _others_read(command.program, str(path), text) if every_kind and kind == DEFAULT else ""
    named = replace(command, kind=kind)
    return (
        checked(named)
        .map(lambda ready: Choice(ready, note))
        .alt(lambda why: UsageError(f"{command.program}: error: {why}"))
    )


def _others_read(program: str, path: str, text: str) -> str:
    """The note that ``text``, which the default kind reads, is also another kind's
    puzzle; nothing if no other kind reads it, or the default kind does not (the run
    then says which kind it is, as its error)."""
    if not text:
        return ""
    found = readers(text)
    default = kind_named(DEFAULT)
    if default not in found:
        return ""
    others = tuple((kind.name, kind.title) for kind in found if kind is not default)
    return other_readers(program, path, default.title, others)
