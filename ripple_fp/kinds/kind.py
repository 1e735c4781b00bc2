"""A kind of puzzle, declared once: the record every command and library user reads.

Haskell counterpart (a record of functions, the dictionary a type class would pass)::

    data Kind p s = Kind
      { name, title    :: String                         -- "creek", "Creek puzzle"
      , parsePuzzle    :: String -> Either ParseError p
      , parseSolution  :: String -> p -> Either ParseError s
      , renderPuzzle   :: p -> String
      , renderSolution :: s -> String
      , judge          :: p -> s -> Verdict                -- the referee, explained
      , strategies     :: Strategies p s                   -- its ways to search
      , measure        :: p -> Measure                     -- how large, for the limits
      , pictures       :: IO (Pictures p s)                -- loaded when first drawn
      , writers        :: [(String, p -> String)]          -- formats besides its own
      , explainer      :: Maybe (IO (Explainer p s))
      , maker          :: Maybe (IO (Maker p s))
      , varieties      :: [String]                        -- the puzz.link URLs it reads
      , janko          :: Maybe (Janko p s)               -- janko.at's text, both ways
      , entry          :: Entry                           -- how a person enters values
      , most           :: Maybe (p -> Matrix Int) }       -- the largest number a cell takes

    solveChecked :: Kind p s -> String -> p -> Either Unsolved (Solved p s)

How large a puzzle is (:class:`Measure`) is the kind's to say; how large the commands take
on (:class:`Limits`) is the run's: *candidates* are, summed over the empty cells, how
many values each could hold before any reasoning (in Ripple Effect, its room's size),
the size of the search's first state. Time and memory grow with it; the defaults are
far past every published puzzle (the largest in the project's corpus has 10,000 cells
and 58,942 candidates) and within what a 2-core machine answers in seconds.

A puzzle package declares its kind with its own parser, renderer, referee, rules and
pictures; everything else is written here once, against the record: the solutions by a
named strategy, a solution trusted only once the referee agrees, a second look for
another solution, counting. The commands (:mod:`ripple_fp.shell`) read nothing else of
a puzzle, and find each kind by its name (:func:`ripple_fp.kinds.kind_named`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from itertools import islice
from typing import TYPE_CHECKING, Final, Generic, Protocol, TypeVar

from returns.result import Failure, Result, Success

from ..search.meter import Meter, NodeLimitReachedError, SearchTimeoutError
from ..search.stats import Stats
from ..search.strategy import Strategies
from .entry import TYPED, Entry
from .errors import NoSolution, TooLarge, WrongAnswer

if TYPE_CHECKING:
    from ..grid.matrix import Matrix, Pos
    from ..grid.text import ParseError
    from .capabilities import Explainer, Made, Maker, Recipe
    from .janko import Janko

P = TypeVar("P")
S = TypeVar("S")
V = TypeVar("V")
R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)
P_contra = TypeVar("P_contra", contravariant=True)
S_contra = TypeVar("S_contra", contravariant=True)


MAX_CELLS = 4_000_000
"""The most cells a puzzle may have, by default: a 2000x2000 grid."""

MAX_CANDIDATES = 1_000_000
"""The most candidates a puzzle's empty cells may have, by default."""


@dataclass(frozen=True)
class Measure:
    """How large one puzzle is."""

    cells: int
    candidates: int


@dataclass(frozen=True)
class Limits:
    """How large a puzzle may be."""

    cells: int = MAX_CELLS
    candidates: int = MAX_CANDIDATES


DEFAULT_LIMITS = Limits()
"""The limits a command uses unless told otherwise."""


def excess(limits: Limits, measure: Measure) -> str | None:
    """Why a puzzle of ``measure`` is past ``limits``, naming the option that raises
    the limit; ``None`` if it is within them."""
    if measure.cells > limits.cells:
        return (
            f"{measure.cells:,} cells, more than {limits.cells:,} (--max-cells N raises the limit)"
        )
    if measure.candidates > limits.candidates:
        return (
            f"{measure.candidates:,} candidates in its empty cells, more than "
            f"{limits.candidates:,} (--max-candidates N raises the limit)"
        )
    return None


def fits(limits: Limits, path: str, problem: P, measure: Measure) -> Result[P, TooLarge]:
    """``problem`` (read from ``path``, of ``measure``), if it is within ``limits``."""
    reason = excess(limits, measure)
    return Success(problem) if reason is None else Failure(TooLarge(path, reason))


