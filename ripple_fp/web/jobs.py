"""What one request of the web page or its API asks for, done by the commands' own
programs, on a worker process (:mod:`.pool`).

Haskell counterpart::

    job :: String -> Object -> Answer                        -- "solve", "check", ...
    job name body = either refused (perform answered) (request name body)

A request to a mode of the commands (``solve``, ``check``, ``explain``, ``hint``,
``convert``, ``generate``) is read into that mode's record through the same options as
a command line (:func:`ripple_fp.commands.arguments.request`: a field that is not one,
or not of its kind, is a 400 naming it), held to the server's limits and time, and run
by the same programs (:func:`ripple_fp.shell.main.perform`), which say what they found
through the page's voice (:mod:`.answers`). A puzzle comes as text (a course file's, a
URL's) and is read by the kind's parser as the commands read a file; without a
``kind``, by the first kind whose parser reads it. No job opens a file.

The page's own jobs: ``kinds`` (every kind, with what it can do), ``load`` (a puzzle
read, and the board to play it on), ``diagnose`` and ``largest`` (:mod:`.players`: what
a text no kind reads looks like; the largest value of each cell) and ``play``, the
page's referee on a *position* (what a person has entered so far,
:mod:`ripple_fp.shell.positions`): it marks the entries that differ from the puzzle's
solution when that is proved the only one, and judges the grid with the kind's referee
once every cell is filled.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from pathlib import Path
from typing import Final, TypeVar

from returns.result import Failure, Result, Success

from ..commands import Position, Text
from ..commands.arguments import (
    KIND,
    MODES,
    POSITION,
    SOURCE,
    Given,
    Option,
    fields,
    generating,
    request,
)
from ..grid.text import ParseError
from ..kinds import KIND_NAMES, kind_named, readers
from ..kinds.capabilities import Recipe
from ..kinds.errors import EXIT_MALFORMED, Malformed, NoSolution, RunError, UsageError, WrongAnswer
from ..kinds.kind import Kind, Limits, Loaded, SomeKind, SomeLoaded, solve_and_prove
from ..search.stats import Stats
from ..shell.clock import searching
from ..shell.files import load, misread
from ..shell.generate import made_by
from ..shell.main import perform
from ..shell.positions import as_solution, page_board, shaped
from ..shell.runner import answered
from . import answers
from .answers import PAGE, TIMED_OUT, Answer, Json, refused
from .players import diagnose, largest, most_rows

__all__ = ["JOBS", "PUZZLE", "TIMED_OUT", "Answer", "Json", "answer", "warm"]

P = TypeVar("P")
S = TypeVar("S")

PUZZLE: Final = "the puzzle"
"""What a puzzle given to the API is called in its messages."""

LARGEST_MADE: Final = 30
"""The most rows or columns of a puzzle the page makes."""

Job = Callable[[Json, Limits, float], Answer]


def answer(name: str, body: Mapping[str, object], limits: Limits, seconds: float) -> Answer:
    """What job ``name`` answers to ``body``, within ``limits`` and ``seconds``; a
    puzzle too deep for Python to read as a 413."""
    try:
        return JOBS[name](dict(body), limits, seconds)
    except RecursionError:
        return 413, {"error": "the puzzle is too deep to read", "code": EXIT_MALFORMED}


def _mode(name: str) -> Job:
    """The job of the commands' mode ``name``: its record, run as the command runs."""

    def job(body: Json, limits: Limits, seconds: float) -> Answer:
        server = _server(limits, seconds)
        read = _kind_of(body).bind(lambda body: request(name, body, server))
        match read:
            case Success(command):
                return answered(next(iter(perform(command, answers))))
            case Failure(error):
                return answers.failed(f"ripple-fp {name}", error, "")
        raise AssertionError("unreachable: a Result is a Success or a Failure")

    return job


def _server(limits: Limits, seconds: float) -> Mapping[str, object]:
    """The server's own options, which hold for every request."""
    return {"max_cells": limits.cells, "max_candidates": limits.candidates, "timeout": seconds}


def _kind_of(body: Json) -> Result[Json, RunError]:
    """``body``, its ``kind`` the first kind that reads its puzzle when it names none (a
    puzzle that is not text is left to the mode's fields to refuse)."""
    text = body.get("puzzle")
    if body.get("kind") not in (None, "") or not isinstance(text, str):
        return Success(body)
    found = readers(text)
    if found:
        return Success(body | {"kind": found[0].name})
    return Failure(_unknown(text))


