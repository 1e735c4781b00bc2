"""Exercise 7: a program as one chain of ``Result`` and ``IOResult`` steps.

Haskell counterpart::

    solveText :: FilePath -> String -> Either RunError String
    solveText name text = do problem <- first (\\e -> Malformed name e title) (parsePuzzle text)
                             solved  <- solveChecked ripple problem (defaultName ripple)
                             return (renderSolution (solution solved))

    solveFile :: FilePath -> FilePath -> ExceptT RunError IO FilePath
    solveFile source target = do problem <- readPuzzle ripple source
                                 text    <- liftEither (solveProblem problem)
                                 writeAtomically target text
                                 return target

    report :: ExceptT RunError IO FilePath -> ExceptT String IO String
    report = withExceptT (describe "exercise") . fmap (\\path -> "solved: " ++ path)

No step raises: every failure travels as a value, and the first one stops the chain.
"""

from __future__ import annotations

from pathlib import Path

from returns.io import IOResult
from returns.result import Result

from ripple_fp.grid.rooms import Problem, Solution
from ripple_fp.grid.rooms_text import parse_puzzle, render_solution
from ripple_fp.grid.text import ParseError
from ripple_fp.kinds.errors import Malformed, RunError, describe
from ripple_fp.kinds.kind import Solved, solve_checked
from ripple_fp.ripple import RIPPLE
from ripple_fp.shell.files import read_puzzle, write_atomically

PROGRAM = "exercise"
"""The name a failure's message starts with."""


def solve_text(text: str, name: str = "<text>") -> Result[str, RunError]:
    """The solution of the puzzle in ``text`` (read from ``name``) as a solution file's
    text, or the first thing that went wrong."""
    return parse_puzzle(text).alt(lambda error: malformed(name, error)).bind(solve_problem)


def malformed(name: str, error: ParseError) -> RunError:
    """The parse error of ``name``'s text, as an error of the run."""
    return Malformed(name, error, RIPPLE.title)


def solve_problem(problem: Problem) -> Result[str, RunError]:
    """The checked first solution of ``problem`` by the default strategy, rendered."""
    return solve_checked(RIPPLE, problem, RIPPLE.strategies.default).map(rendered)


def rendered(solved: Solved[Problem, Solution]) -> str:
    """``renderSolution . solution``: the solution file's text."""
    return render_solution(solved.solution)


def solve_file(source: Path, target: Path) -> IOResult[Path, RunError]:
    """Read the puzzle in ``source``, solve it, write its solution to ``target``: the
    target's path, or the first thing that went wrong (``target`` is then untouched)."""
    read: IOResult[Problem, RunError] = read_puzzle(RIPPLE, source)
    return read.bind_result(solve_problem).bind(lambda text: written(target, text))


def written(target: Path, text: str) -> IOResult[Path, RunError]:
    """Write ``text`` to ``target``, all or nothing: the target's path, or why not."""
    wrote: IOResult[None, RunError] = write_atomically(target, text)
    return wrote.map(lambda _: target)


def report(outcome: IOResult[Path, RunError]) -> IOResult[str, str]:
    """What to tell a person: ``solved: PATH``, or the error's message."""
    return outcome.map(lambda path: f"solved: {path}").alt(lambda error: describe(error, PROGRAM))
