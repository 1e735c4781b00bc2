"""Command lines to commands: one argparse parser per mode, whose errors are values.

Haskell counterpart (optparse-applicative, run purely)::

    execParserPure :: ParserInfo Command -> [String] -> Either UsageError Command
    rippleFp    = subparser (command "solve" solveInfo <> command "check" checkInfo <> ...)
    rippleEffect = legacy flags mapped onto the same Command

Each mode's parser holds only the options its record has (:data:`MODES`), built from
one function per option, so an option that does not belong to a mode is not on its
parser. ``ripple-fp MODE --puzzle KIND ...`` is those parsers as subcommands. The
course's ``ripple-effect`` keeps its flags (``--batch``, ``--explain``, ``--hint``,
``--count N``, ``--unique``, ``--to FORMAT`` pick the mode; they exclude each other),
and an option given to it is looked up among its mode's own: the one rule for every
combination. What argparse prints (``--help``, ``--version``) becomes a :class:`Say`
command, and its usage errors a ``UsageError``: parsing prints nothing. Values the
puzzle decides (a strategy, a format, a mode the kind lacks) are checked against the
kind's declaration once the record is built.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable, Sequence
from dataclasses import fields
from pathlib import Path
from typing import Any, NoReturn

from returns.result import Failure, Result, Success

from .. import __version__
from ..kinds import DEFAULT, KIND_NAMES, kind_named
from ..kinds.errors import UsageError
from ..kinds.kind import MAX_CANDIDATES, MAX_CELLS, Kind, Limits
from . import (
    STANDARD,
    Batch,
    Check,
    Cluster,
    Command,
    Convert,
    Count,
    Explain,
    Generate,
    Hint,
    Local,
    Place,
    Say,
    Serve,
    Solve,
    Unique,
    UpTo,
    source,
)

EXIT_CODES = (
    "Exit codes: 0 solved (or counted, or unique), 1 no solution, 2 usage, 3 input "
    "unreadable, 4 input not a puzzle, 5 output unwritable, 6 puzzle past the limits, "
    "7 more than one solution (--unique), 8 no Dask scheduler could be reached, "
    "9 an optional extra is not installed (sat, dask or web), 74 standard output "
    "unwritable, 124 out of time (--timeout)."
)
"""The codes, as ``--help`` lists them."""

MAX_JOBS = 1024
"""The most processes ``--jobs`` may ask for."""

LARGEST_SIDE = 200
"""The most rows or columns ``--size`` takes."""


# --- argparse, pure -------------------------------------------------------------------------


class ArgumentParser(argparse.ArgumentParser):
    """argparse, but what it would print and exit with is raised as a value."""

    def error(self, message: str) -> NoReturn:
        raise _StoppedError(usage_error(self, message))

    def _print_message(self, message: str, file: Any = None) -> None:
        self.said = getattr(self, "said", "") + message

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        raise _StoppedError(Say(getattr(self, "said", "") + (message or "")))


class _StoppedError(Exception):
    """Carries what argparse stopped with out of it."""

    def __init__(self, outcome: Say | UsageError) -> None:
        super().__init__(outcome)
        self.outcome = outcome


def usage_error(parser: argparse.ArgumentParser, message: str) -> UsageError:
    """A usage error worded as argparse words its own: the usage line, then the reason."""
    return UsageError(f"{parser.format_usage().rstrip()}\n{parser.prog}: error: {message}")


def _parsed(
    parser: ArgumentParser, argv: Sequence[str], then: Callable[[argparse.Namespace], Command]
) -> Result[Command, UsageError]:
    """``then`` of what ``parser`` reads from ``argv``; help, version or a usage error
    if it stops there."""
    try:
        return Success(then(parser.parse_args(argv)))
    except _StoppedError as stopped:
        match stopped.outcome:
            case Say() as said:
                return Success(said)
            case UsageError() as error:
                return Failure(error)
    raise AssertionError("unreachable: argparse stops with help, a version or an error")


# --- the values of options --------------------------------------------------------------------


def _shown(text: str) -> str:
    return repr(text if len(text) <= 20 else f"{text[:20]}...")


def jobs_value(text: str) -> int | None:
    """``--jobs``: a number from 1 to :data:`MAX_JOBS` in ASCII digits (``٣`` and ``²``
    are digits to Python, not here), or ``auto`` (``None``)."""
    if text == "auto":
        return None
    if text.isascii() and text.isdigit() and len(text) <= 4 and 0 < int(text) <= MAX_JOBS:
        return int(text)
    raise argparse.ArgumentTypeError(
        f"expected a positive number up to {MAX_JOBS} or 'auto', not {_shown(text)}"
    )


def limit_value(text: str) -> int:
    """``--max-cells``, ``--max-candidates``: a positive number in ASCII digits, with
    ``_`` or ``,`` between groups of digits if wished (``4_000_000``, ``4,000,000``)."""
    digits = text.replace("_", "").replace(",", "")
    if digits.isascii() and digits.isdigit() and len(digits) <= 18 and int(digits) > 0:
        return int(digits)
    raise argparse.ArgumentTypeError(f"expected a positive number, not {_shown(text)}")


def count_value(text: str) -> int:
    """A number of solutions or puzzles, from 1, in ASCII digits."""
    if text.isascii() and text.isdigit() and len(text) <= 18 and int(text) > 0:
        return int(text)
    raise argparse.ArgumentTypeError(f"expected a positive number, not {_shown(text)}")


def seconds_value(text: str) -> float:
    """``--timeout``: a positive, finite number of seconds (``0.5``, ``30``, ``1e3``)."""
    try:
        seconds = float(text) if text.isascii() else math.nan
    except ValueError:
        seconds = math.nan
    if math.isfinite(seconds) and 0 < seconds <= 10**9:
        return seconds
    raise argparse.ArgumentTypeError(f"expected a positive number of seconds, not {_shown(text)}")


def size_value(text: str) -> tuple[int, int]:
    """``--size``: ``ROWSxCOLUMNS``, each from 1 to :data:`LARGEST_SIDE`."""
    rows, _, cols = text.lower().partition("x")
    if rows.isascii() and rows.isdecimal() and cols.isascii() and cols.isdecimal():
        size = int(rows), int(cols)
        if all(0 < side <= LARGEST_SIDE for side in size):
            return size
    raise argparse.ArgumentTypeError(
        f"takes ROWSxCOLUMNS, as 10x10, each from 1 to {LARGEST_SIDE}, not {_shown(text)}"
    )


# --- the options, one function each ----------------------------------------------------------
# Each adds its option with no default (argparse.SUPPRESS): what is in the namespace was
# given, and a record's own default holds otherwise.

Adder = Callable[[argparse.ArgumentParser], None]
_GIVEN: Any = argparse.SUPPRESS


def _show(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--show", action="store_true", default=_GIVEN, help="also print the grid")


def _svg(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--svg", type=Path, metavar="FILE", default=_GIVEN, help="also draw it as SVG in FILE"
    )


def _strategy(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--strategy", metavar="NAME", default=_GIVEN, help=_STRATEGY_HELP)


_STRATEGY_HELP = "how to search (each kind's strategies: below)"


def _stats(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--stats",
        action="store_true",
        default=_GIVEN,
        help="print nodes, backtracks, propagations, probes and time on stderr",
    )


def _timeout(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--timeout",
        type=seconds_value,
        metavar="SECONDS",
        default=_GIVEN,
        help="give up when the search has not answered within SECONDS (exit 124; in a "
        "batch: for each puzzle; served: for each request, default 30)",
    )


def _jobs(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--jobs",
        type=jobs_value,
        metavar="N|auto",
        default=_GIVEN,
        help="processes: a race of strategies, or branches of one search (auto: every "
        "core, when the puzzle needs guessing); in a batch or the maker, N at once",
    )


def _limits(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--max-cells",
        type=limit_value,
        metavar="N",
        default=_GIVEN,
        help=f"refuse a puzzle of more than N cells (default {MAX_CELLS:,})",
    )
    parser.add_argument(
        "--max-candidates",
        type=limit_value,
        metavar="N",
        default=_GIVEN,
        help="refuse a puzzle whose empty cells have more than N candidates, each as many "
        f"as the values it could hold (default {MAX_CANDIDATES:,})",
    )


def _cluster(parser: argparse.ArgumentParser) -> None:
    """``--jobs``, or a Dask cluster: one or the other."""
    where = parser.add_mutually_exclusive_group()
    _jobs(where)  # type: ignore[arg-type]  # a group takes add_argument as a parser does
    where.add_argument(
        "--executor",
        choices=("local", "dask"),
        default=_GIVEN,
        help="local processes (--jobs), or a Dask cluster (needs the dask extra; Dask's "
        "configured scheduler, else a cluster on this machine)",
    )
    where.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        default=_GIVEN,
        help="run on the Dask cluster of this scheduler (tcp://HOST:PORT)",
    )


def _to(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--to",
        required=True,
        metavar="FORMAT",
        help="the format to write: course, or one the kind adds, such as url",
    )


def _question(parser: argparse.ArgumentParser) -> None:
    asked = parser.add_mutually_exclusive_group(required=True)
    asked.add_argument(
        "--up-to",
        type=count_value,
        metavar="N",
        default=_GIVEN,
        help="how many solutions, counting no further than N (then a second line says "
        "there are more)",
    )
    asked.add_argument(
        "--unique",
        action="store_true",
        default=_GIVEN,
        help="exactly one solution? exit 0, 1 (none) or 7 (several)",
    )


def _making(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--size", type=size_value, required=True, help="ROWSxCOLUMNS, as 10x10")
    parser.add_argument(
        "--max-room", dest="largest", type=count_value, default=_GIVEN, help="largest room (9)"
    )
    parser.add_argument("--seed", default=_GIVEN, help="the same seed makes the same puzzles")
    parser.add_argument("--count", type=count_value, default=_GIVEN, help="how many (1)")
    parser.add_argument(
        "--givens", choices=("minimal", "propagation"), default=_GIVEN, help="how few clues"
    )
    parser.add_argument(
        "--strategy", metavar="NAME", default=_GIVEN, help="the strategy that counts"
    )


def port_value(text: str) -> int:
    """``--port``: 0 (any free port) to 65535, in ASCII digits."""
    if text.isascii() and text.isdigit() and len(text) <= 5 and int(text) <= 65535:
        return int(text)
    raise argparse.ArgumentTypeError(f"expected a port from 0 to 65535, not {_shown(text)}")


def _serving(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--host",
        default=_GIVEN,
        help="the address to listen on (default 127.0.0.1: this machine only)",
    )
    parser.add_argument(
        "--port", type=port_value, default=_GIVEN, help="the port (default 8000; 0: any free)"
    )
    parser.add_argument(
        "--workers",
        type=count_value,
        metavar="N",
        default=_GIVEN,
        help="searches at once, each on a process of its own (default: two per core)",
    )


MODES: dict[str, tuple[Adder, ...]] = {
    "solve": (_show, _svg, _strategy, _stats, _jobs, _timeout, _limits),
    "batch": (_strategy, _timeout, _limits, _cluster),
    "count": (_question, _strategy, _stats, _timeout, _limits),
    "explain": (_show, _svg, _limits),
    "hint": (_limits,),
    "convert": (_to,),
    "check": (_svg,),
    "generate": (_making, _cluster),
    "serve": (_serving, _timeout, _limits),
}
"""Each mode's options: its parser holds these, and no other."""

