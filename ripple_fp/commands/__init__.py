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
                       , uniqueness :: UniquenessCheck }
    data UniquenessCheck = Glance | Proof   -- the course's bounded look, or ripple-fp's proof

A command that reads a puzzle holds its kind as an object (``--puzzle`` looked up once),
or ``None`` when nobody named one: the file's janko.at text names it, else it is Ripple
Effect (the shell reads the file once and decides, :func:`ripple_fp.shell.files.load`).
Each record holds exactly what its mode uses: an option that does not belong to a mode
has no field in its record, so no run has to refuse a combination of options. The shell
matches a :data:`Command` once (``ripple_fp.shell.main.perform``). ``program`` is the
name every message of the run begins with (``ripple-effect``, ``ripple-fp solve``).

The solve's record is here, with what every command shares; each other mode's is in a
module of its own (:mod:`.batch`, :mod:`.count`, :mod:`.explain`, :mod:`.check`,
:mod:`.generate`, :mod:`.serve`), imported when that mode is chosen, so the course's
solve builds none of them; ``from ripple_fp.commands import Count`` finds it all the
same (:func:`__getattr__`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..kinds.kind import DEFAULT_LIMITS, Limits

if TYPE_CHECKING:
    from ..kinds.kind import SomeKind
    from .batch import Batch as Batch
    from .batch import Cluster as Cluster
    from .batch import Local as Local
    from .batch import Place as Place
    from .check import Check as Check
    from .check import Convert as Convert
    from .command import Command as Command
    from .count import Count as Count
    from .count import Unique as Unique
    from .count import UpTo as UpTo
    from .explain import Explain as Explain
    from .explain import Hint as Hint
    from .generate import Generate as Generate
    from .generate import Givens as Givens
    from .serve import Serve as Serve

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


UniquenessCheck = Glance | Proof
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
    uniqueness: UniquenessCheck = Proof()
    """``ripple-fp solve``'s and the page's; the course's command glances
    (:data:`~.arguments.COURSE`), and keeps its output."""


SERVE_TIMEOUT = 30.0
"""The seconds a request of the web page may search, unless ``--timeout`` says."""


@dataclass(frozen=True)
class Say:
    """Print ``text`` and stop with exit code 0: ``--help`` and ``--version``."""

    text: str


Named = tuple[tuple[Path, str], ...]
"""Files, each with what a message calls it (``the input file``)."""


@dataclass(frozen=True)
class Files:
    """The files a command reads (a URL given as the puzzle among them) and the files it
    writes (``-`` among them too)."""

    read: tuple[tuple[Source, str], ...] = ()
    written: Named = ()


_HOMES = {
    "Local": "batch", "Cluster": "batch", "Place": "batch", "Batch": "batch",
    "Check": "check", "Convert": "check", "Command": "command",
    "Count": "count", "Unique": "count", "UpTo": "count",
    "Explain": "explain", "Hint": "explain",
    "Generate": "generate", "Givens": "generate",
    "Serve": "serve",
}  # fmt: skip
"""Where each record of a mode other than the solve lives, and their union ``Command``:
a module of its own, loaded when the mode is chosen (or the union asked for), so that
the course's solve builds none of them."""


def __getattr__(name: str) -> object:
    """A record of another mode, or their union ``Command``, from its module on first
    use (PEP 562)."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module  # noqa: PLC0415 - only for another mode

    value: object = getattr(import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value