@dataclass(frozen=True)
class Verdict:
    """The referee's word on a claimed solution: every broken rule explained (none: it
    is a solution), and the cells to blame in a picture."""

    complaints: tuple[str, ...]
    faulty: frozenset[Pos]


CLEAN: Final = Verdict((), frozenset())
"""The verdict on a solution: nothing broken, nobody to blame."""


class Pictures(Protocol[P_contra, S_contra]):
    """How a kind is drawn: a puzzle's ``pictures`` module has these two functions."""

    def draw(self, problem: P_contra, solution: S_contra | None) -> str:
        """The box drawing of the puzzle, or of a (claimed) solution of it."""
        ...

    def to_svg(
        self, problem: P_contra, solution: S_contra | None, faulty: frozenset[Pos], title: str
    ) -> str:
        """The SVG picture of the puzzle or a solution, ``faulty`` cells shaded."""
        ...


@dataclass(frozen=True, repr=False)
class Kind(Generic[P, S]):
    """What a kind of puzzle ``P`` with solutions ``S`` is, for the commands and for
    the library."""

    name: str
    """The name on the command line: ``ripple``, ``0hh1``, ``creek``, ..."""
    title: str
    """What a puzzle of this kind is called in messages: ``Ripple Effect puzzle``."""
    parse_puzzle: Callable[[str], Result[P, ParseError]]
    parse_solution: Callable[[str, P], Result[S, ParseError]]
    render_puzzle: Callable[[P], str]
    render_solution: Callable[[S], str]
    judge: Callable[[P, S], Verdict]
    strategies: Strategies[P, S]
    measure: Callable[[P], Measure]
    """How large a puzzle is: its cells, and its empty cells' candidates (:class:`Limits`)."""
    pictures: Callable[[], Pictures[P, S]]
    """The puzzle's pictures, imported when first drawn (most runs draw nothing)."""
    writers: Mapping[str, Callable[[P], str]] = field(default_factory=dict)
    """The formats a puzzle may be written in besides its own text, by name."""
    explainer: Callable[[], Explainer[P, S]] | None = None
    """Explanations of a solve, and hints (:mod:`.capabilities`): ``None`` for a kind
    without them."""
    maker: Callable[[], Maker[P, S]] | None = None
    """A maker of new puzzles (:mod:`.capabilities`): ``None`` for a kind without one."""
    varieties: tuple[str, ...] = ()
    """The puzz.link varieties whose URLs it reads (none: it reads no URL)."""
    janko: Janko[P, S] | None = None
    """janko.at's text of its puzzles (:mod:`.janko`), read by ``parse_puzzle`` and
    written as the format ``janko``: ``None`` for a kind janko.at does not publish."""
    entry: Entry = TYPED
    """How a person enters its values on a board, and how a position is written
    (:mod:`.entry`): typed numbers written into the puzzle like givens, unless said."""
    most: Callable[[P], Matrix[int]] | None = None
    """For a kind of typed numbers, the largest number each cell may hold by the rules
    alone, before any reasoning (a room's size; a sudoku's side): the page's number pad
    offers no more, and two digits typed into a cell make one number only within it
    (``None``: a kind of symbols, or one that does not say)."""

    @property
    def formats(self) -> Mapping[str, Callable[[P], str]]:
        """Every format a puzzle may be written in: its own text (``course``, the format
        of its course project) first, then its writers, then janko.at's text."""
        janko = {} if self.janko is None else {"janko": self.janko.text}
        return {"course": self.render_puzzle, **self.writers, **janko}

    def solutions(
        self,
        problem: P,
        strategy: str | None = None,
        stats: Stats | None = None,
        *,
        timeout: float | None = None,
    ) -> Iterator[S]:
        """Every solution of ``problem``, lazily, found by the named strategy (``None``:
        the kind's default); see :meth:`~ripple_fp.search.strategy.Strategies.solutions`."""
        return self.strategies.solutions(problem, strategy, stats, timeout=timeout)

    def is_solution(self, problem: P, solution: S) -> bool:
        """Does ``solution`` solve ``problem``, as the referee says?"""
        return not self.judge(problem, solution).complaints

    def into(self, use: UseKind[R]) -> R:
        """``use`` of this kind, typed: how a kind known only at run time
        (:class:`SomeKind`) is handed to code written for every kind."""
        return use(self)

    def load(self, text: str) -> Result[Loaded[P, S], ParseError]:
        """The puzzle ``text`` holds, with this kind."""
        return self.parse_puzzle(text).map(lambda problem: Loaded(self, problem, text))

    def __repr__(self) -> str:
        return f"<kind {self.name}>"


