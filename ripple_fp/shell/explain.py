"""``ripple-effect --explain IN [OUT]``, ``--hint IN`` and ``ripple-fp explain|hint``:
a solve in steps a person can follow, or the next of them, for any kind that explains.

Haskell counterpart::

    explain :: Voice t -> Explain -> IO (Either t t)   -- read, explain, check, write
    hint    :: Voice t -> Hint -> IO (Either t t)

The reasoning is the kind's own (its declaration's ``explainer``, e.g.
:mod:`ripple_fp.ripple.explaining`); this module reads the puzzle, trusts a solution
only once the referee agrees with it, and writes it if asked. A hint is of the puzzle
being solved, the cells filled so far written in like givens, or (the page's) of a
position entered apart (:mod:`.positions`).
"""

from __future__ import annotations

from functools import partial
from typing import TypeVar

from returns.io import IOFailure, IOResult, IOSuccess
from returns.result import Result, Success

from ..commands import STANDARD, Explain, Files, Hint
from ..commands.arguments import explaining
from ..commands.replies import Voice
from ..kinds.capabilities import Explained, Explainer
from ..kinds.errors import RunError, UsageError
from ..kinds.kind import Loaded, SomeKind, checked
from .files import failing, on_puzzle, write_all
from .positions import entries

P = TypeVar("P")
S = TypeVar("S")
T = TypeVar("T")


def explain(command: Explain, voice: Voice[T]) -> IOResult[T, T]:
    """Explain, and write the solution and the pictures if asked; what to say either way."""
    output = () if command.target is None else ((command.target, "the output file"),)
    svg = () if command.svg is None else ((command.svg, "--svg FILE"),)
    files = Files(((command.source, "the input file"),), (*output, *svg))
    failed = failing(voice, command.program)
    work = partial(_explained, command, voice)
    return on_puzzle(voice, command.program, files, command.kind, _explains, failed, work)


def hint(command: Hint, voice: Voice[T]) -> IOResult[T, T]:
    """The next step, or which filled cells are wrong; what to say either way."""
    files = Files(((command.source, "the input file"),))
    failed = failing(voice, command.program)
    work = partial(_hinted, command, voice)
    return on_puzzle(voice, command.program, files, command.kind, _explains, failed, work)


def _explains(kind: SomeKind) -> str | None:
    return kind.into(explaining)


def _explainer(program: str, loaded: Loaded[P, S]) -> IOResult[Explainer[P, S], RunError]:
    """The kind's explainer (the command was checked to name a kind that explains)."""
    if loaded.kind.explainer is None:
        return IOFailure(UsageError(f"{program}: error: {explaining(loaded.kind)}"))
    return IOSuccess(loaded.kind.explainer())


def _explained(command: Explain, voice: Voice[T], loaded: Loaded[P, S]) -> IOResult[T, RunError]:
    return (
        _explainer(command.program, loaded)
        .map(lambda explainer: explainer.explain(loaded.problem))
        .bind_result(partial(_trusted, loaded))
        .bind(partial(_write, command, loaded))
        .map(partial(voice.explained, command, loaded))
    )


def _trusted(loaded: Loaded[P, S], found: Explained[S]) -> Result[Explained[S], RunError]:
    """The explained solve, once the referee accepts the solution it reached."""
    if found.solution is None:
        return Success(found)
    return checked(loaded.kind, loaded.problem, found.solution).map(lambda _: found)


def _write(
    command: Explain, loaded: Loaded[P, S], found: Explained[S]
) -> IOResult[Explained[S], RunError]:
    """Write the solution, and the page of pictures if ``--svg`` asked for one: both or
    neither, and nothing for a puzzle without solution."""
    if found.solution is None:
        return IOSuccess(found)
    files = []
    if command.target is not None and str(command.target) != STANDARD:
        files.append((command.target, loaded.kind.render_solution(found.solution)))
    if command.svg is not None:
        files.append((command.svg, found.page(f"{command.source.name}, step by step")))
    return write_all(files).map(lambda _: found)


def _hinted(command: Hint, voice: Voice[T], loaded: Loaded[P, S]) -> IOResult[T, RunError]:
    def advised(explainer: Explainer[P, S]) -> IOResult[T, RunError]:
        if command.position is None:
            return IOSuccess(voice.hinted(command, loaded, explainer.hint(loaded.problem)))
        given = entries(loaded.kind, loaded.problem, command.position)
        return IOResult.from_result(
            given.map(partial(explainer.hint_at, loaded.problem))
            .map(partial(voice.hinted, command, loaded))
            .alt(lambda why: UsageError(f"{command.program}: error: {why}"))
        )

    return _explainer(command.program, loaded).bind(advised)
