"""``ripple-effect --explain IN [OUT]``, ``--hint IN`` and ``ripple-fp explain|hint``:
a solve in steps a person can follow, or the next of them, for any kind that explains.

Haskell counterpart::

    explain :: Explain -> Prog (Explained s)     -- read, explain, check, write
    hint    :: Hint -> Prog Advice

The reasoning is the kind's own (its declaration's ``explainer``, e.g.
:mod:`ripple_fp.ripple.explaining`); this module reads the puzzle, trusts a solution
only once the referee agrees with it, and writes it if asked; what it says is a reply
(:mod:`ripple_fp.commands.replies`).
"""

from __future__ import annotations

from functools import partial
from typing import TypeVar

from returns.io import IOResult, IOSuccess
from returns.result import Result, Success

from ..commands import STANDARD, Explain, Hint, replies
from ..commands.replies import Printout
from ..kinds import kind_named
from ..kinds.capabilities import Explained, Explainer
from ..kinds.errors import RunError
from ..kinds.kind import Kind, checked, within_limits
from .files import read_puzzle, write_all
from .runner import Program

P = TypeVar("P")
S = TypeVar("S")


def explain(command: Explain | Hint) -> Program:
    """Explain, or hint; what to say either way. (The command line was checked to name
    a kind that explains.)"""
    kind = kind_named(command.kind)
    if kind.explainer is None:
        raise ValueError(f"{kind.title}s have no explainer")
    return _explained(kind, kind.explainer(), command).alt(
        partial(replies.failure, command.program)
    )


def _explained(
    kind: Kind[P, S], explainer: Explainer[P, S], command: Explain | Hint
) -> IOResult[Printout, RunError]:
    read: IOResult[P, RunError] = read_puzzle(kind, command.source)
    problems = read.bind_result(partial(within_limits, kind, command.limits, command.source))
    if isinstance(command, Hint):
        return problems.map(lambda problem: replies.hinted(explainer.hint(problem)))
    return (
        problems.map(lambda problem: (problem, explainer.explain(problem)))
        .bind_result(lambda found: _trusted(kind, *found))
        .bind(lambda found: _write(kind, command, *found))
        .map(lambda found: replies.explained(kind, command, *found))
    )


def _trusted(
    kind: Kind[P, S], problem: P, found: Explained[S]
) -> Result[tuple[P, Explained[S]], RunError]:
    """The explained solve, once the referee accepts the solution it reached."""
    if found.solution is None:
        return Success((problem, found))
    return checked(kind, problem, found.solution).map(lambda _: (problem, found))


def _write(
    kind: Kind[P, S], command: Explain, problem: P, found: Explained[S]
) -> IOResult[tuple[P, Explained[S]], RunError]:
    """Write the solution, and the page of pictures if ``--svg`` asked for one: both or
    neither, and nothing for a puzzle without solution."""
    if found.solution is None:
        return IOSuccess((problem, found))
    files = []
    if command.target is not None and str(command.target) != STANDARD:
        files.append((command.target, kind.render_solution(found.solution)))
    if command.svg is not None:
        files.append((command.svg, found.page(f"{command.source.name}, step by step")))
    return write_all(files).map(lambda _: (problem, found))