_POSITIONALS: dict[str, tuple[tuple[str, str, str | None], ...]] = {
    "solve": (("source", "the puzzle file, - for standard input, or a URL", None),
              ("target", "where to write the solution, - for standard output", None)),
    "batch": (("source", "the folder of puzzles (*.txt, *.x-janko)", None),
              ("target", "the folder to write NAME.sol into", None)),
    "count": (("source", "the puzzle file, - for standard input, or a URL", None),),
    "explain": (("source", "the puzzle file, - for standard input, or a URL", None),
                ("target", "where to write the solution (optional)", "?")),
    "hint": (("source", "the puzzle being solved: givens and the cells filled so far", None),),
    "convert": (("source", "the puzzle file, - for standard input, or a URL", None),
                ("target", "where to write it, - for standard output", None)),
    "check": (("puzzle", "the puzzle file", None),
              ("claim", "a claimed solution to check", "?")),
    "generate": (("target", "the folder to write NAME.txt, NAME.sol and index.tsv", None),),
    "serve": (),
}  # fmt: skip

_SUMMARIES = {
    "solve": "solve a puzzle and write its solution",
    "batch": "solve every puzzle file of a folder into another",
    "count": "count a puzzle's solutions, or say whether it has exactly one",
    "explain": "print the steps of a solve a person could follow, and the grade",
    "hint": "print the next step of a puzzle being solved, or which cells are wrong",
    "convert": "write a puzzle in another format",
    "check": "draw a puzzle, or check a claimed solution of it",
    "generate": "make new puzzles, each unique and graded",
    "serve": "serve a web page to load, play, check, hint, explain and solve puzzles",
}


