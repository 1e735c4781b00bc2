"""A kind of puzzle, as the commands see it: a record of the puzzle's own functions.

Haskell counterpart (a record of functions, the dictionary a type class would pass)::

    data Kind p s = Kind
      { name           :: String                       -- "ripple", "creek", ...
      , title          :: String                       -- "Ripple Effect puzzle"
      , parsePuzzle    :: String -> Either ParseError p
      , parseSolution  :: p -> String -> Either ParseError s
      , renderSolution :: s -> String
      , draw           :: p -> Maybe s -> String        -- box drawing for --show
      , picture        :: p -> Maybe s -> Set Pos -> String -> String   -- SVG
      , judge          :: p -> s -> Verdict             -- the referee, explained
      , strategies     :: [Strategy]
      , defaultName    :: String
      , solutions      :: p -> String -> [s]
      , model          :: p -> d -> Model s            -- for branches on processes
      , portfolio      :: [String] }                   -- strategies that race

    solveChecked :: Kind p s -> String -> p -> Either Unsolved (Solved p s)
    data Unsolved = NoSolution | WrongAnswer [String]     -- embedded in RunError later

The commands (:mod:`ripple_fp.shell`) are written once, against this record; each
puzzle fills one in (:mod:`.catalogue`). Only the record's functions know the puzzle:
``solve_checked`` below is the same for all of them. The strategy names are plain
strings here, each puzzle's ``Literal`` names checked by :func:`strategy`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from itertools import islice
from typing import Any, Final, Generic, TypeVar

from returns.result import Failure, Result, Success

from ..grid.errors import ParseError
from ..grid.geometry import Pos
from ..search.model import Model
from ..search.stats import NodeLimitReachedError, SearchTimeoutError, Stats
from ..search.strategy import OnEngine, Strategy, named
from .errors import NoSolution, TooLarge, WrongAnswer
from .limits import Limits, Measure, within

P = TypeVar("P")
S = TypeVar("S")
V = TypeVar("V")
N = TypeVar("N", bound=str)


@dataclass(frozen=True)
class Verdict:
    """The referee's word on a claimed solution: every broken rule explained (none: it
    is a solution), and the cells to blame in a picture."""

    complaints: tuple[str, ...]
    faulty: frozenset[Pos]


CLEAN: Final = Verdict((), frozenset())
"""The verdict on a solution: nothing broken, nobody to blame."""


@dataclass(frozen=True)
class Kind(Generic[P, S]):
    """What a command needs of a puzzle ``P`` with solutions ``S``."""

    name: str
    """The name on the command line: ``ripple``, ``0hh1``, ``creek``, ..."""
    title: str
    """What a puzzle of this kind is called in messages: ``Ripple Effect puzzle``."""
    parse_puzzle: Callable[[str], Result[P, ParseError]]
    parse_solution: Callable[[str, P], Result[S, ParseError]]
    render_solution: Callable[[S], str]
    draw: Callable[[P, S | None], str]
    """The box drawing of the puzzle, or of a (claimed) solution of it."""
    picture: Callable[[P, S | None, frozenset[Pos], str], str]
    """The SVG picture of the puzzle or a solution, faulty cells shaded, with a title."""
    judge: Callable[[P, S], Verdict]
    strategies: Mapping[Any, Strategy[Any, Any]]
    """Every strategy, by name: each puzzle names its own."""
    default: str
    solutions: Callable[[P, str, Stats], Iterator[S]]
    """Every solution, lazily, by the named strategy (a name of :attr:`strategies`)."""
    model: Callable[[P, Any], Model[S]]
    """The engine's model of a puzzle under an ``OnEngine`` plan's deductions."""
    measure: Callable[[P], Measure]
    """How large a puzzle is: its cells, and its empty cells' candidates (:mod:`.limits`)."""
    portfolio: tuple[str, ...] = ()
    """The strategies that race on ``--jobs N`` processes, the most useful first (empty:
    ``--jobs`` splits the default strategy's search into branches instead)."""
    count_default: str = ""
    """The strategy that counts past two solutions when none is named, if not the
    default (``""``: the default)."""
    split_default: str = ""
    """The strategy whose search is split into branches when none is named, if the
    default's cannot be (``""``: the default's)."""


@dataclass(frozen=True)
class Solved(Generic[P, S]):
    """A puzzle and its checked solution."""

    problem: P
    solution: S
    unique: bool | None = None
    """Is the solution the only one? ``True`` when the search, taken further, ran out;
    ``False`` when it found another; ``None`` when nobody looked far enough to say
    (:func:`solve_and_look`)."""


