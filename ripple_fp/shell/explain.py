"""``ripple-effect --explain IN [OUT]`` and ``ripple-effect --hint IN``: a solve in steps
a person can follow, or the next of them.

Haskell counterpart::

    explainFile :: SolveOptions -> Prog Explained   -- read, explain, check, write
    hintFile    :: SolveOptions -> Prog Hint
    explainPrintout :: SolveOptions -> Explained -> Printout   -- pure: what to print

The reasoning is the pure core's (:mod:`ripple_fp.ripple.trace`, :mod:`~ripple_fp.ripple.hint`);
this module reads the puzzle, trusts a solution only once the referee agrees with it,
writes it if asked, and turns what was found into a :class:`~.runner.Printout`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from returns.io import IOResult, IOSuccess
from returns.result import Result, Success

from ..kinds.errors import NoSolution, RunError
from ..kinds.kind import checked, within_limits
from ..kinds.ripple import RIPPLE
from ..ripple.frames import frames_page
from ..ripple.grade import grade, summary
from ..ripple.hint import Clash, Hint, Wrong, hint
from ..ripple.pictures import draw
from ..ripple.puzzle import Problem, Solution
from ..ripple.render import render_solution
from ..ripple.steps import Step
from ..ripple.trace import deductions, reached
from ..ripple.wording import advise, describe
from .command_line import STDOUT
from .exits import EXIT_NO_SOLUTION, failure
from .files import read_puzzle, write_all
from .options import SolveOptions
from .runner import Printout, run


@dataclass(frozen=True)
class Explained:
    """A puzzle, the steps of its explained solve, and the solution they reach (checked
    by the referee), if any."""

    problem: Problem
    steps: tuple[Step, ...]
    solution: Solution | None


def explain_command(options: SolveOptions) -> int:
    """Run ``--explain`` or ``--hint``; return the exit code."""
    said = partial(failure, options.program)
    if options.hint:
        return run(hinted(options).map(hint_printout).alt(said))
    return run(explained(options).map(partial(explain_printout, options)).alt(said))


def explained(options: SolveOptions) -> IOResult[Explained, RunError]:
    """Read the puzzle, explain its solve, and write the solution if there is an output."""
    read: IOResult[Problem, RunError] = read_puzzle(RIPPLE, options.input)
    return (
        read.bind_result(partial(within_limits, RIPPLE, options.limits, options.input))
        .map(_explain)
        .bind_result(_trusted)
        .bind(partial(_write, options))
    )


def hinted(options: SolveOptions) -> IOResult[Hint, RunError]:
    """Read the puzzle as filled in so far, and find what to tell its solver."""
    read: IOResult[Problem, RunError] = read_puzzle(RIPPLE, options.input)
    return read.bind_result(partial(within_limits, RIPPLE, options.limits, options.input)).map(
        hint
    )


def _explain(problem: Problem) -> Explained:
    steps = tuple(deductions(problem))
    return Explained(problem, steps, reached(problem, steps))


def _trusted(found: Explained) -> Result[Explained, RunError]:
    """The explained solve, once the referee accepts the solution it reached."""
    if found.solution is None:
        return Success(found)
    return checked(RIPPLE, found.problem, found.solution).map(lambda _: found)


def _write(options: SolveOptions, found: Explained) -> IOResult[Explained, RunError]:
    """Write the solution, and the page of pictures if ``--svg`` asked for one: both or
    neither, and nothing for a puzzle without solution."""
    if found.solution is None:
        return IOSuccess(found)
    files = []
    if options.output is not None and str(options.output) != STDOUT:
        files.append((options.output, render_solution(found.solution)))
    if options.svg is not None:
        title = f"{options.input.name}, step by step"
        files.append((options.svg, frames_page(found.problem, found.steps, title)))
    return write_all(files).map(lambda _: found)


def explain_printout(options: SolveOptions, found: Explained) -> Printout:
    """Pure: every step numbered, then the grade, and the grid or the solution if asked;
    or, for a puzzle without solution, the steps to the dead end and the message."""
    width = len(str(len(found.steps)))
    lines = [f"{n:>{width}}. {describe(step)}\n" for n, step in enumerate(found.steps, 1)]
    if found.solution is None:
        lines.append(failure(options.program, NoSolution()).stdout)
        return Printout(stdout="".join(lines), code=EXIT_NO_SOLUTION)
    lines.append(f"grade: {summary(grade(found.steps))}\n")
    if options.show:
        lines.append(draw(found.solution.layout, found.solution.grid))
    if options.output is not None and str(options.output) == STDOUT:
        lines.append(render_solution(found.solution))
    return Printout(stdout="".join(lines))


def hint_printout(found: Hint) -> Printout:
    """Pure: the hint in words; exit 1 when the filled cells leave no solution."""
    code = EXIT_NO_SOLUTION if isinstance(found, Clash | Wrong) else 0
    return Printout(stdout=advise(found), code=code)