def _dests(mode: str) -> set[str]:
    """The options of a mode, by their names in the namespace."""
    probe = argparse.ArgumentParser(add_help=False)
    for add in MODES[mode]:
        add(probe)
    return {action.dest for action in probe._actions}


# --- the records, from what was given ---------------------------------------------------------

RECORDS: dict[str, type[Command]] = {
    "solve": Solve,
    "batch": Batch,
    "count": Count,
    "explain": Explain,
    "hint": Hint,
    "convert": Convert,
    "check": Check,
    "generate": Generate,
    "serve": Serve,
}


def _record(mode: str, given: dict[str, Any]) -> Command:
    """The record of ``mode`` from the options ``given`` (by their names in the
    namespace, which are the record's own); what is not given keeps its default."""
    record = RECORDS[mode]
    names = {field.name for field in fields(record)}
    derived: dict[str, Any] = {
        "limits": Limits(
            given.pop("max_cells", MAX_CELLS), given.pop("max_candidates", MAX_CANDIDATES)
        ),
        "place": _place(given.pop("executor", "local"), given.pop("scheduler", None), given),
        "question": UpTo(given.pop("up_to")) if "up_to" in given else Unique(),
    }
    given.pop("unique", None)
    paths = {
        name: source(value) if name in _SOURCES and record is not Batch else Path(value)
        for name, value in given.items()
        if name in _PATHS and value
    }
    chosen = {name: value for name, value in (given | paths).items() if name in names}
    return record(**chosen, **{name: derived[name] for name in names & derived.keys()})


