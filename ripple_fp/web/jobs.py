"""What one request of the web page or its API asks for, done with the functions the
commands use, on a worker process (:mod:`.pool`).

Haskell counterpart::

    data Answer = Answer { status :: Int, body :: Value }    -- an HTTP status, JSON
    job :: String -> Value -> Answer                         -- "solve", "check", ...

Each job takes the request's JSON object and gives back a status and a JSON object: 200
with what the command would print (``stdout``, ``stderr``, ``code``: the reply of
:mod:`ripple_fp.commands.replies`) and the same answer as data (a solution's text, its
picture, the faulty cells); or a 4xx with ``error``, the command's message for the same
failure, and its exit code. A puzzle comes as text (a course file's, a URL's) and is
read by the kind's parser as the commands read a file; no job opens a file.

A *position* is what a person has entered so far: a list of rows, each a list of
tokens as the kind writes a solution (``"3"``, ``"R"``, ``"1"``), ``""`` where nothing
is entered. The page's referee (:func:`play`) marks the entries that differ from the
puzzle's solution when it is the only one, and judges the grid with the kind's referee
once every cell is filled. A hint goes to the kind's explainer with the position
(``hint_at``); an export writes the entries into the puzzle's grid like givens
(:func:`placed`), or, for a kind whose text has no such grid, as a solution is written
(:func:`as_solution`). How a kind's values are entered and its positions written is
its declaration's (:attr:`~ripple_fp.kinds.kind.Kind.entry`): nothing here names a kind.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Final

from returns.result import Failure, Result, Success

from ..commands import Solve, Url, replies
from ..commands.replies import Report
from ..grid.text import ParseError
from ..kinds import KIND_NAMES, kind_named, readers
from ..kinds.capabilities import Recipe
from ..kinds.entry import EMPTY, Entry
from ..kinds.errors import (
    EXIT_MALFORMED,
    Malformed,
    NoSolution,
    OtherKind,
    RunError,
    TimedOut,
    TooLarge,
    UsageError,
    describe,
    exit_code,
)
from ..kinds.kind import Kind, Limits, checked, make_checked, solve_and_look, within_limits
from ..search.stats import Stats
from ..shell.clock import searching
from ..shell.files import misread
from .players import diagnose, largest

Json = dict[str, Any]
Answer = tuple[int, Json]
"""An HTTP status and the JSON object to send."""

PUZZLE: Final = "the puzzle"
"""What a puzzle given to the API is called in its messages."""

PROGRAM: Final = "ripple-fp"


# --- reading -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Given:
    """A request's puzzle, read: its kind and its problem."""

    kind: Kind[Any, Any]
    problem: Any
    text: str


class Refused(Exception):  # noqa: N818 - an answer, raised out of a job's steps
    """A job's 4xx answer, raised from deep inside it."""

    def __init__(self, status: int, body: Json) -> None:
        super().__init__(body.get("error", ""))
        self.status, self.body = status, body


TIMED_OUT: Final = 504
"""The status of a job without an answer within its time: 504, which no browser sends
again by itself (Chromium sends a POST answered 408 again, on a new connection, so that
a page waited twice the limit); 408 is the server's word for a client too slow to send
its request."""


def refusal(error: RunError, mode: str) -> Refused:
    """The 4xx answer for ``error`` (a time-out's :data:`TIMED_OUT`), in the words of
    ``ripple-fp MODE``."""
    status = {TooLarge: 413, TimedOut: TIMED_OUT}.get(type(error), 422)
    if isinstance(error, UsageError):
        status = 400
    message = describe(error, f"{PROGRAM} {mode}")
    return Refused(status, {"error": message, "code": exit_code(error)})


def bad_request(message: str) -> Refused:
    """A request the API cannot take: a missing field, a value of the wrong type."""
    return Refused(400, {"error": message, "code": 2})


def _field(request: Json, name: str, kind: type, default: Any = None) -> Any:
    value = request.get(name, default)
    if not isinstance(value, kind) or (default is None and value is None):
        raise bad_request(f"the field {name!r} must be a {kind.__name__}")
    return value