class UseKind(Protocol[R_co]):
    """A function of a kind of any puzzle and solution types (Haskell's ``forall p s.
    Kind p s -> r``)."""

    def __call__(self, kind: Kind[P, S], /) -> R_co: ...


class SomeKind(Protocol):
    """A kind of puzzle known only at run time, whose types are its own (Haskell's
    existential ``data SomeKind = forall p s. SomeKind (Kind p s)``): what every kind
    says alike, and the kind itself, typed, for a function of any kind (:meth:`into`).
    Every :class:`Kind` is one; the catalogue gives them by name."""

    @property
    def name(self) -> str: ...

    @property
    def title(self) -> str: ...

    def into(self, use: UseKind[R]) -> R: ...


@dataclass(frozen=True)
class Loaded(Generic[P, S]):
    """A puzzle read, with its kind and the text it was read from: what every command
    works on once it has read its puzzle, typed in the kind's own ``P`` and ``S``."""

    kind: Kind[P, S]
    problem: P
    text: str

    def into(self, use: UseLoaded[R]) -> R:
        """``use`` of this puzzle, typed (see :class:`SomeLoaded`)."""
        return use(self)


class UseLoaded(Protocol[R_co]):
    """A function of a puzzle of any kind, read (``forall p s. Loaded p s -> r``)."""

    def __call__(self, loaded: Loaded[P, S], /) -> R_co: ...


class SomeLoaded(Protocol):
    """A puzzle read, of a kind known only at run time: its kind, and the puzzle itself,
    typed, for a function of any kind (:meth:`into`)."""

    @property
    def kind(self) -> SomeKind: ...

    def into(self, use: UseLoaded[R]) -> R: ...


@dataclass(frozen=True)
class Solved(Generic[P, S]):
    """A puzzle and its checked solution."""

    problem: P
    solution: S
    unique: bool | None = None
    """Is the solution the only one? ``True`` when the search, taken further, ran out;
    ``False`` when it found another; ``None`` when nobody looked far enough to say
    (:func:`solve_and_look`)."""


def judging(
    violations: Callable[[P, S], tuple[V, ...]],
    complaint: Callable[[V], str],
    blame: Callable[[Iterable[V], S], frozenset[Pos]],
) -> Callable[[P, S], Verdict]:
    """A kind's ``judge`` from its referee's three functions: what is broken, how to say
    it, which cells to blame."""

    def judge(problem: P, solution: S) -> Verdict:
        found = violations(problem, solution)
        return Verdict(tuple(map(complaint, found)), blame(found, solution))

    return judge


def solve_checked(
    kind: Kind[P, S], problem: P, name: str | None = None, meter: Meter | None = None
) -> Result[Solved[P, S], NoSolution | WrongAnswer]:
    """The first solution the named strategy finds, checked; or why there is none."""
    found = kind.strategies.search(problem, name, Meter() if meter is None else meter)
    return checked(kind, problem, next(found, None))


def checked(
    kind: Kind[P, S], problem: P, found: S | None
) -> Result[Solved[P, S], NoSolution | WrongAnswer]:
    """A found solution, trusted only after the independent referee agrees with it."""
    if found is None:
        return Failure(NoSolution())
    if complaints := kind.judge(problem, found).complaints:
        return Failure(WrongAnswer(complaints))
    return Success(Solved(problem, found))


LOOK_FURTHER: Final = 1000
"""Guesses a second look may take beyond as many as the first solution took: enough to
find a second solution that lies a few hundred guesses further (the corpus's
``multiplesolutions1``: the first after 57 guesses, the second after 239), cheap beside
a solve (a guess of the learning search costs well under a millisecond)."""


def solve_and_look(
    kind: Kind[P, S], problem: P, name: str | None, meter: Meter
) -> Result[Solved[P, S], NoSolution | WrongAnswer]:
    """:func:`solve_checked`, then a look further down the same search, to see whether
    the solution is the only one. The look goes as many more guesses as the first
    solution took, plus :data:`LOOK_FURTHER`, and no further than the meter's budget:
    ``unique`` is ``None`` when that was not enough to say. A solution found without a
    guess is alone whenever reasoning alone found it: the search ends at once."""
    lookout = _Lookout(meter)
    found = kind.strategies.search(problem, name, lookout.meter)
    return checked(kind, problem, next(found, None)).map(
        lambda solved: replace(solved, unique=lookout.alone(found))
    )