def _unknown(text: str) -> Malformed:
    """Why no kind reads ``text``: a URL of a puzzle no kind reads, or a web address, said
    as the commands say it; else that no kind reads it."""
    found = kind_named("ripple").into(
        lambda kind: misread(kind, Text(PUZZLE, text), text, ParseError(1, ""))
    )
    what = "puzzle ripple_fp reads"
    if isinstance(found, Malformed) and found.error.message:
        return Malformed(PUZZLE, found.error, what)
    return Malformed(PUZZLE, ParseError(1, "no kind of puzzle reads it"), what)


# --- the page's own jobs ---------------------------------------------------------------------


def capabilities(kind: SomeKind) -> Json:
    """What the page may offer for a kind, and why not where it may not."""

    def said(kind: Kind[P, S]) -> Json:
        return {
            "name": kind.name,
            "title": kind.title,
            "formats": list(kind.formats),
            "explain": None if kind.explainer else f"{kind.title}s have no explainer yet",
            "make": None if kind.maker else f"{kind.title}s have no maker yet",
            "strategies": list(kind.strategies.table),
        }

    return kind.into(said)


def kinds(body: Json, limits: Limits, seconds: float) -> Answer:
    """Every kind, with what it can do."""
    return 200, {"kinds": [capabilities(kind_named(name)) for name in KIND_NAMES]}


def _page(
    body: Json,
    limits: Limits,
    options: tuple[Option[object], ...],
    work: Callable[[Given, SomeLoaded], Answer],
) -> Answer:
    """A page's own job on the request's puzzle: its fields read through the commands'
    options, its puzzle read as a command reads one, then ``work``."""
    match _kind_of(body).bind(lambda body: fields(options, body, PAGE)):
        case Success(given):
            found = load(given(SOURCE), given.kind, limits, PAGE)
            failed = partial(answers.failed, PAGE, statistics="")
            return answered(found.map(lambda got: work(given, got[0])).alt(failed))
        case Failure(error):
            return answers.failed(PAGE, error, "")
    raise AssertionError("unreachable: a Result is a Success or a Failure")


def load_puzzle(body: Json, limits: Limits, seconds: float) -> Answer:
    """The puzzle read, its kind's name and what it can do, its text in the kind's own
    format, and the board to play it on; without a ``kind``, every kind that reads it.
    A text that is not a puzzle of the kind (or of any kind) is refused with why, as the
    ``diagnose`` job says it (``diagnosis``): the page words it without asking again."""
    named = body.get("kind") not in (None, "")
    work = partial(_loaded, named)
    status, said = _page(body, limits, (KIND, SOURCE), lambda _, got: got.into(work))
    if said.get("code") == EXIT_MALFORMED:  # not a puzzle of the kind, or of any
        return status, {**said, "diagnosis": diagnose(body, limits, seconds)[1]}
    return status, said


def _loaded(named: bool, loaded: Loaded[P, S]) -> Answer:
    kind, shape, entry = loaded.kind, page_board(loaded.kind, loaded.problem), loaded.kind.entry
    return 200, {
        "kind": capabilities(kind),
        "readers": [] if named else [other.name for other in readers(loaded.text)],
        "puzzle": kind.render_puzzle(loaded.problem),
        "board": {
            "svg": shape.svg,
            "rows": shape.rows,
            "cols": shape.cols,
            "givens": [list(cell) for cell in shape.givens],
            "most": most_rows(loaded),
            "look": {
                "style": entry.style,
                "symbols": [token for token, _ in entry.symbols],
                "blank": entry.blank,
            },
        },
    }


def play(body: Json, limits: Limits, seconds: float) -> Answer:
    """The page's referee on a position: the entries that differ from the solution (when
    it is the only one), and, once every cell is filled, the kind's referee's verdict
    (``solved`` when it finds nothing broken)."""

    def work(given: Given, got: SomeLoaded) -> Answer:
        position = given(POSITION) or ()
        return got.into(partial(_played, position, seconds))

    return _page(body, limits, (KIND, SOURCE, POSITION), work)


