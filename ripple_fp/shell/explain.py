"""``ripple-effect --explain IN [OUT]``, ``--hint IN`` and ``ripple-fp explain|hint``:
a solve in steps a person can follow, or the next of them, for any kind that explains.

Haskell counterpart::

    explain :: Explain -> Prog (Explained s)     -- read, explain, check, write
    hint    :: Hint -> Prog Advice
    explainPrintout :: Explain -> Explained s -> Printout   -- pure: what to print

The reasoning is the kind's own (its declaration's ``explainer``, e.g.
:mod:`ripple_fp.ripple.explaining`); this module reads the puzzle, trusts a solution
only once the referee agrees with it, writes it if asked, and turns what was found into
a :class:`~.runner.Printout`.
"""

from __future__ import annotations

from functools import partial
from typing import TypeVar

from returns.io import IOResult, IOSuccess
from returns.result import Result, Success

from ..commands import STANDARD, Explain, Hint
from ..kinds import kind_named
from ..kinds.capabilities import Advice, Explained, Explainer
from ..kinds.errors import EXIT_NO_SOLUTION, NoSolution, RunError
from ..kinds.kind import Kind, checked, within_limits
from .files import read_puzzle, write_all
from .runner import Printout, Program, failure

P = TypeVar("P")
S = TypeVar("S")


def explain(command: Explain | Hint) -> Program:
    """Explain, or hint; what to say either way. (The command line was checked to name
    a kind that explains.)"""
    kind = kind_named(command.kind)
    if kind.explainer is None:
        raise ValueError(f"{kind.title}s have no explainer")
    return _explained(kind, kind.explainer(), command).alt(partial(failure, command.program))


def _explained(
    kind: Kind[P, S], explainer: Explainer[P, S], command: Explain | Hint
) -> IOResult[Printout, RunError]:
    read: IOResult[P, RunError] = read_puzzle(kind, command.source)
    problems = read.bind_result(partial(within_limits, kind, command.limits, command.source))
    if isinstance(command, Hint):
        return problems.map(lambda problem: _hint_printout(explainer.hint(problem)))
    return (
        problems.map(lambda problem: (problem, explainer.explain(problem)))
        .bind_result(lambda found: _trusted(kind, *found))
        .bind(lambda found: _write(kind, command, *found))
        .map(lambda found: explain_printout(kind, command, *found))
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


def explain_printout(
    kind: Kind[P, S], command: Explain, problem: P, found: Explained[S]
) -> Printout:
    """Pure: every step numbered, then the grade, and the grid or the solution if asked;
    or, for a puzzle without solution, the steps to the dead end and the message."""
    width = len(str(len(found.steps)))
    lines = [f"{n:>{width}}. {step}\n" for n, step in enumerate(found.steps, 1)]
    if found.solution is None:
        lines.append(failure(command.program, NoSolution()).stdout)
        return Printout(stdout="".join(lines), code=EXIT_NO_SOLUTION)
    lines.append(f"grade: {found.grade}\n")
    if command.show:
        lines.append(kind.pictures().draw(problem, found.solution))
    if command.target is not None and str(command.target) == STANDARD:
        lines.append(kind.render_solution(found.solution))
    return Printout(stdout="".join(lines))


def _hint_printout(found: Advice) -> Printout:
    """Pure: the hint in words; exit 1 when the filled cells leave no solution."""
    return Printout(stdout=found.text, code=EXIT_NO_SOLUTION if found.stuck else 0)