def given(request: Json, mode: str, limits: Limits) -> Given:
    """The request's puzzle (``puzzle``, text), read by its kind (``kind``; none: the
    first kind that reads it), within ``limits``."""
    text = _field(request, "puzzle", str)
    name = request.get("kind")
    if name is None or name == "":
        found = readers(text)
        if not found:
            error = Malformed(
                PUZZLE, ParseError(1, "no kind of puzzle reads it"), "puzzle ripple_fp reads"
            )
            raise refusal(_unknown(text) or error, mode)
        kind = found[0]
    else:
        if name not in KIND_NAMES:
            raise bad_request(f"unknown puzzle {name!r}: choose from {', '.join(KIND_NAMES)}")
        kind = kind_named(name)
    parsed = kind.parse_puzzle(text)
    if isinstance(parsed, Failure):
        raise refusal(misread(kind, Url(PUZZLE), text, parsed.failure()), mode)
    match within_limits(kind, limits, PUZZLE, parsed.unwrap()):
        case Success(problem):
            return Given(kind, problem, text)
        case Failure(error):
            raise refusal(error, mode)
    raise AssertionError("unreachable")


def _unknown(text: str) -> Malformed | OtherKind | None:
    """A URL of a puzzle no kind reads, or a web address, said as the commands say it."""
    found = misread(kind_named("ripple"), Url(PUZZLE), text, ParseError(1, ""))
    if isinstance(found, Malformed) and found.error.message:
        return replace(found, what="puzzle ripple_fp reads")
    return None


def _searched(seconds: float, search: Any) -> Any:
    """What ``search`` (given a meter) finds within ``seconds``, or the time-out's
    refusal."""
    match searching(PUZZLE, seconds, Stats(), search):
        case Success(found):
            return found
        case Failure(error):
            if isinstance(error, NoSolution):
                return None
            raise refusal(error, "solve")
    raise AssertionError("unreachable")


# --- the board -----------------------------------------------------------------------------

CELL: Final = re.compile(r'<g class="cell( given)?[^"]*" data-row="(\d+)" data-col="(\d+)"')
"""A cell of a picture (:func:`ripple_fp.grid.svg.cell`): every kind's pictures mark
each cell so, givens with the class ``given``."""


def board(kind: Kind[Any, Any], problem: Any) -> Json:
    """The puzzle as the page plays it: its picture, its size, its givens, and how
    values are entered."""
    picture = kind.pictures().to_svg(problem, None, frozenset(), kind.title)
    cells = [(bool(g), int(r), int(c)) for g, r, c in CELL.findall(picture)]
    entry = kind.entry
    return {
        "svg": picture,
        "rows": max(r for _, r, _ in cells),
        "cols": max(c for _, _, c in cells),
        "givens": [[r, c] for g, r, c in cells if g],
        "look": {
            "style": entry.style,
            "symbols": [token for token, _ in entry.symbols],
            "blank": entry.blank,
        },
    }


def capabilities(kind: Kind[Any, Any]) -> Json:
    """What the page may offer for a kind, and why not where it may not."""
    return {
        "name": kind.name,
        "title": kind.title,
        "formats": list(kind.formats),
        "explain": None if kind.explainer else f"{kind.title}s have no explainer yet",
        "make": None if kind.maker else f"{kind.title}s have no maker yet",
        "strategies": list(kind.strategies.table),
    }


def load(request: Json, limits: Limits, seconds: float) -> Answer:
    """The puzzle read, its kind's name and what it can do, its text in the kind's own
    format, and the board to play it on."""
    read = given(request, "check", limits)
    kind = read.kind
    others = [] if request.get("kind") else [k.name for k in readers(read.text)]
    return 200, {
        "kind": capabilities(kind),
        "readers": others,
        "puzzle": kind.render_puzzle(read.problem),
        "board": board(kind, read.problem),
    }


def kinds(request: Json, limits: Limits, seconds: float) -> Answer:
    """Every kind, with what it can do."""
    return 200, {"kinds": [capabilities(kind_named(name)) for name in KIND_NAMES]}


# --- solving -------------------------------------------------------------------------------