def _played(position: Position, seconds: float, loaded: Loaded[P, S]) -> Answer:
    kind, problem = loaded.kind, loaded.problem
    shape = page_board(kind, problem)
    match shaped(shape, position):
        case Failure(why):
            return refused(why)
    search = partial(solve_and_prove, kind, problem, None)
    found = searching(PUZZLE, seconds, Stats(), search)
    if isinstance(found, Failure):
        if isinstance(found.failure(), NoSolution):
            return 200, {"wrong": [], "solved": False, "complaints": [], "known": False}
        return answers.failed("ripple-fp solve", found.failure(), "")
    solved = found.unwrap()
    answer, unique = answers.tokens(kind.render_solution(solved.solution)), bool(solved.unique)
    givens = set(shape.givens)
    entered = {
        (r + 1, c + 1): token
        for r, row in enumerate(position)
        for c, token in enumerate(row)
        if token and (r + 1, c + 1) not in givens
    }
    wrong = sorted([r, c] for (r, c), t in entered.items() if t != answer[r - 1][c - 1])
    full = tuple(
        tuple(
            answer[r][c]
            if (r + 1, c + 1) in givens
            else entered.get((r + 1, c + 1), kind.entry.blank or "")
            for c in range(shape.cols)
        )
        for r in range(shape.rows)
    )
    unfinished: Json = {
        "wrong": wrong if unique else [],
        "solved": False,
        "complaints": [],
        "known": unique,
    }
    if any("" in row for row in full):
        return 200, unfinished
    parsed = kind.parse_solution(as_solution(kind.entry, full), problem)
    if isinstance(parsed, Failure):
        why = f"the position is not a grid of this puzzle: {parsed.failure()}"
        return refused(why)
    verdict = kind.judge(problem, parsed.unwrap())
    if verdict.complaints and len(entered) + len(givens) < shape.rows * shape.cols:
        return 200, unfinished  # a grid full only of blanks is not finished yet
    return 200, unfinished | {
        "solved": not verdict.complaints,
        "complaints": list(verdict.complaints),
        "faulty": sorted([r + 1, c + 1] for r, c in verdict.faulty),
    }


def generate(body: Json, limits: Limits, seconds: float) -> Answer:
    """``ripple-fp generate --puzzle KIND --size RxC --seed SEED``: one new puzzle,
    unique and graded, checked as the command checks it (no larger than
    :data:`LARGEST_MADE` on a side)."""
    program = "ripple-fp generate"
    read = fields(MODES["generate"].options, body, program).bind(
        lambda given: generating(given).alt(lambda why: UsageError(f"{program}: error: {why}"))
    )
    if isinstance(read, Failure):
        return answers.failed(program, read.failure(), "")
    command = read.unwrap()
    if max(command.size) > LARGEST_MADE:
        why = f"the field 'size': the page makes puzzles of at most {LARGEST_MADE} a side"
        return answers.failed(program, UsageError(f"{program}: error: {why}"), "")
    seed = command.seed or "web"
    recipe = Recipe(command.size, seed, command.largest, command.givens, command.strategy)
    made = command.kind.into(partial(made_by, "made", recipe))
    if made.impossible:
        return 422, {"error": f"{program}: {made.impossible}", "code": 2}
    if made.problems:
        return answers.failed(program, WrongAnswer(made.problems), "")
    return 200, {"puzzle": made.puzzle, "grade": made.grade, "clues": made.clues, "code": 0}


JOBS: Final[dict[str, Job]] = {
    "kinds": kinds,
    "load": load_puzzle,
    "solve": _mode("solve"),
    "check": _mode("check"),
    "play": play,
    "hint": _mode("hint"),
    "explain": _mode("explain"),
    "convert": _mode("convert"),
    "generate": generate,
    "diagnose": diagnose,
    "largest": largest,
}
"""Every job, by the name of its route (``/api/NAME``): the commands' and, last, what
the page asks for its players (:mod:`.players`)."""


def warm() -> None:
    """Import every kind, its pictures and its explainer, and load and solve each
    bundled sample once: the pool's fork server does this before it forks any worker,
    so that each worker starts with every module (and every cache a first solve fills)
    loaded; a fresh process's first solve takes tens of milliseconds more."""
    samples = Path(__file__).parent / "static" / "samples"
    for name in KIND_NAMES:
        kind_named(name).into(_warm)
        for sample in sorted(samples.glob(f"{name}-*.txt")):
            for job in ("load", "solve"):
                JOBS[job]({"kind": name, "puzzle": sample.read_text()}, Limits(), 10.0)


def _warm(kind: Kind[P, S]) -> None:
    kind.pictures()
    if kind.explainer is not None:
        kind.explainer()