def referee(
    violations: Callable[[P, S], tuple[V, ...]],
    explain: Callable[[V], str],
    blame: Callable[[Iterable[V], S], frozenset[Pos]],
) -> Callable[[P, S], Verdict]:
    """A kind's ``judge`` from its referee's three functions: what is broken, how to say
    it, which cells to blame."""

    def judge(problem: P, solution: S) -> Verdict:
        found = violations(problem, solution)
        return Verdict(tuple(map(explain, found)), blame(found, solution))

    return judge


def by_name(
    solutions: Callable[[P, N, Stats | None], Iterator[S]],
    strategy_named: Callable[[str], Strategy[N, Any]],
) -> Callable[[P, str, Stats], Iterator[S]]:
    """A kind's ``solutions`` from its package's: the name checked against the
    package's own ``Literal`` of strategy names."""

    def search(problem: P, name: str, stats: Stats) -> Iterator[S]:
        return solutions(problem, strategy_named(name).name, stats)

    return search


def strategy(kind: Kind[Any, Any], name: str) -> Strategy[Any, Any]:
    """The kind's strategy called ``name``; ``ValueError`` naming the choices if none."""
    return named(kind.strategies, name)


def split_strategy(kind: Kind[Any, Any], name: str | None) -> str:
    """The strategy a split runs: the one named, or else the kind's choice for splits."""
    return name or kind.split_default or kind.default


def engine_plan(kind: Kind[Any, Any], name: str) -> OnEngine[Any]:
    """The engine plan of the named strategy; ``ValueError`` if the engine does not
    run it (only engine plans can be split into branches)."""
    plan = strategy(kind, name).plan
    if not isinstance(plan, OnEngine):
        splittable = ", ".join(s.name for s in kind.strategies.values() if s.parallel)
        raise ValueError(
            f"strategy {name!r} cannot be split across processes: choose from {splittable}"
        )
    return plan


def solve_checked(
    kind: Kind[P, S], problem: P, name: str, stats: Stats | None = None
) -> Result[Solved[P, S], NoSolution | WrongAnswer]:
    """The first solution the named strategy finds, checked; or why there is none."""
    found = next(kind.solutions(problem, name, Stats() if stats is None else stats), None)
    return checked(kind, problem, found)


def checked(
    kind: Kind[P, S], problem: P, found: S | None
) -> Result[Solved[P, S], NoSolution | WrongAnswer]:
    """A found solution, trusted only after the independent referee agrees with it."""
    if found is None:
        return Failure(NoSolution())
    if complaints := kind.judge(problem, found).complaints:
        return Failure(WrongAnswer(complaints))
    return Success(Solved(problem, found))


def solve_and_look(
    kind: Kind[P, S], problem: P, name: str, stats: Stats
) -> Result[Solved[P, S], NoSolution | WrongAnswer]:
    """:func:`solve_checked`, then a look further down the same search, to see whether
    the solution is the only one (:func:`second_look`)."""
    found = kind.solutions(problem, name, stats)
    return checked(kind, problem, next(found, None)).map(
        lambda solved: replace(solved, unique=second_look(found, stats))
    )


LOOK_FURTHER: Final = 10
"""Guesses a second look may take beyond as many as the first solution took."""


def second_look(rest: Iterator[object], stats: Stats) -> bool | None:
    """Does ``rest``, the search after its first solution, hold no other? It is looked
    at for as many more guesses as the first solution took, plus :data:`LOOK_FURTHER`,
    and within the search's deadline; ``None`` when that was not enough to say. A
    solution found without a guess is alone whenever reasoning alone found it: the
    search ends at once."""
    limit, stats.node_limit = stats.node_limit, 2 * stats.nodes + LOOK_FURTHER
    try:
        alone: bool | None = next(rest, None) is None
    except (NodeLimitReachedError, SearchTimeoutError):
        alone = None
    finally:
        stats.node_limit = limit
    return alone


def count_checked(
    kind: Kind[P, S], problem: P, found: Iterator[S], limit: int
) -> Result[int, WrongAnswer]:
    """How many solutions ``found`` holds, counting no further than ``limit``; each is
    trusted only after the referee agrees with it."""
    count = 0
    for solution in islice(found, limit):
        if complaints := kind.judge(problem, solution).complaints:
            return Failure(WrongAnswer(complaints))
        count += 1
    return Success(count)


def within_limits(
    kind: Kind[P, S], limits: Limits, path: object, problem: P
) -> Result[P, TooLarge]:
    """``problem`` (read from ``path``), if it is within ``limits``; else why not."""
    return within(limits, str(path), problem, kind.measure(problem))
