"""The one place where IO results are unwrapped, and the only one that prints.

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

It is also where a run is stopped from outside (Haskell's ``catch`` of the async
``UserInterrupt`` exception around ``main``): :func:`interruptible` turns Ctrl-C and
SIGTERM into one line and the shell's exit code, 128 plus the signal's number (130,
143). Steps that hold a resource release it as the exception passes (a temporary file
is removed, worker processes are ended). Standard output that cannot be written (a full
disk, ``/dev/full``) is one line on stderr and :data:`EXIT_STDOUT`.
"""

from __future__ import annotations

import errno
import os
import signal
import sys
import threading
from collections.abc import Callable, Generator, Iterable, Iterator
from contextlib import contextmanager, suppress
from inspect import GEN_SUSPENDED, getgeneratorstate
from types import FrameType

from returns.io import IO, IOResult
from returns.result import Failure, Success
from returns.unsafe import unsafe_perform_io

from ..commands.replies import Printout

Program = IOResult[Printout, Printout]
"""A command, performed: what to say if it went well, what to say if not."""

EXIT_STDOUT = 74
"""Standard output could not be written (``EX_IOERR`` of ``sysexits.h``)."""


class StdoutError(Exception):
    """Standard output could not be written; carries the system's reason."""

    def __init__(self, error: OSError) -> None:
        super().__init__(error)
        self.error = error


class Terminated(BaseException):
    """Raised in the main thread when SIGTERM arrives: like ``KeyboardInterrupt``, it
    unwinds every step (each cleans up) and is not an error of the program."""


def interruptible(program: str, command: Callable[[], int]) -> int:
    """Run ``command`` (which prints through :func:`run`); on Ctrl-C or SIGTERM say so
    in one line and return 130 or 143."""
    with _signals_handled():
        try:
            return command()
        except StdoutError as failed:
            return _unprintable(program, failed.error)
        except KeyboardInterrupt:
            return _stopped(program, "interrupted", signal.SIGINT)
        except Terminated:
            return _stopped(program, "terminated", signal.SIGTERM)


def _stopped(program: str, what: str, signum: int) -> int:
    _clear_progress()
    with suppress(OSError):
        print(f"{program}: {what}", file=sys.stderr, flush=True)
    return 128 + signum


@contextmanager
def _signals_handled() -> Iterator[None]:
    """SIGINT raises ``KeyboardInterrupt`` and SIGTERM :class:`Terminated`, once: a
    second signal while the first unwinds is ignored, so cleaning up is not cut short.
    The handlers before are restored after (only the main thread can set them)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = {number: signal.getsignal(number) for number in (signal.SIGINT, signal.SIGTERM)}
    for number in before:
        signal.signal(number, _on_signal)
    try:
        yield
    finally:
        for number, handler in before.items():
            signal.signal(number, handler)


def _on_signal(signum: int, frame: FrameType | None) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    if signum == signal.SIGINT:
        raise KeyboardInterrupt
    raise Terminated


def run(program: Program) -> int:
    """Print what ``program`` says, return its exit code."""
    return run_all((program,))


def run_all(programs: Iterable[Program]) -> int:
    """Take each of ``programs`` in turn and print what each says as it comes, up to and
    including the first failure; the exit code is the last one's. :class:`StdoutError`
    if standard output cannot be written. On Ctrl-C or SIGTERM the stream has a last
    word (a batch's summary) before the signal goes on to :func:`interruptible`."""
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
        _clear_progress()
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


def _unprintable(program: str, error: OSError) -> int:
    """Standard output failed: say why on stderr (unless the reader just went away, as
    ``| head`` does), and send what is still buffered nowhere, so that Python's exit
    does not fail again on it."""
    with suppress(OSError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    if error.errno != errno.EPIPE:
        reason = (error.strerror or str(error)).lower()
        with suppress(OSError):
            message = f"{program}: cannot write to standard output: {reason}"
            print(message, file=sys.stderr, flush=True)
    return EXIT_STDOUT


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
    with suppress(OSError, ValueError):
        if sys.stderr.isatty():
            print("\r\033[K", end="", file=sys.stderr, flush=True)
