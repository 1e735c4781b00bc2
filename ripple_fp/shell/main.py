"""The commands' entry points, and the one place a command is matched and performed.

Haskell counterpart::

    main :: IO ExitCode
    main = getArgs >>= either usage perform . parseCommand

    perform :: Command -> IO ExitCode
    perform (Solve s) = run (solve s)
    perform (Batch b) = runAll (batch b)
    ...

Each installed command (``ripple-effect``, ``ripple-effect-check``,
``ripple-effect-generate``, ``ripple-fp``) parses its arguments into a
:data:`~ripple_fp.commands.Command` (:mod:`ripple_fp.commands.arguments`, pure),
and :func:`perform` runs it: the program of its mode, imported when it is run, so a
solve never loads the batch's pools or the explanations. Ctrl-C and SIGTERM end any of
them in one line (:func:`~.runner.interruptible`).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from functools import partial

from returns.io import IOFailure, IOSuccess
from returns.result import Failure, Result, Success

from .. import commands
from ..commands import Command, arguments
from ..commands.replies import Printout, failure
from ..kinds.errors import UsageError
from .files import same_files
from .runner import interruptible, run, run_all

Parse = Callable[[Sequence[str]], Result[Command, UsageError]]


def ripple_effect(argv: Sequence[str] | None = None) -> int:
    """``ripple-effect``: the course's command."""
    return _main(arguments.LEGACY, arguments.ripple_effect, argv)


def ripple_effect_check(argv: Sequence[str] | None = None) -> int:
    """``ripple-effect-check``: the viewer and checker."""
    return _main(arguments.CHECKER, arguments.ripple_effect_check, argv)


def ripple_effect_generate(argv: Sequence[str] | None = None) -> int:
    """``ripple-effect-generate``: the maker."""
    return _main(arguments.MAKER, arguments.ripple_effect_generate, argv)


def ripple_fp(argv: Sequence[str] | None = None) -> int:
    """``ripple-fp MODE --puzzle KIND ...``: every mode for every kind."""
    return _main(arguments.PROGRAM, arguments.ripple_fp, argv)


def _main(program: str, parse: Parse, argv: Sequence[str] | None) -> int:
    """Parse ``argv`` (default: the process's arguments) and perform the command; the
    exit code."""
    args = sys.argv[1:] if argv is None else list(argv)

    def command() -> int:
        match parse(args):
            case Success(chosen):
                return perform(chosen)
            case Failure(error):
                return run(IOFailure(failure(program, error)))
        raise AssertionError("unreachable: a Result is a Success or a Failure")

    return interruptible(program, command)


def perform(command: Command) -> int:
    """Run ``command``: print what it says, return its exit code. A file it would
    write over one it reads, or over another it writes, stops it first (a usage
    error), whatever the mode."""
    if not isinstance(command, commands.Say):
        apart = same_files(command.program, commands.files_of(command))
        if isinstance(apart, IOFailure):
            return run(apart.alt(partial(failure, command.program)).map(lambda _: Printout()))
    match command:
        case commands.Solve():
            from .solve import solve  # noqa: PLC0415 - each mode loads its own program

            return run(solve(command))
        case commands.Batch():
            from .batch import batch  # noqa: PLC0415

            return run_all(batch(command))
        case commands.Count():
            from .count import count  # noqa: PLC0415

            return run(count(command))
        case commands.Explain() | commands.Hint():
            from .explain import explain  # noqa: PLC0415

            return run(explain(command))
        case commands.Convert():
            from .convert import convert  # noqa: PLC0415

            return run(convert(command))
        case commands.Check():
            from .check import check  # noqa: PLC0415

            return run(check(command))
        case commands.Generate():
            from .generate import generate  # noqa: PLC0415

            return run_all(generate(command))
        case commands.Serve():
            from .serve import serve  # noqa: PLC0415

            return serve(command)
        case commands.Say(text):
            return run(IOSuccess(Printout(stdout=text)))
