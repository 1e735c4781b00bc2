"""The one place where IO results are unwrapped, and the only one that prints (the page's
answers are unwrapped here too, and sent by the server).

Haskell counterpart (the end of ``main``)::

    runProg :: ExceptT Printout IO Printout -> IO ExitCode
    runProg prog = do p <- either id id <$> runExceptT prog
                      hPutStr stderr (err p) >> putStr (out p)
                      return (code p)

Every command builds an ``IOResult[Printout, Printout]``, returns' ``ExceptT Printout
IO Printout``: what to say on success, what to say on failure; both are data
(:mod:`ripple_fp.commands.replies`). Unlike
Haskell's ``IO``, an ``IOResult`` has already happened by the time it exists (the
steps that build it read the files and run the search); what it still holds back is
its result, behind the ``IO`` marker. This module takes it out
(``unsafe_perform_io``, returns' advice: exactly one such place) and prints. A command
that reports as it goes (``--batch``) hands over a stream of programs, and the stream
stops at the first failure, as a chain of ``ExceptT`` steps does. Notes on stderr come
before the result on stdout, as the statistics of a solve come before its grid.

Standard output that cannot be written (a full disk, ``/dev/full``) raises
:class:`~.stopping.StdoutError`, which ends the command in one line
(:func:`~.stopping.interruptible`, where a run stopped from outside ends too).
"""

from __future__ import annotations

import sys
from collections.abc import Generator, Iterable
from contextlib import suppress
from inspect import GEN_SUSPENDED, getgeneratorstate
from typing import TypeVar

from returns.io import IO, IOResult
from returns.result import Failure, Success
from returns.unsafe import unsafe_perform_io

from ..commands.replies import Printout, Voice
from .stopping import StdoutError, Terminated, clear_progress

T = TypeVar("T")

Program = IOResult[Printout, Printout]
"""A command, performed: what to say if it went well, what to say if not."""


def voiced(voice: Voice[T], program: Program) -> IOResult[T, T]:
    """What ``program`` prints, said through ``voice`` (a batch's and the maker's lines,
    which are their printouts alone)."""
    return program.map(voice.said).alt(voice.said)


def answered(program: IOResult[T, T]) -> T:
    """What ``program`` says, whichever way it went, taken out and not printed: the
    page's answer (:mod:`ripple_fp.web.jobs`), which the server sends."""
    return unsafe_perform_io(IO.from_ioresult(program)).lash(Success).unwrap()


def run(program: Program) -> int:
    """Print what ``program`` says, return its exit code."""
    return run_all((program,))


def run_all(programs: Iterable[Program]) -> int:
    """Take each of ``programs`` in turn and print what each says as it comes, up to and
    including the first failure; the exit code is the last one's. :class:`StdoutError`
    if standard output cannot be written. On Ctrl-C or SIGTERM the stream has a last
    word (a batch's summary) before the signal goes on to :func:`~.stopping.interruptible`."""
    code, progressed = 0, False
    try:
        for program in programs:
            outcome = unsafe_perform_io(IO.from_ioresult(program))
            printout = outcome.lash(Success).unwrap()  # what it says, whichever way it went
            progressed = _say(printout, progressed)
            code = printout.code
            if isinstance(outcome, Failure):
                break
    except (KeyboardInterrupt, Terminated) as stop:
        _last_word(programs, stop, progressed)
        raise
    if progressed:
        clear_progress()
    return code


def _say(printout: Printout, progressed: bool) -> bool:
    try:
        return _print(printout, progressed)
    except OSError as error:
        raise StdoutError(error) from error


def _last_word(programs: Iterable[Program], stop: BaseException, progressed: bool) -> None:
    """A signal arrived while the runner printed: a stream waiting at its step is told,
    as it would have been in the middle of one, and what it answers is printed (a
    batch's summary); a stream that has ended, or that does not answer, says nothing."""
    if isinstance(programs, Generator) and getgeneratorstate(programs) == GEN_SUSPENDED:
        with suppress(StopIteration, KeyboardInterrupt, Terminated):
            last = programs.throw(stop)
            _say(unsafe_perform_io(IO.from_ioresult(last)).lash(Success).unwrap(), progressed)


def _print(printout: Printout, progressed: bool) -> bool:
    """Print ``printout`` below the progress line, if one is shown; is one shown now?"""
    if progressed and (printout.stderr or printout.stdout):
        clear_progress()
        progressed = False
    if printout.stderr:
        print(printout.stderr, end="", file=sys.stderr, flush=True)
    if printout.stdout:
        print(printout.stdout, end="", flush=True)
    if printout.progress and sys.stderr.isatty():
        print(f"\r{printout.progress}", end="", file=sys.stderr, flush=True)
        return True
    return progressed
