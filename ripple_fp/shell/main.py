"""The commands' entry points, and the one place a command is matched and performed.

Haskell counterpart::

    main :: IO ExitCode
    main = getArgs >>= either usage (runAll . perform printed) . parseCommand

    perform :: Voice t -> Command -> [IO (Either t t)]
    perform voice (Solve s) = [solve voice s]
    perform voice (Batch b) = batch voice b
    ...

Each installed command (``ripple-effect``, ``ripple-effect-check``,
``ripple-effect-generate``, ``ripple-fp``) parses its arguments into a
:data:`~ripple_fp.commands.Command` (:mod:`ripple_fp.commands.arguments`, pure),
and :func:`perform` runs it, through a voice: the command line's replies, printed by
:mod:`.runner`, or the page's answers (:mod:`ripple_fp.web.answers`, which run the same
programs). The program of each mode is imported when it is run, so a solve never loads
the batch's pools or the explanations. Ctrl-C and SIGTERM end any of them in one line
(:func:`~.stopping.interruptible`), from the first thing an entry point does: so this
module imports nothing at its top but :mod:`.stopping` (itself made of what Python loads
before any code of ours), and everything else, the parser included, once the handlers
are in place.
"""

from __future__ import annotations

import sys

from .stopping import interruptible

TYPE_CHECKING = False
if TYPE_CHECKING:  # only names for the type checker: nothing is imported at run time
    from collections.abc import Callable, Iterator, Sequence
    from typing import TypeVar

    from returns.io import IOResult
    from returns.result import Result

    from ..commands import Command
    from ..commands.replies import Voice
    from ..kinds.errors import UsageError

    Parse = Callable[[Sequence[str]], Result[Command, UsageError]]
    T = TypeVar("T")


def ripple_effect(argv: Sequence[str] | None = None) -> int:
    """``ripple-effect``: the course's command."""
    return _main("ripple-effect", argv)


def ripple_effect_check(argv: Sequence[str] | None = None) -> int:
    """``ripple-effect-check``: the viewer and checker."""
    return _main("ripple-effect-check", argv)


def ripple_effect_generate(argv: Sequence[str] | None = None) -> int:
    """``ripple-effect-generate``: the maker."""
    return _main("ripple-effect-generate", argv)


def ripple_fp(argv: Sequence[str] | None = None) -> int:
    """``ripple-fp MODE --puzzle KIND ...``: every mode for every kind."""
    return _main("ripple-fp", argv)


def _main(program: str, argv: Sequence[str] | None) -> int:
    """Parse ``argv`` (default: the process's arguments) with ``program``'s parser and
    perform the command, Ctrl-C and SIGTERM handled from the start; the exit code."""
    args = sys.argv[1:] if argv is None else list(argv)
    return interruptible(program, lambda: _command(program, args))


def _command(program: str, args: Sequence[str]) -> int:
    """Parse and perform, importing what that takes (the handlers are in place)."""
    from returns.io import IOFailure  # noqa: PLC0415 - after the handlers: see above
    from returns.result import Failure, Success  # noqa: PLC0415

    from ..commands import replies  # noqa: PLC0415
    from .runner import run, run_all  # noqa: PLC0415

    match _parser(program)(args):
        case Success(chosen):
            return run_all(perform(chosen, replies))
        case Failure(error):
            return run(IOFailure(replies.failure(program, error)))
    raise AssertionError("unreachable: a Result is a Success or a Failure")


def _parser(program: str) -> Parse:
    """The parser of the command named ``program``."""
    from ..commands import arguments  # noqa: PLC0415 - after the handlers: see above

    parsers: dict[str, Parse] = {
        arguments.LEGACY: arguments.ripple_effect,
        arguments.CHECKER: arguments.ripple_effect_check,
        arguments.MAKER: arguments.ripple_effect_generate,
        arguments.PROGRAM: arguments.ripple_fp,
    }
    return parsers[program]


def perform(command: Command, voice: Voice[T]) -> Iterator[IOResult[T, T]]:
    """What ``command`` says, through ``voice``, as it comes (one reply for a command
    on one puzzle; a stream for a batch, the maker, the server). Each program looks
    first that no file it writes is one it reads, or another it writes."""
    from .. import commands  # noqa: PLC0415 - after the handlers: see above

    match command:
        case commands.Solve():
            from .solve import solve  # noqa: PLC0415 - each mode loads its own program

            yield solve(command, voice)
        case commands.Count():
            from .solve import count  # noqa: PLC0415

            yield count(command, voice)
        case commands.Explain():
            from .explain import explain  # noqa: PLC0415

            yield explain(command, voice)
        case commands.Hint():
            from .explain import hint  # noqa: PLC0415

            yield hint(command, voice)
        case commands.Convert():
            from .check import convert  # noqa: PLC0415

            yield convert(command, voice)
        case commands.Check():
            from .check import check  # noqa: PLC0415

            yield check(command, voice)
        case commands.Batch():
            from .batch import batch  # noqa: PLC0415

            yield from batch(command, voice)
        case commands.Generate():
            from .generate import generate  # noqa: PLC0415

            yield from generate(command, voice)
        case commands.Serve():
            from .serve import serve  # noqa: PLC0415

            yield from serve(command, voice)
        case commands.Say(text):
            from returns.io import IOSuccess  # noqa: PLC0415

            from ..commands.replies import Printout  # noqa: PLC0415

            yield IOSuccess(voice.said(Printout(stdout=text)))