_PATHS = {"source", "target", "puzzle", "claim"}
"""The positional arguments that name files: read as typed, then made paths."""

_SOURCES = {"source", "puzzle"}
"""The positional arguments that name a puzzle: a file, or a URL kept as typed
(:func:`~ripple_fp.commands.source`); a batch's source is a folder."""


def _place(executor: str, scheduler: str | None, given: dict[str, Any]) -> Place:
    if executor == "dask" or scheduler is not None:
        return Cluster(scheduler)
    return Local(given.get("jobs", 1))


# --- the checks a kind's declaration decides --------------------------------------------------


_FROM_FILE = {"solve", "count", "explain", "hint", "convert", "check", "batch"}
"""The modes whose kind, unless ``--puzzle`` names it, is the one the file's janko.at
text names (else :data:`~ripple_fp.kinds.DEFAULT`): ``None`` in their records."""


def checked(command: Command) -> Result[Command, str]:
    """``command``, if its kind has what it asks for: the strategy, the format, the
    mode; else the reason, for a usage error. A command whose kind its file will say
    (``None``) is checked once the shell has read it; a batch's, against the default
    kind."""
    match command:
        case Solve(kind=None) | Count(kind=None) | Explain(kind=None) | Hint(kind=None):
            return Success(command)
        case Convert(kind=None) | Check(kind=None):
            return Success(command)
        case Solve(kind=name, strategy=strategy, jobs=jobs):
            kind = kind_named(name)
            return (
                _strategy_of(kind, strategy)
                .bind(lambda _: _processes(kind, strategy, jobs))
                .map(lambda _: command)
            )
        case Batch(kind=name, strategy=strategy):
            return _strategy_of(kind_named(name), strategy).map(lambda _: command)
        case Count(kind=name, strategy=strategy) | Generate(kind=name, strategy=strategy):
            kind = kind_named(name)
            lacks = isinstance(command, Generate) and kind.maker is None
            if lacks:
                return Failure(f"{kind.title}s have no maker yet")
            return _strategy_of(kind, strategy).map(lambda _: command)
        case Explain(kind=name) | Hint(kind=name):
            kind = kind_named(name)
            if kind.explainer is None:
                return Failure(f"{kind.title}s have no explainer yet")
            return Success(command)
        case Convert(kind=name, to=to):
            formats = kind_named(name).formats
            if to not in formats:
                choices = ", ".join(map(repr, formats))
                return Failure(f"argument --to: invalid choice: {to!r} (choose from {choices})")
            return Success(command)
    return Success(command)


