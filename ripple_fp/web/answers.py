"""The page's voice: what each mode found, said as the JSON the page reads
(:class:`~ripple_fp.commands.replies.Voice`, as the command line's replies are).

Haskell counterpart::

    data Answer = Answer { status :: Int, body :: Value }    -- an HTTP status, JSON
    answered :: Voice Answer                                  -- this module

Each answer holds what the command would print (``stdout``, ``stderr``, ``code``: the
command line's reply, :mod:`ripple_fp.commands.replies`) and the same as data (a
solution's text, its picture, the faulty cells); a failure is a 4xx with ``error``, the
command's message for the same failure, and its exit code: 400 for a request that
cannot be taken as it is (a field, what its kind cannot do), 413 for a puzzle past the
limits, :data:`TIMED_OUT` for a search out of time, 422 for anything else a puzzle is
refused for (it cannot be read, its answer is wrong). A puzzle without solution is an
answer, not a failure: the command's message, and ``solution`` ``null``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final, TypeVar

from ..commands import Check, Convert, Count, Explain, Hint, Solve, replies
from ..commands.check import Report
from ..commands.replies import Printout
from ..kinds.errors import (
    NoSolution,
    RunError,
    TimedOut,
    TooLarge,
    UsageError,
    describe,
    exit_code,
)
from ..kinds.kind import Loaded, Solved

if TYPE_CHECKING:
    from ..kinds.capabilities import Advice, Explained

P = TypeVar("P")
S = TypeVar("S")

Json = dict[str, object]
Answer = tuple[int, Json]
"""An HTTP status and the JSON object to send."""

TIMED_OUT: Final = 504
"""The status of a job without an answer within its time: 504, which no browser sends
again by itself (Chromium sends a POST answered 408 again, on a new connection, so that
a page waited twice the limit); 408 is the server's word for a client too slow to send
its request."""


PAGE: Final = "ripple-fp check"
"""The command in whose words the page's own jobs (``load``, ``play``, ``diagnose``,
``largest``) refuse: they read a puzzle as a check does."""


def refused(why: str) -> Answer:
    """A page's own job refusing what it was given (a position that is not the board's),
    as the command line refuses an argument."""
    return failed(PAGE, UsageError(f"ripple-fp: error: {why}"), "")


def said(printout: Printout) -> Answer:
    """What a command says that the page has no more to say of."""
    return 200, {"stdout": printout.stdout, "stderr": printout.stderr, "code": printout.code}


def noted(note: str, said: Answer) -> Answer:
    """The page is told which kinds read a puzzle otherwise (``load``'s ``readers``)."""
    return said


def failed(program: str, error: RunError, statistics: str) -> Answer:
    """A failure as the page is told it (see the module's docstring)."""
    if isinstance(error, NoSolution):
        printed = replies.failure(program, error)
        return 200, {
            "stdout": printed.stdout,
            "stderr": "",
            "code": printed.code,
            "solution": None,
        }
    status = {UsageError: 400, TooLarge: 413, TimedOut: TIMED_OUT}.get(type(error), 422)
    return status, {"error": describe(error, program), "code": exit_code(error)}


def unchecked(program: str, error: RunError) -> Answer:
    """A check that could not judge: its failure, exit 2, as the course's checker's."""
    status, body = failed(program, error, "")
    return status, body | {"code": replies.EXIT_ERROR}


def solved(command: Solve, loaded: Loaded[P, S], statistics: str, found: Solved[P, S]) -> Answer:
    """The solution, checked by the referee, as the command prints it; whether it is
    the only one (``unique``: ``null`` when the time ran out before the proof ended), and,
    asked with ``"grade": true``, the grade where the kind explains (it takes a whole
    explained solve more)."""
    kind, printed = loaded.kind, replies.solved(command, loaded, statistics, found)
    text = kind.render_solution(found.solution)
    grade = None
    if command.grade and kind.explainer is not None:
        grade = kind.explainer().explain(found.problem).grade
    return 200, {
        "stdout": printed.stdout,
        "stderr": printed.stderr,
        "code": printed.code,
        "solution": text,
        "grid": tokens(text),
        "unique": found.unique,
        "grade": grade,
        "svg": kind.pictures().to_svg(found.problem, found.solution, frozenset(), "Solution"),
    }


def tokens(text: str) -> list[list[str]]:
    """A solution's text as rows of tokens: split at spaces, or one character each."""
    rows = [line for line in text.splitlines() if line.strip()]
    return [row.split() if " " in row.strip() else list(row.strip()) for row in rows]


def counted(command: Count, statistics: str, count: int) -> Answer:
    return said(replies.counted(command, statistics, count))


def judged(command: Check, loaded: Loaded[P, S], report: Report[P, S]) -> Answer:
    """The claimed solution judged by the referee: every broken rule, the faulty cells
    (``[row, column]``, from 1), the picture with them shaded."""
    printed, verdict = replies.judged(command, loaded, report), report.verdict
    title = "Claimed solution: " + ("rules broken" if verdict.complaints else "correct")
    return 200, {
        "stdout": printed.stdout,
        "code": printed.code,
        "complaints": list(verdict.complaints),
        "faulty": sorted([r + 1, c + 1] for r, c in verdict.faulty),
        "svg": loaded.kind.pictures().to_svg(report.problem, report.claim, verdict.faulty, title),
    }


STEP_CELL: Final = re.compile(r"\br(\d+)c(\d+)\b")
"""A cell named in words: ``r3c5``."""


def explained(command: Explain, loaded: Loaded[P, S], found: Explained[S]) -> Answer:
    """Every step and the grade, as the command prints them; each step as the page shows
    it on the puzzle's own picture (``shown``: the cells it reasons from, the cells it
    changes, the values it places), and the kind's page of one picture per step."""
    printed, entry = replies.explained(command, loaded, found), loaded.kind.entry
    return 200, {
        "stdout": printed.stdout,
        "code": printed.code,
        "steps": list(found.steps),
        "cells": [[[int(r), int(c)] for r, c in STEP_CELL.findall(step)] for step in found.steps],
        "shown": [
            {
                "marked": [[r + 1, c + 1] for r, c in step.marked],
                "changed": [[r + 1, c + 1] for r, c in step.changed],
                "placed": [[r + 1, c + 1, entry.token(v)] for (r, c), v in step.placed],
            }
            for step in found.shown()
        ],
        "grade": found.grade if found.solution is not None else None,
        "page": found.page(f"{command.source.name}, step by step"),
    }


def hinted(command: Hint, loaded: Loaded[P, S], found: Advice) -> Answer:
    """The next step in words with the cells it reasons from (``cells``, counted from 1)
    and the values it places (``placed``: row, column, token), or the entries that are
    wrong (``wrong``)."""
    printed, step, entry = replies.hinted(command, loaded, found), found.step, loaded.kind.entry
    marked = step.marked if step is not None else found.wrong
    return 200, {
        "stdout": printed.stdout,
        "code": printed.code,
        "stuck": found.stuck,
        "cells": [[r + 1, c + 1] for r, c in marked],
        "wrong": [[r + 1, c + 1] for r, c in found.wrong],
        "placed": []
        if step is None
        else [[r + 1, c + 1, entry.token(value)] for (r, c), value in step.placed],
    }


def converted(command: Convert, text: str) -> Answer:
    """The puzzle, or the position, in the format asked for."""
    return 200, {"stdout": text, "code": 0}