def solve_and_keep(
    kind: Kind[P, S], problem: P, name: str | None, meter: Meter
) -> Result[tuple[Solved[P, S], Iterator[S]], NoSolution | WrongAnswer]:
    """:func:`solve_checked`, and the rest of the same search, for :func:`proved` to
    take to its end."""
    found = kind.strategies.search(problem, name, meter)
    return checked(kind, problem, next(found, None)).map(lambda solved: (solved, found))


def proved(
    kind: Kind[P, S], problem: P, rest: Iterator[S], before: int = 1
) -> Result[bool, WrongAnswer]:
    """Is a solution the only one? ``rest`` is a search that has found ``before`` (1)
    solutions already, or none (0, a search started afresh, which finds it again): it
    is searched to its end, or to a second solution, as ``--unique`` counts (a second
    solution trusted only once the referee agrees). Its meter's deadline raises
    :class:`~ripple_fp.search.meter.SearchTimeoutError` out of it."""
    return count_checked(kind, problem, rest, 2 - before).map(lambda more: more + before < 2)


def solve_and_prove(
    kind: Kind[P, S], problem: P, name: str | None, meter: Meter
) -> Result[Solved[P, S], NoSolution | WrongAnswer]:
    """:func:`solve_and_keep`, then :func:`proved` on the rest of the same search:
    ``unique`` says whether the solution is the only one, ``None`` when the meter's
    deadline came before the proof ended (the solution is kept all the same)."""

    def decided(kept: tuple[Solved[P, S], Iterator[S]]) -> Result[Solved[P, S], WrongAnswer]:
        solved, rest = kept
        try:
            alone = proved(kind, problem, rest)
        except SearchTimeoutError:
            return Success(solved)
        return alone.map(lambda unique: replace(solved, unique=unique))

    return solve_and_keep(kind, problem, name, meter).bind(decided)


class _Lookout:
    """The watch of a search that is looked at further after its first solution: once
    :meth:`alone` begins, it stops the search past a bound on its guesses."""

    def __init__(self, meter: Meter) -> None:
        self.outer = meter.watch
        self.bound: int | None = None
        self.meter = Meter(meter.stats, meter.budget, self.look)

    def look(self) -> None:
        if self.outer is not None:
            self.outer()
        if self.bound is not None and self.meter.stats.nodes > self.bound:
            raise _FarEnough

    def alone(self, rest: Iterator[object]) -> bool | None:
        """Does ``rest``, the search after its first solution, hold no other?"""
        self.bound = 2 * self.meter.stats.nodes + LOOK_FURTHER
        try:
            return next(rest, None) is None
        except (_FarEnough, NodeLimitReachedError, SearchTimeoutError):
            return None


class _FarEnough(Exception):  # noqa: N818 - not an error: the look has gone far enough
    """Raised by the lookout's watch: its own, so that no phase of the search takes it
    for the end of a budget of its own and hands over to the next."""


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


def make_checked(
    kind: Kind[P, S], maker: Maker[P, S], recipe: Recipe
) -> Result[Made[P, S], WrongAnswer]:
    """The puzzle ``maker`` makes to ``recipe``, trusted only once the referee accepts
    its solution and a second count, by the maker's second strategy, finds exactly one;
    ``ValueError`` saying why when it cannot be made."""
    from ..search.counting import count_up_to  # noqa: PLC0415 - only the maker counts here

    made = maker.make(recipe)
    second = kind.strategies.search(made.problem, maker.SECOND_OPINION, Meter())
    problems = tuple(
        problem
        for problem, broken in (
            ("its solution breaks the rules", not kind.is_solution(made.problem, made.solution)),
            ("a second count finds it not unique", count_up_to(2, second) != 1),
        )
        if broken
    )
    return Failure(WrongAnswer(problems)) if problems else Success(made)


def within_limits(
    kind: Kind[P, S], limits: Limits, path: object, problem: P
) -> Result[P, TooLarge]:
    """``problem`` (read from ``path``), if it is within ``limits``; else why not."""
    return fits(limits, str(path), problem, kind.measure(problem))