def _strategy_of(kind: Kind[Any, Any], name: str | None) -> Result[None, str]:
    if name is None or name in kind.strategies.table:
        return Success(None)
    choices = ", ".join(map(repr, kind.strategies.table))
    return Failure(f"argument --strategy: invalid choice: {name!r} (choose from {choices})")


def _processes(kind: Kind[Any, Any], name: str | None, jobs: int | None) -> Result[None, str]:
    """``--jobs N`` needs a race (the kind's default, with a portfolio) or a strategy
    the engine runs, whose search splits into branches."""
    search = kind.strategies
    races = len(search.racing(2)) > 1 and name in (None, search.default)
    if (jobs or 1) > 1 and not races and not search.named(name).parallel:
        splittable = ", ".join(n for n, s in search.table.items() if s.parallel)
        return Failure(
            f"--jobs {jobs}: strategy {name!r} runs on one process ({splittable} split)"
        )
    return Success(None)


def _names(source: str, target: str, mode: str) -> Result[None, str]:
    """File names looked at as typed (``Path`` forgets a final ``/``)."""
    if mode == "batch" and STANDARD in (source, target):
        return Failure("--batch reads and writes folders: not - (standard input or output)")
    if mode in ("solve", "convert", "explain") and target.endswith("/"):
        return Failure(f"the output {target!r} names a folder: give a file name")
    return Success(None)


# --- the parsers ------------------------------------------------------------------------------

PROGRAM = "ripple-fp"
LEGACY = "ripple-effect"
CHECKER = "ripple-effect-check"
MAKER = "ripple-effect-generate"

_CHECK_CODES = (
    "Exit codes: 0 solution correct (or puzzle shown), 1 rules broken, 2 usage error or "
    "unreadable or invalid input."
)


