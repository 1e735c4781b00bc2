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
"""

from __future__ import annotations

from dataclasses import replace

from returns.result import Failure, Result, Success

from ..commands import Check, Command, Convert, Count, Explain, Hint, Solve
from ..commands.arguments import checked
from ..grid.text import decode
from ..kinds import DEFAULT
from ..kinds.errors import TimedOut, UsageError
from ..kinds.janko import named_by
from ..search.meter import SearchTimeoutError
from .clock import limited
from .files import load


def picked(command: Command) -> Result[Command, UsageError | TimedOut]:
    """``command`` with its kind named: its own, or the one its file's janko.at text
    names, else the default; a usage error if that kind lacks what it asks for, and
    out of time if its puzzle could not be read within its ``--timeout``."""
    match command:
        case Solve(kind=None, source=path) | Count(kind=None, source=path):
            pass
        case Explain(kind=None, source=path) | Hint(kind=None, source=path):
            pass
        case Convert(kind=None, source=path) | Check(kind=None, puzzle=path):
            pass
        case _:
            return Success(command)
    seconds = command.timeout if isinstance(command, Solve | Count) else None
    try:
        data = limited(seconds, lambda _: load(path))
    except SearchTimeoutError:
        return Failure(TimedOut(str(path), seconds or 0.0))
    except OSError:
        data = b""
    maybe = b"begin" in data or b"x-janko" in data  # else no janko.at text: not decoded
    text = decode(data).value_or("") if maybe else ""
    named = replace(command, kind=named_by(text) or DEFAULT)
    return checked(named).alt(lambda why: UsageError(f"{command.program}: error: {why}"))
