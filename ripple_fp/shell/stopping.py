"""How a command ends other than by its answer: stopped from outside (Ctrl-C, SIGTERM),
or unable to write its standard output. One line on stderr, and the shell's code.

Haskell counterpart (the ``catch`` of the async ``UserInterrupt`` exception around
``main``)::

    main = runCommand `catch` \\UserInterrupt -> say "interrupted" >> exitWith 130

:func:`interruptible` turns Ctrl-C and SIGTERM into one line and the shell's exit code,
128 plus the signal's number (130, 143). Steps that hold a resource release it as the
exception passes (a temporary file is removed, worker processes are ended). Standard
output that cannot be written (a full disk, ``/dev/full``) is one line on stderr and
:data:`EXIT_STDOUT`.

The handlers must be in place before the command does anything, and most of all before
it imports the rest of ripple_fp, which takes longer than anything a small puzzle needs
(``returns``, the kinds, the commands: ``python -X importtime`` shows it). So this module
imports only small modules of the standard library, and the entry points (:mod:`.main`)
import everything else inside :func:`interruptible`. What is left unguarded is Python's
own start, before this module is imported: a signal then ends the process as it ends
any program that has not yet set a handler.
"""

from __future__ import annotations

import errno
import os
import signal
import sys
import threading
from contextlib import suppress

TYPE_CHECKING = False
if TYPE_CHECKING:  # ``typing`` is one of the imports this module keeps out of the start
    from collections.abc import Callable
    from types import FrameType

EXIT_STDOUT = 74
"""Standard output could not be written (``EX_IOERR`` of ``sysexits.h``)."""

_SIGNALS = (signal.SIGINT, signal.SIGTERM)


class StdoutError(Exception):
    """Standard output could not be written; carries the system's reason."""

    def __init__(self, error: OSError) -> None:
        super().__init__(error)
        self.error = error


class Terminated(BaseException):
    """Raised in the main thread when SIGTERM arrives: like ``KeyboardInterrupt``, it
    unwinds every step (each cleans up) and is not an error of the program."""


def interruptible(program: str, command: Callable[[], int]) -> int:
    """Run ``command`` (which imports what it needs, and prints through
    :func:`~.runner.run`) with Ctrl-C and SIGTERM handled; on either say so in one line
    and return 130 or 143.

    SIGINT raises ``KeyboardInterrupt`` and SIGTERM :class:`Terminated`, once: a second
    signal while the first unwinds is ignored, so cleaning up is not cut short, and so
    is one after the command is over. The handlers before are restored after (only the
    main thread can set them; in another thread ``command`` simply runs)."""
    before = {number: signal.getsignal(number) for number in _SIGNALS}
    hook = sys.unraisablehook
    watch = _Watch()
    try:
        if _in_main_thread():
            sys.unraisablehook = lambda unraisable: watch.unraisable(unraisable, hook)
            for number in _SIGNALS:
                signal.signal(number, watch.on_signal)
        return command()
    except StdoutError as failed:
        return _unprintable(program, failed.error)
    except BaseException as error:
        signum = _signal_behind(error)
        if signum is None:
            raise
        watch.close()
        return _stopped(program, signum)
    finally:
        watch.close()
        if _in_main_thread():
            sys.unraisablehook = hook
            for number, handler in before.items():
                signal.signal(number, handler)


def _signal_behind(error: BaseException) -> int | None:
    """The signal that stopped the run, if ``error`` is its exception, or was raised from
    it or while it unwound: Python 3.11 wraps an exception raised inside a class's
    ``__set_name__`` in a ``RuntimeError``, as the import of ``ipaddress`` does when
    Ctrl-C lands there. ``None`` for an error of the program's own."""
    seen: set[int] = set()
    cause: BaseException | None = error
    while cause is not None and id(cause) not in seen:
        if isinstance(cause, KeyboardInterrupt):
            return signal.SIGINT
        if isinstance(cause, Terminated):
            return signal.SIGTERM
        seen.add(id(cause))
        cause = cause.__cause__ or cause.__context__
    return None


_STOPPED: dict[int, str] = {signal.SIGINT: "interrupted", signal.SIGTERM: "terminated"}
"""What the one line says for each signal."""


def _in_main_thread() -> bool:
    """Is this the main thread, the only one that may set a signal's handler?"""
    return threading.current_thread() is threading.main_thread()


class _Watch:
    """One run's two signals, from its first step to its end.

    The first raises its exception in the command (:meth:`on_signal`); later ones are
    ignored, while it unwinds and after the command is over (:meth:`close`): raised
    after the one line, one would end Python with a trace, or Ctrl-C by the signal
    itself.

    Python may be unable to raise it: the handler ran inside a finalizer or a weak
    reference's callback (the import system's module locks have them), whose exceptions
    Python prints and drops, and the run would go on. The watch (:meth:`unraisable`)
    takes the next signal again and sends this one once more, a moment later, from
    another thread, to land in the command itself; unless the command is over by then."""

    def __init__(self) -> None:
        self._lock = threading.Lock()  # sending again, against closing
        self._raised = False
        self._over = False

    def on_signal(self, signum: int, frame: FrameType | None) -> None:
        if self._raised or self._over:
            return
        self._raised = True
        raise KeyboardInterrupt if signum == signal.SIGINT else Terminated

    def unraisable(
        self,
        unraisable: sys.UnraisableHookArgs,
        hook: Callable[[sys.UnraisableHookArgs], object],
    ) -> None:
        """A dropped exception: the signal's own (its handler raised it inside the
        callback) is sent again; anything else goes to ``hook``, as before. An error
        that merely has the signal's exception as its context, as a clean-up's may
        while that exception unwinds, is no dropped signal: the signal is on its way."""
        dropped = unraisable.exc_value
        signum = None if dropped is None else _SIGNAL_OF.get(type(dropped))
        if signum is None:
            hook(unraisable)
            return
        self._raised = False
        threading.Timer(_AGAIN, self._again, (signum,)).start()

    def _again(self, signum: int) -> None:
        with self._lock:
            if not self._over:
                os.kill(os.getpid(), signum)

    def close(self) -> None:
        """The command is over: nothing is sent again, and a signal still on its way
        finds a handler that ignores it."""
        with self._lock:
            self._over = True


_SIGNAL_OF: dict[type[BaseException], int] = {
    KeyboardInterrupt: signal.SIGINT,
    Terminated: signal.SIGTERM,
}
"""The signal whose handler raises each exception."""

_AGAIN = 0.05
"""Seconds after a dropped signal that it is sent again: time enough for the
callback that dropped it to have returned."""


def _stopped(program: str, signum: int) -> int:
    clear_progress()
    with suppress(OSError):
        print(f"{program}: {_STOPPED[signum]}", file=sys.stderr, flush=True)
    return 128 + signum


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


def clear_progress() -> None:
    """Wipe the progress line, if stderr is a terminal that shows one."""
    with suppress(OSError, ValueError):
        if sys.stderr.isatty():
            print("\r\033[K", end="", file=sys.stderr, flush=True)
