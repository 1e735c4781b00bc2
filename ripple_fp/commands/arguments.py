"""Each mode declared once (its options, its record, its help and the exit codes it can
give), and the two parsers built from the declarations: a command line's and a request
of the page's, both into the records of :mod:`ripple_fp.commands`, errors as values.

Haskell counterpart (optparse-applicative, run purely; aeson for the page)::

    data Option a = Option { flags :: [String], field :: String
                           , read :: Value -> Either String a, ... }
    execParserPure :: ParserInfo Command -> [String] -> Either UsageError Command
    request :: String -> Object -> Either UsageError Command

An :class:`Option` is read the same from a command line's text and from the page's JSON
(a value of the wrong kind is the same refusal, naming the option or the field), and a
:class:`Mode` builds its record from what was given (:class:`Given`, typed option by
option). ``ripple-fp MODE`` holds a mode's options: another mode's is refused, naming
the modes that take it; the course's ``ripple-effect`` keeps its flags (``--batch``,
``--explain``, ``--hint``, ``--count N``, ``--unique``, ``--to FORMAT`` pick the mode;
they exclude each other) over the same options, and one of them given to a mode that
has not got it is refused the same way. What argparse prints (``--help``,
``--version``) becomes a :class:`Say` command, and its usage errors a ``UsageError``:
parsing prints nothing. What the kind decides (a strategy, a format, a mode it lacks)
is checked against its declaration, here when ``--puzzle`` names it, by the shell once
a file has named it (:func:`solving`, :func:`counting`, ...).
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Generic, NoReturn, TypeAlias, TypeVar

from returns.result import Failure, Result, Success

from .. import __version__
from ..kinds import DEFAULT, KIND_NAMES, kind_named
from ..kinds.errors import UsageError
from ..kinds.kind import MAX_CANDIDATES, MAX_CELLS, Limits
from . import SERVE_TIMEOUT, STANDARD, Glance, Proof, Say, Solve, Text, source

if TYPE_CHECKING:
    from ..kinds.kind import Kind, SomeKind
    from . import (
        Batch,
        Command,
        Convert,
        Count,
        Generate,
        Givens,
        Place,
        Position,
        Source,
        UniquenessCheck,
    )

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)
C = TypeVar("C", bound="Command")
P = TypeVar("P")
S = TypeVar("S")

PROGRAM = "ripple-fp"
LEGACY = "ripple-effect"
CHECKER = "ripple-effect-check"
MAKER = "ripple-effect-generate"

MAX_JOBS = 1024
"""The most processes ``--jobs`` may ask for."""

LARGEST_SIDE = 200
"""The most rows or columns ``--size`` takes."""


# --- reading a value, from a command line's text or the page's JSON -------------------------

Read = Callable[[object], Result[T, str]]
"""How an option's value is read: the text of a command line, or a JSON value; why not."""


def _shown(value: object) -> str:
    if isinstance(value, str):
        return repr(value if len(value) <= 20 else f"{value[:20]}...")
    said = repr(value)
    return said if len(said) <= 23 else f"{said[:20]}..."


def _whole(value: object, least: int, most: int, separators: str = "") -> int | None:
    """A whole number from ``least`` to ``most``: a JSON number, or ASCII digits (``٣``
    and ``²`` are digits to Python, not here), with ``separators`` between groups."""
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, str):
        digits = value.translate({ord(mark): None for mark in separators})
        if not (digits.isascii() and digits.isdigit() and len(digits) <= 18):
            return None
        number = int(digits)
    else:
        return None
    return number if least <= number <= most else None


def _read(check: Callable[[object], T | None], expected: str) -> Read[T]:
    """A reader: ``check``'s value, or ``expected`` and what was given."""

    def read(value: object) -> Result[T, str]:
        found = check(value)
        return (
            Failure(f"expected {expected}, not {_shown(value)}")
            if found is None
            else Success(found)
        )

    return read


def jobs_value(value: object) -> Result[int | None, str]:
    """``--jobs``: a number from 1 to :data:`MAX_JOBS`, or ``auto`` (``None``)."""
    if value == "auto":
        return Success(None)
    found = _whole(value, 1, MAX_JOBS)
    if found is None:
        return Failure(
            f"expected a positive number up to {MAX_JOBS} or 'auto', not {_shown(value)}"
        )
    return Success(found)


limit_value = _read(lambda value: _whole(value, 1, 10**18, "_,"), "a positive number")
"""``--max-cells``, ``--max-candidates``: a positive number, with ``_`` or ``,`` between
groups of digits if wished (``4_000_000``, ``4,000,000``)."""

count_value = _read(lambda value: _whole(value, 1, 10**18), "a positive number")
"""A number of solutions or puzzles, from 1."""

port_value = _read(lambda value: _whole(value, 0, 65535), "a port from 0 to 65535")
"""``--port``: 0 (any free port) to 65535."""


