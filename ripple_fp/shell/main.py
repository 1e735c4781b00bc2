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
them in one line (:func:`~.stopping.interruptible`), from the first thing an entry point
does: so this module imports nothing at its top but :mod:`.stopping` (itself made of
what Python loads before any code of ours), and everything else, the parser included,
once the handlers are in place.
"""

from __future__ import annotations

import sys

from .stopping import interruptible

TYPE_CHECKING = False
if TYPE_CHECKING:  # only names for the type checker: nothing is imported at run time
    from collections.abc import Callable, Sequence

    from returns.result import Result

    from ..commands import Command
    from ..kinds.errors import UsageError

    Parse = Callable[[Sequence[str]], Result[Command, UsageError]]


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

    from ..commands.replies import failure  # noqa: PLC0415
    from .runner import run  # noqa: PLC0415

    match _parser(program)(args):
        case Success(chosen):
            return perform(chosen)
        case Failure(error):
            return run(IOFailure(failure(program, error)))
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


def perform(command: Command) -> int:
    """Run ``command``: print what it says, return its exit code. A file it would
    write over one it reads, or over another it writes, stops it first (a usage
    error), whatever the mode. A command whose kind no ``--puzzle`` named runs as the
    kind its file names (:mod:`.picking`), after a note when other kinds read it too."""
    from functools import partial  # noqa: PLC0415 - after the handlers: see above

    from returns.io import IOFailure, IOSuccess  # noqa: PLC0415
    from returns.result import Failure, Success  # noqa: PLC0415

    from .. import commands  # noqa: PLC0415
    from ..commands.replies import Printout, failure  # noqa: PLC0415
    from .files import same_files  # noqa: PLC0415
    from .picking import Choice, chosen  # noqa: PLC0415
    from .runner import run  # noqa: PLC0415

    if not isinstance(command, commands.Say):
        apart = same_files(command.program, commands.files_of(command))
        if isinstance(apart, IOFailure):
            return run(apart.alt(partial(failure, command.program)).map(lambda _: Printout()))
    match chosen(command):
        case Success(Choice(named, note)):
            if note:
                run(IOSuccess(Printout(stderr=note)))  # said once, before the run
            return _performed(named)
        case Failure(error):
            return run(IOFailure(failure(getattr(command, "program", ""), error)))
    raise AssertionError("unreachable: a Result is a Success or a Failure")


def _performed(command: Command) -> int:
    """Run ``command``, its kind named."""
    from returns.io import IOSuccess  # noqa: PLC0415 - after the handlers: see above

    from .. import commands  # noqa: PLC0415
    from ..commands.replies import Printout  # noqa: PLC0415
    from .runner import run, run_all  # noqa: PLC0415

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
