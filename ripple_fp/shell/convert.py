"""``ripple-effect --to FORMAT IN OUT``: a puzzle from one format to another, unsolved.

Haskell counterpart::

    convert :: Format -> FilePath -> FilePath -> Prog ()
    convert to i o = readPuzzle i >>= writeOut o . renderAs to

``IN`` may be a file (in the course format or holding a URL), ``-`` for standard input,
or the URL itself; ``OUT`` a file, or ``-`` for standard output. The format of ``IN`` is
found from its text (:func:`ripple_fp.ripple.formats.detect`).
"""

from __future__ import annotations

from typing import cast

from returns.io import IOResult

from ..kinds.catalogue import kind_named
from ..kinds.errors import RunError
from ..ripple.formats import Format, render_as
from ..ripple.puzzle import Problem
from .command_line import STDOUT
from .exits import failure
from .files import read_puzzle, write_atomically
from .options import SolveOptions, output_of
from .runner import Printout, run


def convert_command(options: SolveOptions) -> int:
    """Run ``--to``; return the exit code."""
    return run(convert_file(options).alt(lambda error: failure(options.program, error)))


def convert_file(options: SolveOptions) -> IOResult[Printout, RunError]:
    """Read the puzzle, and write it (or print it) in the format asked for."""
    format_ = cast(Format, options.to)
    read: IOResult[Problem, RunError] = read_puzzle(kind_named("ripple"), options.input)
    return read.map(lambda problem: render_as(problem, format_)).bind(
        lambda text: _written(options, text)
    )


def _written(options: SolveOptions, text: str) -> IOResult[Printout, RunError]:
    """``text`` to the output file, or as what to print for ``-``."""
    target = output_of(options)
    if str(target) == STDOUT:
        return IOResult.from_value(Printout(stdout=text))
    return write_atomically(target, text).map(lambda _: Printout())
