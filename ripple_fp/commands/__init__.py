"""The commands: what a command line or a request of the page asks for, as data, one
record per mode, and their union. Each mode is declared once, its options with it
(:mod:`.arguments`, which parses a command line or a request's JSON into these records).

Haskell counterpart (optparse-applicative's parsers produce a sum type)::

    data Command = Solve Solve | Check Check | Count Count | Explain Explain
                 | Hint Hint | Convert Convert | Generate Generate | Batch Batch
                 | Serve Serve
                 | Say String                     -- --help, --version: text to print

    data Source = File FilePath | Url String | Text String String   -- the page's text
    data Solve = Solve { kind :: Maybe SomeKind, source :: Source, target :: FilePath
                       , strategy :: Maybe String
                       , jobs :: Jobs, timeout :: Maybe Double, limits :: Limits
                       , show, stats, grade :: Bool, svg :: Maybe FilePath, program :: String
                       , uniqueness :: Uniqueness }
    data Uniqueness = Glance | Proof   -- the course's bounded look, or ripple-fp's proof

A command that reads a puzzle holds its kind as an object (``--puzzle`` looked up once),
or ``None`` when nobody named one: the file's janko.at text names it, else it is Ripple
Effect (the shell reads the file once and decides, :func:`ripple_fp.shell.files.load`).
Each record holds exactly what its mode uses: an option that does not belong to a mode
has no field in its record, so no run has to refuse a combination of options. The shell
matches a :data:`Command` once (``ripple_fp.shell.main.perform``). ``program`` is the
name every message of the run begins with (``ripple-effect``, ``ripple-fp solve``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from ..kinds.kind import DEFAULT_LIMITS, Limits

if TYPE_CHECKING:
    from ..kinds.kind import SomeKind

STANDARD = "-"
"""The file name that means standard input (as a source) or output (as a target)."""

URL = re.compile(r"^(https?:/+[^/]|[\w.-]*\?\w+/|\w+/\d+/\d+/)")
"""What an argument that is a URL (or a URL's ``variety/W/H/...`` tail) begins with."""


@dataclass(frozen=True)
class Url:
    """A puzzle given as the argument itself, a URL (or a URL's ``variety/W/H/...``
    tail), kept as typed: a ``Path`` would fold its ``//``. It is read as a file all the
    same if a file has its name."""

    text: str

    def __str__(self) -> str:
        return self.text

    @property
    def name(self) -> str:
        """What the puzzle is called, as a file by its name: the URL."""
        return self.text


@dataclass(frozen=True)
class Text:
    """A puzzle (or a claimed solution) given as its text, as the page gives it, called
    ``name`` in messages (``the puzzle``): no file is opened for it."""

    name: str
    text: str

    def __str__(self) -> str:
        return self.name


Source = Path | Url | Text
"""Where a puzzle is read from: a file (``-``: standard input), the argument itself, or
the page's text."""


def source(argument: str) -> Path | Url:
    """The puzzle an argument names: a URL as typed, or a file."""
    return Url(argument) if URL.match(argument) else Path(argument)


Jobs = int | None
"""How many processes: a number, or ``None`` for every core (``--jobs auto``)."""


@dataclass(frozen=True)
class Local:
    """Run tasks on this machine: one after another here, or on ``jobs`` processes."""

    jobs: Jobs = 1


@dataclass(frozen=True)
class Cluster:
    """Run tasks on a Dask cluster: its scheduler's address, or Dask's configured one."""

    address: str | None = None


Place = Local | Cluster
"""Where the tasks of a batch or of the maker run."""

Position = tuple[tuple[str, ...], ...]
"""What a person has entered on the page: rows of tokens as the kind writes a solution
(``"3"``, ``"R"``), ``""`` where nothing is entered."""


@dataclass(frozen=True)
class Glance:
    """After the solution, look a little further down the same search (as many guesses
    as it took, and a thousand more), and warn only when that finds another: the course's
    command, whose output stays the course's."""


@dataclass(frozen=True)
class Proof:
    """After the solution is written, search for another to the end, as ``--unique``
    decides (within ``--timeout``), and say whether it is the only one: ``ripple-fp``'s
    and the page's."""


Uniqueness = Glance | Proof
"""How a solve tells whether its solution is the only one."""


@dataclass(frozen=True)
class Solve:
    """Solve one puzzle and write its solution (``-``: standard output)."""

    kind: SomeKind | None
    source: Source
    target: Path
    program: str
    strategy: str | None = None
    """``None``: the kind's default."""
    jobs: Jobs = 1
    timeout: float | None = None
    limits: Limits = DEFAULT_LIMITS
    show: bool = False
    svg: Path | None = None
    stats: bool = False
    grade: bool = False
    """Grade the puzzle too (the page asks: an explained solve more)."""
    uniqueness: Uniqueness = Glance()


@dataclass(frozen=True)
class Batch:
    """Solve every ``*.txt`` of a folder into another folder, ``NAME.sol`` each."""

    kind: SomeKind | None
    source: Path
    target: Path
    program: str
    strategy: str | None = None
    place: Place = Local()
    timeout: float | None = None
    """For each puzzle."""
    limits: Limits = DEFAULT_LIMITS


@dataclass(frozen=True)
class UpTo:
    """How many solutions, counting no further than ``most``?"""

    most: int


@dataclass(frozen=True)
class Unique:
    """Exactly one solution?"""


@dataclass(frozen=True)
class Count:
    """Answer a question about a puzzle's solutions on standard output."""

    kind: SomeKind | None
    source: Source
    question: UpTo | Unique
    program: str
    strategy: str | None = None
    """``None``: the kind's choice for a count that far."""
    timeout: float | None = None
    limits: Limits = DEFAULT_LIMITS
    stats: bool = False


@dataclass(frozen=True)
class Explain:
    """Print the steps of a solve a person could follow, and the puzzle's grade; write
    the solution if there is a target."""

    kind: SomeKind | None
    source: Source
    program: str
    target: Path | None = None
    limits: Limits = DEFAULT_LIMITS
    show: bool = False
    svg: Path | None = None
    """An HTML page of one picture per step."""


@dataclass(frozen=True)
class Hint:
    """Print the next step of a puzzle being solved, or which filled cells are wrong:
    the cells filled so far written in like givens, or (the page's) apart."""

    kind: SomeKind | None
    source: Source
    program: str
    limits: Limits = DEFAULT_LIMITS
    position: Position | None = None


@dataclass(frozen=True)
class Convert:
    """Write a puzzle in another format, unsolved; or (the page's) a position in it."""

    kind: SomeKind | None
    source: Source
    target: Path
    to: str
    program: str
    position: Position | None = None


@dataclass(frozen=True)
class Check:
    """Draw a puzzle, or check a claimed solution of it and list every broken rule."""

    kind: SomeKind | None
    puzzle: Source
    program: str
    claim: Path | Text | None = None
    svg: Path | None = None


Givens = Literal["minimal", "propagation"]
"""How few clues a made puzzle keeps: every one needed, or only those reasoning needs."""


@dataclass(frozen=True)
class Generate:
    """Make new puzzles into a folder, each unique and graded."""

    kind: SomeKind
    target: Path
    size: tuple[int, int]
    program: str
    seed: str | None = None
    """The same seed makes the same puzzles (``None``: a seed is drawn)."""
    largest: int = 9
    """The most cells a room may have."""
    count: int = 1
    givens: Givens = "minimal"
    strategy: str | None = None
    """The strategy that counts the solutions (``None``: the kind's maker's own)."""
    place: Place = Local()


SERVE_TIMEOUT = 30.0
"""The seconds a request of the web page may search, unless ``--timeout`` says."""


@dataclass(frozen=True)
class Serve:
    """Serve the web page and its JSON API (the extra ``web``) on ``host``:``port``
    until stopped; ``port`` 0 takes any free port (the first line printed names it)."""

    program: str
    host: str = "127.0.0.1"
    port: int = 8000
    timeout: float = SERVE_TIMEOUT
    """For each request."""
    limits: Limits = DEFAULT_LIMITS
    workers: int | None = None
    """How many searches run at once, each on a process of its own (``None``: two for
    every core)."""


@dataclass(frozen=True)
class Say:
    """Print ``text`` and stop with exit code 0: ``--help`` and ``--version``."""

    text: str


Command = Solve | Batch | Count | Explain | Hint | Convert | Check | Generate | Serve | Say
"""Everything a command line, or a request of the page, can ask for."""

Named = tuple[tuple[Path, str], ...]
"""Files, each with what a message calls it (``the input file``)."""


@dataclass(frozen=True)
class Files:
    """The files a command reads (a URL given as the puzzle among them) and the files it
    writes (``-`` among them too)."""

    read: tuple[tuple[Source, str], ...] = ()
    written: Named = ()
