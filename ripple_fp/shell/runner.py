"""The one place where IO results are unwrapped, and the only one that prints.

Haskell counterpart (the end of ``main``)::

    data Printout = Printout { out :: String, err :: String, code :: ExitCode
                             , progress :: String }

    runProg :: ExceptT Printout IO Printout -> IO ExitCode
    runProg prog = do p <- either id id <$> runExceptT prog
                      hPutStr stderr (err p) >> putStr (out p)
                      return (code p)

Every command builds an ``IOResult[Printout, Printout]``, returns' ``ExceptT Printout
IO Printout``: what to say on success, what to say on failure; both are data. Unlike
Haskell's ``IO``, an ``IOResult`` has already happened by the time it exists (the
steps that build it read the files and run the search); what it still holds back is
its result, behind the ``IO`` marker. This module takes it out
(``unsafe_perform_io``, returns' advice: exactly one such place) and prints. A command
that reports as it goes (``--batch``) hands over a stream of programs, and the stream
stops at the first failure, as a chain of ``ExceptT`` steps does. Notes on stderr come
before the result on stdout, as the statistics of a solve come before its grid.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from dataclasses import dataclass

from returns.io import IO, IOResult
from returns.result import Failure, Success
from returns.unsafe import unsafe_perform_io


@dataclass(frozen=True)
class Printout:
    """What a command has to say: text for stdout and stderr, and its exit code.

    ``progress`` is a status line for a person watching: shown on a terminal only,
    and replaced by the next one."""

    stdout: str = ""
    stderr: str = ""
    code: int = 0
    progress: str = ""


Program = IOResult[Printout, Printout]
"""A command, performed: what to say if it went well, what to say if not."""


def run(program: Program) -> int:
    """Print what ``program`` says, return its exit code."""
    return run_all((program,))


def run_all(programs: Iterable[Program]) -> int:
    """Take each of ``programs`` in turn and print what each says as it comes, up to and
    including the first failure; the exit code is the last one's."""
    code, progressed = 0, False
    for program in programs:
        outcome = unsafe_perform_io(IO.from_ioresult(program))
        printout = outcome.lash(Success).unwrap()  # what it says, whichever way it went
        progressed = _print(printout, progressed)
        code = printout.code
        if isinstance(outcome, Failure):
            break
    if progressed:
        _clear_progress()
    return code


def _print(printout: Printout, progressed: bool) -> bool:
    """Print ``printout`` below the progress line, if one is shown; is one shown now?"""
    if progressed and (printout.stderr or printout.stdout):
        _clear_progress()
        progressed = False
    if printout.stderr:
        print(printout.stderr, end="", file=sys.stderr, flush=True)
    if printout.stdout:
        print(printout.stdout, end="", flush=True)
    if printout.progress and sys.stderr.isatty():
        print(f"\r{printout.progress}", end="", file=sys.stderr, flush=True)
        return True
    return progressed


def _clear_progress() -> None:
    if sys.stderr.isatty():
        print("\r\033[K", end="", file=sys.stderr, flush=True)
