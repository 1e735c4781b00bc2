"""``ripple-effect-check PUZZLE [SOLUTION]`` and ``ripple-fp check``: the viewer and the
solution checker; ``ripple-effect --to FORMAT IN OUT`` and ``ripple-fp convert``: a
puzzle from one format to another, unsolved. Both written once for every kind.

Haskell counterpart::

    check   :: Voice t -> Check -> IO (Either t t)     -- read, judge, draw
    check cmd = do loaded <- load (puzzle cmd) (kind cmd)
                   claim  <- traverse (readSolution loaded) (claim cmd)
                   return (judged voice (Report problem claim (judge <$> claim)))
    convert :: Voice t -> Convert -> IO (Either t t)   -- read, write in another format

With one argument ``check`` draws the puzzle (or, when the puzzle's file holds a
solution, as a janko.at text may, checks that one); with two it draws the claimed
solution and then says ``Solution correct`` or lists every broken rule in the course
checker's wording. The judging is the kind's referee. Every error of a check is exit 2,
as the course's checker's. ``convert`` reads the puzzle as the kind reads any (a file in
any of its formats, ``-`` for standard input, or the URL itself) and writes it in one of
the kind's formats (its declaration's ``formats``) to a file or, for ``-``, standard
output; janko.at's text written from janko.at's text keeps what the source says besides
the puzzle (its author, source and info, its solution). The page's export of a position
is a conversion too (:mod:`.positions`).
"""

from __future__ import annotations

from functools import partial
from typing import TypeVar

from returns.io import IOResult, IOSuccess
from returns.result import Result, Success

from ..commands import STANDARD, Check, Convert, Files
from ..commands.arguments import converting
from ..commands.check import Report
from ..commands.replies import Voice
from ..grid.janko import kept
from ..kinds.errors import Malformed, RunError, UsageError
from ..kinds.janko import claimed
from ..kinds.kind import Loaded, SomeKind
from .files import SOLUTION, failing, on_puzzle, read_solution, write_atomically
from .positions import exported

P = TypeVar("P")
S = TypeVar("S")
T = TypeVar("T")


def check(command: Check, voice: Voice[T]) -> IOResult[T, T]:
    """Read, judge and draw; what to say either way."""
    claimed_ = () if command.claim is None else ((command.claim, "the solution file"),)
    svg = () if command.svg is None else ((command.svg, "--svg FILE"),)
    files = Files(((command.puzzle, "the puzzle file"), *claimed_), svg)
    failed = partial(voice.unchecked, command.program)
    work = partial(_checked, command, voice)
    return on_puzzle(voice, command.program, files, command.kind, lambda _: None, failed, work)


def _checked(command: Check, voice: Voice[T], loaded: Loaded[P, S]) -> IOResult[T, RunError]:
    """The report on the claimed solution, or on the bare puzzle when there is none (a
    puzzle's file that holds a solution, a janko.at text's, claims it), its picture
    written if asked."""
    kind, problem = loaded.kind, loaded.problem
    report: IOResult[Report[P, S], RunError]
    if command.claim is not None:
        report = read_solution(kind, command.claim, problem).map(partial(_judge, loaded))
    else:
        report = IOResult.from_result(_own_claim(command, loaded))
    return report.bind(partial(_picture, command, loaded)).map(
        partial(voice.judged, command, loaded)
    )


def _judge(loaded: Loaded[P, S], claim: S) -> Report[P, S]:
    """The report on ``claim``: the referee's verdict."""
    return Report(loaded.problem, claim, loaded.kind.judge(loaded.problem, claim))


def _own_claim(command: Check, loaded: Loaded[P, S]) -> Result[Report[P, S], RunError]:
    """The report on the solution the puzzle's text holds besides the puzzle (a janko.at
    text's ``solution``); on the bare puzzle when it holds none."""
    found = claimed(loaded.kind, loaded.text, loaded.problem)
    if found is None:
        return Success(Report(loaded.problem))
    where = command.puzzle
    return found.map(partial(_judge, loaded)).alt(
        lambda error: Malformed(str(where), error, SOLUTION)
    )


def _picture(
    command: Check, loaded: Loaded[P, S], report: Report[P, S]
) -> IOResult[Report[P, S], RunError]:
    """Write the SVG picture if ``--svg`` asked for one: the claim if there is one (its
    faulty cells shaded), else the puzzle."""
    if command.svg is None:
        return IOSuccess(report)
    title = "Puzzle"
    if report.claim is not None:
        title = "Claimed solution: " + ("rules broken" if report.verdict.complaints else "correct")
    picture = loaded.kind.pictures().to_svg(
        report.problem, report.claim, report.verdict.faulty, title
    )
    return write_atomically(command.svg, picture).map(lambda _: report)


def convert(command: Convert, voice: Voice[T]) -> IOResult[T, T]:
    """Read the puzzle, and write it (or print it) in the format asked for."""
    files = Files(((command.source, "the input file"),), ((command.target, "the output file"),))
    failed = failing(voice, command.program)
    work = partial(_converted, command, voice)
    fits = partial(_converts, command)
    return on_puzzle(voice, command.program, files, command.kind, fits, failed, work)


def _converts(command: Convert, kind: SomeKind) -> str | None:
    return kind.into(partial(converting, command))


def _converted(command: Convert, voice: Voice[T], loaded: Loaded[P, S]) -> IOResult[T, RunError]:
    kind, problem = loaded.kind, loaded.problem
    text: Result[str, RunError]
    if command.position is not None:
        text = exported(kind, problem, command.position, command.to).alt(
            lambda why: UsageError(f"{command.program}: error: {why}")
        )
    else:
        written = kind.formats[command.to](problem)
        text = Success(kept(loaded.text, written) if command.to == "janko" else written)
    said = IOResult.from_result(text)
    if str(command.target) != STANDARD:
        said = said.bind(lambda text: write_atomically(command.target, text).map(lambda _: text))
    return said.map(partial(voice.converted, command))