def solve(request: Json, limits: Limits, seconds: float) -> Answer:
    """``ripple-fp solve --puzzle KIND - -``: the solution, checked by the referee, as
    the command prints it; whether it is the only one (``unique``: ``null`` when the
    second look was too short to say), and, asked with ``"grade": true``, the grade
    where the kind explains (it takes a whole explained solve more)."""
    read = given(request, "solve", limits)
    kind, problem = read.kind, read.problem
    strategy = request.get("strategy")
    if strategy is not None and strategy not in kind.strategies.table:
        choices = ", ".join(kind.strategies.table)
        raise bad_request(
            f"unknown strategy {strategy!r} for {kind.title}s: choose from {choices}"
        )
    found = searching(
        PUZZLE, seconds, Stats(), lambda meter: solve_and_look(kind, problem, strategy, meter)
    )
    if isinstance(found, Failure):
        error = found.failure()
        if isinstance(error, NoSolution):
            said = replies.failure(f"{PROGRAM} solve", error)
            return 200, {"stdout": said.stdout, "stderr": "", "code": said.code, "solution": None}
        raise refusal(error, "solve")
    solved = found.unwrap()
    command = Solve(kind.name, Url(PUZZLE), Path("-"), f"{PROGRAM} solve", strategy)
    said = replies.solved(kind, command, "", solved)
    return 200, {
        "stdout": said.stdout,
        "stderr": said.stderr,
        "code": said.code,
        "solution": kind.render_solution(solved.solution),
        "grid": _tokens(kind.render_solution(solved.solution)),
        "unique": solved.unique,
        "grade": _grade(kind, problem) if request.get("grade") else None,
        "svg": kind.pictures().to_svg(problem, solved.solution, frozenset(), "Solution"),
    }


def _grade(kind: Kind[Any, Any], problem: Any) -> str | None:
    """The puzzle's grade, where the kind explains its solve."""
    if kind.explainer is None:
        return None
    return kind.explainer().explain(problem).grade


def _tokens(text: str) -> list[list[str]]:
    """A solution's text as rows of tokens: split at spaces, or one character each."""
    rows = [line for line in text.splitlines() if line.strip()]
    return [row.split() if " " in row.strip() else list(row.strip()) for row in rows]


def _solution(kind: Kind[Any, Any], problem: Any, seconds: float) -> tuple[Any, bool | None]:
    """The checked solution (``None``: there is none) and whether it is alone."""
    found = _searched(seconds, lambda meter: solve_and_look(kind, problem, None, meter))
    return (None, None) if found is None else (found.solution, found.unique)


# --- checking and playing ------------------------------------------------------------------


def check(request: Json, limits: Limits, seconds: float) -> Answer:
    """``ripple-fp check --puzzle KIND PUZZLE SOLUTION``: the claimed solution (text, in
    the kind's solution format) judged by the referee, every broken rule, the faulty
    cells, the picture with them shaded."""
    read = given(request, "check", limits)
    kind, problem = read.kind, read.problem
    parsed = kind.parse_solution(_field(request, "solution", str), problem)
    if isinstance(parsed, Failure):
        error = Malformed("the solution", parsed.failure(), "solution of this puzzle")
        raise Refused(422, {"error": describe(error, f"{PROGRAM} check"), "code": 2})
    claim = parsed.unwrap()
    verdict = kind.judge(problem, claim)
    said = replies.judged(kind, Report(problem, claim, verdict))
    title = "Claimed solution: " + ("rules broken" if verdict.complaints else "correct")
    return 200, {
        "stdout": said.stdout,
        "code": said.code,
        "complaints": list(verdict.complaints),
        "faulty": sorted([r + 1, c + 1] for r, c in verdict.faulty),
        "svg": kind.pictures().to_svg(problem, claim, verdict.faulty, title),
    }


def _position(request: Json, rows: int, cols: int) -> list[list[str]]:
    """The request's ``position``: ``rows`` lists of ``cols`` tokens."""
    position = _field(request, "position", list)
    shaped = len(position) == rows and all(
        isinstance(row, list) and len(row) == cols and all(isinstance(t, str) for t in row)
        for row in position
    )
    if not shaped:
        raise bad_request(f"the position must be {rows} rows of {cols} strings")
    tokens: list[list[str]] = position
    return tokens


