"""``ripple-effect --to FORMAT IN OUT`` and ``ripple-fp convert``: a puzzle from one
format to another, unsolved.

Haskell counterpart::

    convert :: Convert -> Prog ()
    convert cmd = readPuzzle (source cmd) >>= writeOut (target cmd) . write (to cmd)

``IN`` is read as the kind reads any puzzle (a file in any of its formats, ``-`` for
standard input, or the URL itself); ``OUT`` is a file, or ``-`` for standard output.
The format to write is one of the kind's (its declaration's ``formats``).
"""

from __future__ import annotations

from returns.io import IOResult

from ..commands import STANDARD, Convert
from ..commands.replies import Printout, failure
from ..kinds import kind_named
from ..kinds.errors import RunError
from .files import read_puzzle, write_atomically
from .runner import Program


def convert(command: Convert) -> Program:
    """Read the puzzle, and write it (or print it) in the format asked for."""
    kind = kind_named(command.kind)
    read: IOResult[object, RunError] = read_puzzle(kind, command.source)
    converted = read.map(kind.formats[command.to]).bind(lambda text: _written(command, text))
    return converted.alt(lambda error: failure(command.program, error))


def _written(command: Convert, text: str) -> IOResult[Printout, RunError]:
    """``text`` to the target file, or as what to print for ``-``."""
    if str(command.target) == STANDARD:
        return IOResult.from_value(Printout(stdout=text))
    return write_atomically(command.target, text).map(lambda _: Printout())