def _seconds(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    try:
        seconds = float(value) if not isinstance(value, str) or value.isascii() else math.nan
    except ValueError:
        return None
    return seconds if math.isfinite(seconds) and 0 < seconds <= 10**9 else None


seconds_value = _read(_seconds, "a positive number of seconds")
"""``--timeout``: a positive, finite number of seconds (``0.5``, ``30``, ``1e3``)."""


def size_value(value: object) -> Result[tuple[int, int], str]:
    """``--size``: ``ROWSxCOLUMNS``, each from 1 to :data:`LARGEST_SIDE`."""
    rows, _, cols = value.lower().partition("x") if isinstance(value, str) else ("", "", "")
    size = _whole(rows, 1, LARGEST_SIDE), _whole(cols, 1, LARGEST_SIDE)
    if size[0] is None or size[1] is None:
        return Failure(
            f"takes ROWSxCOLUMNS, as 10x10, each from 1 to {LARGEST_SIDE}, not {_shown(value)}"
        )
    return Success((size[0], size[1]))


_name = _read(lambda value: value if isinstance(value, str) else None, "a name")
_path = _read(lambda value: Path(value) if isinstance(value, str) else None, "a file name")
_switch = _read(lambda value: value if isinstance(value, bool) else None, "true or false")


def _source(value: object) -> Result[Source, str]:
    return Success(source(value)) if isinstance(value, str) else _path(value)


def _text(name: str) -> Read[Text]:
    """The page's puzzle or solution: its text, called ``name`` in messages."""
    return _read(lambda value: Text(name, value) if isinstance(value, str) else None, "text")


def _position(value: object) -> Position | None:
    if not isinstance(value, list) or not all(isinstance(row, list) for row in value):
        return None
    rows = tuple(tuple(row) for row in value)
    return rows if all(isinstance(token, str) for row in rows for token in row) else None


def _one_of(*choices: str) -> Read[str]:
    def read(value: object) -> Result[str, str]:
        if isinstance(value, str) and value in choices:
            return Success(value)
        return Failure(f"invalid choice: {_shown(value)} (choose from {_listed(choices)})")

    return read


def _listed(choices: Sequence[str]) -> str:
    return ", ".join(map(repr, choices))


def _kind(value: object) -> Result[SomeKind | None, str]:
    if isinstance(value, str) and value in KIND_NAMES:
        return Success(kind_named(value))
    return Failure(f"invalid choice: {_shown(value)} (choose from {_listed(KIND_NAMES)})")


# --- the options, each declared once ----------------------------------------------------------


@dataclass(frozen=True)
class Option(Generic[T_co]):
    """An option of the commands: its name (the record's field), its flags on a command
    line (``--up-to`` and its aliases; a positional's name; none: the page's only), its
    field in the page's JSON (``None``: not on the page), how its value is read (from
    the page, ``take`` where that differs), its default and its help."""

    name: str
    flags: tuple[str, ...]
    read: Callable[[object], Result[T_co, str]]
    default: T_co
    help: str = ""
    metavar: str | None = None
    page: str | None = None
    take: Callable[[object], Result[T_co, str]] | None = None
    required: bool = False
    """A positional or flag a command line must give (a positional: the page too)."""

    @property
    def positional(self) -> bool:
        return bool(self.flags) and not self.flags[0].startswith("-")

    def reader(self, page: bool) -> Callable[[object], Result[T_co, str]]:
        return self.take if page and self.take is not None else self.read


KIND: Option[SomeKind | None] = Option(
    "kind",
    ("--puzzle",),
    _kind,
    None,
    f"the kind of puzzle: {', '.join(KIND_NAMES)} (default: the kind a janko.at text "
    "names, else ripple)",
    "KIND",
    "kind",
)
_PAGE_PUZZLE = _text("the puzzle")
SOURCE: Option[Source] = Option(
    "source", ("source",), _source, Path(STANDARD),
    "the puzzle file, - for standard input, or a URL", None, "puzzle", _PAGE_PUZZLE, True,
)  # fmt: skip
HINTED: Option[Source] = Option(
    "source", ("source",), _source, Path(STANDARD),
    "the puzzle being solved: givens and the cells filled so far", None, "puzzle",
    _PAGE_PUZZLE, True,
)  # fmt: skip
PUZZLE: Option[Source] = Option(
    "puzzle", ("puzzle",), _source, Path(STANDARD), "the puzzle file", None, "puzzle",
    _PAGE_PUZZLE, True,
)  # fmt: skip
CLAIM: Option[Path | Text | None] = Option(
    "claim", ("claim",), _path, None, "a claimed solution to check", None, "solution",
    _text("the solution"),
)  # fmt: skip
TARGET = Option(
    "target", ("target",), _path, Path(STANDARD),
    "where to write the solution, - for standard output", required=True,
)  # fmt: skip
WRITTEN = Option(
    "target", ("target",), _path, Path(STANDARD), "where to write it, - for standard output",
    required=True,
)  # fmt: skip
MAYBE_TARGET: Option[Path | None] = Option(
    "target", ("target",), _path, None, "where to write the solution (optional)"
)
FOLDER_IN = Option(
    "source", ("source",), _path, Path("."), "the folder of puzzles (*.txt, *.x-janko)",
    required=True,
)  # fmt: skip
FOLDER_OUT = Option(
    "target", ("target",), _path, Path("."), "the folder to write NAME.sol into", required=True
)
FOLDER_MADE = Option(
    "target", ("target",), _path, Path("."),
    "the folder to write NAME.txt, NAME.sol and index.tsv", required=True,
)  # fmt: skip
SHOW = Option("show", ("--show",), _switch, False, "also print the grid")
SVG: Option[Path | None] = Option(
    "svg", ("--svg",), _path, None, "also draw it as SVG in FILE", "FILE"
)
STRATEGY: Option[str | None] = Option(
    "strategy", ("--strategy",), _name, None, "how to search (each kind's strategies: below)",
    "NAME", "strategy",
)  # fmt: skip
STATS = Option(
    "stats", ("--stats",), _switch, False,
    "print nodes, backtracks, propagations, probes and time on stderr",
)  # fmt: skip
TIMEOUT: Option[float | None] = Option(
    "timeout", ("--timeout",), seconds_value, None,
    "give up when the search has not answered within SECONDS (exit 124; in a batch: for "
    "each puzzle)", "SECONDS",
)  # fmt: skip
JOBS: Option[int | None] = Option(
    "jobs", ("--jobs",), jobs_value, 1,
    "processes: a race of strategies, or branches of one search (auto: every core, when the "
    "puzzle needs guessing); in a batch or the maker, N at once", "N|auto",
)  # fmt: skip
MAX_CELLS_OPTION = Option(
    "max_cells", ("--max-cells",), limit_value, MAX_CELLS,
    f"refuse a puzzle of more than N cells (default {MAX_CELLS:,})", "N",
)  # fmt: skip
MAX_CANDIDATES_OPTION = Option(
    "max_candidates", ("--max-candidates",), limit_value, MAX_CANDIDATES,
    "refuse a puzzle whose empty cells have more than N candidates, each as many as the "
    f"values it could hold (default {MAX_CANDIDATES:,})", "N",
)  # fmt: skip
EXECUTOR = Option(
    "executor", ("--executor",), _one_of("local", "dask"), "local",
    "local processes (--jobs), or a Dask cluster (needs the dask extra; Dask's configured "
    "scheduler, else a cluster on this machine)", "{local,dask}",
)  # fmt: skip
SCHEDULER: Option[str | None] = Option(
    "scheduler", ("--scheduler",), _name, None,
    "run on the Dask cluster of this scheduler (tcp://HOST:PORT)", "ADDRESS",
)  # fmt: skip
TO = Option(
    "to", ("--to",), _name, "course", "the format to write (each kind's formats: below)",
    "FORMAT", "to", required=True,
)  # fmt: skip
UP_TO: Option[int | None] = Option(
    "up_to", ("--count", "--up-to"), count_value, None,
    "how many solutions, counting no further than N (then a second line says there are "
    "more)", "N",
)  # fmt: skip
UNIQUE = Option(
    "unique", ("--unique",), _switch, False, "exactly one solution? exit 0, 1 (none) or 7 "
    "(several)",
)  # fmt: skip
POSITION: Option[Position | None] = Option(
    "position", (), _read(_position, "rows of strings"), None, page="position"
)
GRADE = Option("grade", (), _switch, False, page="grade")
UNIQUENESS: Option[UniquenessCheck] = Option(
    "uniqueness", (), _read(lambda value: value if isinstance(value, Glance | Proof) else None,
                            "Glance() or Proof()"), Proof(),
)  # fmt: skip
"""How a solve tells whether its solution is the only one: no flag and no field of the
page. ``ripple-fp solve`` and the page prove it; the course's command alone glances
(:data:`COURSE`), and keeps its output."""
SIZE = Option(
    "size", ("--size",), size_value, (6, 6), "ROWSxCOLUMNS, as 10x10", page="size",
    required=True,
)  # fmt: skip
LARGEST = Option("largest", ("--max-room",), count_value, 9, "largest room (9)")
SEED: Option[str | None] = Option(
    "seed", ("--seed",), _name, None, "the same seed makes the same puzzles", page="seed"
)
HOW_MANY = Option("count", ("--count",), count_value, 1, "how many (1)")
GIVENS = Option(
    "givens", ("--givens",), _one_of("minimal", "propagation"), "minimal", "how few clues",
    "{minimal,propagation}", "givens",
)  # fmt: skip
COUNTING: Option[str | None] = Option(
    "strategy", ("--strategy",), _name, None, "the strategy that counts", "NAME"
)
HOST = Option(
    "host", ("--host",), _name, "127.0.0.1",
    "the address to listen on (default 127.0.0.1: this machine only)",
)  # fmt: skip
PORT = Option("port", ("--port",), port_value, 8000, "the port (default 8000; 0: any free)")
WORKERS: Option[int | None] = Option(
    "workers", ("--workers",), count_value, None,
    "searches at once, each on a process of its own (default: two per core)", "N",
)  # fmt: skip
SERVE_TIMEOUT_OPTION = Option(
    "timeout", ("--timeout",), seconds_value, SERVE_TIMEOUT,
    "give up a request whose search has not answered within SECONDS (default 30)", "SECONDS",
)  # fmt: skip

LIMITS = (MAX_CELLS_OPTION, MAX_CANDIDATES_OPTION)
PLACE = (JOBS, EXECUTOR, SCHEDULER)
QUESTION = (UP_TO, UNIQUE)


@dataclass(frozen=True)
class Given:
    """What a command line or a request gave, each option read already (what it did not
    give is the option's default): a mode builds its record from it."""

    values: Mapping[str, object]
    """By option name: the text of a command line, or the request's JSON values."""
    program: str
    kind: SomeKind | None = None
    page: bool = False

    def __call__(self, option: Option[T]) -> T:
        value = self.values.get(option.name)
        if value is None:
            return option.default
        return option.reader(self.page)(value).value_or(option.default)

    @property
    def limits(self) -> Limits:
        return Limits(self(MAX_CELLS_OPTION), self(MAX_CANDIDATES_OPTION))

    @property
    def place(self) -> Place:
        from .batch import Cluster, Local  # noqa: PLC0415 - loaded when the mode is chosen

        if self(EXECUTOR) == "dask" or self(SCHEDULER) is not None:
            return Cluster(self(SCHEDULER))
        return Local(self(JOBS))


# --- what a kind decides ------------------------------------------------------------------------


def _strategy(kind: Kind[P, S], name: str | None) -> str | None:
    if name is None or name in kind.strategies.table:
        return None
    choices = _listed(tuple(kind.strategies.table))
    return f"argument --strategy: invalid choice: {name!r} (choose from {choices})"


def solving(command: Solve, kind: Kind[P, S]) -> str | None:
    """Why ``kind`` cannot be solved as ``command`` asks (``None``: it can): its strategy,
    and ``--jobs N``, which needs a race (the kind's default, with a portfolio) or a
    strategy the engine runs, whose search splits into branches."""
    search, name, jobs = kind.strategies, command.strategy, command.jobs
    unknown = _strategy(kind, name)
    if unknown is not None or (jobs or 1) == 1 or search.named(name).parallel:
        return unknown
    if len(search.racing(2)) > 1 and name in (None, search.default):
        return None
    splittable = ", ".join(n for n, s in search.table.items() if s.parallel)
    return f"--jobs {jobs}: strategy {name!r} runs on one process ({splittable} split)"


def counting(command: Count | Batch, kind: Kind[P, S]) -> str | None:
    """Why ``kind`` has not the strategy ``command`` names."""
    return _strategy(kind, command.strategy)


def explaining(kind: Kind[P, S]) -> str | None:
    """Why ``kind`` cannot explain nor hint."""
    return None if kind.explainer is not None else f"{kind.title}s have no explainer yet"


def converting(command: Convert, kind: Kind[P, S]) -> str | None:
    """Why ``kind`` cannot be written in the format ``command`` asks for."""
    if command.to in kind.formats:
        return None
    choices = _listed(tuple(kind.formats))
    return f"argument --to: invalid choice: {command.to!r} (choose from {choices})"


def making(command: Generate, kind: Kind[P, S]) -> str | None:
    """Why ``kind`` cannot be made as ``command`` asks."""
    return (
        f"{kind.title}s have no maker yet"
        if kind.maker is None
        else _strategy(kind, command.strategy)
    )


def _fits(
    command: C, kind: SomeKind | None, why: Callable[[SomeKind], str | None]
) -> Result[C, str]:
    found = None if kind is None else why(kind)
    return Success(command) if found is None else Failure(found)


# --- the modes, each declared once -------------------------------------------------------------

Build: TypeAlias = "Callable[[Given], Result[Command, str]]"


def _solve(given: Given) -> Result[Command, str]:
    command = Solve(given.kind, given(SOURCE), given(TARGET), given.program, given(STRATEGY),
                    given(JOBS), given(TIMEOUT), given.limits, given(SHOW), given(SVG),
                    given(STATS), given(GRADE), given(UNIQUENESS))  # fmt: skip
    return _fits(command, command.kind, lambda kind: kind.into(lambda k: solving(command, k)))


def _batch(given: Given) -> Result[Command, str]:
    from .batch import Batch  # noqa: PLC0415 - loaded when the mode is chosen

    command = Batch(given.kind, given(FOLDER_IN), given(FOLDER_OUT), given.program,
                    given(STRATEGY), given.place, given(TIMEOUT), given.limits)  # fmt: skip
    kind = command.kind or kind_named(DEFAULT)  # a file's own kind is checked when it is read
    return _fits(command, kind, lambda kind: kind.into(lambda k: counting(command, k)))


def _count(given: Given) -> Result[Command, str]:
    from .count import Count, Unique, UpTo  # noqa: PLC0415 - loaded when the mode is chosen

    most = given(UP_TO)
    question = Unique() if most is None else UpTo(most)
    command = Count(given.kind, given(SOURCE), question, given.program, given(STRATEGY),
                    given(TIMEOUT), given.limits, given(STATS))  # fmt: skip
    return _fits(command, command.kind, lambda kind: kind.into(lambda k: counting(command, k)))


def _explain(given: Given) -> Result[Command, str]:
    from .explain import Explain  # noqa: PLC0415 - loaded when the mode is chosen

    command = Explain(given.kind, given(SOURCE), given.program, given(MAYBE_TARGET),
                      given.limits, given(SHOW), given(SVG))  # fmt: skip
    return _fits(command, command.kind, lambda kind: kind.into(explaining))


def _hint(given: Given) -> Result[Command, str]:
    from .explain import Hint  # noqa: PLC0415 - loaded when the mode is chosen

    command = Hint(given.kind, given(HINTED), given.program, given.limits, given(POSITION))
    return _fits(command, command.kind, lambda kind: kind.into(explaining))


def _convert(given: Given) -> Result[Command, str]:
    from .check import Convert  # noqa: PLC0415 - loaded when the mode is chosen

    command = Convert(given.kind, given(SOURCE), given(WRITTEN), given(TO), given.program,
                      given(POSITION))  # fmt: skip
    return _fits(command, command.kind, lambda kind: kind.into(lambda k: converting(command, k)))


def _check(given: Given) -> Result[Command, str]:
    from .check import Check  # noqa: PLC0415 - loaded when the mode is chosen

    return Success(Check(given.kind, given(PUZZLE), given.program, given(CLAIM), given(SVG)))


def generating(given: Given) -> Result[Generate, str]:
    """The maker's record (the page makes puzzles too: :mod:`ripple_fp.web.jobs`)."""
    from .generate import Generate  # noqa: PLC0415 - loaded when the mode is chosen

    givens: Givens = "propagation" if given(GIVENS) == "propagation" else "minimal"
    command = Generate(given.kind or kind_named(DEFAULT), given(FOLDER_MADE), given(SIZE),
                       given.program, given(SEED), given(LARGEST), given(HOW_MANY), givens,
                       given(COUNTING), given.place)  # fmt: skip
    return _fits(command, command.kind, lambda kind: kind.into(lambda k: making(command, k)))


def _serve(given: Given) -> Result[Command, str]:
    from .serve import Serve  # noqa: PLC0415 - loaded when the mode is chosen

    return Success(Serve(given.program, given(HOST), given(PORT), given(SERVE_TIMEOUT_OPTION),
                         given.limits, given(WORKERS)))  # fmt: skip


Codes = tuple[tuple[int, str], ...]
"""Exit codes, each with when a mode gives it."""


@dataclass(frozen=True)
class Mode:
    """A mode of the commands: what it does, its options (and which of them exclude each
    other, and whether one of them must be given), how its record is built, the exit
    codes it can give, and whether the page's API runs it."""

    name: str
    summary: str
    options: tuple[Option[object], ...]
    build: Build
    codes: Codes
    groups: tuple[tuple[bool, tuple[Option[object], ...]], ...] = ()
    page: bool = False


_EVERY: Codes = ((2, "usage"), (74, "standard output unwritable"), (130, "interrupted"),
                 (143, "terminated"))  # fmt: skip
_READING: Codes = ((3, "input unreadable"), (4, "input not a puzzle"),
                   (6, "puzzle past the limits"))  # fmt: skip
_SEARCHING: Codes = ((70, "internal error"), (124, "out of time (--timeout)"))
_SAT: Codes = ((9, "the sat extra is not installed"),)
_UNREACHED: Codes = ((8, "no Dask scheduler could be reached"),)

MODES: Mapping[str, Mode] = {
    mode.name: mode
    for mode in (
        Mode("solve", "solve a puzzle and write its solution",
             (KIND, SOURCE, TARGET, SHOW, SVG, STRATEGY, STATS, JOBS, TIMEOUT, *LIMITS, GRADE,
              UNIQUENESS),
             _solve, ((0, "solved"), (1, "no solution"), *_READING, (5, "output unwritable"),
                      *_SAT, *_SEARCHING, *_EVERY), page=True),
        Mode("batch", "solve every puzzle file of a folder into another",
             (KIND, FOLDER_IN, FOLDER_OUT, STRATEGY, TIMEOUT, *LIMITS, *PLACE), _batch,
             ((0, "every puzzle solved"), (1, "not every one"), (3, "input folder unreadable"),
              (5, "output folder unwritable"), *_UNREACHED,
              (9, "an optional extra is not installed (sat or dask)"), *_EVERY),
             ((False, PLACE),)),
        Mode("count", "count a puzzle's solutions, or say whether it has exactly one",
             (KIND, SOURCE, *QUESTION, STRATEGY, STATS, TIMEOUT, *LIMITS), _count,
             ((0, "counted (or unique)"), (1, "no solution (--unique)"), *_READING,
              (7, "more than one solution (--unique)"), *_SAT, *_SEARCHING, *_EVERY),
             ((True, QUESTION),)),
        Mode("explain", "print the steps of a solve a person could follow, and the grade",
             (KIND, SOURCE, MAYBE_TARGET, SHOW, SVG, *LIMITS), _explain,
             ((0, "explained"), (1, "no solution"), *_READING, (5, "output unwritable"),
              (70, "internal error"), *_EVERY), page=True),
        Mode("hint", "print the next step of a puzzle being solved, or which cells are wrong",
             (KIND, HINTED, *LIMITS, POSITION), _hint,
             ((0, "a hint"), (1, "the filled cells are wrong"), *_READING, *_EVERY), page=True),
        Mode("convert", "write a puzzle in another format",
             (KIND, SOURCE, WRITTEN, TO, POSITION), _convert,
             ((0, "written"), (3, "input unreadable"), (4, "input not a puzzle"),
              (5, "output unwritable"), *_EVERY), page=True),
        Mode("check", "draw a puzzle, or check a claimed solution of it",
             (KIND, PUZZLE, CLAIM, SVG), _check,
             ((0, "solution correct (or puzzle shown)"), (1, "rules broken"),
              (2, "usage error or unreadable or invalid input"), *_EVERY[1:]), page=True),
        Mode("generate", "make new puzzles, each unique and graded",
             (KIND, FOLDER_MADE, SIZE, LARGEST, SEED, HOW_MANY, GIVENS, COUNTING, *PLACE),
             generating, ((0, "made"), (5, "output unwritable"), *_UNREACHED,
                          (9, "the dask extra is not installed"), (70, "internal error"),
                          *_EVERY), ((False, PLACE),), page=True),
        Mode("serve", "serve a web page to load, play, check, hint, explain and solve puzzles",
             (HOST, PORT, WORKERS, SERVE_TIMEOUT_OPTION, *LIMITS), _serve,
             ((0, "stopped"), (2, "usage (or the address cannot be listened on)"),
              (9, "the web extra is not installed"), *_EVERY[1:])),
    )
}  # fmt: skip
"""Every mode, by name, in the order ``--help`` lists them."""


# --- argparse, pure ------------------------------------------------------------------------------


class ArgumentParser(argparse.ArgumentParser):
    """argparse, but what it would print and exit with is raised as a value."""

    def error(self, message: str) -> NoReturn:
        raise _StoppedError(Failure(usage_error(self, message)))

    def _print_message(self, message: str, file: object = None) -> None:
        self.said = getattr(self, "said", "") + message

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        raise _StoppedError(Success(Say(getattr(self, "said", "") + (message or ""))))


class _StoppedError(Exception):
    """Carries what argparse stopped with out of it (raising is argparse's only way out)."""

    def __init__(self, outcome: Result[Say, UsageError]) -> None:
        super().__init__(outcome)
        self.outcome = outcome


def usage_error(parser: argparse.ArgumentParser, message: str) -> UsageError:
    """A usage error worded as argparse words its own: the usage line, then the reason."""
    return UsageError(f"{parser.format_usage().rstrip()}\n{parser.prog}: error: {message}")


Values = dict[str, object]
"""What a command line gave, by option name: text, or ``True`` for a switch."""


def _parsed(parser: ArgumentParser, argv: Sequence[str]) -> Result[Values | Say, UsageError]:
    """What ``parser`` reads from ``argv``; help, a version, or a usage error if it stops
    there."""
    try:
        return Success(dict(vars(parser.parse_args(argv))))
    except _StoppedError as stopped:
        return stopped.outcome


_GIVEN: object = argparse.SUPPRESS
"""Every option is added without a default: what is in the namespace was given."""

Adding = argparse.ArgumentParser | argparse._MutuallyExclusiveGroup


def _add(parser: Adding, option: Option[object], *, hidden: bool = False) -> None:
    """Add ``option`` (``hidden``: another mode's, taken only to be refused)."""
    shown = argparse.SUPPRESS if hidden else option.help
    if option.positional:
        parser.add_argument(option.name, nargs=None if option.required else "?", help=shown)
    elif option.read is _switch:
        parser.add_argument(
            *option.flags, dest=option.name, action="store_true", default=_GIVEN, help=shown
        )
    else:
        parser.add_argument(
            *option.flags,
            dest=option.name,
            metavar=option.metavar,
            default=_GIVEN,
            help=shown,
            required=option.required and not hidden,
        )


def _version(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")


def _each_kinds(what: str, of: Callable[[SomeKind], tuple[str, ...]], kinds: Sequence[str]) -> str:
    """Each kind's strategies or formats (the kinds are loaded for ``--help`` only)."""
    lines = (f"  {name}: {', '.join(of(kind_named(name)))}" for name in kinds)
    return f"{what}:\n" + "\n".join(lines)


def _strategies(kind: SomeKind) -> tuple[str, ...]:
    """A kind's strategies, its default first."""

    def named(kind: Kind[P, S]) -> tuple[str, ...]:
        search = kind.strategies
        return (f"{search.default} (default)", *(n for n in search.table if n != search.default))

    return kind.into(named)


def _formats(kind: SomeKind) -> tuple[str, ...]:
    return kind.into(lambda kind: tuple(kind.formats))


def mode_parser(mode: Mode, program: str, *, course: bool, helping: bool) -> ArgumentParser:
    """The parser of ``mode`` for ``program``: ``ripple-fp``'s takes ``--puzzle KIND``
    and every other mode's options, to refuse them by name; the ``course``'s reads
    Ripple Effect. ``helping``: the help lists each kind's strategies and formats."""
    kinds = not course and any(option is KIND for option in mode.options)
    names, shown = {option.name for option in mode.options}, KIND_NAMES if kinds else (DEFAULT,)
    epilog = [f"Exit codes: {', '.join(f'{code} {when}' for code, when in sorted(mode.codes))}."]
    if helping and "to" in names:
        epilog.insert(0, _each_kinds("formats", _formats, shown))
    if helping and "strategy" in names:
        epilog.insert(0, _each_kinds("strategies", _strategies, shown))
    parser = ArgumentParser(
        prog=program,
        description=mode.summary[0].upper() + mode.summary[1:] + ".",
        epilog="\n\n".join(epilog),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    groups = {id(options): parser.add_mutually_exclusive_group(required=required)
              for required, options in mode.groups}  # fmt: skip
    group_of = {
        id(option): groups[id(options)] for _, options in mode.groups for option in options
    }
    for option in mode.options:
        if option.flags and (option is not KIND or kinds):
            _add(group_of.get(id(option), parser), option)
    if not course:
        _foreign(parser)
    _version(parser)
    return parser


def _foreign(parser: argparse.ArgumentParser) -> None:
    """Every other mode's options, hidden, read only to be refused by name."""
    taken = {flag for action in parser._actions for flag in action.option_strings}
    for mode in MODES.values():
        for option in mode.options:
            if option.flags and not option.positional and not taken & set(option.flags):
                taken |= set(option.flags)
                stranger = Option(f"~{option.flags[0]}", option.flags, option.read, None)
                _add(parser, stranger, hidden=True)


def _built(
    mode: Mode, values: Values, parser: ArgumentParser, kind: SomeKind | None = None
) -> Result[Command, UsageError]:
    """``mode``'s record from ``values`` (each read first: a value that is not one is
    refused naming its option; another mode's option, naming the modes it is of),
    checked against its kind when that is known (``kind``, or ``--puzzle``'s)."""
    strangers = [name[1:] for name in sorted(values) if name.startswith("~")]
    if strangers:
        modes = [m.name for m in MODES.values() for o in m.options if strangers[0] in o.flags]
        takes = f"{PROGRAM} {' or '.join(dict.fromkeys(modes))}"
        return Failure(usage_error(parser, f"argument {strangers[0]}: only with {takes}"))
    refusal = _refusal(mode.options, values, page=False) or _names(values, mode.name)
    given = Given(values, parser.prog)
    given = Given(values, parser.prog, kind or given(KIND))
    built = mode.build(given) if refusal is None else Failure(refusal)
    return built.alt(lambda why: usage_error(parser, why))


def _refusal(
    options: Sequence[Option[object]], values: Mapping[str, object], *, page: bool
) -> str | None:
    """Why a value given is not one of its option's (``None``: every one is)."""
    for option in options:
        value = values.get(option.name)
        if value is None:
            continue
        match option.reader(page)(value):
            case Failure(why):
                called = f"the field {option.page!r}" if page else f"argument {option.flags[0]}"
                return f"{called}: {why}"
    return None


def _names(values: Mapping[str, object], mode: str) -> str | None:
    """File names looked at as typed (``Path`` forgets a final ``/``)."""
    source, target = str(values.get("source")), str(values.get("target") or "")
    if mode == "batch" and STANDARD in (source, target):
        return "--batch reads and writes folders: not - (standard input or output)"
    if mode in ("solve", "convert", "explain") and target.endswith("/"):
        return f"the output {target!r} names a folder: give a file name"
    return None


def _helping(argv: Sequence[str]) -> bool:
    return bool({"-h", "--help"} & set(argv))


def _then(
    parser: ArgumentParser,
    argv: Sequence[str],
    build: Callable[[Values], Result[Command, UsageError]],
) -> Result[Command, UsageError]:
    """``build`` of what ``parser`` reads from ``argv``, or what argparse said."""
    return _parsed(parser, argv).bind(
        lambda values: Success(values) if isinstance(values, Say) else build(values)
    )


def ripple_fp(argv: Sequence[str]) -> Result[Command, UsageError]:
    """``ripple-fp MODE --puzzle KIND ...``: one subcommand per mode."""
    if argv and argv[0] in MODES:
        mode = MODES[argv[0]]
        program = f"{PROGRAM} {mode.name}"
        parser = mode_parser(mode, program, course=False, helping=_helping(argv))
        return _then(parser, argv[1:], lambda values: _built(mode, values, parser))
    top = ArgumentParser(
        prog=PROGRAM,
        usage=f"{PROGRAM} {{{','.join(MODES)}}} [--puzzle KIND] [options] ...",
        description="Solve, check, count, explain, convert or make grid puzzles: "
        f"{', '.join(KIND_NAMES)}.",
        epilog="\n".join(f"  {mode.name:<9} {mode.summary}" for mode in MODES.values())
        + f"\n\n'{PROGRAM} MODE --help' shows a mode's options.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    top.add_argument("mode", choices=tuple(MODES), help="what to do")
    _version(top)
    return _then(
        top, argv, lambda values: Failure(usage_error(top, f"{values['mode']} must come first"))
    )


def ripple_effect_check(argv: Sequence[str]) -> Result[Command, UsageError]:
    """``ripple-effect-check [--svg FILE] PUZZLE [SOLUTION]``."""
    parser = mode_parser(MODES["check"], CHECKER, course=True, helping=False)
    parser.usage = f"{CHECKER} [--svg FILE] <puzzle file> [<solution file>]"
    ripple = kind_named(DEFAULT)
    return _then(parser, argv, lambda values: _built(MODES["check"], values, parser, ripple))


def ripple_effect_generate(argv: Sequence[str]) -> Result[Command, UsageError]:
    """``ripple-effect-generate --size RxC [options] OUT_DIR``."""
    parser = mode_parser(MODES["generate"], MAKER, course=True, helping=False)
    ripple = kind_named(DEFAULT)
    return _then(parser, argv, lambda values: _built(MODES["generate"], values, parser, ripple))


# --- the course's command: its flags choose the mode --------------------------------------------

CHOOSING = {"batch": "batch", "explain": "explain", "hint": "hint", "up_to": "count",
            "unique": "count", "to": "convert"}  # fmt: skip
"""The flags of ``ripple-effect`` that choose a mode, by their option names."""

COURSE: Values = {UNIQUENESS.name: Glance()}
"""What the course's command asks of the modes besides its flags: a solve that glances
at whether its solution is the only one, warning only when it finds another (its output
is the course's), where ``ripple-fp solve`` proves it."""

LEGACY_CODES = (
    "0 solved (or counted, or unique), 1 no solution, 2 usage, 3 input unreadable, 4 input "
    "not a puzzle, 5 output unwritable, 6 puzzle past the limits, 7 more than one solution "
    "(--unique), 8 no Dask scheduler could be reached, 9 an optional extra is not installed "
    "(sat or dask), 70 internal error, 74 standard output unwritable, 124 out of time "
    "(--timeout), 130 interrupted, 143 terminated"
)
"""The codes ``ripple-effect --help`` lists: its modes' (serve's and the maker's aside)."""


def _legacy_parser(*, helping: bool) -> ArgumentParser:
    formats = _formats(kind_named(DEFAULT))
    parser = ArgumentParser(
        prog=LEGACY,
        usage=f"{LEGACY} [options] <input file> <output file>",
        description="Solve a Ripple Effect (Hakyuu) puzzle and write its solution.",
        epilog=(_each_kinds("strategies", _strategies, (DEFAULT,)) + "\n\n" if helping else "")
        + f"Exit codes: {LEGACY_CODES}.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("source", metavar="input", help="the puzzle file, - or a URL")
    parser.add_argument("target", nargs="?", metavar="output", help="the solution file, or -")
    modes = parser.add_mutually_exclusive_group()
    for mode in ("batch", "explain", "hint"):
        modes.add_argument(
            f"--{mode}", action="store_true", default=_GIVEN, help=MODES[mode].summary
        )
    helps = {
        "up_to": "print how many solutions the puzzle has, counting no further than N",
        "unique": "whether the puzzle has exactly one solution: exit 0, 1 (none) or 7 (several)",
        "to": f"write the puzzle in FORMAT instead of solving it: {', '.join(formats[:-1])} "
        f"or {formats[-1]}",
    }
    for choosing in (UP_TO, UNIQUE, TO):
        course: Option[object] = Option(
            choosing.name, choosing.flags[:1], choosing.read, None, helps[choosing.name],
            choosing.metavar,
        )  # fmt: skip
        _add(modes, course)
    place = parser.add_mutually_exclusive_group()
    taken = {"kind", *CHOOSING}
    for name in ("solve", "batch", "count", "explain", "hint", "convert"):
        for option in MODES[name].options:
            if option.flags and not option.positional and option.name not in taken:
                taken.add(option.name)
                _add(place if option in PLACE else parser, option)
    _version(parser)
    return parser


def ripple_effect(argv: Sequence[str]) -> Result[Command, UsageError]:
    """``ripple-effect [options] IN OUT``: the course's command, its flags mapped onto
    the modes' records."""
    parser = _legacy_parser(helping=_helping(argv))
    flags = {a.dest: a.option_strings[-1] for a in parser._actions if a.option_strings}
    return _then(parser, argv, lambda values: _legacy(values, flags, parser))


def _legacy(
    values: Values, flags: dict[str, str], parser: ArgumentParser
) -> Result[Command, UsageError]:
    """The mode ``ripple-effect``'s flags choose, and its record; refused when an option
    given is not one of that mode's, or the output file is missing or one too many."""
    dest = next((name for name in CHOOSING if name in values), "")
    mode, flag = MODES[CHOOSING.get(dest, "solve")], flags.get(dest, "")
    takes = {option.name for option in mode.options} | {dest}
    for name in sorted(values.keys() - takes - {"source", "target"}):
        modes = sorted({flags[d] for d, m in CHOOSING.items() if name in _names_of(MODES[m])})
        where = f"not allowed with argument {flag}" if flag else "only with " + ", ".join(modes)
        return Failure(usage_error(parser, f"argument {flags[name]}: {where}"))
    output = next((o for o in mode.options if o.name == "target" and o.positional), None)
    if values.get("target") is None and output is not None and output.required:
        return Failure(usage_error(parser, "the following arguments are required: output"))
    if values.get("target") is not None and output is None:
        return Failure(usage_error(parser, f"{flag} prints its answer: no output file"))
    return _built(mode, values | COURSE, parser, kind_named(DEFAULT))


def _names_of(mode: Mode) -> set[str]:
    return {option.name for option in mode.options}


# --- the page's requests ------------------------------------------------------------------------

PAGE: Mapping[str, Mode] = {name: mode for name, mode in MODES.items() if mode.page}
"""The modes the page's API runs, by the name of their route (``/api/NAME``)."""


def request(
    name: str, body: Mapping[str, object], server: Mapping[str, object]
) -> Result[Command, UsageError]:
    """A request of the page (its JSON object) to job ``name`` as that mode's record,
    read through the same options as a command line: a field that is not one of the
    mode's, or whose value is not one of its option's, is a usage error naming it. The
    ``server``'s own options (its limits, its time) hold where the mode has them."""
    mode, program = PAGE[name], f"{PROGRAM} {name}"
    return fields(mode.options, body, program, server).bind(
        lambda given: mode.build(given).alt(lambda why: UsageError(f"{program}: error: {why}"))
    )


def fields(
    options: Sequence[Option[object]],
    body: Mapping[str, object],
    program: str,
    server: Mapping[str, object] = {},
) -> Result[Given, UsageError]:
    """What a request gave ``options``, each read (a field ``null`` or ``""`` is not
    given): a field that is none of theirs, or a value not one of its option's, refused."""
    known = {option.page: option for option in options if option.page is not None}
    values = {
        name: value for name, value in server.items() if any(o.name == name for o in options)
    }
    values |= {known[key].name: value for key, value in body.items()
               if key in known and value not in (None, "")}  # fmt: skip
    strangers = [f"the field {key!r} is not one of {', '.join(map(repr, known))}"
                 for key in body if key not in known]  # fmt: skip
    missing = [f"the field {option.page!r} is missing" for option in known.values()
               if option.positional and option.required and option.name not in values]  # fmt: skip
    refusal = next(iter(strangers + missing), None) or _refusal(options, values, page=True)
    if refusal is not None:
        return Failure(UsageError(f"{program}: error: {refusal}"))
    given = Given(values, program, page=True)
    return Success(Given(values, program, given(KIND), page=True))