def play(request: Json, limits: Limits, seconds: float) -> Answer:
    """The page's referee on a position: the entries that differ from the solution (when
    it is the only one), and, once every cell is filled, the kind's referee's verdict
    (``solved`` when it finds nothing broken)."""
    read = given(request, "check", limits)
    kind, problem = read.kind, read.problem
    shape = board(kind, problem)
    position = _position(request, shape["rows"], shape["cols"])
    solution, unique = _solution(kind, problem, seconds)
    if solution is None:
        return 200, {"wrong": [], "solved": False, "complaints": [], "known": False}
    answer = _tokens(kind.render_solution(solution))
    givens = {(r, c) for r, c in shape["givens"]}
    entered = {
        (r + 1, c + 1): token
        for r, row in enumerate(position)
        for c, token in enumerate(row)
        if token and (r + 1, c + 1) not in givens
    }
    wrong = (
        sorted([r, c] for (r, c), token in entered.items() if token != answer[r - 1][c - 1])
        if unique
        else []
    )
    blank = kind.entry.blank
    full = [
        [
            answer[r][c] if (r + 1, c + 1) in givens else entered.get((r + 1, c + 1), blank or "")
            for c in range(shape["cols"])
        ]
        for r in range(shape["rows"])
    ]
    unfinished = {"wrong": wrong, "solved": False, "complaints": [], "known": bool(unique)}
    if any("" in row for row in full):
        return 200, unfinished
    parsed = kind.parse_solution(as_solution(kind.entry, full), problem)
    if isinstance(parsed, Failure):
        raise bad_request(f"the position is not a grid of this puzzle: {parsed.failure()}")
    verdict = kind.judge(problem, parsed.unwrap())
    if verdict.complaints and len(entered) + len(givens) < shape["rows"] * shape["cols"]:
        return 200, unfinished  # a grid full only of blanks is not finished yet
    faulty = sorted([r + 1, c + 1] for r, c in verdict.faulty)
    return 200, {
        "wrong": wrong,
        "solved": not verdict.complaints,
        "complaints": list(verdict.complaints),
        "faulty": faulty,
        "known": bool(unique),
    }


def placed(kind: Kind[Any, Any], problem: Any, position: list[list[str]]) -> str:
    """The puzzle with the entries of ``position`` written in like givens, in the kind's
    own text, as the ``hint`` command reads a puzzle being solved: the grid of values
    is the text's last lines, one per row, a token per cell (``-`` or ``.`` where
    empty). ``ValueError`` for a kind whose text has no such grid (Creek's clues sit on
    the crossings; Vergleichssudoku's text holds its signs)."""
    lines = kind.render_puzzle(problem).splitlines()
    rows, cols = len(position), len(position[0]) if position else 0
    grid = lines[-rows:] if rows else []
    split = [line.split() for line in grid]
    if len(lines) < rows or any(len(tokens) != cols for tokens in split):
        raise ValueError(f"a position cannot be written into a {kind.title}'s text")
    for r, tokens in enumerate(split):
        for c, token in enumerate(position[r]):
            if token:
                tokens[c] = token
    return "\n".join([*lines[:-rows], *(" ".join(tokens) for tokens in split)]) + "\n"


def as_solution(entry: Entry, position: list[list[str]]) -> str:
    """``position`` written as the kind's solution text is (rows of tokens, ``entry``'s
    separator between them), an empty cell as what it counts as in a full grid (its
    ``blank``) or :data:`~ripple_fp.kinds.entry.EMPTY`: a finished position is its
    solution's text, what ``check`` reads."""
    empty = EMPTY if entry.blank is None else entry.blank
    return "".join(entry.separator.join(t or empty for t in row) + "\n" for row in position)


