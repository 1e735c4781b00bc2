"""``ripple-effect --to FORMAT IN OUT`` and ``ripple-fp convert``: a puzzle from one
format to another, unsolved.

Haskell counterpart::

    convert :: Convert -> Prog ()
    convert cmd = readPuzzle (source cmd) >>= writeOut (target cmd) . write (to cmd)

``IN`` is read as the kind reads any puzzle (a file in any of its formats, ``-`` for
standard input, or the URL itself); ``OUT`` is a file, or ``-`` for standard output.
The format to write is one of the kind's (its declaration's ``formats``). janko.at's
text written from janko.at's text keeps what the source says besides the puzzle (its
author, source and info, its solution).
"""

from __future__ import annotations

from functools import partial

from returns.io import IOResult

from ..commands import STANDARD, Convert, Source
from ..commands.replies import Printout, failure
from ..grid.janko import kept
from ..grid.text import decode
from ..kinds import kind_named
from ..kinds.errors import RunError
from .files import load, read_puzzle, write_atomically
from .runner import Program


def convert(command: Convert) -> Program:
    """Read the puzzle, and write it (or print it) in the format asked for."""
    kind = kind_named(command.kind)
    read: IOResult[object, RunError] = read_puzzle(kind, command.source)
    converted = read.map(kind.formats[command.to])
    if command.to == "janko":
        converted = converted.map(partial(_with_fields_of, command.source))
    written = converted.bind(lambda text: _written(command, text))
    return written.alt(lambda error: failure(command.program, error))


def _with_fields_of(source: Source, text: str) -> str:
    """The janko.at ``text`` written, with what the source says besides the puzzle when
    it is a janko.at text itself: author, source, info, its solution (:func:`kept`). The
    source was read a moment ago (standard input is kept: :func:`.files.load`)."""
    try:
        original = decode(load(source)).value_or("")
    except OSError:
        return text
    return kept(original, text)


def _written(command: Convert, text: str) -> IOResult[Printout, RunError]:
    """``text`` to the target file, or as what to print for ``-``."""
    if str(command.target) == STANDARD:
        return IOResult.from_value(Printout(stdout=text))
    return write_atomically(command.target, text).map(lambda _: Printout())