def _version(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")


def _kinds_strategies(kinds: Sequence[str]) -> str:
    """Each kind's strategies, its default first (the kinds are loaded for ``--help``
    only)."""
    lines = []
    for name in kinds:
        search = kind_named(name).strategies
        others = ", ".join(n for n in search.table if n != search.default)
        lines.append(f"  {name}: {search.default} (default), {others}")
    return "strategies:\n" + "\n".join(lines)


def mode_parser(mode: str, program: str, *, kinds: bool, helping: bool) -> ArgumentParser:
    """The parser of ``mode`` for ``program``; with ``kinds`` it takes ``--puzzle KIND``
    (else it reads Ripple Effect). ``helping``: the help lists each kind's strategies."""
    epilog = _CHECK_CODES if mode == "check" else EXIT_CODES
    if helping and "strategy" in _dests(mode):
        epilog = _kinds_strategies(KIND_NAMES if kinds else ("ripple",)) + "\n\n" + epilog
    parser = ArgumentParser(
        prog=program,
        description=_SUMMARIES[mode][0].upper() + _SUMMARIES[mode][1:] + ".",
        epilog=epilog,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    for name, text, nargs in _POSITIONALS[mode]:
        parser.add_argument(name, nargs=nargs, help=text)
    if kinds:
        parser.add_argument(
            "--puzzle",
            dest="kind",
            choices=KIND_NAMES,
            default=_GIVEN,
            metavar="KIND",
            help=f"the kind of puzzle: {', '.join(KIND_NAMES)} (default: the kind a "
            "janko.at text names, else ripple)",
        )
    for add in MODES[mode]:
        add(parser)
    _version(parser)
    return parser


def _run(
    parser: ArgumentParser, argv: Sequence[str], mode: Callable[[dict[str, Any]], str]
) -> Result[Command, UsageError]:
    """Parse ``argv``, build the record of the mode ``mode`` says, check it against its
    kind; a usage error in ``parser``'s words if anything fails."""

    def build(parsed: argparse.Namespace) -> Command:
        given = dict(vars(parsed))
        given["program"] = parser.prog
        chosen_mode = mode(given)
        named = chosen_mode in _FROM_FILE and any(a.dest == "kind" for a in parser._actions)
        given.setdefault("kind", None if named else DEFAULT)
        refusal = _names(str(given.get("source")), str(given.get("target") or ""), chosen_mode)
        match refusal.bind(lambda _: checked(_record(chosen_mode, given))):
            case Success(command):
                chosen: Command = command
                return chosen
            case Failure(why):
                raise _RefusedError(why)
        raise AssertionError("unreachable: a Result is a Success or a Failure")

    try:
        return _parsed(parser, argv, build)
    except _RefusedError as refused:
        return Failure(usage_error(parser, refused.reason))


class _RefusedError(Exception):
    """A reason a command line cannot be run, raised out of the parse."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def ripple_fp(argv: Sequence[str]) -> Result[Command, UsageError]:
    """``ripple-fp MODE --puzzle KIND ...``: one subcommand per mode."""
    helping = bool({"-h", "--help"} & set(argv))
    if argv and argv[0] in MODES:
        mode = argv[0]
        parser = mode_parser(mode, f"{PROGRAM} {mode}", kinds=mode != "serve", helping=helping)
        return _run(parser, argv[1:], lambda _: mode)
    top = ArgumentParser(
        prog=PROGRAM,
        usage=f"{PROGRAM} {{{','.join(MODES)}}} [--puzzle KIND] [options] ...",
        description="Solve, check, count, explain, convert or make grid puzzles: "
        f"{', '.join(KIND_NAMES)}.",
        epilog="\n".join(f"  {mode:<9} {text}" for mode, text in _SUMMARIES.items())
        + f"\n\n'{PROGRAM} MODE --help' shows a mode's options.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    top.add_argument("mode", choices=tuple(MODES), help="what to do")
    _version(top)

    def misplaced(given: dict[str, Any]) -> str:
        raise _RefusedError(f"{given['mode']} must come first")

    return _run(top, argv, misplaced)


def ripple_effect(argv: Sequence[str]) -> Result[Command, UsageError]:
    """``ripple-effect [options] IN OUT``: the course's command, its flags mapped onto
    the modes' records."""
    parser = _legacy_parser(helping=bool({"-h", "--help"} & set(argv)))
    flags = {
        action.dest: action.option_strings[-1]
        for action in parser._actions
        if action.option_strings
    }
    return _run(parser, argv, lambda given: _legacy_mode(given, flags))


_LEGACY_MODES = (("batch", "batch"), ("explain", "explain"), ("hint", "hint"),
                 ("up_to", "count"), ("unique", "count"), ("to", "convert"))  # fmt: skip
"""The flags of ``ripple-effect`` that choose a mode (by their names in the namespace)."""


def _legacy_parser(*, helping: bool) -> ArgumentParser:
    parser = ArgumentParser(
        prog=LEGACY,
        usage=f"{LEGACY} [options] <input file> <output file>",
        description="Solve a Ripple Effect (Hakyuu) puzzle and write its solution.",
        epilog=(_kinds_strategies(("ripple",)) + "\n\n" if helping else "") + EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("source", metavar="input", help="the puzzle file, - or a URL")
    parser.add_argument("target", nargs="?", metavar="output", help="the solution file, or -")
    modes = parser.add_mutually_exclusive_group()
    modes.add_argument("--batch", action="store_true", default=_GIVEN, help=_SUMMARIES["batch"])
    modes.add_argument(
        "--explain", action="store_true", default=_GIVEN, help=_SUMMARIES["explain"]
    )
    modes.add_argument("--hint", action="store_true", default=_GIVEN, help=_SUMMARIES["hint"])
    modes.add_argument(
        "--count", dest="up_to", type=count_value, metavar="N", default=_GIVEN,
        help="print how many solutions the puzzle has, counting no further than N",
    )  # fmt: skip
    modes.add_argument(
        "--unique", action="store_true", default=_GIVEN,
        help="whether the puzzle has exactly one solution: exit 0, 1 (none) or 7 (several)",
    )  # fmt: skip
    modes.add_argument(
        "--to", choices=tuple(kind_named("ripple").formats), metavar="FORMAT", default=_GIVEN,
        help="write the puzzle as a puzz.link URL (url) or in the course's format (course)",
    )  # fmt: skip
    for add in (_show, _svg, _strategy, _stats, _timeout, _limits, _cluster):
        add(parser)
    _version(parser)
    return parser


def _legacy_mode(given: dict[str, Any], flags: dict[str, str]) -> str:
    """The mode ``ripple-effect``'s flags choose; :class:`_RefusedError` when an option
    given is not one of that mode's, or the output file is missing or too many."""
    chosen = [(dest, mode) for dest, mode in _LEGACY_MODES if dest in given]
    dest, mode = chosen[0] if chosen else ("", "solve")
    flag = flags.get(dest, "")
    takes = _dests(mode) | {dest, "source", "target", "kind", "program"}
    for name in sorted(given.keys() - takes):
        modes = sorted({flags[d] for d, m in _LEGACY_MODES if name in _dests(m)})
        where = f"not allowed with argument {flag}" if flag else "only with " + ", ".join(modes)
        raise _RefusedError(f"argument {flags[name]}: {where}")
    output = [name for name, _, _ in _POSITIONALS[mode]]
    if given.get("target") is None and "target" in output and not _optional(mode):
        raise _RefusedError("the following arguments are required: output")
    if given.get("target") is not None and "target" not in output:
        raise _RefusedError(f"{flag} prints its answer: no output file")
    return mode


def _optional(mode: str) -> bool:
    """Is the mode's output file optional?"""
    return any(name == "target" and nargs == "?" for name, _, nargs in _POSITIONALS[mode])


def ripple_effect_check(argv: Sequence[str]) -> Result[Command, UsageError]:
    """``ripple-effect-check [--svg FILE] PUZZLE [SOLUTION]``."""
    parser = mode_parser("check", CHECKER, kinds=False, helping=False)
    parser.usage = f"{CHECKER} [--svg FILE] <puzzle file> [<solution file>]"
    return _run(parser, argv, lambda _: "check")


def ripple_effect_generate(argv: Sequence[str]) -> Result[Command, UsageError]:
    """``ripple-effect-generate --size RxC [options] OUT_DIR``."""
    parser = mode_parser("generate", MAKER, kinds=False, helping=False)
    return _run(parser, argv, lambda _: "generate")