def exported(kind: Kind[Any, Any], problem: Any, position: list[list[str]], to: str) -> str:
    """``position`` in the format ``to``, as the kind's declaration writes a position
    (:data:`~ripple_fp.kinds.entry.Written`): the puzzle with the entries written in like
    givens, in any of its formats; or, for a kind whose text has no grid of values, as a
    solution, in its own text only (no other format holds a solution)."""
    match kind.entry.written:
        case "givens":
            try:
                text = placed(kind, problem, position)
            except ValueError as why:
                raise Refused(422, {"error": str(why), "code": 2}) from why
            reread = kind.parse_puzzle(text)
            if isinstance(reread, Failure):
                raise Refused(422, {"error": f"the position: {reread.failure()}", "code": 4})
            return kind.formats[to](reread.unwrap())
        case "solution":
            if to != "course":
                only = f"a {kind.title}'s position is written as a solution, in course text only"
                raise Refused(422, {"error": f"{only}: {to} holds no entries", "code": 2})
            return as_solution(kind.entry, position)


def _explainer(kind: Kind[Any, Any]) -> Any:
    if kind.explainer is None:
        raise Refused(422, {"error": f"{kind.title}s have no explainer yet", "code": 2})
    return kind.explainer()


def hint(request: Json, limits: Limits, seconds: float) -> Answer:
    """The ``hint`` command's answer from a player's position, through the kind's
    explainer (:meth:`~ripple_fp.kinds.capabilities.Explainer.hint_at`): the next step
    in words with the cells it reasons from (``cells``, counted from 1) and the values
    it places (``placed``: row, column, token), or the entries that are wrong
    (``wrong``)."""
    read = given(request, "hint", limits)
    kind, problem = read.kind, read.problem
    explainer = _explainer(kind)
    shape = board(kind, problem)
    entry = kind.entry
    givens = {(r, c) for r, c in shape["givens"]}
    try:
        position = {
            (r, c): entry.value(token)
            for r, row in enumerate(_position(request, shape["rows"], shape["cols"]))
            for c, token in enumerate(row)
            if token and (r + 1, c + 1) not in givens
        }
    except (KeyError, ValueError) as why:
        raise bad_request(f"the position holds a value this kind has not: {why}") from why
    advice = explainer.hint_at(problem, position)
    said = replies.hinted(advice)
    step = advice.step
    marked = step.marked if step is not None else advice.wrong
    return 200, {
        "stdout": said.stdout,
        "code": said.code,
        "stuck": advice.stuck,
        "cells": [[r + 1, c + 1] for r, c in marked],
        "wrong": [[r + 1, c + 1] for r, c in advice.wrong],
        "placed": []
        if step is None
        else [[r + 1, c + 1, entry.token(value)] for (r, c), value in step.placed],
    }


STEP_CELL: Final = re.compile(r"\br(\d+)c(\d+)\b")
"""A cell named in words: ``r3c5``."""


def _cells(text: str) -> list[list[int]]:
    return [[int(r), int(c)] for r, c in STEP_CELL.findall(text)]


def explain(request: Json, limits: Limits, seconds: float) -> Answer:
    """``ripple-fp explain --puzzle KIND PUZZLE``: every step and the grade, as the
    command prints them; each step as the page shows it on the puzzle's own picture
    (``shown``: the cells it reasons from, the cells it changes, the values it places),
    and the kind's page of one picture per step (``page``)."""
    read = given(request, "explain", limits)
    kind, problem = read.kind, read.problem
    found = _explainer(kind).explain(problem)
    if found.solution is not None:
        trusted: Result[Any, Any] = checked(kind, problem, found.solution)
        if isinstance(trusted, Failure):
            raise refusal(trusted.failure(), "explain")
    from ..commands import Explain  # noqa: PLC0415

    command = Explain(kind.name, Url(PUZZLE), f"{PROGRAM} explain")
    said = replies.explained(kind, command, problem, found)
    entry = kind.entry
    return 200, {
        "stdout": said.stdout,
        "code": said.code,
        "steps": list(found.steps),
        "cells": [_cells(step) for step in found.steps],
        "shown": [
            {
                "marked": [[r + 1, c + 1] for r, c in step.marked],
                "changed": [[r + 1, c + 1] for r, c in step.changed],
                "placed": [[r + 1, c + 1, entry.token(v)] for (r, c), v in step.placed],
            }
            for step in found.shown()
        ],
        "grade": found.grade if found.solution is not None else None,
        "page": found.page("the puzzle, step by step"),
    }


# --- writing and making --------------------------------------------------------------------


def convert(request: Json, limits: Limits, seconds: float) -> Answer:
    """``ripple-fp convert --puzzle KIND --to FORMAT PUZZLE -``: the puzzle in one of the
    kind's formats; or, with ``position``, the position (:func:`exported`)."""
    read = given(request, "convert", limits)
    kind, problem = read.kind, read.problem
    to = _field(request, "to", str, "course")
    if to not in kind.formats:
        choices = ", ".join(kind.formats)
        raise bad_request(f"{kind.title}s are written as {choices}, not {to!r}")
    if request.get("position") is not None:
        shape = board(kind, problem)
        position = _position(request, shape["rows"], shape["cols"])
        return 200, {"stdout": exported(kind, problem, position, to), "code": 0}
    return 200, {"stdout": kind.formats[to](problem), "code": 0}


def generate(request: Json, limits: Limits, seconds: float) -> Answer:
    """``ripple-fp generate --puzzle KIND --size RxC --seed SEED``: one new puzzle,
    unique and graded, checked as the command checks it."""
    name = _field(request, "kind", str)
    if name not in KIND_NAMES:
        raise bad_request(f"unknown puzzle {name!r}: choose from {', '.join(KIND_NAMES)}")
    kind = kind_named(name)
    if kind.maker is None:
        raise Refused(422, {"error": f"{kind.title}s have no maker yet", "code": 2})
    rows, cols = _field(request, "rows", int, 6), _field(request, "cols", int, 6)
    if not (0 < rows <= 30 and 0 < cols <= 30):
        raise bad_request("rows and cols go from 1 to 30 on the page")
    seed = str(request.get("seed") or "web")
    givens = request.get("givens", "minimal")
    if givens not in ("minimal", "propagation"):
        raise bad_request("givens is 'minimal' or 'propagation'")
    recipe = Recipe((rows, cols), seed, givens=givens)
    try:
        made = make_checked(kind, kind.maker(), recipe)
    except ValueError as impossible:
        raise Refused(422, {"error": str(impossible), "code": 2}) from impossible
    if isinstance(made, Failure):
        raise refusal(made.failure(), "generate")
    done = made.unwrap()
    return 200, {
        "puzzle": kind.render_puzzle(done.problem),
        "grade": done.grade,
        "clues": done.clues,
        "code": 0,
    }


JOBS: Final = {
    "kinds": kinds,
    "load": load,
    "solve": solve,
    "check": check,
    "play": play,
    "hint": hint,
    "explain": explain,
    "convert": convert,
    "generate": generate,
    "diagnose": diagnose,
    "largest": largest,
}
"""Every job, by the name of its route (``/api/NAME``): the commands' and, last, what
the page asks for its players (:mod:`.players`)."""


def answer(name: str, request: Json, limits: Limits, seconds: float) -> Answer:
    """What job ``name`` answers to ``request``; a job's refusal as its 4xx, and any
    other failure as a 422 saying what went wrong, never a traceback."""
    try:
        return JOBS[name](request, limits, seconds)
    except Refused as refused:
        return refused.status, refused.body
    except RecursionError:
        return 413, {"error": "the puzzle is too deep to read", "code": EXIT_MALFORMED}
    except (ValueError, TypeError, KeyError, IndexError) as error:
        return 422, {"error": f"{PROGRAM}: cannot do that: {error}", "code": 2}


def warm() -> None:
    """Import every kind, its pictures and its explainer, and load and solve each
    bundled sample once: the pool's fork server does this before it forks any worker,
    so that each worker starts with every module (and every cache a first solve fills)
    loaded; a fresh process's first solve takes tens of milliseconds more."""
    samples = Path(__file__).parent / "static" / "samples"
    for name in KIND_NAMES:
        kind = kind_named(name)
        kind.pictures()
        if kind.explainer is not None:
            kind.explainer()
        for sample in sorted(samples.glob(f"{name}-*.txt")):
            request = {"kind": name, "puzzle": sample.read_text()}
            for job in (load, solve):
                job(request, Limits(), 10.0)
